// The simulator prepares a Dawn of Battle scenario once per batch (`prepareScenario` hook): the
// games must be the very games played from the decoded scenario without the hook.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/sim/run.js';
import { dawnOfBattleKit } from '../../src/rulesets/dawn-of-battle/kit/index.js';

describe("Dawn of Battle's prepareScenario hook", () => {
  it('plays the same games as the plug-in without it', () => {
    const scenario = dawnOfBattleKit.scenarios!['default']!.scenario;
    const { prepareScenario: _hook, ...unhooked } = dawnOfBattleKit;
    for (const agents of [['random'], ['greedy', 'random']]) {
      const run = (sim: typeof dawnOfBattleKit) => simulate({ ruleset: sim, scenario, games: 3, seed: 'prepared-hook', agents, maxPlies: 400 });
      const withHook = run(dawnOfBattleKit);
      const without = run(unhooked);
      if (E.isLeft(withHook) || E.isLeft(without)) throw new Error('simulate refused');
      expect(withHook.right.records.length).toBe(3);
      expect(JSON.stringify(withHook.right.records)).toBe(JSON.stringify(without.right.records));
    }
  });

  it('is called once per batch, not once per game, and gives a frozen copy', () => {
    const scenario = dawnOfBattleKit.scenarios!['example']!.scenario;
    let calls = 0;
    const counting = { ...dawnOfBattleKit, prepareScenario: (sc: Parameters<NonNullable<typeof dawnOfBattleKit.prepareScenario>>[0]) => (calls++, dawnOfBattleKit.prepareScenario!(sc)) };
    const r = simulate({ ruleset: counting, scenario, games: 4, seed: 'prepared-calls', agents: ['random'], maxPlies: 50 });
    if (E.isLeft(r)) throw new Error(r.left.message);
    expect(r.right.records.length).toBe(4);
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThan(4);
    const prepared = dawnOfBattleKit.prepareScenario!(scenario as never);
    expect(Object.isFrozen(prepared)).toBe(true);
    expect(prepared).not.toBe(scenario);
  });
});
