/**
 * `legalCommands`: every legal command in the current state, so an agent can play whole turns.
 * Where a choice is a free subset (formation members, supporting units) it lists the useful
 * extremes: the largest formation per leader and action plus every single unit, and each shot
 * with no supporters and with every eligible supporter. `apply` accepts any legal subset.
 * Moves are listed once per reachable end (hex and facing), with a cheapest path.
 * @module
 */
import { eventCommands } from './event-commands.js';
import { honorAllows } from './options/leaders.js';
import type { ActivationAction, DobCommand, MoveStep } from './commands.js';
import { canLead, commandArea } from './command-control.js';
import { ableTo } from './actions.js';
import { faceOf, isCannon, mapHexes, morale, occupancy } from './derived.js';
import { hexKey } from './geometry.js';
import { legalCharges, legalMoves, moveEnv } from './movement.js';
import { whyCannotFire } from './ranged.js';
import { canPlaceLeaderAt } from './sequence.js';
import { entryTerms, groupReady } from './reinforcements.js';
import { cannonAt, cannonCan } from './cannon.js';
import type { MoveEnv } from './movement.js';
import { DIRS, neighbors } from './geometry.js';
import type { DeployPhase, DobState, PanicBidPhase, Side, UnitState } from './state.js';
import { campOf as campUnit, leadersToDeploy, unitsToDeploy, whyCannotDeploy, whyCannotDeployLeader } from './deployment.js';
import { maxPanicBid } from './panic-bidding.js';
import { meleeCommands } from './melee-phase/legal.js';

const ACTIONS: ReadonlyArray<ActivationAction> = ['move', 'fire', 'moveAndFire', 'fireAndMove', 'rally'];
const PLANS: Readonly<Record<number, ReadonlyArray<ReadonlyArray<number>>>> = {
  2: [[2], [1, 1]],
  3: [[3], [1, 2], [2, 1], [1, 1, 1]],
};

/**
 * Every legal command now (see the module note for how subsets are listed).
 */
export function legalCommands(s: DobState): DobCommand[] {
  const ph = s.phase;
  switch (ph.kind) {
    case 'over':
      return [];
    case 'initiative':
    case 'dieMod': {
      const side = ph.toAct;
      const out: DobCommand[] = [{ type: 'declineDieMod', side }];
      if (s.players[side].unspent > 0) {
        if (ph.mod < 1) out.push({ type: 'modifyDie', side, delta: 1 });
        if (ph.mod > -1) out.push({ type: 'modifyDie', side, delta: -1 });
      }
      return out;
    }
    case 'initiativeBid': {
      const out: DobCommand[] = [{ type: 'declineBid', side: ph.toAct }];
      if (s.players[ph.toAct].unspent > 0) out.push({ type: 'bidInitiative', side: ph.toAct });
      return out;
    }
    case 'panicBid':
      return panicBidCommands(s, ph);
    case 'deploy':
      return deployCommands(s, ph);
    case 'placeLeaders': {
      const out: DobCommand[] = [];
      const occ = occupancy(s);
      const hexes = mapHexes(s).filter((h) => canPlaceLeaderAt({ s }, ph.toAct, h, occ));
      for (const l of Object.values(s.leaders)) {
        if (l.side !== ph.toAct || l.where !== 'aside') continue;
        for (const h of hexes) if (honorAllows(s, l, h)) out.push({ type: 'placeLeader', side: ph.toAct, leader: l.id, hex: h });
      }
      return out;
    }
    case 'action':
      if (ph.chooseFirst) return [{ type: 'chooseFirst', side: ph.toAct, first: 'A' }, { type: 'chooseFirst', side: ph.toAct, first: 'B' }];
      if (ph.activation !== null) return [...activationCommands(s, ph.toAct, ph.activation), ...eventCommands(s, ph.toAct)];
      return [...actionChoices(s, ph.toAct), ...eventCommands(s, ph.toAct)];
    case 'melee':
      return [...meleeCommands(s, ph), ...(ph.melee === null ? eventCommands(s, ph.toAct) : [])];
    case 'eventWindow':
      return eventCommands(s, ph.toAct);
    case 'turnEnd': {
      const side = ph.toAct;
      const p = s.players[side];
      const out: DobCommand[] = [{ type: 'endTurnEnd', side }];
      for (const card of p.hand) out.push({ type: 'discardEvent', side, card });
      if (p.unspent > 0 && p.hand.length < morale(s, side)) out.push({ type: 'purchaseEvent', side });
      out.push(...eventCommands(s, side));
      return out;
    }
  }
}

