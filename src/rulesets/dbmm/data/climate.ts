/**
 * Climate, weather and time (rulebook pp.23-24; sheet Q:943-970): dawn, sunrise, sunset and dusk
 * by climate and season, and the weather by the difference between the two deployment dice
 * (0-5). Printed cleanly; the cells are kept as lists of conditions in the sheet's terms. A
 * difference of 0 has a column although equal deployment dice are thrown again (ruling
 * DBMM-R19). The battle is in the defender's climate.
 * @module
 */
import type { DbmmClimate, DbmmSeason } from '../model/troop.js';
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/** One row: a climate and season, its daylight times (hh:mm), and the weather for each difference 0-5. */
export interface ClimateRow {
  readonly climate: DbmmClimate;
  readonly season: DbmmSeason;
  readonly dawn: string;
  readonly sunrise: string;
  readonly sunset: string;
  readonly dusk: string;
  /** Conditions for a dice difference of 0, 1, ..., 5. */
  readonly weather: readonly [ReadonlyArray<string>, ReadonlyArray<string>, ReadonlyArray<string>, ReadonlyArray<string>, ReadonlyArray<string>, ReadonlyArray<string>];
}

const cells = (s: string) => s.split('|').map((c) => c.split(';').map((x) => x.trim())) as unknown as ClimateRow['weather'];
const row = (line: number, climate: DbmmClimate, season: DbmmSeason, times: string, weather: string) => {
  const [dawn, sunrise, sunset, dusk] = times.split(' ') as [string, string, string, string];
  return { climate, season, dawn, sunrise, sunset, dusk, weather: cells(weather), src: qrs('p.23-24', line) };
};

const MIST = 'no wind; mist from 1h before dawn';

/**
 * @rule dbmm p.23-24 Q:943-966
 * @ruling DBMM-R19
 */
