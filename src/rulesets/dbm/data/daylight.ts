/**
 * Sunrise and sunset by climate and season (p.13, L984-992); dawn is the hour before sunrise,
 * dusk the hour after sunset, night between them (L993-994).
 * @module
 */
import type { DbmClimate, DbmSeason } from '../model/troop.js';

/** Sunrise and sunset, in hours after midnight. */
export interface Daylight {
  readonly sunrise: number;
  readonly sunset: number;
}

/**
 * Sunrise and sunset (p.13, L986-992): 04-22 in a cold summer; 05-19 in a cold spring or
 * autumn and a warm or dry summer; 08-16 in a cold, warm or dry winter; 06-18 otherwise.
 * @rule dbm p.13
 */
export function daylight(climate: DbmClimate, season: DbmSeason): Daylight {
  if (climate === 'cold' && season === 'summer') return { sunrise: 4, sunset: 22 };
  if ((climate === 'cold' && (season === 'spring' || season === 'autumn')) || ((climate === 'warm' || climate === 'dry') && season === 'summer')) return { sunrise: 5, sunset: 19 };
  if (climate !== 'tropical' && season === 'winter') return { sunrise: 8, sunset: 16 };
  return { sunrise: 6, sunset: 18 };
}

/** The time of day at `hour` (hours after midnight, 0-24 wrapping): day, dawn, dusk or night (p.13, L993-994). */
export function timeOfDay(hour: number, d: Daylight): 'day' | 'dawn' | 'dusk' | 'night' {
  const h = ((hour % 24) + 24) % 24;
  if (h >= d.sunrise && h < d.sunset) return 'day';
  if (h >= d.sunrise - 1 && h < d.sunrise) return 'dawn';
  if (h >= d.sunset && h < d.sunset + 1) return 'dusk';
  return 'night';
}
