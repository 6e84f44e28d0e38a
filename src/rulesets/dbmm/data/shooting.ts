/**
 * Shooting ranges (sheet Q:327-332, a rotated block read bottom to top; no rulebook page
 * survives beside it, so rows cite `QRS`) and the artillery box (Q:1258-1259). Ranges are paces.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/** One range row: who shoots that far. */
export interface ShootingRangeRow {
  readonly who: ReadonlyArray<string>;
  readonly range: number;
}

const row = (line: number, who: ReadonlyArray<string>, range: number) => ({ who, range, src: qrs('QRS', line, line, 'medium', 'a rotated block, read bottom to top') });

/**
 * @rule dbmm QRS Q:327-332
 */
export const SHOOTING_RANGES: QrsTable<ShootingRangeRow> = {
  id: 'shooting-ranges',
  title: 'Shooting ranges',
  page: 'QRS',
  lines: [327, 332],
  rows: [
    row(331, ['Sh'], 80),
    row(330, ['Bw', 'Art(X)', 'WWg', 'Gal', 'Shp', 'Bts(X)'], 240),
    row(329, ['Art(I)'], 320),
    row(328, ['Art', '!Art(X)', '!Art(I)'], 560),
  ],
};

/**
 * Shooting rules the range block and the artillery box give.
 * @rule dbmm QRS Q:287-327
 * @rule dbmm QRS Q:1258-1259
 */
export const SHOOTING_RULES: QrsTable<RuleRow> = {
  id: 'shooting-rules',
  title: 'Shooting: mandatory shooting and artillery',
  page: 'QRS',
  lines: [287, 1259],
  rows: [
    ruleRow('mandatory', 'shooting is mandatory for every shooter except Art (X)', 'Art(X)', qrs('QRS', 327, 327, 'medium', 'a rotated block')),
    ruleRow('art-pip', 'a single element or group including Art not (F) pays +1 PIP to move', 1, qrs('QRS', 1258, 1258, 'medium', 'a rotated box serialised into one line')),
    ruleRow('art-not-moved', 'Art not (S) shoots only if it has not moved this bound; Art (S) only if it has not moved in the 3 previous bounds', 3, qrs('QRS', 1258, 1259, 'medium', 'a rotated box serialised into one line')),
    ruleRow('art-over-friends', 'artillery may shoot over a single rank of friendly foot more than 80p from the target', 80, qrs('QRS', 287, 287, 'medium', 'a stray line')),
    ruleRow('art-over-ps', 'any artillery may shoot over or through enemy Ps', null, qrs('QRS', 287, 287, 'medium', 'a stray line')),
    ruleRow('art-close-combat', 'artillery in close combat is destroyed if its score is less; the edge an enemy first contacts is its front edge', null, qrs('QRS', 1258, 1259, 'medium', 'a rotated box serialised into one line')),
  ],
};
