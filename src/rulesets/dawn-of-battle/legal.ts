/**
 * `legalCommands`: every legal command in the current state, so an agent can play whole turns.
 * Where a choice is a free subset (formation members, supporting units) it lists the useful
 * extremes: the largest formation per leader and action plus every single unit, and each shot
 * with no supporters and with every eligible supporter. `apply` accepts any legal subset.
 * Moves are listed once per reachable end (hex and facing), with a cheapest path.
 * @module
 */
import { eventCommands } from './rules/14-events/event-commands.js';
import { honorAllows } from './rules/15-optional/leaders.js';
import type { ActivationAction, DobCommand, MoveStep } from './model/commands.js';
import { canLead, commandArea } from './rules/06-command-control/command-control.js';
import { ableTo } from './rules/05-actions/actions.js';
import { faceOf, isCannon, mapHexes, morale, occupancy } from './query/derived.js';
import { hexKey } from './model/geometry.js';
import { legalChargeEnds, legalMoveEnds, legalMoves, moveEnv, type ReachList } from './rules/07-movement/movement.js';
import { fireTest } from './rules/08-ranged/ranged.js';
import { leaderPlacementHexes, leaderPlacements } from './rules/04-sequence/leader-placement.js';
import { entryTerms, groupReady } from './rules/07-movement/reinforcements.js';
import { cannonAt, cannonCan } from './rules/08-ranged/cannon.js';
import type { MoveEnv } from './rules/07-movement/movement.js';
import { DIRS, neighbors, type Dir, type Hex } from './model/geometry.js';
import type { Activation, DeployPhase, DobState, PanicBidPhase, Side, UnitState } from './model/state.js';
import { campOf as campUnit, leadersToDeploy, unitsToDeploy, whyCannotDeploy, whyCannotDeployLeader } from './rules/15-optional/deployment.js';
import { maxPanicBid } from './rules/15-optional/panic-bidding.js';
import { meleeCommands } from './rules/10-melee/phase/legal.js';
import { impetuousGroups } from './rules/15-optional/impetuous.js';

const ACTIONS: ReadonlyArray<ActivationAction> = ['move', 'fire', 'moveAndFire', 'fireAndMove', 'rally'];
/**
 * The hex search's sets of reused arrays (`SearchOptions.slot`) for one unit's three move
 * searches: each list reads its rows in place while the next searches run.
 */
const SLOTS = { move: 0, selfDisrupt: 1, charge: 2 } as const;
const PLANS: Readonly<Record<number, ReadonlyArray<ReadonlyArray<number>>>> = {
  2: [[2], [1, 1]],
  3: [[3], [1, 2], [2, 1], [1, 1, 1]],
};

/**
 * The commands of one group: an array, or a list that builds each command on first use (and
 * hands out the same object every time), so a sampler drawing one move does not build every
 * move's path.
 */
export interface CommandList {
  readonly length: number;
  at(i: number): DobCommand | undefined;
  /**
   * For a list reading a movement search's reused arrays: copy what it needs now, before other
   * groups are computed, if it will still be read (else it would search again when read).
   */
  keep?(): void;
}

/** A lazily computed group of legal commands (one unit's, one leader's...). */
export type CommandGroup = () => DobCommand[] | CommandList;

/**
 * Every legal command now (see the module note for how subsets are listed).
 */
export function legalCommands(s: DobState): DobCommand[] {
  const out: DobCommand[] = [];
  for (const g of commandGroups(s)) {
    const list = g();
    for (let i = 0; i < list.length; i++) out.push(list.at(i)!);
  }
  return out;
}

/** `length` commands, command `i` made by `make(i)` on first use (the same object after). */
function commandList(length: number, make: (i: number) => DobCommand, keep?: () => void): CommandList {
  // Filled on demand (a sampler makes one or two of a long list: no array of `length` up front).
  const made: Array<DobCommand | undefined> = [];
  const at = (i: number): DobCommand | undefined => (i < 0 || i >= length ? undefined : (made[i] ??= make(i)));
  return keep === undefined ? { length, at } : { length, at, keep };
}

/** One search's ends as commands: `make` turns an end's path into its command. */
interface MoveCommands {
  readonly list: ReachList;
  readonly make: (path: ReadonlyArray<MoveStep>) => DobCommand;
}

/** The commands of several searches in order, each built (with its path) on first use. */
function moveCommandList(parts: ReadonlyArray<MoveCommands>): CommandList {
  let length = 0;
  for (const p of parts) length += p.list.length;
  const make = (i: number): DobCommand => {
    let k = i;
    let j = 0;
    while (j < parts.length - 1 && k >= parts[j]!.list.length) k -= parts[j++]!.list.length;
    const p = parts[j]!;
    return p.make(p.list.path(k));
  };
  return commandList(length, make, () => {
    for (const p of parts) p.list.keep();
  });
}