function actionChoices(s: DobState, side: Side): DobCommand[] {
  const p = s.players[side];
  const out: DobCommand[] = [{ type: 'pass', side }];
  if (p.unspent < 1) return out;
  if (p.hand.length < morale(s, side)) out.push({ type: 'purchaseEvent', side });
  for (let n = 1; n <= p.unspent; n++) out.push({ type: 'bankChits', side, count: n });
  for (const g of Object.keys(s.groups).sort()) if (groupReady(s, side, g).length > 0) out.push({ type: 'activateReinforcements', side, group: g });
  const cannonHexes = new Map<string, { q: number; r: number }>();
  for (const x of Object.values(s.units)) if (x.side === side && x.where === 'map' && x.hex !== null && x.marker === 'none' && isCannon(s, x)) cannonHexes.set(hexKey(x.hex), x.hex);
  for (const hex of cannonHexes.values()) {
    const guns = cannonAt(s, side, hex);
    for (const action of ['limber', 'move', 'fire'] as const) if (cannonCan(s, guns, action)) out.push({ type: 'activateCannon', side, hex, action });
    for (const action of ['unlimber', 'rotate'] as const) {
      if (!cannonCan(s, guns, action)) continue;
      for (const facing of DIRS) out.push({ type: 'activateCannon', side, hex, action, facing });
    }
  }
  const occ = occupancy(s);
  const mine = Object.values(s.units).filter((u) => u.side === side && u.where === 'map' && u.marker === 'none');
  const able = new Map<ActivationAction, UnitState[]>();
  for (const a of ACTIONS) able.set(a, mine.filter((u) => ableTo(s, u, a, occ)));
  for (const a of ACTIONS) for (const u of able.get(a)!) out.push({ type: 'activateUnit', side, unit: u.id, action: a });
  for (const l of Object.values(s.leaders)) {
    if (!canLead(l, side)) continue;
    const area = commandArea(s, l, occ);
    for (const a of ACTIONS) {
      const members = able.get(a)!.filter((u) => !isCannon(s, u) && u.hex !== null && area.has(hexKey(u.hex))).map((u) => u.id);
      if (members.length === 0) continue;
      out.push({ type: 'activateFormation', side, leader: l.id, units: members, action: a });
      if (members.length > 1) for (const m of members) out.push({ type: 'activateFormation', side, leader: l.id, units: [m], action: a });
      if (a === 'rally' && p.unspent >= 2) out.push({ type: 'activateFormation', side, leader: l.id, units: members, action: a, rallyModifier: true });
    }
  }
  return out;
}

function activationCommands(s: DobState, side: Side, a: NonNullable<Extract<DobState['phase'], { kind: 'action' }>['activation']>): DobCommand[] {
  const out: DobCommand[] = [{ type: 'endActivation', side }];
  const occ = occupancy(s);
  const env = moveEnv(s, side);
  if (a.kind === 'reinforcement' && a.group !== null) {
    for (const id of a.remaining) out.push(...entryCommands(s, side, s.units[id]!, a.group, a.entries, env));
    return out;
  }
  const movers: UnitState[] = [];
  const firers: Array<{ u: UnitState; first: boolean }> = [];
  if (a.current !== null) {
    out.push({ type: 'endUnit', side });
    const u = s.units[a.current.unit]!;
    if (a.current.stage === 'move') movers.push(u);
    else firers.push({ u, first: a.current.plan.length === 0 });
  } else {
    for (const id of a.remaining) {
      const u = s.units[id]!;
      if (u.where !== 'map') continue;
      if (a.action !== 'fire') movers.push(u);
      if (a.action !== 'move') firers.push({ u, first: true });
    }
  }
  for (const u of movers) {
    for (const r of legalMoves(s, u, env)) out.push({ type: 'move', side, unit: u.id, path: r.path });
    if (a.action === 'move' && u.status === 'good' && !isCannon(s, u)) {
      const probe: UnitState = { ...u, status: 'disrupted' };
      const better = faceOf(s, probe).movement > faceOf(s, u).movement;
      if (better) for (const r of legalMoves(s, probe, env)) out.push({ type: 'move', side, unit: u.id, path: r.path, selfDisrupt: true });
    }
    if (u.status === 'good') for (const r of legalCharges(s, u, env)) out.push({ type: 'move', side, unit: u.id, path: r.path, charge: true });
  }
  const mf = a.action === 'moveAndFire' || a.action === 'fireAndMove';
  for (const { u, first } of firers) {
    const targets = Object.values(s.units).filter((t) => t.side !== side && t.where === 'map' && whyCannotFire(s, u, t, occ) === null);
    for (const t of targets) {
      const plans: ReadonlyArray<ReadonlyArray<number> | null> = u.rapidFire > 0 && !mf && first ? PLANS[u.rapidFire] ?? [null] : [null];
      const supporters = !mf && first
        ? Object.values(s.units).filter((x) => x.side === side && x.id !== u.id && x.where === 'map' && x.marker !== 'done' && !(a.current !== null && x.id === a.current.unit) && whyCannotFire(s, x, t, occ) === null).map((x) => x.id)
        : [];
      for (const plan of plans) {
        const base = plan === null ? {} : { plan };
        out.push({ type: 'fire', side, lead: u.id, supporters: [], target: t.id, ...base });
        if (supporters.length > 0) out.push({ type: 'fire', side, lead: u.id, supporters, target: t.id, ...base });
      }
    }
  }
  return out;
}

