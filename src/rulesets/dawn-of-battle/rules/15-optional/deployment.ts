/**
 * Free deployment (§15.1), a scenario option: the scenario's positions are set aside and the
 * players place their armies. Side B (as the scenario names it) places its Camp three to five
 * hexes from the nearest map-edge hex (ruling DOB-R48), then all its combat units within three
 * hexes of that Camp, facing as it likes, then side A's Camp anywhere on the map. Side A then
 * moves its Camp up to three hexes and places all its combat units and leaders, reinforcements
 * included (ruling DOB-R48: they are deployed, no longer reinforcements), within three hexes of it. A War
 * Wagon stands in for a Camp (§17.4). Side B's leaders are not deployed; all leaders enter play
 * at §4.4 as usual, so side A's deployed leaders are set aside again at §4.1 (ruling DOB-R48).
 *
 * Units and leaders waiting to be deployed are `'reserve'` with no reinforcement group (side A's
 * reinforcements keep their group until placed). Every placement obeys the map, the terrain
 * (no river hexes) and stacking (§7.9).
 * @ruling DOB-R48
 * @module
 */
import { emit, refuse, unitForWrite, type Ctx } from '../../kernel/context.js';
import { counterOf, enterCost, occupancy, onMap, type Occupancy } from '../../query/derived.js';
import { startPlay } from '../04-sequence/game-start.js';
import { distance, hexKey, offsetToAxial, type Dir, type Hex } from '../../model/geometry.js';
import { mayEndWith } from '../07-movement/movement.js';
import type { DeployPhase, DobState, LeaderState, Side, UnitState } from '../../model/state.js';

/** How far a deployed unit (or side A's leader) may be from its Camp (§15.1.1, §15.1.2). */
export const DEPLOY_RADIUS = 3;
/** Side A may move its Camp this far from where side B put it (§15.1.2). */
export const CAMP_ADJUST = 3;
/** Side B's Camp: this many hexes from the nearest map-edge hex, at least and at most (§15.1.1, ruling DOB-R48). */
export const CAMP_EDGE = { min: 3, max: 5 } as const;

/**
 * The unit that serves as `side`'s Camp for deployment: its first Camp, else its first War Wagon
 * (§17.4), among the units the scenario puts on the map at the start; `null` when it has neither.
 * @rule dawn-of-battle 15.1
 */
export function campOf(s: DobState, side: Side): UnitState | null {
  let wagon: UnitState | null = null;
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    if (u.side !== side || u.reinforcement !== null || u.where === 'eliminated') continue;
    const t = counterOf(s, u).type;
    if (t === 'CAMP') return u;
    if (t === 'WW' && wagon === null) wagon = u;
  }
  return wagon;
}

/**
 * The distance from `h` to the nearest hex on the edge of the playable map (ruling DOB-R48).
 * @rule dawn-of-battle 15.1.1
 * @ruling DOB-R48
 */
export function edgeDistance(s: DobState, h: Hex): number {
  const { width, height } = s.map;
  let best = Infinity;
  for (let col = 0; col < width; col++) {
    for (let row = 0; row < height; row++) {
      if (col !== 0 && col !== width - 1 && row !== 0 && row !== height - 1) continue;
      const d = distance(h, offsetToAxial(col, row));
      if (d < best) best = d;
    }
  }
  return best;
}

/** Units `side` still has to place in the current units step (its Camp excluded). */
export function unitsToDeploy(s: DobState, side: Side): UnitState[] {
  const camp = campOf(s, side);
  const out: UnitState[] = [];
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    if (u.side !== side || u.where !== 'reserve' || u === camp || u.id === camp?.id) continue;
    // Side B keeps its reinforcements (only side A's are deployed, §15.1.2).
    if (side === 'B' && u.reinforcement !== null) continue;
    out.push(u);
  }
  return out;
}

/** Side A's leaders still to place (§15.1.2). */
export function leadersToDeploy(s: DobState): LeaderState[] {
  const out: LeaderState[] = [];
  const leaders = s.leaders; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.side === 'A' && (l.where === 'aside' || l.where === 'reserve')) out.push(l);
  }
  return out;
}

