/**
 * What a move impulse costs in MIP (§6.10 and the sections it summarises): the basic point, the
 * command-distance penalty, oblique and sideways moves, backward moves, and the classification
 * of an impulse by where the unit ends against where it started (§6.2).
 * @module
 */
import { classifyUnchecked } from '../../../../plane/contact.js';
import { polygonOf, toLocal, type Base } from '../../../../plane/base.js';
import { DEFAULT_TOLERANCE } from '../../../../plane/tolerance.js';
import { rule, ruling } from '../../data/cite.js';
import type { Citation } from '../../../../core/citation.js';
import { GAME_SIZE_TABLE } from '../../data/game-sizes.js';
import type { UnitStats } from '../../data/units.js';
import type { ArcaneCommandCentre, ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, commandDistance, enemiesOf, statsOfUnit } from '../../query/geometry.js';
import { weatherMip } from '../04-setup/weather.js';

const EPS = 1e-6;

/** How an impulse moved a base (§6.2), judged from the start and end poses (ruling AW-R16). */
export interface MoveClass {
  /** Some part of the base ends behind the line of its starting rear edge. */
  readonly backward: boolean;
  /** No sideways deviation and no change of facing. */
  readonly straight: boolean;
  /** Sideways without going forward or back. */
  readonly sideways: boolean;
}

/**
 * Classifies a move (§6.2): backward when any part of the base ends behind the starting rear
 * line; straight when it neither deviates sideways nor changes facing; sideways when it moves
 * only to the side.
 * @rule arcane-warfare 6.2
 * @ruling AW-R16
 */
export function classifyMove(from: Base, to: Base): MoveClass {
  const corners = polygonOf(to).map((p) => toLocal(from, p));
  const backward = corners.some((c) => c.ahead < -from.depth - EPS);
  const turned = Math.abs(((((to.heading - from.heading) % 360) + 540) % 360) - 180) > EPS;
  const mid = toLocal(from, { x: to.x, y: to.y });
  const straight = !turned && Math.abs(mid.along) <= EPS;
  const sideways = !turned && Math.abs(mid.ahead) <= EPS && Math.abs(mid.along) > EPS;
  return { backward, straight, sideways };
}

/**
 * The MIP penalty for a move starting outside the active command centre's radius (§6.10): one
 * for each orders segment (the radius) or fraction beyond it (ruling AW-R7; or one more for
 * leaving the radius at all), measured to the nearest unit of a formation.
 * @rule arcane-warfare 6.10
 * @ruling AW-R7
 */
export function commandPenalty(state: ArcaneState, co: ArcaneCommandCentre, bases: ReadonlyArray<Base>): number {
  const R = GAME_SIZE_TABLE[state.size].commandRadius;
  const d = Math.min(...bases.map((b) => commandDistance(state, co, b)));
  if (d <= R + EPS) return 0;
  const beyond = Math.ceil((d - R) / R - EPS);
  return state.readings.commandPenalty === 'double-count' ? 1 + beyond : beyond;
}

/** True when the base touches some enemy base (an edge or a corner): "in contact with enemy". */
export function touchesEnemy(state: ArcaneState, side: string, b: Base): boolean {
  for (const e of enemiesOf(state, side)) {
    const c = classifyUnchecked(b, baseOf(e), DEFAULT_TOLERANCE);
    if (c.relation !== 'separated' && c.relation !== 'overlapping') return true;
  }
  return false;
}

/**
 * +1 for foot moving into contact with mounted enemy front edges (§6.10): close-order foot against
 * close-order mounted, Light foot against any mounted; the mover's front edge against the enemy's.
 * @rule arcane-warfare 6.10
 */
export function footIntoMountedFront(state: ArcaneState, mover: UnitStats, side: string, end: Base): boolean {
  if (mover.mounted || mover.cumbersome) return false;
  for (const e of enemiesOf(state, side)) {
    const s = statsOfUnit(e);
    if (!s.mounted) continue;
    if (!mover.light && !s.closeOrder) continue;
    const c = classifyUnchecked(end, baseOf(e), DEFAULT_TOLERANCE);
    if (c.relation === 'front-to-front') return true;
  }
  return false;
}

/** A MIP bill: the total and each item with its rule. */
export interface MipBill {
  readonly total: number;
  readonly items: ReadonlyArray<{ readonly mip: number; readonly citation: Citation }>;
}

/**
 * The MIP of one unit's impulse (§6.4, §6.4.1, §6.4.2, §6.10, §11.1): 1, plus the command
 * penalty; a rotation-only impulse (no front-corner pivot) costs 1 whatever its direction;
 * otherwise +1 for sideways or oblique forward unless Swift; backward +1 for a non-Light unit
 * unless it ends in contact with enemy, and +1 more if oblique, at least 3 in all for a non-Light
 * unit not ending in contact; +1 for a Cumbersome unit's first move of the turn; +1 for foot into
 * mounted front edges.
 * @rule arcane-warfare 6.4
 * @rule arcane-warfare 6.4.1
 * @rule arcane-warfare 6.4.2
 * @rule arcane-warfare 6.10
 * @rule arcane-warfare 11.1
 */
export function singleMoveMip(state: ArcaneState, co: ArcaneCommandCentre, unit: ArcaneUnit, end: Base, rotationOnly: boolean): MipBill {
  const stats = statsOfUnit(unit);
  const from = baseOf(unit);
  const items: Array<{ mip: number; citation: Citation }> = [{ mip: 1, citation: rule('6.1') }];
  // A unit that came on from off the table this turn counts as within the command radius (§12).
  const pen = unit.arrivedOnTurn === state.turn ? 0 : commandPenalty(state, co, [from]);
  if (pen > 0) items.push({ mip: pen, citation: ruling('AW-R7', 'outside the command radius') });
  if (!rotationOnly) {
    const k = classifyMove(from, end);
    const swift = stats.characteristics.includes('Swift');
    if (!k.backward) {
      if ((k.sideways || !k.straight) && !swift) items.push({ mip: 1, citation: rule('6.4', 'oblique or sideways') });
    } else {
      const contact = touchesEnemy(state, unit.side, end);
      let extra = 0;
      if (!stats.light && !contact) extra++;
      if (!k.straight) extra++;
      if (!stats.light && !k.straight && !contact) extra = Math.max(extra, 2);
      if (extra > 0) items.push({ mip: extra, citation: rule('6.4.2', k.straight ? 'backwards' : 'obliquely backwards') });
    }
    if (footIntoMountedFront(state, stats, unit.side, end)) items.push({ mip: 1, citation: rule('6.10', 'foot into mounted front edges') });
  } else {
    items.push({ mip: 0, citation: rule('6.4.1', 'rotation only: 1 MIP whatever the direction') });
  }
  if (stats.cumbersome && !unit.cumbersomePaid) items.push({ mip: 1, citation: rule('11.1', 'Cumbersome: first move of the turn') });
  items.push(...weatherMip(state, [unit]));
  return { total: items.reduce((s, i) => s + i.mip, 0), items };
}
