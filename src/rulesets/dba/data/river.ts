/**
 * River crossing. The sheet leaves the paragraph "NO CHANGE" (A:61-63) and no public DBA 1.x
 * source gives it, so every value here is a labelled stand-in a user with the 1.1
 * book can replace. What the sheet itself says of rivers is coded elsewhere: a group crossing
 * one must be a one-element-wide column (A:21).
 * @module
 */
import { guess, type Row } from './provenance.js';

/**
 * Rivers count as bad going (for move distances, combat and column moves): the sheet names
 * rivers beside bad going (A:21) and gives them no going of their own.
 * @rule dba river-crossing
 */
export const RIVER_GOING: Row<'bad'> = {
  value: 'bad',
  provenance: guess('the river-crossing paragraph is NO CHANGE (A:63); A:21 treats crossing a river like crossing bad going'),
};

/**
 * The most a front corner may move in a move that enters or crosses a river.
 * @rule dba river-crossing
 * @ruling DBA-R13
 */
export const RIVER_MOVE: Row<number> = {
  value: 100,
  provenance: guess(
    'the 100p move class is NO CHANGE (A:43) and its 1.x use unknown; 100p in a river comes from a house-rule (variant) page about DBA 2.0, not a rule book (ruling DBA-R13)',
  ),
};
