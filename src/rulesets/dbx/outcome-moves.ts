/**
 * Outcome moves shared by the DBx family: recoil (back one base depth without turning, passing
 * through or pushing back friends as the ruleset allows), flee (an initial recoil, a turn about,
 * then a run to the rear), pursuit (a winner following into the space its opponent left). The
 * ruleset supplies who may pass through or push back whom; the moves themselves are geometry.
 *
 * Moves advance in small steps and test each step against the other bases, the terrain and the
 * table edge, so a recoil that meets something stops, or destroys the recoiler, exactly where
 * the contact happens.
 * @module
 */
import { elementAt, newElement, type DbxElement } from './elements.js';
import { frontContactsOn } from './contact.js';
import { normalizeHeading } from '../../plane/angle.js';
import { edgeOf, facingOf, polygonOf, type Base } from '../../plane/base.js';
import { lengthInside } from '../../plane/polygon.js';
import { angleDiff, basesOverlap, baseOnTable, roundElement } from './bases.js';
import { hypot } from '../../plane/hypot.js';

/** What the outcome-move engine needs to know about the battlefield and the ruleset. */
export interface OutcomeWorld {
  readonly tableWidth: number;
  readonly tableHeight: number;
  /** True when this element cannot stand on or cross the ground under `at`. */
  impassable(el: DbxElement, at: Base): boolean;
  /** True when `mover` may pass through friend `friend` (`recoil` says whether it is recoiling). */
  canPassThrough(mover: DbxElement, friend: DbxElement, recoil: boolean): boolean;
  /** True when a recoiling friend may push `friend` back. */
  canBePushed(friend: DbxElement): boolean;
  /** True when a recoiling `mover` may pass through `friend` although it faces the opposite way. */
  passOpposite(mover: DbxElement, friend: DbxElement): boolean;
}

/** How an outcome move ended. */
export type MoveEnd =
  | { readonly kind: 'moved'; readonly distance: number }
  /** Stopped short by an enemy edge or corner other than a front edge (DBA's second clarification). */
  | { readonly kind: 'stopped'; readonly distance: number; readonly by: string }
  | { readonly kind: 'destroyed'; readonly reason: string; readonly by: string | null }
  | { readonly kind: 'lost'; readonly reason: string };

/** The result: updated elements (only those that moved or were removed) and how it ended. */
export interface OutcomeMoveResult {
  readonly end: MoveEnd;
  readonly updates: Readonly<Record<string, DbxElement>>;
  /** Friends pushed back, with the distance. */
  readonly pushed: ReadonlyArray<{ readonly id: string; readonly distance: number }>;
}

const STEP = 5;

function shift(b: DbxElement, dx: number, dy: number): DbxElement {
  return elementAt(b, b.x + dx, b.y + dy, b.heading);
}

function nearby(all: ReadonlyArray<DbxElement>, b: Base, reach: number): DbxElement[] {
  return all.filter((o) => o.status === 'active' && Math.abs(o.x - b.x) <= reach && Math.abs(o.y - b.y) <= reach);
}

/** True when the enemy's front edge runs into the base's area (meeting an enemy front edge). */
function meetsFrontEdge(b: Base, enemy: Base): boolean {
  const front = edgeOf(enemy, 'front');
  return basesOverlap(b, enemy) && lengthInside(front.from, front.to, polygonOf(b)) > 0;
}

interface Work {
  readonly pos: Map<string, DbxElement>;
  readonly pushed: Map<string, number>;
}

/**
 * Pushes `f` back by (dx, dy) as part of a recoil. Returns a reason when the push is blocked
 * (the recoiler is then destroyed), or `null` on success. Friends behind it are passed through
 * or pushed back in turn.
 */
