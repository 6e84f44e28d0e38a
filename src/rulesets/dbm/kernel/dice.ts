/**
 * Dice from the game's generator: each throw returns the value and the state with the generator
 * moved on.
 * @module
 */
import { rollD6 } from '../../../random/rng.js';
import type { DbmState } from '../model/state.js';

/** One D6 (p.3, L178-180). */
export function d6(state: DbmState): [number, DbmState] {
  const r = rollD6(state.rng);
  return [r.value, { ...state, rng: r.rng }];
}
