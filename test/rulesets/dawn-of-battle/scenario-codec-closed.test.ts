import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/index.js';
import { dawnOfBattle, exampleScenario, scenarioCodec } from '../../../src/dawn-of-battle/index.js';

// A scenario file is closed where a user is most likely to mistype: at its top level, in
// `options` and in `options.melee`. A stray key is refused with its path instead of ignored.
const paths = (input: unknown): string[] | null => {
  const r = decode(scenarioCodec, input);
  return E.isLeft(r) ? r.left.issues.map((i) => i.path) : null;
};

describe('Dawn of Battle scenario codec: unknown keys refused with their path', () => {
  it('accepts the example scenario as it is', () => {
    expect(paths(exampleScenario)).toBeNull();
  });

  it('refuses a stray top-level key', () => {
    expect(paths({ ...exampleScenario, turn: 6 })).toEqual(['turn']);
  });

  it('refuses a misspelt option and a misspelt melee option', () => {
    expect(paths({ ...exampleScenario, options: { ...exampleScenario.options, suddenDeth: true } })).toEqual(['options.suddenDeth']);
    expect(paths({ ...exampleScenario, options: { melee: { exMachinaTies: 'redraw' } } })).toEqual(['options.melee.exMachinaTies']);
  });

  it('setup refuses such a scenario, naming the key, and the ruleset\'s own codec agrees', () => {
    const r = dawnOfBattle.setup({ ...exampleScenario, notes: 'x' } as never, { seed: 's' });
    expect(E.isLeft(r) && r.left.message).toContain('notes');
    expect(E.isLeft(dawnOfBattle.scenarioCodec.decode({ ...exampleScenario, notes: 'x' }))).toBe(true);
  });
});
