/**
 * Dice from the game's generator: each throw returns the value and the state with the generator
 * moved on.
 * @module
 */
import { rollD6 } from '../../../random/rng.js';
import type { ArcaneState } from '../model/state.js';

/** One D6 (§1.6). */
export function d6(state: ArcaneState): [number, ArcaneState] {
  const r = rollD6(state.rng);
  return [r.value, { ...state, rng: r.rng }];
}

/** A pair of orders dice (§5.2.2): the message die, then the MIP die. */
export function ordersPair(state: ArcaneState): [{ message: number; mip: number }, ArcaneState] {
  const [message, s1] = d6(state);
  const [mip, s2] = d6(s1);
  return [{ message, mip }, s2];
}
