// sampleCommands (the contract's optional member) and the reducer's fast command check.
import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { commandCodec, dawnOfBattle, exampleScenario, type DobCommand, type DobState } from '../../../src/dawn-of-battle/index.js';
import { isDobCommand } from '../../../src/rulesets/dawn-of-battle/command-guard.js';
import { aleaFromSeed, drawInt, type RngState } from '../../../src/random/index.js';

const key = (c: DobCommand): string => JSON.stringify(c);

function states(seed: string, plies: number): DobState[] {
  const r = dawnOfBattle.setup(exampleScenario, { seed });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  const out: DobState[] = [s];
  for (let i = 0; i < plies && s.phase.kind !== 'over'; i++) {
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 4);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(`${key(cmds[d.value]!)} refused: ${step.left.message}`);
    s = step.right.state;
    out.push(s);
  }
  return out;
}

describe('sampleCommands', () => {
  it('offers only commands legalCommands lists, never nothing while the game goes on, at most n, no repeats', () => {
    let checked = 0;
    for (const s of states('sample-a', 300).filter((x, i) => i % 3 === 0 && x.phase.kind !== 'over')) {
      const legal = new Set(dawnOfBattle.legalCommands(s).map(key));
      const sample = dawnOfBattle.sampleCommands!(s, aleaFromSeed(`x${checked}`), 6);
      expect(sample.length).toBeGreaterThan(0);
      expect(sample.length).toBeLessThanOrEqual(6);
      expect(new Set(sample.map(key)).size).toBe(sample.length);
      for (const c of sample) expect(legal.has(key(c)), key(c)).toBe(true);
      // Many at once (repeats found by a set rather than a scan): still distinct and listed.
      const many = dawnOfBattle.sampleCommands!(s, aleaFromSeed(`y${checked}`), 40);
      expect(new Set(many.map(key)).size).toBe(many.length);
      for (const c of many) expect(legal.has(key(c)), key(c)).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('is a pure function of state, generator and n', () => {
    const s = states('sample-b', 40).at(-1)!;
    const rng = aleaFromSeed('same');
    expect(dawnOfBattle.sampleCommands!(s, rng, 5)).toEqual(dawnOfBattle.sampleCommands!(s, rng, 5));
  });

  it('whole games played from samples alone end', () => {
    for (let g = 0; g < 3; g++) expect(states(`sample-game-${g}`, 5000).at(-1)!.phase.kind).toBe('over');
  });
});

describe('the reducer\'s command check', () => {
  it('agrees with commandCodec.is on every listed command', () => {
    for (const s of states('guard', 120)) for (const c of dawnOfBattle.legalCommands(s)) expect(isDobCommand(c)).toBe(true);
  });

  test.prop([fc.anything()], { numRuns: 300 })('agrees with commandCodec.is on arbitrary values', (v) => {
    expect(isDobCommand(v)).toBe(commandCodec.is(v));
  });

  test.prop([fc.constantFrom('move', 'fire', 'pass', 'deploy-unit', 'bid-panic-points', 'activate-formation', 'initiate-melee', 'withdraw', 'exert'), fc.dictionary(fc.constantFrom('player', 'unit', 'path', 'points', 'hex', 'facing', 'units', 'leader', 'action', 'target', 'withdraw', 'chits'), fc.anything())], { numRuns: 300 })(
    'agrees on near-commands (right tag, arbitrary fields)',
    (type, fields) => {
      const v = { ...fields, type };
      expect(isDobCommand(v)).toBe(commandCodec.is(v));
    },
  );
});