/** Every way `u` can come on (§7.8): each entry hex and facing, normal or doubled movement. */
function entryCommands(s: DobState, side: Side, u: UnitState, group: string, entries: Readonly<Record<string, number>>, env: MoveEnv): DobCommand[] {
  const out: DobCommand[] = [];
  for (const hex of s.groups[group]!.entryHexes) {
    for (const doubled of [false, true]) {
      const terms = entryTerms(s, u, hex, doubled, false, entries, env);
      if ('refusal' in terms) continue;
      for (const facing of DIRS) {
        const probe: UnitState = { ...u, where: 'map', hex, facing };
        const stay: { path: MoveStep[]; to: typeof hex } = { path: [], to: hex };
        const ends = [stay, ...legalMoves(s, probe, env, terms.mp, terms)];
        for (const r of ends) {
          if (doubled && neighbors(r.to).some((n) => (env.occ.get(hexKey(n)) ?? []).some((x) => x.side !== side))) continue;
          if (r.path.length === 0 && (env.occ.get(hexKey(hex)) ?? []).some((x) => x.id !== u.id)) continue;
          out.push({ type: 'enterMap', side, unit: u.id, hex, facing, path: r.path, ...(doubled ? { doubled } : {}) });
        }
      }
    }
  }
  return out;
}

/** §15.2: pass or any higher bid; once won, the choice of army. */
function panicBidCommands(s: DobState, ph: PanicBidPhase): DobCommand[] {
  const side = ph.toAct;
  if (ph.chooser !== null) return [{ type: 'chooseArmy', side, army: 'A' }, { type: 'chooseArmy', side, army: 'B' }];
  const out: DobCommand[] = [{ type: 'passPanicBid', side }];
  for (let p = ph.high === null ? 0 : ph.high.points + 1; p <= maxPanicBid(s); p++) out.push({ type: 'bidPanicPoints', side, points: p });
  return out;
}

/** §15.1: every unit (and, for side A, leader) the step places, at every allowed hex and facing. */
function deployCommands(s: DobState, ph: DeployPhase): DobCommand[] {
  const side = ph.toAct;
  const out: DobCommand[] = [];
  const occ = occupancy(s);
  const hexes = mapHexes(s);
  const units = ph.step === 'campB' ? [campUnit(s, 'B')] : ph.step === 'campA' || ph.step === 'adjustCampA' ? [campUnit(s, 'A')] : unitsToDeploy(s, side);
  for (const u of units) {
    if (u === null) continue;
    for (const hex of hexes) {
      if (whyCannotDeploy(s, ph, u, hex, occ) !== null) continue;
      for (const facing of DIRS) out.push({ type: 'deployUnit', side, unit: u.id, hex, facing });
    }
  }
  if (ph.step === 'unitsA') {
    for (const l of leadersToDeploy(s)) for (const hex of hexes) if (whyCannotDeployLeader(s, hex, occ) === null) out.push({ type: 'deployLeader', side, leader: l.id, hex });
  }
  return out;
}