/** The unit the current step places, or the units to choose from: its Camp or its other units. */
function stepUnits(s: DobState, ph: DeployPhase): UnitState[] {
  switch (ph.step) {
    case 'campB': return [campOf(s, 'B')!];
    case 'campA':
    case 'adjustCampA': return [campOf(s, 'A')!];
    case 'unitsB': return unitsToDeploy(s, 'B');
    case 'unitsA': return unitsToDeploy(s, 'A');
  }
}

/**
 * Why `u` may not be placed at `h` in the current step (`null` when it may): the map, river
 * hexes, stacking, and the step's distance rule.
 * @rule dawn-of-battle 15.1.1
 * @rule dawn-of-battle 15.1.2
 */
export function whyCannotDeploy(s: DobState, ph: DeployPhase, u: UnitState, h: Hex, occ: Occupancy = occupancy(s)): string | null {
  if (!onMap(s, h)) return `${hexKey(h)} is not on the map`;
  if (enterCost(s, h) === null) return `${hexKey(h)} is a river hex`;
  if (!mayEndWith(s, u, occ.get(hexKey(h)))) return `${hexKey(h)} already holds a combat unit`;
  switch (ph.step) {
    case 'campB': {
      const d = edgeDistance(s, h);
      return d < CAMP_EDGE.min || d > CAMP_EDGE.max ? `side B's Camp must be ${CAMP_EDGE.min} to ${CAMP_EDGE.max} hexes from the nearest map-edge hex; ${hexKey(h)} is ${d}` : null;
    }
    case 'campA':
      return null;
    case 'adjustCampA': {
      const d = distance(h, ph.campFrom!);
      return d > CAMP_ADJUST ? `side A may move its Camp at most ${CAMP_ADJUST} hexes; ${hexKey(h)} is ${d} from ${hexKey(ph.campFrom!)}` : null;
    }
    case 'unitsB':
    case 'unitsA': {
      const camp = campOf(s, u.side)!;
      const d = distance(h, camp.hex!);
      return d > DEPLOY_RADIUS ? `units deploy within ${DEPLOY_RADIUS} hexes of their Camp; ${hexKey(h)} is ${d}` : null;
    }
  }
}

/**
 * Where side A may place a leader (§15.1.2): on the map, not in a river hex or with an enemy
 * unit, within three hexes of its Camp.
 * @rule dawn-of-battle 15.1.2
 */
export function whyCannotDeployLeader(s: DobState, h: Hex, occ: Occupancy = occupancy(s)): string | null {
  if (!onMap(s, h)) return `${hexKey(h)} is not on the map`;
  if (enterCost(s, h) === null) return `${hexKey(h)} is a river hex`;
  if ((occ.get(hexKey(h)) ?? []).some((x) => x.side !== 'A')) return `${hexKey(h)} holds an enemy unit`;
  const d = distance(h, campOf(s, 'A')!.hex!);
  return d > DEPLOY_RADIUS ? `leaders deploy within ${DEPLOY_RADIUS} hexes of their Camp; ${hexKey(h)} is ${d}` : null;
}

/** Opens free deployment: side B places its Camp (§15.1.1). */
export function beginDeployment(ctx: Ctx): void {
  ctx.s.phase = { kind: 'deploy', step: 'campB', toAct: 'B', campFrom: null };
  emit(ctx, 'deployment', ['15.1'], { step: 'campB', side: 'B' });
}

function deployPhase(ctx: Ctx, side: Side): DeployPhase {
  const ph = ctx.s.phase;
  if (ph.kind !== 'deploy') return refuse('wrong-phase', 'The armies are not being deployed now.', '15.1');
  if (ph.toAct !== side) refuse('wrong-player', `Side ${ph.toAct} deploys now (side B sets up first).`, '15.1');
  return ph;
}

/**
 * `deploy-unit` (§15.1): place the unit the step calls for.
 * @rule dawn-of-battle 15.1
 * @rule dawn-of-battle 15.1.1
 * @rule dawn-of-battle 15.1.2
 */
