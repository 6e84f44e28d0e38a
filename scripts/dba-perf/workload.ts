// Whole DBA games of the example scenario between the test suite's two random agents (the
// bench's "dba full random games" workload), as functions for profile.ts and ab.mjs.
import { stateHash } from '../../src/core/hash.js';
import { randomGame } from '../../test/rulesets/dba/agent.js';

/** One complete game (to a result or 80 bounds); its number of commands. */
export function playGame(seed: string): number {
  return randomGame(seed, { options: { maxBounds: 80 } }).commands.length;
}

/** The final state's hash of one game, to tell whether two builds play the same games. */
export function gameHash(seed: string): string {
  return stateHash(randomGame(seed, { options: { maxBounds: 80 } }).final);
}
