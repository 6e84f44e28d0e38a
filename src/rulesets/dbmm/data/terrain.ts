/**
 * Terrain definitions (rulebook p.19; sheet Q:656-685): the going each terrain code counts as,
 * the special cases by troop kind, and the going factors with the quick-kill denial. Terrain
 * codes are kept as the sheet writes them (several expansions are unknown). Printed cleanly
 * except the one row whose terrain label is missing (Q:666, `medium`).
 * @module
 */
import type { DbmmGoing } from '../model/troop.js';
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/** A terrain code and its going. `*` on the sheet: see the special cases. */
export interface TerrainGoingRow {
  readonly terrain: string;
  readonly going: DbmmGoing;
  readonly hasSpecialCases: boolean;
}

const g = (line: number, terrain: string, going: DbmmGoing, hasSpecialCases = false) => ({ terrain, going, hasSpecialCases, src: qrs('p.19', line) });

/**
 * @rule dbmm p.19 Q:656-661
 */
export const TERRAIN_GOING: QrsTable<TerrainGoingRow> = {
  id: 'terrain-going',
  title: 'Terrain definitions: going',
  page: 'p.19',
  lines: [656, 661],
  rows: [
    g(658, 'GH', 'GGo'),
    g(658, 'F', 'GGo'),
    g(659, 'frozen BF', 'GGo'),
    g(659, 'frozen M', 'GGo'),
    g(659, 'frozen water', 'GGo'),
    g(660, 'open', 'GGo'),
    g(658, 'RH', 'RGo', true),
    g(658, 'SH', 'RGo', true),
    g(659, 'BF', 'RGo', true),
    g(659, 'SF', 'RGo', true),
    g(659, 'RF', 'RGo', true),
    g(660, 'B', 'RGo'),
    g(660, 'G', 'RGo'),
    g(658, 'DH', 'DGo'),
    g(658, 'CH', 'DGo', true),
    g(658, 'WH', 'DGo'),
    ...['Wd', 'O', 'Oa', 'E', 'V', 'M', 'D'].map((t) => g(659, t, 'DGo', t === 'D')),
    g(660, 'BUA', 'DGo'),
  ],
};

/** A special case: troops of `who` count terrain `terrain` as `counts` (`impassable` too). */
export interface TerrainSpecialRow {
  readonly terrain: string;
  readonly who: string;
  readonly counts: DbmmGoing | 'impassable';
}

const s = (line: number, terrain: string, who: string, counts: TerrainSpecialRow['counts'], conf: 'high' | 'medium' = 'high', note?: string) => ({ terrain, who, counts, src: qrs('p.19', line, line, conf, note) });

/**
 * `who` is the sheet's words: "camelry" includes Bge (F); "chariots" are any troops depicted as chariots.
 * @rule dbmm p.19 Q:663-680
 * @ruling DBMM-R15
 */
export const TERRAIN_SPECIAL_CASES: QrsTable<TerrainSpecialRow> = {
  id: 'terrain-special-cases',
  title: 'Terrain definitions: special cases',
  page: 'p.19',
  lines: [663, 680],
  rows: [
    s(665, 'CH', 'any not Ax, Bw, Ps', 'impassable'),
    s(666, 'CH', 'El', 'GGo', 'medium', 'the terrain label is missing; read as the row above (ruling DBMM-R15)'),
    s(667, 'SH', 'camelry', 'DGo'),
    s(668, 'SH', 'chariots', 'DGo'),
    s(669, 'SH', 'El', 'DGo'),
    s(670, 'RH', 'camelry', 'DGo'),
    s(671, 'RH', 'chariots', 'DGo'),
    s(672, 'BF', 'camelry', 'DGo'),
    s(673, 'BF', 'chariots', 'DGo'),
    s(674, 'BF', 'El', 'GGo'),
    s(675, 'SF', 'camelry', 'GGo'),
    s(676, 'SF', 'chariots', 'DGo'),
    s(677, 'SF', 'El', 'DGo'),
    s(678, 'RF', 'camelry', 'DGo'),
    s(679, 'RF', 'chariots', 'DGo'),
    s(680, 'D', 'camelry', 'GGo'),
  ],
};

/**
 * The going rows repeated as "special tactical factors for close combat", with the quick-kill
 * denial beside them.
 * @rule dbmm p.19 Q:682-685
 */
export const GOING_FACTORS: QrsTable<RuleRow> = {
  id: 'going-factors',
  title: 'Special tactical factors for close combat',
  page: 'p.19',
  lines: [682, 685],
  rows: [
    ruleRow('rough', 'Mounted, Sp, Pk not (F), Train in close combat in RGo', -1, qrs('p.19', 683)),
    ruleRow('difficult-foot', 'Pk (F), Bd, Wb (S/O), Hd (O) against foot in DGo', -1, qrs('p.19', 684)),
    ruleRow('difficult', 'Mounted, Sp, Pk not (F), Train, Naval in DGo', -2, qrs('p.19', 685)),
    ruleRow('quick-kill-deny', 'quick kills by Kn, Cv, LH or Cm do not apply in RGo or DGo', 'Kn, Cv, LH, Cm', qrs('p.19', 682, 685, 'medium', 'a narrow column split over three lines')),
  ],
};
