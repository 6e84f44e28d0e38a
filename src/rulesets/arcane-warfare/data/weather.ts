/**
 * The weather table of Appendix B (optional rule): the 2D6 score, its modifiers by topography,
 * and what each score does.
 * @module
 */
import type { Topography } from './terrain-tables.js';

/** What a weather score does (Appendix B). Shooting effects belong to part II (§8). */
export interface WeatherRow {
  /** Our short name for it. */
  readonly name: string;
  /** One more MIP for every move impulse (not the initiative move, §5.5). */
  readonly moveMip: number;
  /** One more MIP for every march impulse (§6.12); camels are spared where `camelsSpared`. */
  readonly marchMip: number;
  readonly camelsSpared: boolean;
  /** All open ground counts as rough. */
  readonly openIsRough: boolean;
  /** Rivers and marsh (impassable lakes and marsh included) are frozen and count as rough. */
  readonly frozen: boolean;
  /** No shooting (§8). */
  readonly noShooting: boolean;
  /** The greatest shooting range, paces, or null (§8.2). */
  readonly maxRange: number | null;
  /** Combat modifier on shooting (§8.4). */
  readonly shootingCm: number;
  /** Sea attacks are called off (§12). */
  readonly seaAttacksAborted: boolean;
  /** All troops more vulnerable by this (§9.2.2). */
  readonly vulnerability: number;
}

const fair = (name: string): WeatherRow => ({ name, moveMip: 0, marchMip: 0, camelsSpared: false, openIsRough: false, frozen: false, noShooting: false, maxRange: null, shootingCm: 0, seaAttacksAborted: false, vulnerability: 0 });

/**
 * The weather table, by score 2 to 12 (Appendix B).
 * @rule arcane-warfare B
 */
export const WEATHER_TABLE: Readonly<Record<number, WeatherRow>> = {
  2: { ...fair('unusually hot'), moveMip: 1 },
  3: { ...fair('strong winds'), noShooting: true, marchMip: 1, camelsSpared: true },
  4: { ...fair('very sunny or thick fog'), maxRange: 150 },
  5: fair('not so nice but ok'),
  6: fair('close to perfect'),
  7: fair('perfect'),
  8: fair('close to perfect'),
  9: fair('not so nice but ok'),
  10: { ...fair('storm'), shootingCm: -1, marchMip: 1, seaAttacksAborted: true },
  11: { ...fair('pouring'), openIsRough: true, maxRange: 150 },
  12: { ...fair('blizzard'), moveMip: 1, vulnerability: 1, noShooting: true, frozen: true },
};

/**
 * The first weather roll's modifier by topography (Appendix B): −1 in arid country, +1 in the
 * steppe.
 * @rule arcane-warfare B
 */
export const WEATHER_TOPOGRAPHY_MODIFIER: Readonly<Record<Topography, number>> = { arid: -1, steppe: 1, plains: 0, hilly: 0, wooded: 0 };

/**
 * A score off the table bounces back (Appendix B): reflected at 2 and at 12, as the book's own
 * example (3 − 4 gives 5) requires (ruling AW-R41).
 * @rule arcane-warfare B
 * @ruling AW-R41
 */
export function bounceWeather(score: number): number {
  let s = score;
  for (let i = 0; i < 8 && (s < 2 || s > 12); i++) s = s < 2 ? 4 - s : 24 - s;
  return Math.min(12, Math.max(2, s));
}
