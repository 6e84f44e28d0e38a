/**
 * Move distances (sheet Q:138-176; the sheet names no rulebook page here, so rows cite `QRS`): one tactical move or one to six march
 * moves a bound, the tactical distance by type and going, the march distance by road, and the
 * fast-troop bonus. Distances are paces. Several cells are damaged in a way that repeats ("16"
 * read as "10", "8" as "0"): where the library reads through that damage the row is `low` and
 * `printed` keeps what the scan shows (ruling DBMM-R9). `null` is the sheet's "-".
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/** One row of the distance table. */
export interface MoveDistanceRow {
  readonly who: ReadonlyArray<string>;
  readonly GGo: number | null;
  readonly RGo: number | null;
  readonly DGo: number | null;
  /** A march move along a road. */
  readonly road: number | null;
  /** The cells as the scan prints them, where the row's values are a reading of damaged cells. */
  readonly printed: string | null;
}

const clean = (line: number, who: ReadonlyArray<string>, GGo: number | null, RGo: number | null, DGo: number | null, road: number | null, to = line) => ({ who, GGo, RGo, DGo, road, printed: null, src: qrs('QRS', line, to) });
const damaged = (line: number, who: ReadonlyArray<string>, GGo: number | null, RGo: number | null, DGo: number | null, road: number | null, printed: string) => ({
  who,
  GGo,
  RGo,
  DGo,
  road,
  printed,
  src: qrs('QRS', line, line, 'low', `printed "${printed}"; read through the scan's 16→10 and 8→0 damage (ruling DBMM-R9)`),
});

/**
 * @rule dbmm QRS Q:148-169
 * @ruling DBMM-R9
 */
export const MOVE_DISTANCES: QrsTable<MoveDistanceRow> = {
  id: 'move-distances',
  title: 'Move distances',
  page: 'QRS',
  lines: [148, 169],
  rows: [
    clean(149, ['Kn'], 200, 160, 80, 400),
    clean(150, ['Cv'], 240, 160, 80, 480),
    clean(151, ['LH'], 320, 240, 160, 640),
    clean(152, ['El'], 200, 160, 80, 400),
    clean(153, ['Cm'], 240, 160, 80, 480),
    damaged(154, ['Exp'], 240, 160, 80, 400, '240 100 00 400'),
    clean(155, ['Pk', 'Sp', 'Bd'], 160, 160, 80, 400, 157),
    clean(158, ['Ax'], 200, 200, 160, 400),
    damaged(159, ['Ps'], 200, 200, 160, 400, '200 200 100 100'),
    clean(160, ['Wb'], 160, 160, 80, 400),
    damaged(161, ['Hd'], 160, 160, 80, 400, '100 100 00 400'),
    clean(162, ['Art(S)'], 80, 40, null, 240),
    damaged(163, ['Art', '!Art(S)'], 160, 80, 0, 400, '160 80 0 400'),
    clean(164, ['Sh'], 160, 160, 80, 400),
    damaged(165, ['Bw'], 160, 160, 80, 400, '100 100 00 400'),
    damaged(166, ['WWg'], 160, 80, 0, 400, '160 80 0 400'),
    damaged(167, ['Bge'], 160, 80, 0, 400, '160 80 0 400'),
    clean(168, ['Naval', '!Naval(X)'], 320, null, 160, null),
    clean(169, ['Naval(X)'], 160, null, 80, null),
  ],
};

/**
 * The moves a bound allows, the march-move conditions, the fast-troop bonus and line-up extras.
 * @rule dbmm QRS Q:138-176
 * @ruling DBMM-R10
 */
export const MOVE_RULES: QrsTable<RuleRow> = {
  id: 'move-rules',
  title: 'Moves per bound, march moves, extras',
  page: 'QRS',
  lines: [138, 176],
  rows: [
    ruleRow('moves-per-bound', 'an element or group makes one tactical move, or one to six march moves, a bound', 6, qrs('QRS', 138)),
    ruleRow('march-not-in-contact', 'a march move may not start in contact with enemy', null, qrs('QRS', 141)),
    ruleRow('march-full-distance', 'every march move but the last goes its full distance', null, qrs('QRS', 142)),
    ruleRow('march-distance-from-enemy', 'a march move starts more than this far from known enemy groups, with exceptions the scan garbles', 400, qrs('QRS', 143, 146, 'low', 'the exception clause is garbled')),
    ruleRow('fast-bonus', '(F) troops add this to tactical, march, repulse, flee and press-forward moves: foot in any going, mounted in good going only', 40, qrs('QRS', 171, 172, 'medium', 'printed "if Any, Mounted in GGo" (ruling DBMM-R10)')),
    ruleRow('line-up-extra', 'to line up in close combat or in a threat zone, up to this much more for a sideways shift, wheel or pivot', 80, qrs('QRS', 173, 174)),
    ruleRow('line-up-side-shift', 'a side shift of up to this much to line up with a friendly group up to 240p ahead', 40, qrs('QRS', 175)),
    ruleRow('visibility-cap', 'no move goes further than the maximum visibility for the time and weather plus this', 40, qrs('QRS', 176, 176, 'medium', 'printed "+40n"')),
  ],
};
