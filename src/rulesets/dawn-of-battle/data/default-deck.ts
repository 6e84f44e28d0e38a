import { reconstructed } from '../../../core/provenance.js';
import type { CardDef, DeckFile, EventIcon, MeleeEntry } from './formats.js';
import { MELEE_ROWS } from './formats.js';

const REASON = 'synthetic card (digest §4 M-3 formula); the card faces are not in the seed';

function meleeEntry(row: number, severity: number): MeleeEntry {
  const s = row + severity;
  if (s <= -4) return { result: 'n', moraleMod: 0 };
  if (s === -3) return { result: 'n-d', moraleMod: -1 };
  if (s === -2) return { result: 'n-d', moraleMod: 0 };
  if (s === -1) return { result: 'n-d', moraleMod: 1 };
  if (s === 0 || s === 1) return { result: 'd', moraleMod: 0 };
  if (s === 2) return { result: 'd-D', moraleMod: -1 };
  if (s === 3) return { result: 'd-D', moraleMod: 0 };
  if (s === 4) return { result: 'd-D', moraleMod: 1 };
  if (s === 5) return { result: 'D', moraleMod: 0 };
  return { result: 'E', moraleMod: 0 };
}

function icon(c: number): EventIcon | null {
  // Ruling DOB-R2: the reshuffle icons sit on cards with no other icon (35 and 69).
  if (c === 35 || c === 69) return 'reshuffle';
  switch (c % 12) {
    case 1: return 'panic';
    case 4: return 'fatigue';
    case 7: return 'endOfGame';
    case 10: return 'elephant';
    default: return null;
  }
}

// Our best-fit reading of the damaged ex Machina chart (ruling DOB-R2), unreadable cells filled in.
const EX_MACHINA: Readonly<Record<string, number>> = {
  '-6': -2, '-5': -1, '-4': -1, '-3': -1, '-2': 0, '-1': 0, '0': 0, '1': 0, '2': 1, '3': 1, '4': 1, '5': 2, '6': 3,
};

function card(c: number): CardDef {
  const exMachina = c >= 71;
  const severity = ((c - 1) % 5) - 2;
  const rows: Record<string, MeleeEntry> = {};
  for (const k of MELEE_ROWS) rows[k] = meleeEntry(Number(k), severity);
  return {
    number: c,
    command: exMachina ? 0 : (c % 3) + 1,
    die: ((c - 1) % 6) + 1,
    colour: Math.floor((c - 1) / 6) % 2 === 0 ? 'black' : 'gray',
    icon: exMachina ? null : icon(c),
    melee: exMachina ? { kind: 'exMachina', dieMods: EX_MACHINA } : { kind: 'normal', rows },
    event: exMachina
      ? { title: 'ex Machina', effect: 'exMachina' }
      : c % 10 === 0
        ? { title: 'Heroics', effect: 'heroics' }
        : c % 10 === 5
          ? { title: 'Ground Down', effect: 'groundDown' }
          : { title: '(no event)', effect: null },
    provenance: reconstructed(REASON),
  };
}

/**
 * The shipped deck: 72 synthetic cards for running the engine, NOT the publisher's cards.
 * Each die value appears 12 times (6 black, 6 gray); cards 71 and 72 are ex Machina (§14.6).
 * @rule dawn-of-battle 2.7
 * @rule dawn-of-battle 14.6
 */
export const defaultDeck: DeckFile = { cards: Array.from({ length: 72 }, (_, i) => card(i + 1)) };
