/**
 * What every move impulse shares: who may order the unit (§5.3, §6.1), marches (§6.12), the move
 * allowance over the ground passed (§6.3, §11), and the table a move is swept across.
 * @module
 */
import { polygonOf, type Base } from '../../../../plane/base.js';
import type { Table } from '../../../../plane/table.js';
import { rule } from '../../data/cite.js';
import { IMPULSES, MARCH_LIMIT } from '../../data/movement.js';
import type { UnitStats } from '../../data/units.js';
import { refuse } from '../../kernel/result.js';
import type { ArcaneCommandCentre, ArcaneFeature, ArcaneState, ArcaneUnit } from '../../model/state.js';
import type { ArcaneViolation } from '../../model/violations.js';
import { baseDistance, baseOf, commandDistance, enemiesOf, impassableTerrain, isDifficult, statsOfUnit } from '../../query/geometry.js';
import { mayPass } from './interpenetration.js';
import { roadRate } from './roads.js';
import { AMBUSH_PREFIX, ambushFeatures } from '../04-setup/ambush.js';

/**
 * Whether `co` may order `unit` this turn (§2.5.1, §6.1): the unit is the player's and on the
 * table, no other command centre ordered it this turn, and allied units obey only their own ACo
 * (which orders only them).
 * @rule arcane-warfare 2.5.1
 * @rule arcane-warfare 6.1
 */
export function orderable(state: ArcaneState, co: ArcaneCommandCentre, unitId: string, player: string): ArcaneUnit | ArcaneViolation {
  const u = state.units[unitId];
  if (u === undefined || u.status !== 'active') return refuse('unknown-unit', `There is no unit ${unitId} on the table.`, rule('6.1'));
  if (u.side !== player) return refuse('not-your-unit', `${unitId} is not ${player}'s.`, rule('6.1'));
  if (u.orderedBy !== null && u.orderedBy !== co.id) return refuse('already-ordered', `${unitId} was ordered by ${u.orderedBy} this turn; a unit takes orders from one command centre a turn.`, rule('6.1'));
  if (co.kind === 'ACo' && u.ally !== co.id) return refuse('ally-orders', `An ally command orders only its own allied units (§2.5.1).`, rule('2.5.1'));
  if (co.kind !== 'ACo' && u.ally !== null) return refuse('ally-orders', `${unitId} is allied and obeys only ${u.ally} (§2.5.1).`, rule('2.5.1'));
  if (u.arrivedOnTurn === state.turn) {
    const d = (c: ArcaneCommandCentre) => commandDistance(state, c, baseOf(u));
    const closest = Object.values(state.commands).filter((c) => c.side === player && c.status === 'active' && (u.ally === null ? c.kind !== 'ACo' : c.id === u.ally));
    if (closest.some((c) => d(c) < d(co) - 1e-6)) return refuse('not-closest-co', `${unitId} came on this turn and takes orders only from the closest command centre (§12).`, rule('12'));
  }
  return u;
}

/** True when the march limit (§6.12) is kept by a base: farther than 200 p from every enemy, 100 p from enemy Lights for close-order units. */
export function clearOfEnemy(state: ArcaneState, side: string, stats: UnitStats, b: Base, exactAllowed: boolean): boolean {
  for (const e of enemiesOf(state, side)) {
    const es = statsOfUnit(e);
    const limit = stats.closeOrder && es.light ? MARCH_LIMIT.closeOrderFromLights : MARCH_LIMIT.enemy;
    const d = baseDistance(b, baseOf(e));
    if (exactAllowed ? d < limit - 1e-6 : d <= limit + 1e-6) return false;
  }
  return true;
}

/**
 * Checks a march (§6.12): foot make at most two impulses a turn, mounted three; a march may not
 * start within the limit of the enemy, and (ruling AW-R13) may not end inside it, though exactly
 * at it is allowed.
 * @rule arcane-warfare 6.12
 * @ruling AW-R13
 */
