/**
 * The battle clock (L983): the raw set-up total gives the hour deployment ends, and one hour
 * passes each time the defender completes four bounds. The invader has the first bound (L1187),
 * so the defender completes his n-th bound at bound 2n.
 * @module
 */

/**
 * The hour (on a 24-hour clock, wrapping past midnight) after `boundsPlayed` bounds of both sides.
 * @rule dbm L983
 * @rule dbm L1187
 */
export function hourAfterBounds(startHour: number, boundsPlayed: number, defenderBoundsPerHour = 4): number {
  const defenderBounds = Math.floor(Math.max(0, boundsPlayed) / 2);
  return (startHour + Math.floor(defenderBounds / defenderBoundsPerHour)) % 24;
}

/**
 * True when the bound just ended (1-based, both sides counted) moves the clock on an hour: the
 * defender's bound that completes a multiple of four.
 * @rule dbm L983
 */
export function hourPassesAfterBound(bound: number, defenderBoundsPerHour = 4): boolean {
  return bound > 0 && bound % 2 === 0 && (bound / 2) % defenderBoundsPerHour === 0;
}
