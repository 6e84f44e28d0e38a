/**
 * How far a straight move can go before it is refused: the table edge, an enemy, a friend it may
 * not pass, or a friend it would end on top of. Exact translation sweeps (plane's `translationImpactTime`),
 * so the sampler proposes moves that are legal by construction as far as bases and the table go
 * (terrain, the front-crossing rule, going and second moves are left to the reducer, which checks
 * every proposal before it is offered).
 * @module
 */
import { facingOf, type Base } from '../../plane/base.js';
import { translationImpactTime } from '../../plane/translation-sweep.js';
import { angleDiff, basesOverlap, DBX_TOLERANCE, translationOnTable } from './bases.js';
import { elementsNear } from './contact-table.js';
import type { DbxElement } from './elements.js';

/** What a clearance asks of the ruleset: the elements on the table, its size, and who passes whom. */
export interface ClearanceWorld {
  /** The active elements (a state's memoised list, so the contact table is shared). */
  readonly elements: ReadonlyArray<DbxElement>;
  readonly width: number;
  readonly height: number;
  /** Whether `mover` may pass through `friend` in a move (the profile's `passesInMove`; facing checked here). */
  readonly passes: (mover: DbxElement, friend: DbxElement) => boolean;
}

/**
 * Paces kept short of the point of impact (plane's sweep stops where the bases touch, within half
 * the tolerance), so rounding a pose to 1/1000 pace can never carry it into an overlap.
 */
const MARGIN = 0.05;

/**
 * The longest distance in [0, |distance|] that `mover`, standing at `from`, can translate along
 * its facing (`sideways` false; a negative distance is straight back) or to its left (`sideways`
 * true) without leaving the table, entering an enemy or a friend it may not pass, or ending on a
 * friend it passes. `moving` names the elements moving with it (never obstacles).
 * @rule dba interpenetration
 * @rule dba tactical-moves
 */
export function clearDistance(world: ClearanceWorld, mover: DbxElement, from: Base, distance: number, sideways: boolean, moving: ReadonlySet<string>): number {
  const len = Math.abs(distance);
  if (len === 0) return 0;
  const f = facingOf(from.heading);
  const dx = sideways ? -f.y * distance : f.x * distance;
  const dy = sideways ? f.x * distance : f.y * distance;
  let t = translationOnTable(from, dx, dy, world.width, world.height);
  if (t <= 0) return 0;
  const minX = Math.min(from.x, from.x + dx) - from.width - from.depth;
  const maxX = Math.max(from.x, from.x + dx) + from.width + from.depth;
  const minY = Math.min(from.y, from.y + dy) - from.width - from.depth;
  const maxY = Math.max(from.y, from.y + dy) + from.width + from.depth;
  for (const o of elementsNear(world.elements, { minX, minY, maxX, maxY })) {
    if (o.id === mover.id || moving.has(o.id)) continue;
    const hit = translationImpactTime(from, dx, dy, o, DBX_TOLERANCE);
    if (hit === null || hit >= t) continue;
    const facing = angleDiff(o.heading, from.heading);
    const passable = o.side === mover.side && !o.camp && (facing <= 1 || facing >= 179) && world.passes(mover, o);
    // a friend it may pass stops it only when the move would end on top of it
    if (passable && !overlapsAtEnd(from, dx, dy, o)) continue;
    t = hit;
  }
  return Math.max(0, t * len - MARGIN);
}

function overlapsAtEnd(from: Base, dx: number, dy: number, o: Base): boolean {
  const end: Base = { x: from.x + dx, y: from.y + dy, heading: from.heading, width: from.width, depth: from.depth };
  return basesOverlap(end, o);
}