/**
 * The legal commands of the current decision split into groups that can be computed one at a
 * time: the whole list is their concatenation ({@link legalCommands}); `sampleCommands` draws a
 * group, then a command in it, computing only the groups it draws.
 */
export function commandGroups(s: DobState): CommandGroup[] {
  const ph = s.phase;
  switch (ph.kind) {
    case 'over':
      return [];
    case 'initiative':
    case 'dieMod': {
      const side = ph.toAct;
      const out: DobCommand[] = [{ type: 'decline-die-mod', player: side }];
      if (s.players[side].unspent > 0) {
        if (ph.mod < 1) out.push({ type: 'modify-die', player: side, delta: 1 });
        if (ph.mod > -1) out.push({ type: 'modify-die', player: side, delta: -1 });
      }
      return [() => out];
    }
    case 'initiativeBid': {
      const out: DobCommand[] = [{ type: 'decline-bid', player: ph.toAct }];
      if (s.players[ph.toAct].unspent > 0) out.push({ type: 'bid-initiative', player: ph.toAct });
      return [() => out];
    }
    case 'panicBid':
      return [() => panicBidCommands(s, ph)];
    case 'deploy':
      return deployGroups(s, ph);
    case 'placeLeaders': {
      const places = lazy(() => leaderPlacements(s, ph.toAct));
      const groups: CommandGroup[] = [];
      for (const l of Object.values(s.leaders)) {
        if (l.side !== ph.toAct || l.where !== 'aside') continue;
        const place = (hex: Hex): DobCommand => ({ type: 'place-leader', player: ph.toAct, leader: l.id, hex });
        groups.push(() => {
          if (s.options.supplementary.codeOfHonor) return leaderPlacementHexes(s, ph.toAct).filter((h) => honorAllows(s, l, h)).map(place);
          const hexes = places();
          return commandList(hexes.length, (i) => place(hexes.at(i)));
        });
      }
      return groups;
    }
    case 'action':
      if (ph.chooseFirst) return [() => [{ type: 'choose-first', player: ph.toAct, first: 'A' }, { type: 'choose-first', player: ph.toAct, first: 'B' }]];
      return withEvents(ph.activation !== null ? activationGroups(s, ph.toAct, ph.activation) : actionGroups(s, ph.toAct), s, ph.toAct);
    case 'melee':
      return [() => meleeCommands(s, ph), () => (ph.melee === null ? eventCommands(s, ph.toAct) : [])];
    case 'eventWindow':
      return [() => eventCommands(s, ph.toAct)];
    case 'impetuous':
      return impetuousGroups(s, ph);
    case 'turnEnd': {
      const side = ph.toAct;
      const p = s.players[side];
      const out: DobCommand[] = [{ type: 'end-turn-end', player: side }];
      for (const card of p.hand) out.push({ type: 'discard-event', player: side, card });
      if (p.unspent > 0 && p.hand.length < morale(s, side)) out.push({ type: 'purchase-event', player: side });
      return [() => out, () => eventCommands(s, side)];
    }
  }
}

/** `groups` (a fresh array, appended to in place) followed by the group of `side`'s event cards. */
function withEvents(groups: CommandGroup[], s: DobState, side: Side): CommandGroup[] {
  groups.push(() => eventCommands(s, side));
  return groups;
}

/** Computes a value once, on first use. */
function lazy<T>(f: () => T): () => T {
  let done = false;
  let v: T;
  return () => {
    if (!done) {
      v = f();
      done = true;
    }
    return v;
  };
}

