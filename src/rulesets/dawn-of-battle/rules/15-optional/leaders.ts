/**
 * The leader options: the Code of Honor's leader movement (§15.12.1) and dummy leaders (§15.13).
 * @module
 */
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { distance, type Hex } from '../../model/geometry.js';
import type { DobState, LeaderState } from '../../model/state.js';
import { isDummyLeader } from './setup-options.js';

/** How far a leader may shift under the Code of Honor (§15.12.1). */
export const HONOR_SHIFT = 4;

/**
 * Remembers where each leader on the map stands as it comes off at §4.1, so that under the Code
 * of Honor it is placed again within four hexes of there (§15.12.1).
 * @rule dawn-of-battle 15.12.1
 */
export function rememberLeaderHexes(ctx: Ctx): void {
  const s = ctx.s;
  if (!s.options.supplementary.codeOfHonor) return;
  const from: Record<string, Hex> = {};
  const leaders = s.leaders; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.where === 'map' && l.hex !== null) from[id] = { q: l.hex.q, r: l.hex.r };
  }
  s.ext.honorFrom = from;
}

/**
 * Under the Code of Honor a leader that stood on the map is not placed afresh but shifted at
 * most four hexes, whatever units lie between (§15.12.1, ruling DOB-R58); it must still end where a
 * leader may be placed (§4.4). A leader that was off the map is placed freely.
 * @rule dawn-of-battle 15.12.1
 * @ruling DOB-R58
 */
export function honorAllows(s: DobState, l: LeaderState, to: Hex): boolean {
  if (!s.options.supplementary.codeOfHonor) return true;
  const from = s.ext.honorFrom[l.id];
  return from === undefined || distance(from, to) <= HONOR_SHIFT;
}

/** Refuses a placement the Code of Honor forbids. */
export function checkHonorShift(ctx: Ctx, l: LeaderState, to: Hex): void {
  if (!honorAllows(ctx.s, l, to)) refuse('honor-shift', `Under the Code of Honor ${l.id} may shift at most ${HONOR_SHIFT} hexes from where it stood.`, '15.12.1');
}

/**
 * Removes a side's dummy leader once it is revealed (§15.13, ruling DOB-R59): when an enemy unit
 * enters its hex, and at turn end when the leaders are turned up.
 * @rule dawn-of-battle 15.13
 * @ruling DOB-R59
 */
export function revealDummy(ctx: Ctx, l: LeaderState, why: string): void {
  if (!isDummyLeader(l) || l.where === 'killed') return;
  l.where = 'killed';
  l.hex = null;
  emit(ctx, 'dummy-removed', ['15.13'], { leader: l.id, side: l.side, why });
}

/** Turn end: every dummy leader still in play is revealed and removed (§15.13, ruling DOB-R59). */
export function revealDummiesAtTurnEnd(ctx: Ctx): void {
  const leaders = ctx.s.leaders; // a local, as above
  for (const id in leaders) {
    const l = leaders[id]!;
    if (isDummyLeader(l) && l.where === 'map') revealDummy(ctx, l, 'turn end');
  }
}
