/**
 * Taking Heads (§15.11): instead of Glorious Slaughter (§13.3) each player scores damage done:
 * +1 for each enemy unit disrupted in combat, +2 for each enemy unit eliminated (routs included),
 * −1 for each enemy unit rallied (counting as ruling DOB-R57); the higher score earns one victory
 * point, a tie none.
 * @ruling DOB-R57
 * @module
 */
import type { Ctx } from '../../kernel/context.js';
import { emit } from '../../kernel/context.js';
import type { DobState, Side, UnitState, VpItem } from '../../model/state.js';
import { other } from '../../model/state.js';

/** Sections whose disruptions are combat results (ranged, melee, ex Machina, elephants, panic fire). */
const COMBAT_SECTIONS = ['8', '10', '14.6', '15.7', '15.8', '15.9'];

function score(ctx: Ctx, u: UnitState, points: number, why: string): void {
  if (!ctx.s.options.supplementary.takingHeads) return;
  const scorer = other(u.side);
  ctx.s.ext.heads[scorer] += points;
  emit(ctx, 'heads', ['15.11'], { side: scorer, points, why, unit: u.id, total: ctx.s.ext.heads[scorer] });
}

/**
 * A unit was disrupted: +1 to the enemy when a combat result did it (ruling DOB-R57).
 * @rule dawn-of-battle 15.11
 * @ruling DOB-R57
 */
export function headsForDisruption(ctx: Ctx, u: UnitState, section: string): void {
  if (COMBAT_SECTIONS.some((c) => section === c || section.startsWith(`${c}.`))) score(ctx, u, 1, 'disrupted');
}

/**
 * A unit was eliminated: +2 to the enemy (ruling DOB-R57 counts routs too).
 * @rule dawn-of-battle 15.11
 * @ruling DOB-R57
 */
export function headsForElimination(ctx: Ctx, u: UnitState): void {
  score(ctx, u, 2, 'eliminated');
}

/**
 * A unit rallied: −1 to the enemy's score.
 * @rule dawn-of-battle 15.11
 */
export function headsForRally(ctx: Ctx, u: UnitState): void {
  score(ctx, u, -1, 'rallied');
}

/**
 * The victory point Taking Heads awards at the end (§15.11): one to the higher score.
 * @rule dawn-of-battle 15.11
 */
export function takingHeadsItems(s: DobState): VpItem[] {
  if (!s.options.supplementary.takingHeads) return [];
  const { A, B } = s.ext.heads;
  if (A === B) return [];
  const side: Side = A > B ? 'A' : 'B';
  return [{ side, points: 1, section: '15.11', reason: `Taking Heads ${A}–${B}` }];
}
