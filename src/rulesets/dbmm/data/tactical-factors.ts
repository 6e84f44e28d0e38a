/**
 * Tactical factors (rulebook p.37; sheet Q:33-63), added after the combat and rear support
 * factors. Every row is printed cleanly, one per line. Each row has an id the combat chapter
 * (`rules/36-combat/`) reads its condition by; `who` is the troops it is limited to (selectors
 * as in `model/selector.ts`) and `when` says the condition in our own words.
 * @module
 */
import { qrs, type QrsTable } from './source.js';

/** One row. */
export interface TacticalFactorRow {
  readonly id: string;
  readonly who: ReadonlyArray<string>;
  readonly when: string;
  /** The value of one occurrence (per overlap, per enemy, per aiding shooter where the row counts). */
  readonly value: number;
}

const row = (line: number, id: string, who: ReadonlyArray<string>, when: string, value: number) => ({ id, who, when, value, src: qrs('p.37', line) });

/**
 * The tactical factor rows, in the sheet's order.
 * @rule dbmm p.37 Q:33-63
 */
export const TACTICAL_FACTORS: QrsTable<TacticalFactorRow> = {
  id: 'tactical-factors',
  title: 'Tactical factors',
  page: 'p.37',
  lines: [33, 63],
  rows: [
    row(37, 'upslope-foot', ['Foot', 'Train'], 'upslope, in close combat, in the enemy bound', 1),
    row(38, 'upslope-mounted', ['Mounted'], 'upslope in good going, in front-edge combat, in its own bound', 1),
    row(39, 'overlapped', ['Any'], 'each flank overlapped', -1),
    row(40, 'enemy-on-flank-or-rear', ['Any'], 'each enemy front edge against its flank or rear edge', -1),
    row(41, 'cannot-start-recoil', ['Any'], 'its rear edge or corner is in contact, so it cannot start a recoil', -1),
    row(42, 'marched', ['Any'], 'marched this bound and is in close combat or shot at', -1),
    row(43, 'rough-going', ['Mounted', 'Sp', 'Pk', '!Pk(F)', 'Train'], 'in close combat in rough going', -1),
    row(44, 'difficult-going', ['Mounted', 'Sp', 'Pk', '!Pk(F)', 'Train', 'Naval'], 'in close combat in difficult going', -2),
    row(45, 'difficult-going-foot', ['Pk(F)', 'Bd', 'Wb(S/O)', 'Hd(O)'], 'in close combat in difficult going against mounted (themselves in good going) or foot', -1),
    row(46, 'over-po', ['Mounted', '!El', '!LH'], 'in front-edge combat over a PO obstacle', -2),
    row(47, 'war-wagons-own-bound', ['WWg(O/I)'], 'in close combat in its own bound', -1),
    row(48, 'broken-or-shaken', ['Any'], 'broken or shaken, in close combat or shot at', -1),
    row(49, 'brilliant-stroke', ['Any'], 'a brilliant general in close combat declaring a brilliant stroke', 2),
    row(50, 'general', ['Any'], 'a general, in close combat or shot at', 1),
    row(51, 'general-in-contact', ['Any'], 'in contact with its own general, in close combat in its own bound, when he has destroyed an element earlier this bound', 1),
    row(52, 'baggage-in-contact', ['Any'], 'in contact with its own baggage (S), in close combat in its own bound', 1),
    row(53, 'aided-behind', ['Any'], 'a primary shooter aided by an element contiguous behind it', 1),
    row(54, 'aided-behind-aider', ['Any'], 'a primary shooter aided by an element contiguous behind the aiding shooter', 1),
    row(55, 'aiding-enemy-shooter', ['Any'], 'each shooting element aiding the enemy primary shooter that is not contiguous behind it', -1),
    row(56, 'shooting-into-cover', ['Any'], 'shooting into BUA, CH, WH, Wd, O or Oa', -1),
    row(57, 'manning-fortification', ['Foot', 'Art', 'Bge(O)'], 'manning a TF or PF, shot at or in front-edge combat (with exceptions on the rulebook page)', 3),
    row(58, 'pf-tower', ['Any'], 'manning a PF tower, shot at or in close combat', 2),
    row(59, 'pf-wall-walk', ['Any'], 'on a PF wall walk, in close combat', 1),
    row(60, 'upslope-fortification', ['Any'], 'manning an upslope TF or PF, in close combat', 1),
    row(61, 'weather', ['Any'], 'disadvantaged by the weather (see the weather effects table)', -1),
    row(62, 'irregular-night', ['Irr Any'], 'irregular, in the enemy bound at night', -1),
    row(63, 'mounted-dark', ['Mounted'], 'in close combat between dusk and sunrise', -2),
  ],
};