function push(world: OutcomeWorld, all: ReadonlyArray<DbxElement>, w: Work, f: DbxElement, dx: number, dy: number, depth: number): string | null {
  if (depth > 6) return 'push-back chain too long';
  const moved = shift(w.pos.get(f.id) ?? f, dx, dy);
  if (!baseOnTable(moved, world.tableWidth, world.tableHeight)) {
    // a pushed-back element that goes even partly off the table is lost; the push still completes
    w.pos.set(f.id, newElement({ ...moved, status: 'lost', lostHow: 'pushed off the table' }));
    return null;
  }
  if (world.impassable(f, moved)) return `pushed-back ${f.id} met terrain it cannot cross`;
  for (const o of nearby(all, moved, 800)) {
    if (o.id === f.id) continue;
    const cur = w.pos.get(o.id) ?? o;
    if (cur.status !== 'active' || !basesOverlap(moved, cur)) continue;
    if (o.side !== f.side) return `pushed-back ${f.id} met enemy ${o.id}`;
    if (angleDiff(o.heading, f.heading) > 1) return `pushed-back ${f.id} met ${o.id}, not facing the same way`;
    if (world.canPassThrough(f, o, true)) continue;
    if (!world.canBePushed(o)) return `pushed-back ${f.id} met ${o.id}, which cannot be pushed back`;
    const r = push(world, all, w, cur, dx, dy, depth + 1);
    if (r !== null) return r;
  }
  w.pos.set(f.id, moved);
  w.pushed.set(f.id, (w.pushed.get(f.id) ?? 0) + hypot(dx, dy));
  return null;
}

/**
 * Recoils `r` by `distance` straight to its rear without turning.
 * - in contact with enemy front edges to its front and to a flank or its rear: destroyed;
 * - meets an enemy front edge, terrain it cannot cross, friends facing another way, or friends
 *   it can neither pass through nor push back: destroyed;
 * - meets any other enemy edge or corner: stops there (`stopped`);
 * - any part crosses the table edge: lost;
 * - friends it may pass through: it ends beyond them, to their rear.
 * @rule dbm L1953-1974
 * @rule dbm L1975-1992
 * @rule dba recoil
 * @rule dba clarification-2
 */
export function recoil(world: OutcomeWorld, all: ReadonlyArray<DbxElement>, r: DbxElement, distance: number): OutcomeMoveResult {
  const contacts = frontContactsOn(r, all);
  if (contacts.some((c) => c.edge === 'front') && contacts.some((c) => c.edge !== 'front')) {
    return destroyed('in contact with enemy front edges to its front and to a flank or rear', contacts.find((c) => c.edge !== 'front')?.attacker ?? null);
  }
  const f = facingOf(r.heading);
  const ux = -f.x;
  const uy = -f.y;
  const w: Work = { pos: new Map(), pushed: new Map() };
  const pool = nearby(all, r, distance + 800).filter((o) => o.id !== r.id);
  let cur: DbxElement = r;
  let travelled = 0;
  // pass-through friends must be cleared before the recoil may end
  const limit = distance + 400;
  while (travelled < limit) {
    const remaining = distance - travelled;
    if (remaining <= 1e-9 && !overlapsPassed(cur, pool, w)) break;
    const s = remaining > 1e-9 ? Math.min(STEP, remaining) : STEP;
    const next = shift(cur, ux * s, uy * s);
    if (!baseOnTable(next, world.tableWidth, world.tableHeight)) {
      return { end: { kind: 'lost', reason: 'recoiled across the table edge' }, updates: commit(w), pushed: list(w) };
    }
    if (world.impassable(r, next)) return destroyed('recoil met terrain it cannot cross', null);
    for (const o of pool) {
      const oc = w.pos.get(o.id) ?? o;
      if (oc.status !== 'active' || !basesOverlap(next, oc)) continue;
      if (o.side !== r.side) {
        if (meetsFrontEdge(next, oc)) return destroyed(`recoil met the front edge of enemy ${o.id}`, o.id);
        return { end: { kind: 'stopped', distance: travelled, by: o.id }, updates: commit(w, cur, r), pushed: list(w) };
      }
      const facing = angleDiff(o.heading, r.heading);
      if (facing > 1) {
        if (facing >= 179 && world.passOpposite(r, o)) continue;
        return destroyed(`recoil met friends ${o.id} not facing the same way`, null);
      }
      if (world.canPassThrough(r, o, true)) continue;
      if (!world.canBePushed(o)) return destroyed(`recoil met friends ${o.id} it can neither pass through nor push back`, null);
      const blocked = push(world, all, w, oc, ux * s, uy * s, 0);
      if (blocked !== null) return destroyed(`recoil could not push back: ${blocked}`, null);
    }
    cur = next;
    travelled += s;
  }
  return { end: { kind: 'moved', distance: travelled }, updates: commit(w, cur, r), pushed: list(w) };
}

function overlapsPassed(cur: DbxElement, pool: ReadonlyArray<DbxElement>, w: Work): boolean {
  return pool.some((o) => {
    const oc = w.pos.get(o.id) ?? o;
    return oc.status === 'active' && oc.side === cur.side && basesOverlap(cur, oc);
  });
}

