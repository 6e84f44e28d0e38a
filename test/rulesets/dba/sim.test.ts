import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { playGame } from '../../../src/sim/play.js';
import { simulate } from '../../../src/sim/index.js';
import type { Agent, AnyRulesetKit } from '../../../src/sim/index.js';
import { exampleScenario, matchupOdds } from '../../../src/rulesets/dba/index.js';
import { dbaKit, moverAgent } from '../../../src/dba/kit/index.js';

const dbaSim = dbaKit as AnyRulesetKit;

describe('the DBA kit in the simulator (dbaKit)', () => {
  it('plays whole games with the mover agent and reports bounds and losses', () => {
    const g = playGame(dbaSim, { index: 0, seed: 'sim-0', scenario: exampleScenario, options: { maxBounds: 80 }, agents: [moverAgent as unknown as Agent, moverAgent as unknown as Agent], rotate: false, maxPlies: 5000, keepLog: true });
    expect(g.record.status).toBe('finished');
    expect(g.record.turns).toBeGreaterThan(0);
    expect(g.record.losses).not.toBeNull();
  });
  it('the generic random agent (legalCommands plus samples) never submits an illegal command', () => {
    const r = simulate({ ruleset: dbaSim as never, scenario: exampleScenario, games: 2, seed: 'sim-random', agents: ['random'] });
    expect(E.isRight(r)).toBe(true);
    if (E.isRight(r)) for (const g of r.right.records) expect(g.status).not.toBe('illegal-command');
  });
  it('the odds hook parses a matchup and sums to 36 per side', () => {
    const r = dbaSim.odds!.compute(['Kn', 'Bw']);
    expect(E.isRight(r)).toBe(true);
    if (E.isRight(r)) {
      const kn = r.right.rows.filter((x) => x.label.startsWith('knights')).reduce((s, x) => s + x.probability, 0);
      expect(kn).toBeCloseTo(1);
    }
    expect(E.isLeft(dbaSim.odds!.compute(['Kn']))).toBe(true);
  });
  it('matchupOdds: bad going costs knights 2 (A:97)', () => {
    const open = matchupOdds({ a: 'Kn', b: 'Bd' })!;
    const bad = matchupOdds({ a: 'Kn', b: 'Bd', aBadGoing: true })!;
    expect(open.a.value - bad.a.value).toBe(2);
    expect(bad.a.outcomes.destroyed).toBeGreaterThan(open.a.outcomes.destroyed);
  });
});