export function marchCheck(state: ArcaneState, units: ReadonlyArray<ArcaneUnit>): ArcaneViolation | null {
  for (const u of units) {
    const s = statsOfUnit(u);
    const max = s.mounted ? IMPULSES.mounted : IMPULSES.foot;
    if (u.impulses >= max) return refuse('no-march-left', `${u.id} has made its ${max} move impulses this turn.`, rule('6.12'));
    if (u.impulses >= 1 && !clearOfEnemy(state, u.side, s, baseOf(u), false)) return refuse('march-limit', `${u.id} may not march while within ${MARCH_LIMIT.enemy} p of the enemy.`, rule('6.12'));
  }
  return null;
}

/** The end of a march must stay out of the enemy's limit (ruling AW-R13 `start-and-end`). */
export function marchEndCheck(state: ArcaneState, units: ReadonlyArray<ArcaneUnit>, ends: ReadonlyArray<Base>): ArcaneViolation | null {
  if (state.readings.marchLimit !== 'start-and-end') return null;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.impulses >= 1 && !clearOfEnemy(state, u.side, statsOfUnit(u), ends[i]!, true)) return refuse('march-limit', `A march may end at the limit from the enemy, not inside it.`, rule('6.12'));
  }
  return null;
}

/** What besides the features passed decides the rate (§6.3, Appendix B). */
export interface Going {
  /** The whole impulse is on a road (§6.3): the road rate, whatever the road crosses. */
  readonly road?: boolean;
  /** Pouring rain: open ground counts as rough (Appendix B). */
  readonly openIsRough?: boolean;
}

/**
 * A unit's allowance for an impulse (§6.3): the open rate, or the difficult rate for the whole
 * impulse when any part of it passes over difficult ground (everywhere in pouring rain, Appendix
 * B), or the road rate when the whole impulse is on a road; Close-in +50 p when the move ends in
 * contact with enemy (§11.1).
 * @rule arcane-warfare 6.3
 * @rule arcane-warfare 11.1
 * @rule arcane-warfare B
 */
export function allowance(stats: UnitStats, over: ReadonlyArray<ArcaneFeature>, contact: boolean, going: Going = {}): number {
  const difficult = going.openIsRough === true || over.some((f) => isDifficult(f.kind, stats));
  const rate = going.road === true ? roadRate(stats) : difficult ? stats.moveDifficult : stats.moveOpen;
  return rate + (contact && stats.characteristics.includes('Close-in') ? 50 : 0);
}

/**
 * The table to sweep a move across: every unit on it, impassable ground and the table's edges.
 * For a move by `side`, enemy units hidden in ambush are left out and the features they hide in
 * are obstacles, ids prefixed `ambush:`, where the move stops (§4.4.1, ruling AW-R45).
 * @ruling AW-R45
 */
export function tableOf(state: ArcaneState, side?: string): Table {
  const bases: Record<string, Base> = {};
  for (const u of Object.values(state.units)) if (u.status === 'active' && (side === undefined || u.ambush === undefined || u.side === side)) bases[u.id] = baseOf(u);
  const ambushes = side === undefined ? [] : ambushFeatures(state, side).map((f) => ({ id: `${AMBUSH_PREFIX}${f.id}`, polygon: f.polygon, going: 'impassable' as const }));
  return { bases, terrain: [...impassableTerrain(state), ...ambushes], bounds: { width: state.board.width, height: state.board.height } };
}

/** The friends of `movers` they may pass through (§6.13): all friends when only rotating (§6.4.1). */
export function passableFriends(state: ArcaneState, movers: ReadonlyArray<ArcaneUnit>, rotating: boolean): string[] {
  const out: string[] = [];
  const ids = new Set(movers.map((m) => m.id));
  for (const f of Object.values(state.units)) {
    if (f.status !== 'active' || f.side !== movers[0]!.side || ids.has(f.id)) continue;
    if (rotating || movers.every((m) => mayPass(statsOfUnit(m), m.heading, statsOfUnit(f), f.heading))) out.push(f.id);
  }
  return out;
}

/** True when a base lies wholly on the table. */
export function onTable(state: ArcaneState, b: Base): boolean {
  return polygonOf(b).every((p) => p.x >= -1e-6 && p.y >= -1e-6 && p.x <= state.board.width + 1e-6 && p.y <= state.board.height + 1e-6);
}
