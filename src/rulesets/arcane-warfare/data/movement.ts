/**
 * Movement numbers of §6: standard rotation charges, march impulses, the march limit near the
 * enemy, backward moves in formation.
 * @module
 */

/**
 * Standard rotation charges for units up to 40 mm deep (§6.4.1, Fig. 7): 90° about the base
 * centre or the front-edge centre, and 180° about the centre, 100 p; a 90° pivot about a front
 * corner 150 p.
 * @rule arcane-warfare 6.4.1
 */
export const ROTATION_CHARGE = { turn: 100, pivot: 150 } as const;

/** The least charged for each segment of a move (§6.4, Fig. 6) and each wheel (§6.6.1). */
export const MINIMUM_SEGMENT = 50;

/**
 * Move impulses a turn (§6.12): foot march once (two impulses), mounted twice (three).
 * @rule arcane-warfare 6.12
 */
export const IMPULSES = { foot: 2, mounted: 3 } as const;

/**
 * No march within 200 p of the enemy; close-order units may march to within 100 p of enemy
 * Lights (§6.12).
 * @rule arcane-warfare 6.12
 */
export const MARCH_LIMIT = { enemy: 200, closeOrderFromLights: 100 } as const;

/**
 * Straight back in formation (§6.9): a Light line up to three base depths for one extra MIP, a
 * close-order line up to two for two.
 * @rule arcane-warfare 6.9
 */
export const LINE_BACK = { light: { depths: 3, mip: 1 }, closeOrder: { depths: 2, mip: 2 } } as const;

/**
 * Column into line (§6.6.3): how many units may go to the head's sides, by move rate: at 100 p one
 * unit to one side; at 150 p one to each side; at 200 or 250 p two to one side and one to the
 * other; at 300 p two to each side.
 * @rule arcane-warfare 6.6.3
 */
export function expansionLimit(rate: number): { readonly total: number; readonly perSide: number; readonly oneSideOnly: boolean } {
  if (rate >= 300) return { total: 4, perSide: 2, oneSideOnly: false };
  if (rate >= 200) return { total: 3, perSide: 2, oneSideOnly: false };
  if (rate >= 150) return { total: 2, perSide: 1, oneSideOnly: false };
  return { total: 1, perSide: 1, oneSideOnly: true };
}

/**
 * Dismounting (§6.16): the ability costs 0.5 AP a unit; a unit may not dismount closer than 200 p
 * to any enemy.
 * @rule arcane-warfare 6.16
 */
export const DISMOUNT = { ap: 0.5, enemyClearance: 200 } as const;
