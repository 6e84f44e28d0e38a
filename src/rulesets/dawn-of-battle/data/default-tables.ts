import { reconstructed, stated } from '../../../core/provenance.js';
import type { ClashFile, TurnTrackFile } from './formats.js';

/**
 * The shipped Clash of Shields table: only the two cells the text states; every other pairing
 * is 0. The printed table is not in the seed (ruling DOB-R3).
 * @rule dawn-of-battle 10.2.3.2
 * @ruling DOB-R3
 */
export const defaultClash: ClashFile = {
  cells: [
    { attacker: 'PX', defender: 'MM', value: 2, provenance: stated('dawn-of-battle', '10.2.3.2') },
    { attacker: 'KT', defender: 'PK', value: -2, provenance: stated('dawn-of-battle', '10.2') },
  ],
};

const HANDICAP = [5, 5, 4, 4, 3, 3, 2, 2, 1, 1];
const END_OF_GAME = [null, null, null, null, 1, 2, 3, 4, 5, 6];

/**
 * The shipped turn track: ten boxes. Box 1's handicap value 5 is stated (§13.5 example); every
 * other value is a placeholder (ruling DOB-R4).
 * @rule dawn-of-battle 5.7
 * @rule dawn-of-battle 14.5.4
 * @ruling DOB-R4
 */
export const defaultTurnTrack: TurnTrackFile = {
  boxes: HANDICAP.map((handicap, i) => ({
    turn: i + 1,
    handicap,
    endOfGame: END_OF_GAME[i] ?? null,
    provenance:
      i === 0
        ? reconstructed('handicap 5 stated in the §13.5 example; no end-of-game value before turn 5 (§14.5.4)')
        : reconstructed('placeholder turn-track value (digest M-7)'),
  })),
};
