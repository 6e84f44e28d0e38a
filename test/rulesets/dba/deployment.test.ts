import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { dba, edgeForDie, exampleScenario, type DbaState } from '../../../src/rulesets/dba/index.js';
import { diceOff } from '../../../src/rulesets/dba/deployment.js';
import { ok, refused } from './fixtures.js';

function start(seed = 'deploy'): DbaState {
  const s = dba.setup(exampleScenario, { seed });
  if (E.isLeft(s)) throw new Error(s.left.message);
  return s.right;
}

describe('§deployment (A:5)', () => {
  it('both sides dice; ties are thrown again (DBM proxy); the high scorer is recorded', () => {
    const r = diceOff(scriptedRng([3, 3, 2, 5]), ['rome', 'successors']);
    expect(r.dice).toEqual({ rome: [3, 2], successors: [3, 5] });
    expect(r.high).toBe('successors');
    expect(r.low).toBe('rome');
  });
  it('the high scorer gives 5 and 6 to two adjacent edges; opposite edges are refused', () => {
    const s = start();
    const high = s.deployment.high;
    expect(s.phase).toEqual({ tag: 'allocate-edges', player: high });
    expect(refused(s, { type: 'allocate-edges', player: high, edges: [1, 3] })).toBe('edges-not-adjacent');
    expect(refused(s, { type: 'allocate-edges', player: high, edges: [0, 1] })).toBe('bad-edge');
    expect(refused(s, { type: 'allocate-edges', player: s.deployment.low, edges: [1, 2] })).toBe('wrong-player');
  });
  it('the base-edge die: 1-4 that edge, 5 and 6 the allocated edges, so they come up 2/6 each and the others 1/6', () => {
    const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
    for (let d = 1; d <= 6; d++) counts[edgeForDie(d, [2, 3])]!++;
    expect(counts).toEqual({ 1: 1, 2: 2, 3: 2, 4: 1 });
  });
  it("the low scorer's base edge is the opposite one", () => {
    const s = start();
    const next = ok(s, { type: 'allocate-edges', player: s.deployment.high, edges: [1, 2] }).state;
    const be = next.deployment.baseEdge!;
    const h = be[next.deployment.high]!;
    expect(be[next.deployment.low]).toBe(((h + 1) % 4) + 1);
  });
  it('the high scorer places his camp, then the low scorer; then the high scorer deploys first, and takes the first bound', () => {
    let s = start();
    const { high, low } = s.deployment;
    s = ok(s, { type: 'allocate-edges', player: high, edges: [1, 2] }).state;
    expect(s.phase).toEqual({ tag: 'place-camp', player: high });
    expect(refused(s, { type: 'place-camp', player: low, along: 1200 })).toBe('wrong-player');
    s = ok(s, { type: 'place-camp', player: high, along: 1200 }).state;
    expect(s.phase).toEqual({ tag: 'place-camp', player: low });
    s = ok(s, { type: 'place-camp', player: low, along: 1200 }).state;
    expect(s.phase).toEqual({ tag: 'deploy', player: high });
    s = ok(s, { type: 'deploy', player: high, mode: 'scenario' }).state;
    expect(s.phase).toEqual({ tag: 'deploy', player: low });
    const step = ok(s, { type: 'deploy', player: low, mode: 'scenario' });
    expect(step.state.phase.tag).toBe('move');
    expect(step.state.phase.tag === 'move' && step.state.phase.player).toBe(high);
    expect(step.state.bound).toBe(1);
    expect(step.events.some((e) => e.type === 'bound-started')).toBe(true);
  });
  it('troops must deploy within 600p of the base edge', () => {
    let s = start();
    const { high } = s.deployment;
    s = ok(s, { type: 'allocate-edges', player: high, edges: [1, 2] }).state;
    s = ok(s, { type: 'place-camp', player: high, along: 1200 }).state;
    s = ok(s, { type: 'place-camp', player: s.deployment.low, along: 1200 }).state;
    const ids = Object.keys(s.plans[high]!.elements);
    const placements = Object.fromEntries(ids.map((id, i) => [id, { along: 320 + 160 * i, from: 420 }]));
    expect(E.isRight(dba.apply(s, { type: 'deploy', player: high, mode: 'custom', placements }))).toBe(true);
    const tooDeep = { ...placements, [ids[0]!]: { along: 320, from: 700 } };
    expect(refused(s, { type: 'deploy', player: high, mode: 'custom', placements: tooDeep })).toBe('bad-placement');
  });
  it('legalCommands offers every discrete deployment decision', () => {
    const s = start();
    expect(dba.legalCommands(s)).toHaveLength(4);
    const s2 = ok(s, dba.legalCommands(s)[0]).state;
    expect(dba.legalCommands(s2).length).toBeGreaterThan(0);
  });
});

describe('setup validation', () => {
  it('refuses an army without exactly one general, naming the army', () => {
    const bad = { ...exampleScenario, armies: [{ ...exampleScenario.armies[0], elements: exampleScenario.armies[0].elements.map((e) => ({ ...e, general: false })) }, exampleScenario.armies[1]] as typeof exampleScenario.armies };
    const r = dba.setup(bad, { seed: 'x' });
    expect(E.isLeft(r) && r.left.code).toBe('one-general');
  });
  it('refuses malformed options with a path', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: 'yes' } as never });
    expect(E.isLeft(r) && r.left.message).toContain('strict');
  });
  it('strict refuses to start while any value rests only on inference, naming each', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true } });
    expect(E.isLeft(r)).toBe(true);
    if (E.isLeft(r)) {
      expect(r.left.code).toBe('unsourced-values');
      expect(r.left.message).toContain('moveDistances.Bw');
      expect(r.left.message).toContain('tacticalFactors.campDefender');
      expect(r.left.message).not.toContain('combatFactors.Kn');
    }
  });
  it('an override table replaces values and satisfies strict for them', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true, overrides: { source: 'my DBA 1.1 book', moveDistances: { Bw: { good: 200, bad: 200, road: 400 } } } } });
    expect(E.isLeft(r) && r.left.message).not.toContain('moveDistances.Bw');
    const s = dba.setup(exampleScenario, { seed: 'x', options: { overrides: { combatFactors: { Kn: { vsFoot: 9 } } } } });
    expect(E.isRight(s) && s.right.tables.combatFactors.Kn).toEqual({ vsFoot: 9, vsMounted: 4, shooting: null });
    expect(E.isRight(s) && s.right.sources['combatFactors.Kn']).toBe('user');
  });
});
