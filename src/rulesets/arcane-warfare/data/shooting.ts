/**
 * The numbers of shooting (§8): ranges by type (§8.1, §11.4), the shooting modifiers (§8.4,
 * §11.1) and how far a range line may run inside terrain (§8.2).
 * @module
 */
import type { UnitStats } from './units.js';

/**
 * Ranges in paces (§8.1, §11.4): artillery 750, war engines 600, close-order bows 250 (elite
 * +50, inferior −50), crossbows and war wagons 250, mounted archers 200, light bows and
 * slingers 150 (no rating change is given for them, ruling AW-R60).
 * @rule arcane-warfare 8.1
 * @rule arcane-warfare 11.4
 * @ruling AW-R60
 */
export const SHOOTING_RANGES = {
  At: 750,
  WE: 600,
  bowCloseOrder: 250,
  bowRatingStep: 50,
  Cb: 250,
  WW: 250,
  mountedArcher: 200,
  bowLight: 150,
} as const;

/**
 * Shooting modifiers (§8.4, §11.1): Protected is added to the target's score only if it would
 * lose, after the roll; Rear Shot needs a unit of the same type and rating aligned behind; Slow
 * Shot adds 1 when shooting at close-order troops.
 * @rule arcane-warfare 8.4
 * @rule arcane-warfare 11.1
 */
export const SHOOTING_MODIFIERS = {
  protected: 1,
  rearShot: 1,
  slowShotVsCloseOrder: 1,
} as const;

/**
 * How far a range line may run inside a feature (§8.2): 150 p into a rough hill, 100 p into a
 * BUA or a wood. Other features only bar a line that enters and leaves them (§8.2, ruling AW-R62).
 * @rule arcane-warfare 8.2
 * @ruling AW-R62
 */
export const PENETRATION: Readonly<Record<string, number>> = { 'hill-rough': 150, bua: 100, wood: 100 };

/** How far the shooting area extends beside the shooting edge, by ruling AW-R1 (§8.1, Fig. 33). */
export const AREA_EXTENSION = { 'both-sides-50': [50, 50], 'both-sides-25': [25, 25], 'one-side-50': [50, 0] } as const;

/**
 * A unit's range, or null if it does not shoot (§8 intro: Fast Shot and Slow Shot units).
 * @rule arcane-warfare 8.1
 * @rule arcane-warfare 11.4
 */
export function rangeOf(s: UnitStats): number | null {
  const ch = s.characteristics;
  if (!ch.includes('Fast Shot') && !ch.includes('Slow Shot')) return null;
  const d = s.type.designation;
  if (d === 'At') return SHOOTING_RANGES.At;
  if (d === 'WE') return SHOOTING_RANGES.WE;
  if (d === 'WW') return SHOOTING_RANGES.WW;
  if (d === 'Cb') return SHOOTING_RANGES.Cb;
  if (d === 'Bw') {
    if (s.light) return SHOOTING_RANGES.bowLight;
    const step = s.type.rating === 'e' ? 1 : s.type.rating === 'i' ? -1 : 0;
    return SHOOTING_RANGES.bowCloseOrder + step * SHOOTING_RANGES.bowRatingStep;
  }
  return s.mounted ? SHOOTING_RANGES.mountedArcher : null;
}