function actionGroups(s: DobState, side: Side): CommandGroup[] {
  const p = s.players[side];
  const groups: CommandGroup[] = [() => [{ type: 'pass', player: side }]];
  if (p.unspent < 1) return groups;
  if (p.hand.length < morale(s, side)) groups.push(() => [{ type: 'purchase-event', player: side }]);
  groups.push(() => Array.from({ length: p.unspent }, (_, i): DobCommand => ({ type: 'bank-chits', player: side, count: i + 1 })));
  for (const g of Object.keys(s.groups).sort()) {
    if (s.groups[g]!.side === side) groups.push(() => (groupReady(s, side, g).length > 0 ? [{ type: 'activate-reinforcements', player: side, group: g }] : []));
  }
  const cannonHexes = new Map<string, Hex>();
  const mine: UnitState[] = [];
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const x = units[id]!;
    if (x.side !== side || x.where !== 'map' || x.marker !== 'none') continue;
    mine.push(x);
    if (x.hex !== null && isCannon(s, x)) cannonHexes.set(hexKey(x.hex), x.hex);
  }
  for (const hex of cannonHexes.values()) {
    groups.push(() => {
      const out: DobCommand[] = [];
      const guns = cannonAt(s, side, hex);
      for (const action of ['limber', 'move', 'fire'] as const) if (cannonCan(s, guns, action)) out.push({ type: 'activate-cannon', player: side, hex, action });
      for (const action of ['unlimber', 'rotate'] as const) {
        if (!cannonCan(s, guns, action)) continue;
        for (const facing of DIRS) out.push({ type: 'activate-cannon', player: side, hex, action, facing });
      }
      return out;
    });
  }
  const occ = lazy(() => occupancy(s));
  // ableTo per (unit of `mine`, action), asked once. A plain array filled on demand: most
  // decisions ask for one unit's actions, and a typed array's allocation costs more than that.
  const memo: Array<boolean | undefined> = [];
  const able = (i: number, a: number): boolean => {
    const k = i * ACTIONS.length + a;
    return (memo[k] ??= ableTo(s, mine[i]!, ACTIONS[a]!, occ));
  };
  for (let i = 0; i < mine.length; i++) {
    const u = mine[i]!;
    groups.push(() => {
      const out: DobCommand[] = [];
      for (let a = 0; a < ACTIONS.length; a++) if (able(i, a)) out.push({ type: 'activate-unit', player: side, unit: u.id, action: ACTIONS[a]! });
      return out;
    });
  }
  const leaders = s.leaders; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in leaders) {
    const l = leaders[id]!;
    if (!canLead(l, side)) continue;
    groups.push(() => {
      const out: DobCommand[] = [];
      const area = commandArea(s, l, occ());
      // The units of `mine` (by index) a formation of this leader may hold, whatever the action.
      const inArea: number[] = [];
      for (let i = 0; i < mine.length; i++) {
        const u = mine[i]!;
        if (!isCannon(s, u) && u.hex !== null && area.has(hexKey(u.hex))) inArea.push(i);
      }
      for (let ai = 0; ai < ACTIONS.length; ai++) {
        const a = ACTIONS[ai]!;
        const members: string[] = [];
        for (const i of inArea) if (able(i, ai)) members.push(mine[i]!.id);
        if (members.length === 0) continue;
        out.push({ type: 'activate-formation', player: side, leader: l.id, units: members, action: a });
        if (members.length > 1) for (const m of members) out.push({ type: 'activate-formation', player: side, leader: l.id, units: [m], action: a });
        if (a === 'rally' && p.unspent >= 2) out.push({ type: 'activate-formation', player: side, leader: l.id, units: members, action: a, rallyModifier: true });
      }
      return out;
    });
  }
  return groups;
}

function activationGroups(s: DobState, side: Side, a: Activation): CommandGroup[] {
  const groups: CommandGroup[] = [() => [{ type: 'end-activation', player: side }]];
  const occ = lazy(() => occupancy(s));
  const env = lazy(() => moveEnv(s, side));
  if (a.kind === 'reinforcement' && a.group !== null) {
    const group = a.group;
    // One group per unit, entry hex, movement (normal or doubled) and facing: each is one search.
    for (const id of a.remaining) {
      for (const hex of s.groups[group]!.entryHexes) {
        for (const doubled of [false, true]) {
          for (const facing of DIRS) groups.push(() => entryCommands(s, side, s.units[id]!, a.entries, env(), hex, doubled, facing));
        }
      }
    }
    return groups;
  }
  const mf = a.action === 'moveAndFire' || a.action === 'fireAndMove';
  const moves = (u: UnitState): CommandList => {
    // Each search in its own slot of reused arrays, so no list's rows are copied (legal.ts SLOTS).
    const parts: MoveCommands[] = [{ list: legalMoveEnds(s, u, env(), undefined, undefined, SLOTS.move), make: (path) => ({ type: 'move', player: side, unit: u.id, path }) }];
    if (a.action === 'move' && u.status === 'good' && !isCannon(s, u)) {
      const probe: UnitState = { ...u, status: 'disrupted' };
      const better = faceOf(s, probe).movement > faceOf(s, u).movement;
      if (better) parts.push({ list: legalMoveEnds(s, probe, env(), undefined, undefined, SLOTS.selfDisrupt), make: (path) => ({ type: 'move', player: side, unit: u.id, path, selfDisrupt: true }) });
    }
    if (u.status === 'good') parts.push({ list: legalChargeEnds(s, u, env(), SLOTS.charge), make: (path) => ({ type: 'move', player: side, unit: u.id, path, charge: true }) });
    return moveCommandList(parts);
  };
  const fires = (u: UnitState, first: boolean): DobCommand[] => {
    const out: DobCommand[] = [];
    const can = fireTest(s, u, occ);
    // The units that may support a shot, each with its own target test (made once, not per target).
    const helpers = lazy(() =>
      Object.values(s.units)
        .filter((x) => x.side === side && x.id !== u.id && x.where === 'map' && x.marker !== 'done' && !(a.current !== null && x.id === a.current.unit))
        .map((x) => ({ id: x.id, can: fireTest(s, x, occ) })),
    );
    const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
    for (const id in units) {
      const t = units[id]!;
      if (!can(t)) continue;
      const plans: ReadonlyArray<ReadonlyArray<number> | null> = u.rapidFire > 0 && !mf && first ? PLANS[u.rapidFire] ?? [null] : [null];
      const supporters = !mf && first ? helpers().filter((x) => x.can(t)).map((x) => x.id) : [];
      for (const plan of plans) {
        const base = plan === null ? {} : { plan };
        out.push({ type: 'fire', player: side, lead: u.id, supporters: [], target: t.id, ...base });
        if (supporters.length > 0) out.push({ type: 'fire', player: side, lead: u.id, supporters, target: t.id, ...base });
      }
    }
    return out;
  };
  if (a.current !== null) {
    const cur = a.current;
    groups.push(() => [{ type: 'end-unit', player: side }]);
    const u = s.units[cur.unit]!;
    groups.push(cur.stage === 'move' ? () => moves(u) : () => fires(u, cur.plan.length === 0));
    return groups;
  }
  for (const id of a.remaining) {
    const u = s.units[id]!;
    if (u.where !== 'map') continue;
    if (a.action !== 'fire') groups.push(() => moves(u));
    if (a.action !== 'move') groups.push(() => fires(u, true));
  }
  return groups;
}

