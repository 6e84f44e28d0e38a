// The statistics behind "agent X beats agent Y": a one-sided exact sign test over the decided
// games of a fixed-seed run. Null hypothesis: each decided game is a coin flip between the two
// agents. Used by every ruleset's greedy-agent test, so the claim is checked the same way.
import { expect } from 'vitest';
import type { GameRecord } from '../../src/sim/index.js';

/** One-sided exact binomial tail: P(X >= k) for X ~ Bin(n, 1/2). */
export function signTestP(k: number, n: number): number {
  let p = 0;
  let c = 1; // C(n, 0)
  for (let i = 0; i <= n; i++) {
    if (i >= k) p += c;
    c = (c * (n - i)) / (i + 1);
  }
  return p / 2 ** n;
}

/** Games won by `agent` (draws and unfinished games are won by nobody). */
export function winsOf(records: ReadonlyArray<GameRecord>, agent: string): number {
  return records.filter((r) => r.winner !== null && r.agents[r.winner] === agent).length;
}

/**
 * Expects `better` to win more decided games than `worse` and the sign test to reject the coin
 * flip at `alpha`; returns the counts and p-value for a message.
 */
export function expectBeats(records: ReadonlyArray<GameRecord>, better: string, worse: string, alpha = 0.01): { wins: number; losses: number; p: number } {
  const wins = winsOf(records, better);
  const losses = winsOf(records, worse);
  const p = signTestP(wins, wins + losses);
  expect(wins).toBeGreaterThan(losses);
  expect(p).toBeLessThan(alpha);
  return { wins, losses, p };
}
