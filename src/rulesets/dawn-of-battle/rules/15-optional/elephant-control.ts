/**
 * Elephant control (§15.8.3): when either player draws an elephant icon during the action cycle,
 * every elephant checks morale (its owner's morale, no modifiers of any kind); a failed check
 * draws again on the Elephant Control table.
 * @module
 */
import { stated, type Provenance } from '../../../../core/provenance.js';
import { moraleCheckPasses } from '../../query/derived.js';
import type { ElephantControlEffect } from '../../model/results.js';
export type { ElephantControlEffect } from '../../model/results.js';

/** One row of the Elephant Control table: die values and effect. */
export interface ElephantControlRow {
  readonly dice: ReadonlyArray<number>;
  readonly effect: ElephantControlEffect;
  readonly provenance: Provenance;
}

/**
 * The Elephant Control table (§15.8.3 and its player aid), as printed: 1–3 no effect, 4 the
 * elephant balks, 5 it is frightened, 6 it panics and moves.
 * @rule dawn-of-battle 15.8.3
 */
export const ELEPHANT_CONTROL_TABLE: ReadonlyArray<ElephantControlRow> = [
  { dice: [1, 2, 3], effect: 'none', provenance: stated('dawn-of-battle', '15.8.3') },
  { dice: [4], effect: 'balk', provenance: stated('dawn-of-battle', '15.8.3') },
  { dice: [5], effect: 'frightened', provenance: stated('dawn-of-battle', '15.8.3') },
  { dice: [6], effect: 'stampede', provenance: stated('dawn-of-battle', '15.8.3') },
];

/**
 * The elephant's control check (§15.8.3): a morale check against its owner's morale that nothing
 * may modify, so it passes on a natural 1 or a die at most the morale.
 * @rule dawn-of-battle 15.8.3
 */
export function elephantKeepsControl(die: number, morale: number): boolean {
  return moraleCheckPasses(die, 0, morale);
}

/** An elephant's markers and condition before and after a control result. */
export interface ElephantStatus {
  readonly marker: 'none' | 'active' | 'done';
  readonly condition: 'good' | 'disrupted';
}

/** The result of a control draw. */
export interface ElephantControlResult extends ElephantStatus {
  readonly effect: ElephantControlEffect;
  /** Stampede: the owner draws a die for the compass direction and the elephant moves (and may melee). */
  readonly compassDraw: boolean;
}

/**
 * Applies the control table to an elephant that failed its check (§15.8.3): a balk places Active!,
 * or turns an Active! into Done!; fright places Done!, or disrupts an elephant already Done! (no
 * further effect if already disrupted); a stampede calls for the compass draw. An elephant
 * already Done! that balks stays Done! (ruling DOB-R54): a balk never lifts a Done!.
 * @rule dawn-of-battle 15.8.3
 * @ruling DOB-R54
 */
export function elephantControl(die: number, status: ElephantStatus): ElephantControlResult {
  const effect = ELEPHANT_CONTROL_TABLE.find((r) => r.dice.includes(die))?.effect ?? 'none';
  switch (effect) {
    case 'balk':
      return { effect, compassDraw: false, condition: status.condition, marker: status.marker === 'none' ? 'active' : 'done' };
    case 'frightened':
      return { effect, compassDraw: false, marker: 'done', condition: status.marker === 'done' ? 'disrupted' : status.condition };
    case 'stampede':
      return { effect, compassDraw: true, ...status };
    default:
      return { effect, compassDraw: false, ...status };
  }
}
