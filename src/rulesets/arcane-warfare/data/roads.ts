/**
 * Road movement (§6.3): how much faster a unit moves when its whole impulse is on a road.
 * @module
 */

/**
 * The road bonus (§6.3): +100 p for Light and close-order units, +50 p for Cumbersome units, over
 * the open-ground rate, for a single unit or a column that spends the whole impulse on the road.
 * @rule arcane-warfare 6.3
 */
export const ROAD_BONUS = { lightOrCloseOrder: 100, cumbersome: 50 } as const;
