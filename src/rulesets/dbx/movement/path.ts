/**
 * Path checks of a tactical move, family-wide: what going a path crosses (for the allowance),
 * whether it leaves the table, enters impassable ground, runs into an enemy or through a friend it
 * may not pass, and the rule against crossing an enemy's front within one base width. The path is
 * the poses of a move program run (dbx `runProgram`); the world and profile say the rest.
 * @module
 */
import { boxOf, centreOf, facingOf, type Base, type Box } from '../../../plane/base.js';
import { angleDiff, basesOverlap, baseOnTable, toLocal } from '../bases.js';
import { elementsNear } from '../contact-table.js';
import { inFrontContact } from '../contact.js';
import type { DbxElement } from '../elements.js';
import type { MoveScratch, ScratchAnswer } from '../scratch.js';
import { screenCandidates, separatedFrom } from '../front-screen.js';
import type { MoveGoing } from './profile.js';
import { moverType, type MoveWorld } from './world.js';

/** What the path of a move looked like, for distances and second moves. */
export interface PathFacts {
  readonly bad: boolean;
  readonly road: boolean;
}

/** The going a path is measured in. */
export function goingOf(facts: PathFacts): MoveGoing {
  return facts.road ? 'road' : facts.bad ? 'bad' : 'good';
}

/** The bounding box of every pose along a path; the call's scratch keeps the last one. */
function pathBox(samples: ReadonlyArray<Base>, scratch: MoveScratch | undefined): Box {
  // asked for by several checks of one path, one after the other
  if (scratch !== undefined && scratch.path === samples && scratch.box !== null) return scratch.box;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of samples) {
    const q = boxOf(p);
    if (q.minX < minX) minX = q.minX;
    if (q.minY < minY) minY = q.minY;
    if (q.maxX > maxX) maxX = q.maxX;
    if (q.maxY > maxY) maxY = q.maxY;
  }
  const box = { minX, minY, maxX, maxY };
  if (scratch !== undefined) {
    scratch.path = samples;
    scratch.box = box;
  }
  return box;
}

/**
 * Whether a path crosses bad going and whether it is wholly by road.
 * @rule dba move-distances
 */
export function pathFacts<T extends string, D, F>(world: MoveWorld<T, D, F>, samples: ReadonlyArray<Base>): PathFacts {
  const g = world.ground;
  if (g.features.length === 0 || samples.length === 0) return { bad: false, road: false };
  // only the features near the path matter; a path far from any road is not a road move
  const near = g.near(g.features, pathBox(samples, world.scratch));
  if (near.length === 0) return { bad: false, road: false };
  const anyBad = near.some(g.isBad);
  let road = near.some(g.isRoad);
  let bad = false;
  for (const b of samples) {
    if (anyBad && !bad && g.inBad(near, b)) bad = true;
    if (road && !g.onRoad(near, b)) road = false;
    if ((bad || !anyBad) && !road) break;
  }
  return { bad, road };
}

/**
 * The most an element may move: the profile's road distance when the whole move is by road, its
 * bad-going distance when any part crosses bad going, else its good-going distance.
 * @rule dba move-distances
 */
export function moveAllowance<T extends string, D, F>(world: MoveWorld<T, D, F>, e: DbxElement, facts: PathFacts): number {
  return world.profile.moveDistance(moverType<T>(e), goingOf(facts), world.tables);
}

/**
 * The remembered answer when the same check is asked again about the same world, mover and
 * poses (the same pose objects: a program run is kept and reused, see `runProgram`).
 */
function recall(last: ScratchAnswer | null, world: object, mover: DbxElement, samples: ReadonlyArray<Base>, key: string): ScratchAnswer | null {
  if (last === null || last.world !== world || last.mover !== mover || last.key !== key || last.samples.length !== samples.length) return null;
  for (let i = 0; i < samples.length; i++) if (last.samples[i] !== samples[i]) return null;
  return last;
}

/**
 * Checks a moving element's path against the table, the ground and the other bases: `moving` are
 * the group's own ids (they never block), `target` the enemy it may touch at the end.
 * @rule dba tactical-moves
 * @rule dba interpenetration
 */
export function pathProblem<T extends string, D, F>(world: MoveWorld<T, D, F>, mover: DbxElement, samples: ReadonlyArray<Base>, moving: ReadonlySet<string>, target: string | null): string | null {
  const scratch = world.scratch;
  if (scratch === undefined) return pathProblemOf(world, mover, samples, moving, target);
  // the usual case, the mover alone, without building a list
  const key = moving.size === 1 && moving.has(mover.id) ? `\u0000${target ?? ''}` : `${[...moving].join(',')}|${target ?? ''}`;
  const hit = recall(scratch.problem, world, mover, samples, key);
  if (hit !== null) return hit.answer;
  const answer = pathProblemOf(world, mover, samples, moving, target);
  scratch.problem = { world, mover, samples, key, answer };
  return answer;
}

