/**
 * Distant shooting in the DBx family: who may shoot at whom. A shooter's reach comes from the
 * ruleset's profile (`range`, `null` for a type that does not shoot), and a type may be one that
 * shoots only when it did not move this bound (DBA's and DBM's artillery). The rest is the
 * family's: the target within reach of the shooter's front edge and within a base width of
 * straight ahead, neither side in close combat nor giving an overlap, nothing even partly between,
 * a shooter shooting once a bound. The ruleset resolves the shot itself (its factor rows and
 * outcome table, through `fight.ts`).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { boxOf, edgeOf, pointsBox, polygonOf } from '../../plane/base.js';
import { betweenRegion, straightAhead } from '../../plane/measure.js';
import { baseInPolygon, DBX_TOLERANCE, segmentPolygonDistance } from './bases.js';
import { inFrontCombat, overlappers } from './contact.js';
import { boxOfElement } from './element-boxes.js';
import type { DbxElement } from './elements.js';

/** A ruleset's shooting data: reach by type, who must stand still to shoot, the "straight ahead" width. */
export interface ShootingRules {
  /** The most a shooter of this type reaches, in paces, or `null` for a type that does not shoot. */
  readonly range: (type: string) => number | null;
  /** Types that shoot only if they did not move this bound (a shot back is exempt). */
  readonly onlyUnmoved: (type: string) => boolean;
  /** The width of the band "straight ahead" of a shooter (a base width). */
  readonly aheadWidth: number;
  /** How a refusal names the types that shoot (`artillery, bows and war wagons`). */
  readonly shootersAre: string;
}

/** What shooting looks at in a position: the active elements and this bound's record. */
export interface ShootingView {
  /** Active elements, the same array for the same position (it keys the memo of who is busy). */
  readonly all: ReadonlyArray<DbxElement>;
  /** Elements that shot (or aided, or shot back) this bound. */
  readonly shot: ReadonlyArray<string>;
  /** Moves made by each element this bound. */
  readonly moves: Readonly<Record<string, number>>;
}

function givingOverlap(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  return all.some((o) => o.side !== e.side && Math.abs(o.x - e.x) < 400 && Math.abs(o.y - e.y) < 400 && overlappers(o, all).includes(e.id));
}

/** Whether each element is fighting or overlapping, per list of active elements (a list is never changed once made). */
const busyMemo = new WeakMap<ReadonlyArray<DbxElement>, Map<string, boolean>>();

/**
 * True when the element is in close combat or giving an overlap, so it can neither shoot nor be
 * shot at.
 * @rule dba distant-shooting
 */
export function busyInCombat(e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  let m = busyMemo.get(all);
  if (m === undefined) {
    m = new Map();
    busyMemo.set(all, m);
  }
  let b = m.get(e.id);
  if (b === undefined) {
    b = inFrontCombat(e, all) || givingOverlap(e, all);
    m.set(e.id, b);
  }
  return b;
}

/**
 * Why `shooter` cannot shoot at `target` in `view`, or `null` when it can. `returnFire` exempts a
 * shot back from the stand-still rule.
 * @rule dba distant-shooting
 */
