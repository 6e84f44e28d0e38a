/**
 * Who may shoot and at whom (§8 intro, §8.3, §8.7): shooters and their eligible targets, the
 * target priority, and whether a target can shoot back.
 * @module
 */
import type { EdgeName } from '../../../../plane/base.js';
import { rangeOf } from '../../data/shooting.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseDistance, baseOf, enemiesOf, statsOfUnit } from '../../query/geometry.js';
import { combatsOf } from '../07-close-combat/contacts.js';
import { supportsFor } from '../07-close-combat/support.js';
import { weatherOf } from '../04-setup/weather.js';
import { areaOf, clearShot, edgesInArea, whollyInside } from './area.js';

/** What the shooting phase knows while it runs. */
export interface ShootingContext {
  /** Units in close combat or giving close-combat support (§8 intro: they neither shoot nor are shot at). */
  readonly engaged: ReadonlySet<string>;
  /** Units that have shot (or shot back) this phase. */
  readonly done: ReadonlySet<string>;
}

/** A possible shot: the target, the edge aimed at and the priority class of §8.3 (1 highest). */
export interface Shot {
  readonly target: string;
  readonly edge: EdgeName;
  readonly priority: 1 | 2 | 3;
  readonly distance: number;
}

/**
 * The units in close combat or giving close-combat support (§8 intro).
 * @rule arcane-warfare 8
 */
export function engagedUnits(state: ArcaneState): Set<string> {
  const combats = combatsOf(state);
  const out = new Set<string>();
  for (const c of combats) {
    out.add(c.unit);
    out.add(c.enemy);
    const a = state.units[c.unit]!;
    const b = state.units[c.enemy]!;
    for (const s of [...supportsFor(state, a, b, combats), ...supportsFor(state, b, a, combats)]) out.add(s.unit);
  }
  return out;
}

/**
 * True when a Slow Shot unit of `side` fired last turn: no Slow Shot unit of that army may fire
 * this turn (§8.7).
 * @rule arcane-warfare 8.7
 */
export function slowShotLocked(state: ArcaneState, side: string): boolean {
  return state.slowShotFired?.[side] === state.turn - 1;
}

/**
 * A unit's range this turn, or null if it may not shoot now (§8 intro, §8.7, §9.3, Appendix B):
 * a Fast or Slow Shot unit on the table, not hidden, not shaken, not engaged, not done, not
 * barred by Slow Shot timing or the weather; its range capped by the weather.
 * @rule arcane-warfare 8
 * @rule arcane-warfare 8.7
 * @rule arcane-warfare 9.3
 * @rule arcane-warfare B
 */
export function shootingRange(state: ArcaneState, u: ArcaneUnit, ctx: ShootingContext): number | null {
  if (u.status !== 'active' || u.ambush !== undefined || state.shaken.includes(u.id) || ctx.engaged.has(u.id) || ctx.done.has(u.id)) return null;
  const s = statsOfUnit(u);
  const range = rangeOf(s);
  if (range === null) return null;
  // War wagons shoot from their flanks (§8.8), not played yet (ruling AW-R61).
  if (s.type.designation === 'WW') return null;
  if (s.characteristics.includes('Slow Shot') && slowShotLocked(state, u.side)) return null;
  const w = weatherOf(state);
  if (w?.noShooting === true) return null;
  return w?.maxRange != null ? Math.min(range, w.maxRange) : range;
}

/** The first edge of `target` that `shooter` may aim at with a clear shot, or null. */
function aim(state: ArcaneState, shooter: ArcaneUnit, target: ArcaneUnit, range: number): EdgeName | null {
  const area = areaOf(state, shooter, range);
  for (const e of edgesInArea(area, baseOf(shooter), baseOf(target))) if (clearShot(state, shooter, target, e)) return e;
  return null;
}

/**
 * True when `target` can shoot back at `shooter` (§8, §8.3, ruling AW-R63): it may shoot now and
 * the shooter is in its own area with a clear shot.
 * @rule arcane-warfare 8.3
 * @ruling AW-R63
 */
export function canShootBack(state: ArcaneState, target: ArcaneUnit, shooter: ArcaneUnit, ctx: ShootingContext): boolean {
  const r = shootingRange(state, target, ctx);
  return r !== null && aim(state, target, shooter, r) !== null;
}

/**
 * The shots open to `shooter` (§8.1–§8.3): every enemy not engaged with an edge in the area and a
 * clear shot, classed by priority (1: can shoot back; 2: wholly in the area or touching; 3:
 * others) and sorted best first, then nearest, then by id (ruling AW-R61).
 * @rule arcane-warfare 8.1
 * @rule arcane-warfare 8.2
 * @rule arcane-warfare 8.3
 * @ruling AW-R61
 */
export function shotsOf(state: ArcaneState, shooter: ArcaneUnit, ctx: ShootingContext): Shot[] {
  const range = shootingRange(state, shooter, ctx);
  if (range === null) return [];
  const sb = baseOf(shooter);
  const area = areaOf(state, shooter, range);
  const out: Shot[] = [];
  for (const t of enemiesOf(state, shooter.side)) {
    if (ctx.engaged.has(t.id)) continue;
    const tb = baseOf(t);
    const distance = baseDistance(sb, tb);
    if (distance > range + shooter.width) continue;
    const edge = aim(state, shooter, t, range);
    if (edge === null) continue;
    const priority = canShootBack(state, t, shooter, ctx) ? 1 : whollyInside(area, sb, tb) || distance <= 0.05 ? 2 : 3;
    out.push({ target: t.id, edge, priority, distance });
  }
  return out.sort((a, b) => a.priority - b.priority || a.distance - b.distance || (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
}
