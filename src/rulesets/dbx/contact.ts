/**
 * Contacts between elements, decided once from geometry with the DBx contact tolerance: front
 * edge to front edge (close combat), front edge to flank or rear, overlaps (DBM's definition,
 * simplified to front corner against front corner along the enemy's front line) and rear
 * support (a friend contiguous behind, facing the same way).
 * @module
 */
import type { DbxElement } from './elements.js';
import { angleDiff, collinearOverlap, edge, EPS, near, corners, type EdgeName, type Point } from './geometry.js';

/** A front-edge contact of `attacker` against `defender`, naming the defender's edge touched. */
export interface FrontContact {
  readonly attacker: string;
  readonly defender: string;
  readonly edge: EdgeName;
}

/**
 * Every contact of an enemy's front edge against an edge of `e` (front, a flank or the rear).
 * @rule dbm close-combat-contact (digest M-76, M-77)
 */
export function frontContactsOn(e: DbxElement, others: ReadonlyArray<DbxElement>, eps = EPS): FrontContact[] {
  const out: FrontContact[] = [];
  for (const o of others) {
    if (o.id === e.id || o.side === e.side || o.status !== 'active') continue;
    if (Math.abs(o.x - e.x) > 500 || Math.abs(o.y - e.y) > 500) continue;
    const fo = edge(o, 'front');
    for (const name of ['front', 'left', 'right', 'rear'] as const) {
      if (collinearOverlap(edge(e, name), fo, eps) > eps) {
        // a camp has no flanks: any edge of it counts as its front
        out.push({ attacker: o.id, defender: e.id, edge: e.camp ? 'front' : name });
        break;
      }
    }
  }
  return out;
}

/** True when two enemies touch front edge to front edge (or a camp's edge). */
export function inFrontContact(a: DbxElement, b: DbxElement, eps = EPS): boolean {
  if (a.side === b.side) return false;
  if (Math.abs(a.x - b.x) > 500 || Math.abs(a.y - b.y) > 500) return false;
  const fa = edge(a, 'front');
  const fb = edge(b, 'front');
  if (collinearOverlap(fa, fb, eps) > eps) return true;
  if (b.camp) return (['left', 'right', 'rear'] as const).some((n) => collinearOverlap(edge(b, n), fa, eps) > eps);
  if (a.camp) return (['left', 'right', 'rear'] as const).some((n) => collinearOverlap(edge(a, n), fb, eps) > eps);
  return false;
}

/** All front-to-front pairs among active elements, each once, as [id, id] sorted by id. */
export function frontPairs(elements: ReadonlyArray<DbxElement>, eps = EPS): Array<readonly [string, string]> {
  const act = elements.filter((e) => e.status === 'active');
  const out: Array<readonly [string, string]> = [];
  for (let i = 0; i < act.length; i++) {
    for (let j = i + 1; j < act.length; j++) {
      const a = act[i]!;
      const b = act[j]!;
      if (a.side === b.side) continue;
      if (Math.abs(a.x - b.x) > 600 || Math.abs(a.y - b.y) > 600) continue;
      if (inFrontContact(a, b, eps)) out.push(a.id < b.id ? [a.id, b.id] : [b.id, a.id]);
    }
  }
  return out;
}

/**
 * True when any enemy front edge touches `e`'s front edge.
 * @rule dbm close-combat-contact (digest M-76)
 */
export function inFrontCombat(e: DbxElement, others: ReadonlyArray<DbxElement>, eps = EPS): boolean {
  return others.some((o) => o.status === 'active' && o.id !== e.id && inFrontContact(e, o, eps));
}

/**
 * Enemies overlapping `e`: an enemy whose front edge lies on `e`'s front line, facing the
 * opposite way, with one front corner on one of `e`'s front corners, and whose own front edge is
 * not in contact with an enemy front (DBM's overlap, used by DBA as a labelled proxy).
 * @rule dbm overlaps (digest M-78)
 */
export function overlappers(e: DbxElement, others: ReadonlyArray<DbxElement>, eps = EPS): string[] {
  if (e.status !== 'active') return [];
  const [efl, efr] = corners(e);
  const out: string[] = [];
  for (const o of others) {
    if (o.side === e.side || o.status !== 'active' || o.camp) continue;
    if (Math.abs(o.x - e.x) > 400 || Math.abs(o.y - e.y) > 400) continue;
    if (angleDiff(o.heading, e.heading + 180) > 1) continue;
    const [ofl, ofr] = corners(o);
    // facing each other, side by side on e's front line: o's front-right corner on e's
    // front-right corner (or left on left), since "right" is mirrored between them
    const touches = near(ofr, efr, eps) || near(ofl, efl, eps);
    if (!touches) continue;
    // collinear front lines, not overlapping (a real front contact is not an overlap)
    if (collinearOverlap(edge(e, 'front'), edge(o, 'front'), eps) > eps) continue;
    const line = edge(e, 'front');
    const onLine = collinearOverlap(line, [ofl, ofr], eps) !== 0 || lineDist(line, ofl) <= eps && lineDist(line, ofr) <= eps;
    if (!onLine) continue;
    if (inFrontCombat(o, others, eps)) continue;
    out.push(o.id);
  }
  return out;
}

function lineDist(seg: readonly [{ x: number; y: number }, { x: number; y: number }], p: { x: number; y: number }): number {
  const dx = seg[1].x - seg[0].x;
  const dy = seg[1].y - seg[0].y;
  const len = Math.hypot(dx, dy);
  return Math.abs(((p.x - seg[0].x) * dy - (p.y - seg[0].y) * dx) / len);
}

/**
 * Friends contiguous behind `e`: front edge on `e`'s rear edge, facing the same way.
 * @rule dbm rear-support (digest M-83)
 */
export function contiguousBehind(e: DbxElement, others: ReadonlyArray<DbxElement>, eps = EPS): DbxElement[] {
  const rear = edge(e, 'rear');
  return others.filter(
    (o) =>
      o.id !== e.id &&
      Math.abs(o.x - e.x) < 500 &&
      Math.abs(o.y - e.y) < 500 &&
      o.side === e.side &&
      o.status === 'active' &&
      angleDiff(o.heading, e.heading) <= 1 &&
      collinearOverlap(rear, edge(o, 'front'), eps) > Math.min(e.width, o.width) / 2,
  );
}

/** Friends in edge or corner contact with `e` (group cohesion). */
export function touchingFriends(e: DbxElement, others: ReadonlyArray<DbxElement>, eps = EPS): DbxElement[] {
  const ce = corners(e);
  const ee = edgesOf(ce);
  const out: DbxElement[] = [];
  for (const o of others) {
    if (o.id === e.id || o.side !== e.side || o.status !== 'active') continue;
    if (Math.abs(o.x - e.x) > 400 || Math.abs(o.y - e.y) > 400) continue;
    const co = corners(o);
    if (touches(ce, ee, co, eps)) out.push(o);
  }
  return out;
}

function edgesOf(c: ReturnType<typeof corners>): Array<readonly [Point, Point]> {
  return [
    [c[0], c[1]],
    [c[1], c[2]],
    [c[2], c[3]],
    [c[3], c[0]],
  ];
}

function touches(ce: ReturnType<typeof corners>, ee: ReadonlyArray<readonly [Point, Point]>, co: ReturnType<typeof corners>, eps: number): boolean {
  for (const p of ce) for (const q of co) if (near(p, q, eps)) return true;
  const eo = edgesOf(co);
  for (const a of ee) for (const b of eo) if (collinearOverlap(a, b, eps) > eps) return true;
  return false;
}
