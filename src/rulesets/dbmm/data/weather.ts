/**
 * Weather changes and weather effects (rulebook p.25; sheet Q:972-1026). The changes and the
 * effects table are printed cleanly; the footnotes are scattered and partly lost (medium), and
 * the strong-wind shooting cap has lost its footnote (ruling DBMM-R20). Distances are paces.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/**
 * What changes the weather during a battle (PIP averages are of the side's PIP dice).
 * @rule dbmm p.25 Q:972-979
 */
export const WEATHER_CHANGES: QrsTable<RuleRow> = {
  id: 'weather-changes',
  title: 'Weather changes',
  page: 'p.25',
  lines: [972, 979],
  rows: [
    ruleRow('wind-clockwise', 'the defender\'s PIP average at most this: the wind turns 45° clockwise', 2, qrs('p.25', 973)),
    ruleRow('wind-anticlockwise', 'the defender\'s PIP average at least this: the wind turns 45° anticlockwise', 5, qrs('p.25', 974)),
    ruleRow('wind-drops', 'a strong wind becomes light after a shift in the reverse direction', null, qrs('p.25', 975)),
    ruleRow('risk-starts', 'any PIP average at least this: a risk of snow, rain or dust storm becomes the real thing', 5, qrs('p.25', 976)),
    ruleRow('risk-ends', 'any PIP average at most this: it stops, or the risk ends', 3, qrs('p.25', 977)),
    ruleRow('fog-clears', 'any PIP average at most this: fog or mist clears', 3, qrs('p.25', 978)),
    ruleRow('fog-clears-late', 'fog or mist also clears this many hours after sunrise', 3, qrs('p.25', 979)),
  ],
};

/** One row of the effects table: visibility and movement caps (paces), combat and shooting factors. */
export interface WeatherEffectRow {
  readonly weather: string;
  readonly visibility: string | null;
  readonly movement: string | null;
  readonly combat: string | null;
  readonly shooting: string | null;
}

const e = (line: number, weather: string, visibility: string | null, movement: string | null, combat: string | null, shooting: string | null, to = line, c: 'high' | 'medium' = 'high', note?: string) => ({
  weather,
  visibility,
  movement,
  combat,
  shooting,
  src: qrs('p.25', line, to, c, note),
});

/**
 * "-1 TF" is a tactical factor of -1 for the side disadvantaged (tactical factors, Q:61).
 * @rule dbmm p.25 Q:981-1026
 * @ruling DBMM-R20
 */
export const WEATHER_EFFECTS: QrsTable<WeatherEffectRow> = {
  id: 'weather-effects',
  title: 'Weather effects',
  page: 'p.25',
  lines: [981, 1026],
  rows: [
    e(983, 'overcast', '80p at night', '120p at night', null, null),
    e(984, 'snow', '160p', '200p', null, '-1 TF unless the target is within 45° of directly downwind', 984, 'medium', 'the footnote is scattered over line 1002'),
    e(985, 'fog', '80p', '120p', null, '-1 TF'),
    e(986, 'mist', '160p by day, 80p at night', '200p by day, 120p at night', null, '-1 TF', 987),
    e(988, 'rain', null, null, null, '-1 TF for Sh; after 6 bounds of rain Art and Sh cannot shoot', 988, 'medium', 'footnote at line 1004'),
    e(989, 'mud', null, 'unpaved Rd counts as RGo; F and BF as DGo', '-1 TF (unless on a paved road) if moved upslope, or Kn (mounted or dismounted as (S)), or chariots', null, 990, 'medium', 'the footnote (line 1020) is attached by the library'),
    e(991, 'dust storm', '80p', '120p', '-1 TF unless Bedouin or Tuareg desert nomads', '-1 TF'),
    e(992, 'dazzle', null, null, '-1 TF facing within 45° of due east for 1h from sunrise, or of due west for 1h before sunset, unless the front edge is wholly in Wd, O, Oa, G or on a hill\'s shaded slope', 'as combat', 992, 'medium', 'footnotes at lines 1023-1024'),
    e(993, 'Rv in spate', null, 'DGo for land troops', null, null),
    e(994, 'Rv (80-200p) low', null, 'RGo for land troops', null, null),
    e(995, 'no wind', null, 'DGo for Shp', null, null),
    e(996, 'strong winds', null, 'restrictions for naval (not on the sheet)', null, '-1 TF for Art and Sh; Bw and WWg shooting range capped at 80p', 997, 'medium', 'the footnote of the range cap is lost (ruling DBMM-R20)'),
    e(998, 'thirst', null, null, '-1 TF after 12:00 unless a Rv, L, Oa or friendly BUA is nearer the rear edge than the rear of the most forward element', null, 998, 'medium', 'footnote at line 1026'),
    e(999, 'El in a cold winter', null, null, '-1 TF', null),
    e(1000, 'Irr LH in a cold spring', null, null, '-1 TF for a side defending, after the 8th PIP dice', null, 1000, 'medium', 'footnote at line 1026'),
  ],
};
