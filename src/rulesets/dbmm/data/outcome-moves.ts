/**
 * Outcome movement (rulebook pp.40-42; sheet Q:420-593): the tabular parts of recoil,
 * push-back, repulse, flee, rout, spent, destroyed, pursuit and pressing forward. The geometry
 * is DBx's (`plane/` and `dbx/outcome-moves.ts`); these rows give the distances and lists.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const p40 = (a: number, b = a, c: 'high' | 'medium' = 'high', note?: string) => qrs('p.40-42', a, b, c, note);
const p41 = (a: number, b = a, c: 'high' | 'medium' = 'high', note?: string) => qrs('p.40-42', a, b, c, note);
const p42 = (a: number, b = a, c: 'high' | 'medium' = 'high', note?: string) => qrs('p.40-42', a, b, c, note);

/**
 * Distances and fixed rules of the outcome moves. Values are in paces, or the word `base-depth`.
 * @rule dbmm p.40-42 Q:420-593
 * @ruling DBMM-R8
 */
export const OUTCOME_MOVES: QrsTable<RuleRow> = {
  id: 'outcome-moves',
  title: 'Outcome movement',
  page: 'p.40-42',
  lines: [420, 593],
  rows: [
    ruleRow('recoil-distance', 'a recoil moves back its own base depth without turning', 'base-depth', p40(430)),
    ruleRow('recoil-blocked', 'a recoil cannot start, and ends, on contact with friends it can neither pass nor push back, enemy, impassable terrain or the battlefield edge', null, p40(432, 435)),
    ruleRow('not-pushed-back', 'El, WWg, Bge and Naval cannot be pushed back, nor elements in close combat', 'El, WWg, Bge, Naval', p40(452)),
    ruleRow('recoiling-elephants', 'friends a recoiling El would pass through or push back flee instead', 'El', p40(441)),
    ruleRow('baggage-gives-way', 'Bge (F/I) flee out of the way of recoiling elements of either side', 'Bge(F/I)', p40(442)),
    ruleRow('repulse-min', 'a repulse moves straight back, still facing the enemy, at least this far', 160, p40(456)),
    ruleRow('repulse-max', 'and at most this far', 240, p40(456)),
    ruleRow('repulse-prevented', 'a repulse stopped short of its minimum by troops or impassable terrain becomes a recoil', 160, p40(458)),
    ruleRow('flee-distance', 'a flee is one full tactical move for the going it starts in, the initial recoil included, measured between nearest rear corners', 'tactical-move', p41(484)),
    ruleRow('flee-bounds', 'an unbroken element flees for one bound only', 1, p41(486)),
    ruleRow('flee-pivot', 'a fleeing element pivots at most this many degrees to pass friends or avoid terrain or enemy', 90, p41(488, 490, 'medium', 'the sentences of this paragraph are out of order in the scan')),
    ruleRow('flee-look-ahead', 'it may not turn where enemy, impassable friends or terrain are visible within this distance', 400, p41(488, 490, 'medium', 'the sentences of this paragraph are out of order in the scan')),
    ruleRow('flee-ignore-enemy', 'it need not avoid ending nearer enemy more than this far away', 800, p41(488, 490, 'medium', 'the sentences of this paragraph are out of order in the scan')),
    ruleRow('rout-distance', 'a rout move is twice a tactical move, in the router\'s own bound only', 2, p41(508, 517)),
    ruleRow('spent-not-lost', 'a spent element is removed but not counted lost unless it is the general\'s, the general\'s element is already lost, or the command becomes broken', null, p42(525, 533)),
    ruleRow('destroyed-behind', 'when an element other than Ps is destroyed in close combat, friends directly behind within its base depth are destroyed too under listed conditions (Foot behind a victim of Wb; Bw or Sh behind a victim of Exp, Kn or Cm (S); Ps, Hd or Art; required double-based; El or Exp destroyed)', 'base-depth', p42(535, 549, 'medium', 'the list of conditions is partly garbled')),
    ruleRow('pursue-distance', 'a pursuer moves straight ahead its base depth or width, stopping at front contact with enemy (which of the two: ruling DBMM-R8)', 'base-depth', p42(555, 555, 'medium', 'the sheet does not say depth or width')),
    ruleRow('press-forward', 'an element beating the shooters\' score presses forward, with friends lined up behind, straight ahead this far (must if impetuous and unbroken, may if unbroken)', 80, p42(589, 593, 'medium', 'the comparison prints as ">>"')),
  ],
};

/** Who pursues: must, may, never (sheet Q:551-587; DBM-like lists, read with medium confidence). */
export interface PursuitRow {
  readonly rule: 'must' | 'may' | 'never';
  readonly who: ReadonlyArray<string>;
  readonly unless: string | null;
}

const pursue = (line: [number, number], rule: PursuitRow['rule'], who: ReadonlyArray<string>, unless: string | null) => ({ rule, who, unless, src: qrs('p.40-42', line[0], line[1], 'medium', 'list items spread over several lines of the scan') });

/**
 * @rule dbmm p.40-42 Q:551-587
 */
export const PURSUIT: QrsTable<PursuitRow> = {
  id: 'pursuit',
  title: 'Pursuit',
  page: 'p.40-42',
  lines: [551, 587],
  rows: [
    pursue([557, 565], 'never', ['Any'], 'fought only as an overlap, flank or corner contact; foot fighting mounted; would leave the battlefield, reach DGo or water; defends a TF or PF'),
    pursue([567, 573], 'may', ['Cv', 'LH', 'Kn', 'Reg Bd', 'Reg Sp'], 'only when not impetuous; Kn only in the enemy bound and not fighting Kn; Bd and Sp only when fighting foot'),
    pursue([575, 585], 'must', ['Mounted', 'Pk', 'Ax', 'Bd', 'Sp'], 'except the "may" cases and single-based Kn (X) or Cm (X); also any impetuous element, elements in column behind a pursuer, and wading naval'),
    pursue([587, 587], 'never', ['Exp'], 'Exp pursuing into DGo are destroyed'),
  ],
};
