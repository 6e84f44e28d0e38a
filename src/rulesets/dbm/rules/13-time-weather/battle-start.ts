/**
 * When the battle starts and in what weather (p.13-14): the climate is the defender's (L1010-1012),
 * sunrise and sunset follow from climate and season (L984-992), the weather from the weather
 * score (L1020-1041), and moonlight from the last set-up die (L994-995).
 * @module
 */
import { daylight, timeOfDay } from '../../data/daylight.js';
import { weatherFor } from '../../data/weather.js';
import type { DbmClimate, DbmSeason } from '../../model/troop.js';
import type { DbmClock, DbmWeather } from '../../model/state.js';

/**
 * The climate the armies meet in: the defender's home climate (p.13, L1011-1012; the same when
 * both share one).
 * @rule dbm p.13
 */
export function battleClimate(defenderClimate: DbmClimate): DbmClimate {
  return defenderClimate;
}

/**
 * The hour the battle starts, from the hour deployment ends (p.13, L983, L997-998): at once by
 * day, at dawn or at dusk; at the next dawn when deployment ends in the night. The book lets
 * either side start at once, or half an hour before dawn in spring or autumn, when deployment
 * ends between midnight and dawn: that choice is not offered yet (ruling DBM-R5).
 * @rule dbm p.13
 * @ruling DBM-R5
 */
export function battleStartHour(deploymentEnds: number, climate: DbmClimate, season: DbmSeason): number {
  const d = daylight(climate, season);
  const day = Math.floor(deploymentEnds / 24) * 24;
  const h = deploymentEnds - day;
  if (timeOfDay(h, d) !== 'night') return deploymentEnds;
  return h < d.sunrise ? day + d.sunrise - 1 : day + 24 + d.sunrise - 1;
}

/**
 * The clock at the start of the battle.
 * @rule dbm p.13
 */
export function startClock(deploymentEnds: number, climate: DbmClimate, season: DbmSeason): DbmClock {
  const d = daylight(climate, season);
  return { hour: battleStartHour(deploymentEnds, climate, season), defenderBounds: 0, sunrise: d.sunrise, sunset: d.sunset };
}

/**
 * The weather at the start (p.14, L1020-1041). Fog or mist has cleared if the battle starts two
 * hours or more after dawn (L1028-1029).
 * @rule dbm p.14
 */
export function startWeather(score: number, climate: DbmClimate, season: DbmSeason, startHour: number): DbmWeather {
  const w = weatherFor(score, climate, season);
  const d = daylight(climate, season);
  const h = startHour % 24;
  const cleared = h >= d.sunrise - 1 + 2 && h < d.sunset + 1;
  return { ...w, fog: w.fog && !cleared, mist: w.mist && !cleared, falling: null, windNow: w.windFrom };
}

/**
 * Whether nights are moonlit (p.13, L994-995): the last set-up die (whose: config `moonlightDie`,
 * ruling DBM-R6) was odd and there is no overcast nor rain, snow or dust-storm.
 * @rule dbm p.13
 * @ruling DBM-R6
 */
export function moonlit(lastDie: number, weather: DbmWeather): boolean {
  return lastDie % 2 === 1 && !weather.overcast && weather.falling === null;
}
