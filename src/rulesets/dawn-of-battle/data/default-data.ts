import { defaultCounters } from './default-counters.js';
import { defaultDeck } from './default-deck.js';
import { defaultClash, defaultTurnTrack } from './default-tables.js';
import type { DataSet } from './formats.js';

/**
 * The shipped data set, all reconstructed (see each file). A state whose `data` is `null` uses
 * it; the library knows it, so the state stays small and self-contained.
 */
export const DEFAULT_DATA: DataSet = { counters: defaultCounters, deck: defaultDeck, clash: defaultClash, turnTrack: defaultTurnTrack };