function destroyed(reason: string, by: string | null): OutcomeMoveResult {
  return { end: { kind: 'destroyed', reason, by }, updates: {}, pushed: [] };
}

function commit(w: Work, cur?: DbxElement, orig?: DbxElement): Record<string, DbxElement> {
  const out: Record<string, DbxElement> = {};
  for (const [id, e] of w.pos) out[id] = roundElement(e);
  if (cur !== undefined && orig !== undefined) out[orig.id] = roundElement(cur);
  return out;
}

function list(w: Work): Array<{ id: string; distance: number }> {
  return [...w.pushed].map(([id, distance]) => ({ id, distance: Math.round(distance * 1000) / 1000 }));
}

/**
 * Flees `e` `distance` paces: first an initial recoil of its base depth (with the recoil rules),
 * then a turn about and a run straight to its new front. The run passes friends it may pass
 * through and stops before anything else; meeting enemy or impassable terrain destroys it;
 * leaving the table loses it. (DBM's procedure, used by DBA as a labelled proxy.)
 * @rule dbm L1996-2035
 * @rule dba combat-outcome
 */
export function flee(world: OutcomeWorld, all: ReadonlyArray<DbxElement>, e: DbxElement, distance: number): OutcomeMoveResult {
  const first = recoil(world, all, e, e.depth);
  if (first.end.kind === 'destroyed' || first.end.kind === 'lost') return first;
  const after = first.updates[e.id] ?? e;
  const all2 = all.map((o) => first.updates[o.id] ?? o);
  // turn about in place: the rear edge becomes the front edge
  const f0 = facingOf(after.heading);
  let cur: DbxElement = elementAt(after, after.x - f0.x * after.depth, after.y - f0.y * after.depth, normalizeHeading(after.heading + 180));
  const f = facingOf(cur.heading);
  const pool = nearby(all2, cur, distance + 400).filter((o) => o.id !== e.id);
  let lastClear: DbxElement = cur;
  let lastClearAt = 0;
  let travelled = 0;
  const run = Math.max(0, distance - (first.end.kind === 'moved' ? first.end.distance : 0));
  while (travelled < run) {
    const s = Math.min(STEP, run - travelled);
    const next = shift(cur, f.x * s, f.y * s);
    if (!baseOnTable(next, world.tableWidth, world.tableHeight)) {
      return { end: { kind: 'lost', reason: 'fled off the table' }, updates: { ...first.updates }, pushed: first.pushed };
    }
    if (world.impassable(e, next)) {
      if (travelled === 0) return destroyed('flight met terrain it cannot cross', null);
      break;
    }
    let blocked = false;
    let passing = false;
    for (const o of pool) {
      if (!basesOverlap(next, o)) continue;
      if (o.side !== e.side) return { end: { kind: 'destroyed', reason: `flight met enemy ${o.id}`, by: o.id }, updates: { ...first.updates }, pushed: first.pushed };
      const facing = angleDiff(o.heading, next.heading);
      if ((facing <= 1 || facing >= 179) && world.canPassThrough(e, o, false)) passing = true;
      else blocked = true;
    }
    if (blocked) break;
    cur = next;
    travelled += s;
    if (!passing) {
      lastClear = cur;
      lastClearAt = travelled;
    }
  }
  return {
    end: { kind: 'moved', distance: lastClearAt + (first.end.kind === 'moved' ? first.end.distance : 0) },
    updates: { ...first.updates, [e.id]: roundElement(lastClear) },
    pushed: first.pushed,
  };
}

/**
 * Moves `e` straight ahead up to `distance`, stopping at the first contact with any base or
 * terrain it cannot enter; refuses (returns `null`) a pursuit that would leave the table.
 * @rule dbm L2036-2053
 */
export function pursue(world: OutcomeWorld, all: ReadonlyArray<DbxElement>, e: DbxElement, distance: number): DbxElement | null {
  const f = facingOf(e.heading);
  const pool = nearby(all, e, distance + 400).filter((o) => o.id !== e.id);
  let cur = e;
  let travelled = 0;
  while (travelled < distance) {
    const s = Math.min(1, distance - travelled);
    const next = shift(cur, f.x * s, f.y * s);
    if (!baseOnTable(next, world.tableWidth, world.tableHeight)) return null;
    if (world.impassable(e, next)) break;
    if (pool.some((o) => basesOverlap(next, o, { distance: 0.01, angle: 1 }))) break;
    cur = next;
    travelled += s;
  }
  return travelled > 0 ? roundElement(cur) : null;
}
