/**
 * The weather table (p.14, L1020-1041): what the weather score gives in each climate and
 * season at the start of a battle.
 * @module
 */
import type { DbmClimate, DbmSeason } from '../model/troop.js';

/** A compass point the wind blows from. */
export type Compass = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';

/** Weather that may start during the battle (p.14, L1047-1049). */
export type WeatherRisk = 'rain' | 'snow' | 'dust-storm';

/** The weather at the start of a battle. */
export interface DbmWeatherReport {
  readonly score: number;
  /** No wind, a light wind or a strong wind. */
  readonly wind: 'none' | 'light' | 'strong';
  /** Where the wind blows from, `null` when there is none. */
  readonly windFrom: Compass | null;
  readonly fog: boolean;
  readonly mist: boolean;
  readonly overcast: boolean;
  /** Weather that may start when the bound's PIP dice run high, or `null`. */
  readonly risk: WeatherRisk | null;
  readonly shipwreckRisk: boolean;
  readonly riversFlooded: boolean;
  readonly riversAndMarshesFrozen: boolean;
  readonly waterwaysFrozen: boolean;
  readonly mud: boolean;
  readonly dazzleRisk: boolean;
  readonly thirst: boolean;
}

const CALM: Omit<DbmWeatherReport, 'score'> = {
  wind: 'none',
  windFrom: null,
  fog: false,
  mist: false,
  overcast: false,
  risk: null,
  shipwreckRisk: false,
  riversFlooded: false,
  riversAndMarshesFrozen: false,
  waterwaysFrozen: false,
  mud: false,
  dazzleRisk: false,
  thirst: false,
};

/** The light wind of score 5 (p.14, L1037-1038), which scores 0-1 share (L1024). */
function windOfFive(climate: DbmClimate, season: DbmSeason): Compass {
  if (climate === 'cold') return season === 'winter' ? 'NE' : 'SW';
  return climate === 'warm' ? 'NW' : 'SW';
}

/**
 * The weather for a weather score (0-5) in a climate and season (p.14, L1024-1041).
 * - 0-1: clear, with the light wind of score 5 (except in bounds whose PIP dice average 2 or
 *   less, which have none: the bound's chapter applies that).
 * - 2: fog in a cold winter; mist in the other climates except dry and in a cold climate's other
 *   seasons; no wind.
 * - 3: a strong wind (from the south-west in cold or tropical, the south in warm or dry), overcast
 *   and risk of rain in a tropical spring or summer or in cold, risk of dust-storms in a dry
 *   spring or summer, risk of shipwreck.
 * - 4: a light wind (north-west in cold or warm, south-west in dry or tropical); overcast and risk
 *   of rain in a tropical spring or summer; rivers flooded in a warm spring; rivers and marshes
 *   frozen in a cold winter.
 * - 5: overcast except in summer; the light wind above; waterways, rivers and marshes frozen and
 *   risk of snow in a cold winter; risk of rain in a cold spring or autumn, a warm spring, autumn
 *   or winter, a dry winter and a tropical spring; rivers flooded and mud in a cold spring or
 *   autumn, a warm or dry winter and a tropical spring; risk of dazzle in summer; thirst in a
 *   warm summer and a dry summer or autumn.
 * @rule dbm p.14
 * @ruling DBM-R10
 */
export function weatherFor(score: number, climate: DbmClimate, season: DbmSeason): DbmWeatherReport {
  if (score <= 1) return { ...CALM, score, wind: 'light', windFrom: windOfFive(climate, season) };
  if (score === 2) {
    const fog = climate === 'cold' && season === 'winter';
    const mist = !fog && climate !== 'dry';
    return { ...CALM, score, fog, mist };
  }
  if (score === 3) {
    const rain = (climate === 'tropical' && (season === 'spring' || season === 'summer')) || climate === 'cold';
    const dust = climate === 'dry' && (season === 'spring' || season === 'summer');
    return {
      ...CALM,
      score,
      wind: 'strong',
      windFrom: climate === 'cold' || climate === 'tropical' ? 'SW' : 'S',
      overcast: rain,
      risk: rain ? 'rain' : dust ? 'dust-storm' : null,
      shipwreckRisk: true,
    };
  }
  if (score === 4) {
    const rain = climate === 'tropical' && (season === 'spring' || season === 'summer');
    return {
      ...CALM,
      score,
      wind: 'light',
      windFrom: climate === 'cold' || climate === 'warm' ? 'NW' : 'SW',
      overcast: rain,
      risk: rain ? 'rain' : null,
      riversFlooded: climate === 'warm' && season === 'spring',
      riversAndMarshesFrozen: climate === 'cold' && season === 'winter',
    };
  }
  const coldWinter = climate === 'cold' && season === 'winter';
  const rain =
    (climate === 'cold' && (season === 'spring' || season === 'autumn')) ||
    (climate === 'warm' && season !== 'summer') ||
    (climate === 'dry' && season === 'winter') ||
    (climate === 'tropical' && season === 'spring');
  const wetGround =
    (climate === 'cold' && (season === 'spring' || season === 'autumn')) ||
    ((climate === 'warm' || climate === 'dry') && season === 'winter') ||
    (climate === 'tropical' && season === 'spring');
  return {
    ...CALM,
    score,
    wind: 'light',
    windFrom: windOfFive(climate, season),
    overcast: season !== 'summer',
    risk: coldWinter ? 'snow' : rain ? 'rain' : null,
    riversFlooded: wetGround,
    riversAndMarshesFrozen: coldWinter,
    waterwaysFrozen: coldWinter,
    mud: wetGround,
    dazzleRisk: season === 'summer',
    thirst: (climate === 'warm' && season === 'summer') || (climate === 'dry' && (season === 'summer' || season === 'autumn')),
  };
}