export function shotProblemIn(view: ShootingView, rules: ShootingRules, shooter: DbxElement, target: DbxElement, returnFire = false): string | null {
  const range = rules.range(shooter.type);
  if (range === null) return `${shooter.id} cannot shoot (only ${rules.shootersAre} shoot)`;
  if (shooter.status !== 'active' || target.status !== 'active') return 'both must be on the table';
  if (target.camp) return 'a camp is not a target for distant shooting';
  if (target.side === shooter.side) return `${target.id} is a friend`;
  if (view.shot.includes(shooter.id)) return `${shooter.id} has already shot this bound`;
  if (rules.onlyUnmoved(shooter.type) && (view.moves[shooter.id] ?? 0) > 0 && !returnFire) return `${shooter.id} shoots only if it did not move this bound`;
  // the gap between the bounding boxes never exceeds the true distance: a cheap first cut
  const sb = boxOf(shooter);
  const tb = boxOf(target);
  const reach = range + DBX_TOLERANCE.distance;
  if (tb.minX - sb.maxX > reach || sb.minX - tb.maxX > reach || tb.minY - sb.maxY > reach || sb.minY - tb.maxY > reach) return `${target.id} is beyond ${range}p`;
  const front = edgeOf(shooter, 'front');
  if (segmentPolygonDistance(front.from, front.to, polygonOf(target)) > reach) return `${target.id} is beyond ${range}p`;
  const ahead = straightAhead(shooter, target, range + 1, rules.aheadWidth, DBX_TOLERANCE);
  if (E.isLeft(ahead) || !ahead.right) return `${target.id} is not within a base width of straight ahead`;
  const all = view.all;
  if (busyInCombat(shooter, all)) return `${shooter.id} is in close combat or overlapping`;
  if (busyInCombat(target, all)) return `${target.id} is in close combat or overlapping`;
  const between = betweenRegion(shooter, target);
  // a base whose box does not meet the region's box has no area inside the region
  const rb = pointsBox(between);
  for (const o of all) {
    if (o.id === shooter.id || o.id === target.id) continue;
    if (Math.abs(o.x - shooter.x) > range + 400 || Math.abs(o.y - shooter.y) > range + 400) continue;
    const ob = boxOfElement(o);
    if (ob.minX >= rb.maxX || ob.maxX <= rb.minX || ob.minY >= rb.maxY || ob.maxY <= rb.minY) continue;
    if (baseInPolygon(o, between)) return `${o.id} is between`;
  }
  return null;
}

/**
 * Every legal (shooter, target) pair for `player` in `view` (only the first when `firstOnly`).
 * @rule dba distant-shooting
 */
export function shotsIn(view: ShootingView, rules: ShootingRules, player: string, firstOnly = false): Array<{ shooter: string; target: string }> {
  const all = view.all;
  const out: Array<{ shooter: string; target: string }> = [];
  for (const s of all) {
    if (s.side !== player) continue;
    const r = rules.range(s.type);
    // a shooter fighting or overlapping cannot shoot at anything (shotProblemIn says why per target)
    if (r === null || view.shot.includes(s.id) || busyInCombat(s, all)) continue;
    const range = r + DBX_TOLERANCE.distance;
    const sb = boxOfElement(s);
    for (const t of all) {
      if (t.side === player) continue;
      // shotProblemIn's own first cut, on cached boxes: most targets are far out of range
      const tb = boxOfElement(t);
      if (tb.minX - sb.maxX > range || sb.minX - tb.maxX > range || tb.minY - sb.maxY > range || sb.minY - tb.maxY > range) continue;
      // and its refusal of a target fighting or overlapping, known already, before the geometry
      if (busyInCombat(t, all)) continue;
      if (shotProblemIn(view, rules, s, t) === null) {
        out.push({ shooter: s.id, target: t.id });
        if (firstOnly) return out;
      }
    }
  }
  return out;
}

/** Why a shot with these aiding elements is refused: `too-many` (more than `max`), `duplicate`, or a named aider's problem; `null` when all may aid. */
export function aidingProblem(
  view: ShootingView,
  rules: ShootingRules,
  elements: Readonly<Record<string, DbxElement>>,
  player: string,
  shooterId: string,
  target: DbxElement,
  aiding: ReadonlyArray<string>,
  max: number,
): { readonly kind: 'too-many' | 'not-own' | 'cannot-aid' | 'duplicate'; readonly id: string; readonly why: string } | null {
  if (aiding.length > max) return { kind: 'too-many', id: '', why: `at most ${max} elements aid a shooter` };
  for (const id of aiding) {
    const x = elements[id];
    if (x === undefined || x.side !== player || id === shooterId) return { kind: 'not-own', id, why: `${id} cannot aid` };
    const q = shotProblemIn(view, rules, x, target);
    if (q !== null) return { kind: 'cannot-aid', id, why: q };
  }
  if (new Set(aiding).size !== aiding.length) return { kind: 'duplicate', id: '', why: 'an aiding element is listed twice' };
  return null;
}