export function deployUnit(ctx: Ctx, side: Side, unitId: string, hex: Hex, facing: Dir): void {
  const s = ctx.s;
  const ph = deployPhase(ctx, side);
  const u = s.units[unitId];
  if (u === undefined) return refuse('unknown-unit', `There is no unit "${unitId}".`, '15.1');
  const candidates = stepUnits(s, ph);
  if (!candidates.includes(u)) {
    const what = ph.step === 'campB' ? "side B's Camp" : ph.step === 'campA' || ph.step === 'adjustCampA' ? "side A's Camp" : `one of side ${side}'s units still to deploy`;
    refuse('wrong-unit', `${unitId} cannot be placed now: this step places ${what}.`, ph.step === 'unitsA' || ph.step === 'adjustCampA' ? '15.1.2' : '15.1.1');
  }
  const why = whyCannotDeploy(s, ph, u, hex);
  if (why !== null) refuse('bad-deployment', `${unitId} cannot be placed there: ${why}.`, ph.step === 'unitsA' || ph.step === 'adjustCampA' ? '15.1.2' : '15.1.1');
  const w = unitForWrite(ctx, unitId)!;
  w.where = 'map';
  w.hex = { q: hex.q, r: hex.r };
  w.facing = facing;
  w.reinforcement = null;
  emit(ctx, 'unit-deployed', [ph.step === 'unitsA' || ph.step === 'adjustCampA' ? '15.1.2' : '15.1.1'], { side, unit: unitId, hex: { q: hex.q, r: hex.r }, facing });
  advance(ctx, ph);
}

/**
 * `deploy-leader` (§15.1.2): side A places a leader within three hexes of its Camp.
 * @rule dawn-of-battle 15.1.2
 */
export function deployLeader(ctx: Ctx, side: Side, leaderId: string, hex: Hex): void {
  const s = ctx.s;
  const ph = deployPhase(ctx, side);
  if (ph.step !== 'unitsA') return refuse('wrong-step', 'Only side A places leaders, after moving its Camp (ruling DOB-R48: side B\'s leaders enter at §4.4).', '15.1.2');
  const l = s.leaders[leaderId];
  if (l === undefined || l.side !== 'A' || (l.where !== 'aside' && l.where !== 'reserve')) {
    return refuse('unknown-leader', `"${leaderId}" is not one of side A's leaders waiting to deploy.`, '15.1.2');
  }
  const why = whyCannotDeployLeader(s, hex);
  if (why !== null) refuse('bad-deployment', `${leaderId} cannot be placed there: ${why}.`, '15.1.2');
  l.where = 'map';
  l.hex = { q: hex.q, r: hex.r };
  l.reinforcement = null;
  emit(ctx, 'leader-deployed', ['15.1.2'], { side, leader: leaderId, hex: { q: hex.q, r: hex.r } });
  advance(ctx, ph);
}

/** Moves to the next step once the current one is complete; after side A, play begins. */
function advance(ctx: Ctx, ph: DeployPhase): void {
  const s = ctx.s;
  for (;;) {
    if (ph.step === 'campB') ph.step = 'unitsB';
    else if (ph.step === 'unitsB') {
      if (unitsToDeploy(s, 'B').length > 0) return;
      ph.step = 'campA';
    } else if (ph.step === 'campA') {
      const camp = campOf(s, 'A')!;
      if (camp.where !== 'map') return;
      ph.step = 'adjustCampA';
      ph.toAct = 'A';
      ph.campFrom = { q: camp.hex!.q, r: camp.hex!.r };
      emit(ctx, 'deployment', ['15.1.2'], { step: 'adjustCampA', side: 'A' });
      return;
    } else if (ph.step === 'adjustCampA') ph.step = 'unitsA';
    else {
      if (unitsToDeploy(s, 'A').length > 0 || leadersToDeploy(s).length > 0) return;
      emit(ctx, 'deployment-complete', ['15.1.2'], {});
      startPlay(ctx);
      return;
    }
    // A new step with nothing to place is skipped at once.
    if (ph.step === 'unitsB' && unitsToDeploy(s, 'B').length > 0) return;
    if (ph.step === 'campA') return;
    if (ph.step === 'unitsA' && (unitsToDeploy(s, 'A').length > 0 || leadersToDeploy(s).length > 0)) return;
  }
}
