import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, type DobState, type Scenario } from '../../../src/dawn-of-battle/index.js';
import { rulingsInForce } from '../../../src/rulesets/dawn-of-battle/rulings-in-force.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';

/** A whole game of `scenario` by random legal commands. */
function finished(scenario: Scenario): DobState {
  const r = dawnOfBattle.setup(scenario, { seed: 'outcome-rulings' });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed('agent');
  for (let ply = 0; dawnOfBattle.outcome(s) === null && ply < 20_000; ply++) {
    const cmds = dawnOfBattle.legalCommands(s);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
  return s;
}

describe('outcome.rulings: the non-default rulings a game played with', () => {
  it('is empty under the default readings', () => {
    const o = dawnOfBattle.outcome(finished(exampleScenario));
    expect(o).not.toBeNull();
    expect(o!.rulings).toEqual([]);
  });

  it('names each ruling whose alternative the scenario options chose (DOB-R45, DOB-R47)', () => {
    const scenario = { ...exampleScenario, options: { ...exampleScenario.options, suddenDeathInclusive: true, melee: { ...exampleScenario.options?.melee, exMachinaTie: 'redraw' as const } } };
    const s = finished(scenario);
    expect(rulingsInForce(s.options)).toEqual(['DOB-R45', 'DOB-R47']);
    expect(dawnOfBattle.outcome(s)!.rulings).toEqual(['DOB-R45', 'DOB-R47']);
  });

  it('knows each of its rulings\' alternatives', () => {
    const base = finished(exampleScenario).options;
    expect(rulingsInForce({ ...base, dieModWindows: 'all' })).toEqual(['DOB-R14']);
    expect(rulingsInForce({ ...base, melee: { ...base.melee, casualtyOnEveryResult: false } })).toEqual(['DOB-R21']);
    expect(rulingsInForce({ ...base, panicMayExitMap: false })).toEqual(['DOB-R44']);
    expect(rulingsInForce({ ...base, melee: { ...base.melee, doubleAttackMinStrength: 8 } })).toEqual(['DOB-R52']);
  });
});