export const CLIMATE: QrsTable<ClimateRow> = {
  id: 'climate',
  title: 'Climate, weather and time',
  page: 'p.23-24',
  lines: [943, 966],
  rows: [
    row(947, 'cold', 'spring', '05:00 06:00 18:00 19:00', `${MIST}|light wind NE; risk of dazzle; frozen L; ice on S, WW, Rv; Irr LH hungry|light wind NE|strong wind SW|light wind NW; mud; Rv in spate|light wind NE; overcast; risk of rain; mud`),
    row(948, 'cold', 'summer', '01:00 03:00 21:00 23:00', `${MIST}|light wind NE; risk of dazzle|light wind NE|strong wind SW|light wind NW|light wind NE; risk of dazzle`),
    row(949, 'cold', 'autumn', '05:00 06:00 18:00 19:00', 'no wind; fog|light wind NE; risk of dazzle|light wind NE|strong wind SW|light wind NW|strong wind NW; overcast; risk of rain; mud'),
    row(950, 'cold', 'winter', '07:30 08:00 16:00 16:30', `${MIST}|light wind NE; risk of dazzle|light wind NE|strong wind SW; overcast; risk of snow|light wind NW; risk of snow|light wind NE; overcast; risk of snow; frozen WW, Rv, L, BG, M`),
    row(951, 'cool', 'spring', '05:00 06:00 18:00 19:00', 'no wind; mist|light wind SW|light wind SW|strong wind SW; risk of rain|light wind NW; overcast; mud; risk of rain; Rv in spate|light wind SW; overcast; risk of rain; mud; Rv in spate'),
    row(952, 'cool', 'summer', '02:30 03:30 20:30 21:30', 'no wind; mist|light wind SW; Rv low|light wind SW; Rv low|strong wind SW; risk of rain|light wind NW|light wind SW; risk of dazzle'),
    row(953, 'cool', 'autumn', '05:00 06:00 18:00 19:00', 'no wind; mist|light wind SW|light wind SW|strong wind SW; risk of rain|light wind NW; overcast; mud; risk of rain|light wind SW; overcast; risk of rain; mud; Rv in spate'),
    row(954, 'cool', 'winter', '07:00 07:30 16:30 17:00', 'no wind; fog|light wind NE; risk of dazzle|light wind NE|strong wind SW; risk of rain|light wind NW; risk of snow|light wind NE; overcast; risk of snow; frozen WW, Rv, L, BG, M'),
    row(955, 'warm', 'spring', '05:30 06:00 18:00 18:30', `${MIST}|light wind NW|light wind NW|strong wind S|light wind NW; Rv in spate|light wind NW; overcast; risk of rain; mud`),
    row(956, 'warm', 'summer', '04:30 05:00 19:00 19:30', `${MIST}|light wind NW; Rv low|light wind NW; Rv low|strong wind S|light wind NW|light wind NW; risk of dazzle`),
    row(957, 'warm', 'autumn', '05:30 06:00 18:00 18:30', `${MIST}|light wind NW; Rv low|light wind NW; Rv low|strong wind S|light wind NW|light wind NW; overcast; risk of rain; mud`),
    row(958, 'warm', 'winter', '06:30 07:00 17:00 17:30', `${MIST}|light wind NW|light wind NW|strong wind SW; risk of rain|light wind NW|light wind NW; overcast; Rv in spate`),
    row(959, 'dry', 'spring', '05:40 06:00 18:00 18:20', 'no wind|light wind SW|light wind SW|strong wind S; risk of dust storm|light wind SW|light wind SW; overcast'),
    row(960, 'dry', 'summer', '05:10 05:30 18:30 18:50', 'no wind|light wind SW; Rv low|light wind SW; Rv low|strong wind S; risk of dust storm|light wind SW|light wind SW; risk of dazzle; thirst'),
    row(961, 'dry', 'autumn', '05:40 06:00 18:00 18:20', 'no wind|light wind SW; Rv low|light wind SW; Rv low|strong wind S|light wind SW|light wind SW; overcast; thirst'),
    row(962, 'dry', 'winter', '06:10 06:30 17:30 17:50', 'no wind|light wind SW|light wind SW|strong wind S|light wind SW|light wind SW; overcast; risk of rain; mud; Rv in spate'),
    row(963, 'tropical', 'spring', '05:50 06:00 18:00 18:10', `${MIST}|light wind SW|light wind SW|strong wind SW; risk of rain|light wind SW; overcast; mud; risk of rain|light wind SW; overcast; risk of rain; mud`),
    row(964, 'tropical', 'summer', '05:50 06:00 18:00 18:10', `${MIST}|light wind SW|light wind SW|strong wind SW|light wind SW; overcast; mud; risk of rain|light wind SW`),
    row(965, 'tropical', 'autumn', '05:50 06:00 18:00 18:10', `${MIST}|light wind SW|light wind SW|strong wind SW|light wind SW|light wind SW; overcast; Rv in spate`),
    row(966, 'tropical', 'winter', '05:50 06:00 18:00 18:10', `${MIST}|light wind SW|light wind SW|strong wind SW|light wind SW|light wind SW; risk of dazzle`),
  ],
};

/**
 * Notes of the table and the clock.
 * @rule dbmm p.23-24 Q:946-1017
 * @ruling DBMM-R19
 */
export const CLIMATE_NOTES: QrsTable<RuleRow> = {
  id: 'climate-notes',
  title: 'Climate: notes and time',
  page: 'p.23-24',
  lines: [946, 1017],
  rows: [
    ruleRow('difference-1', 'a difference of 1 is perfectly clear and dry, with no wind in bounds whose PIP dice are 2 or less', 1, qrs('p.23-24', 946)),
    ruleRow('difference-2', 'a difference of 2 is perfectly clear and dry', 2, qrs('p.23-24', 946)),
    ruleRow('difference-5-mud', 'with a difference of 5, mud lasts until 2h after dawn, or after real rain (2 bounds or more) as many bounds after it stops', 5, qrs('p.23-24', 946)),
    ruleRow('defender-climate', 'the battle is in the defender\'s climate', null, qrs('p.23-24', 968)),
    ruleRow('dusk', 'after dusk the battle goes on until no enemy can be seen; then both sides secretly choose to fight on at dawn or retreat, and it ends if both retreat', null, qrs('p.23-24', 969, 970)),
    ruleRow('deployment-hour', 'the total of all deployment dice is the hour after midnight deployment ends', null, qrs('p.23-24', 1014, 1014, 'medium', 'whether re-thrown dice count is a ruling (DBMM-R19)')),
    ruleRow('night-attack', 'if deployment ends between dusk and dawn, the second deployer chooses whether to attack at night; if not, battle starts at sunrise', null, qrs('p.23-24', 1014)),
    ruleRow('bound-minutes', 'each player\'s bound adds this many minutes to the clock', 10, qrs('p.23-24', 1017)),
  ],
};