function pathProblemOf<T extends string, D, F>(world: MoveWorld<T, D, F>, mover: DbxElement, samples: ReadonlyArray<Base>, moving: ReadonlySet<string>, target: string | null): string | null {
  // candidates: bases whose bounding box meets the box of the whole path
  const box = pathBox(samples, world.scratch);
  const others = elementsNear(world.elements, box).filter((o) => !moving.has(o.id));
  const g = world.ground;
  const blocks = g.features.length === 0 ? g.features : g.near(g.features, box);
  const w = world.table.width;
  const h = world.table.height;
  const passes = world.profile.passesInMove;
  for (let i = 0; i < samples.length; i++) {
    const b = samples[i]!;
    const isFinal = i === samples.length - 1;
    if (!baseOnTable(b, w, h)) return 'it would leave the table';
    if (blocks.length > 0 && g.impassable(blocks, b)) return 'it would enter impassable ground';
    for (const o of others) {
      if (!basesOverlap(b, o)) continue;
      if (o.side !== mover.side) return o.id === target && !isFinal ? `its path runs through ${o.id}` : `it would run into enemy ${o.id}`;
      const facing = angleDiff(o.heading, b.heading);
      if (isFinal) return `it would end on top of ${o.id}`;
      if (!((facing <= 1 || facing >= 179) && passes(moverType<T>(mover), moverType<T>(o)) && !o.camp)) return `it cannot pass through ${o.id}`;
    }
  }
  return null;
}

/**
 * The "to face" exemption of A:25 (ruling DBA-R10): the move ends facing the enemy squarely
 * (heading opposite), standing in front of it (the two front edges overlap side to side), and on
 * its way through the strip it only closed in on that place: no pose in the strip stood nearer the
 * middle of the enemy's front, side to side, than the final one. So turning or sidling to face an
 * enemy is excused, and a sidestep across its front, ending facing it, is not.
 * @rule dba front-crossing
 * @ruling DBA-R10
 */
function endsFacing(e: DbxElement, final: Base, inZone: ReadonlyArray<Base>): boolean {
  if (angleDiff(final.heading, e.heading + 180) > 1) return false;
  const af = Math.abs(toLocal(e, centreOf(final)).along);
  if (af >= (e.width + final.width) / 2) return false;
  for (const s of inZone) if (Math.abs(toLocal(e, centreOf(s)).along) < af - 1) return false;
  return true;
}

/**
 * The rule against moving across an enemy's front within one base width, except to contact or
 * face that enemy's front, or to retire straight back; positions where another element separates
 * mover and enemy do not count (front-screen.ts). The strip's depth is the profile's base width.
 * @rule dba front-crossing
 */
export function crossesFront<T extends string, D, F>(world: MoveWorld<T, D, F>, mover: DbxElement, samples: ReadonlyArray<Base>, retiring: boolean): string | null {
  if (retiring) return null;
  const scratch = world.scratch;
  if (scratch === undefined) return crossingOf(world, mover, samples);
  const hit = recall(scratch.crossing, world, mover, samples, '');
  if (hit !== null) return hit.answer;
  const answer = crossingOf(world, mover, samples);
  scratch.crossing = { world, mover, samples, key: '', answer };
  return answer;
}

function crossingOf<T extends string, D, F>(world: MoveWorld<T, D, F>, mover: DbxElement, samples: ReadonlyArray<Base>): string | null {
  const bw = world.profile.baseWidth(world.tables);
  const final = samples[samples.length - 1]!;
  // the mover's start pose is the first sample of a program run (the same pose: no need to add it)
  const first = samples[0];
  const path = first === undefined || first.x !== mover.x || first.y !== mover.y || first.heading !== mover.heading ? [mover as Base, ...samples] : samples;
  const others = world.elements;
  const box = pathBox(path, world.scratch);
  for (const e of elementsNear(others, box, bw)) {
    if (e.side === mover.side || e.camp) continue;
    // the strip one base width deep in front of the enemy's front edge, as a base whose rear
    // edge is the enemy's front edge
    const ahead = facingOf(e.heading);
    const zone: Base = { x: e.x + ahead.x * bw, y: e.y + ahead.y * bw, heading: e.heading, width: e.width, depth: bw };
    // a strip whose bounding box misses the path's cannot overlap any pose of it
    const zb = boxOf(zone);
    if (zb.minX > box.maxX || zb.maxX < box.minX || zb.minY > box.maxY || zb.maxY < box.minY) continue;
    // the cheap tests first: the poses inside the strip and how far along it they spread, then
    // the exemptions; only a crossing that still counts asks which poses are screened
    const inZone: Base[] = [];
    let lo = Infinity;
    let hi = -Infinity;
    for (const s of path) {
      if (!basesOverlap(s, zone)) continue;
      inZone.push(s);
      const a = toLocal(e, centreOf(s)).along;
      lo = Math.min(lo, a);
      hi = Math.max(hi, a);
    }
    if (hi - lo <= 1) continue;
    if (inFrontContact(final as DbxElement, e) || endsFacing(e, final, inZone)) continue;
    lo = Infinity;
    hi = -Infinity;
    const screens = screenCandidates(e, inZone, mover.id, others);
    for (const s of inZone) {
      if (separatedFrom(e, s, mover.id, screens)) continue;
      const a = toLocal(e, centreOf(s)).along;
      lo = Math.min(lo, a);
      hi = Math.max(hi, a);
      // the spread only grows: once it counts, the poses left cannot change the answer
      if (hi - lo > 1) return `it would cross the front of ${e.id} within a base width`;
    }
  }
  return null;
}