/** The ways `u` can come on (§7.8) through `hex`, facing `facing`, with normal or doubled movement. */
function entryCommands(s: DobState, side: Side, u: UnitState, entries: Readonly<Record<string, number>>, env: MoveEnv, hex: Hex, doubled: boolean, facing: Dir): DobCommand[] {
  const out: DobCommand[] = [];
  const terms = entryTerms(s, u, hex, doubled, false, entries, env);
  if ('refusal' in terms) return out;
  const probe: UnitState = { ...u, where: 'map', hex, facing };
  const stay: { path: MoveStep[]; to: typeof hex } = { path: [], to: hex };
  const ends = [stay, ...legalMoves(s, probe, env, terms.mp, terms)];
  for (const r of ends) {
    if (doubled && neighbors(r.to).some((n) => (env.occ.get(hexKey(n)) ?? []).some((x) => x.side !== side))) continue;
    if (r.path.length === 0 && (env.occ.get(hexKey(hex)) ?? []).some((x) => x.id !== u.id)) continue;
    out.push({ type: 'enter-map', player: side, unit: u.id, hex, facing, path: r.path, ...(doubled ? { doubled } : {}) });
  }
  return out;
}

/** §15.2: pass or any higher bid; once won, the choice of army. */
function panicBidCommands(s: DobState, ph: PanicBidPhase): DobCommand[] {
  const side = ph.toAct;
  if (ph.chooser !== null) return [{ type: 'choose-army', player: side, army: 'A' }, { type: 'choose-army', player: side, army: 'B' }];
  const out: DobCommand[] = [{ type: 'pass-panic-bid', player: side }];
  for (let p = ph.high === null ? 0 : ph.high.points + 1; p <= maxPanicBid(s); p++) out.push({ type: 'bid-panic-points', player: side, points: p });
  return out;
}

/** §15.1: every unit (and, for side A, leader) the step places, at every allowed hex and facing; one group per piece. */
function deployGroups(s: DobState, ph: DeployPhase): CommandGroup[] {
  const side = ph.toAct;
  const occ = lazy(() => occupancy(s));
  const hexes = lazy(() => mapHexes(s));
  const units = ph.step === 'campB' ? [campUnit(s, 'B')] : ph.step === 'campA' || ph.step === 'adjustCampA' ? [campUnit(s, 'A')] : unitsToDeploy(s, side);
  const groups: CommandGroup[] = [];
  for (const u of units) {
    if (u === null) continue;
    groups.push(() => {
      const out: DobCommand[] = [];
      for (const hex of hexes()) {
        if (whyCannotDeploy(s, ph, u, hex, occ()) !== null) continue;
        for (const facing of DIRS) out.push({ type: 'deploy-unit', player: side, unit: u.id, hex, facing });
      }
      return out;
    });
  }
  if (ph.step === 'unitsA') {
    for (const l of leadersToDeploy(s)) {
      groups.push(() => hexes().filter((hex) => whyCannotDeployLeader(s, hex, occ()) === null).map((hex): DobCommand => ({ type: 'deploy-leader', player: side, leader: l.id, hex })));
    }
  }
  return groups;
}
