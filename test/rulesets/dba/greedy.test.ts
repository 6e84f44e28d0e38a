import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { simulate, type AnyRulesetKit } from '../../../src/sim/index.js';
import { exampleScenario } from '../../../src/rulesets/dba/index.js';
import { dbaKit } from '../../../src/dba/kit/index.js';
import { expectBeats } from '../../support/sign-test.js';


// The claim: the greedy agent beats the random agent. Null hypothesis: each decided game is a coin
// flip between them. A one-sided sign test over the decided games of a fixed-seed run (sides
// alternate, so each agent plays each army equally often) must reject it at p < 0.01. The seed
// and the number of games were fixed before the run, not searched for.
describe('§close-combat §sequence-of-play the DBA greedy agent against the random agent', () => {
  const games = 24;
  const run = simulate({ ruleset: dbaKit as AnyRulesetKit, scenario: exampleScenario, games, seed: 'greedy-vs-random', agents: ['greedy', 'random'], rotate: true, options: { maxBounds: 60 } });

  it('both finish every game without an illegal command', () => {
    if (E.isLeft(run)) throw new Error(run.left.message);
    expect(run.right.summary.unfinished).toEqual({});
    expect(run.right.summary.finished).toBe(games);
  });

  it('greedy wins more of the decided games: sign test p < 0.01', () => {
    if (E.isLeft(run)) throw new Error(run.left.message);
    expectBeats(run.right.records, 'greedy', 'random', 0.01);
  });
});
