import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  aleaFromSeed,
  fork,
  nextFloat,
  nextInt,
  rollD6,
  rollDice,
  scriptedRng,
  scriptFault,
  scriptRemaining,
  type RngState,
} from '../../src/random/index.js';

function floats(rng: RngState, count: number): number[] {
  const out: number[] = [];
  let r = rng;
  for (let i = 0; i < count; i++) {
    const d = nextFloat(r);
    out.push(d.value);
    r = d.rng;
  }
  return out;
}

function advance(rng: RngState, count: number): RngState {
  let r = rng;
  for (let i = 0; i < count; i++) r = nextFloat(r).rng;
  return r;
}

describe('fork', () => {
  test.prop([fc.string(), fc.nat(200), fc.string()])(
    "a forked stream differs from the parent's continuation, and forking does not advance the parent",
    (seed, skip, label) => {
      const parent = advance(aleaFromSeed(seed), skip);
      const before = JSON.stringify(parent);
      const child = fork(parent, label);
      expect(JSON.stringify(parent)).toBe(before);
      const parentNext = floats(parent, 200);
      const childNext = floats(child, 200);
      // Not the same draws, and not the parent's draws shifted by a few places either.
      const parentSet = new Set(parentNext);
      expect(childNext.filter((v) => parentSet.has(v)).length).toBeLessThan(3);
      // The parent continues as if the fork never happened.
      expect(floats(parent, 200)).toEqual(parentNext);
    },
  );

  it("a child's draws do not reappear in the parent's future", () => {
    const parent = aleaFromSeed('game');
    const future = new Set(floats(parent, 100_000));
    const child = floats(fork(parent, 'bot:red'), 50);
    expect(child.filter((v) => future.has(v))).toEqual([]);
  });

  it('the same state and label give the same stream; other labels or states give other streams', () => {
    const parent = aleaFromSeed('game');
    expect(floats(fork(parent, 'bot'), 20)).toEqual(floats(fork(parent, 'bot'), 20));
    expect(floats(fork(parent, 'bot'), 20)).not.toEqual(floats(fork(parent, 'bot2'), 20));
    expect(floats(fork(parent, 'bot'), 20)).not.toEqual(floats(fork(nextFloat(parent).rng, 'bot'), 20));
  });

  it('names the child after the parent and the label, and forks of forks work', () => {
    const child = fork(aleaFromSeed('game'), 'bot');
    expect(child.algorithm === 'alea' && child.seed).toBe('game/bot');
    const grandchild = fork(child, 'ply-3');
    expect(grandchild.algorithm === 'alea' && grandchild.seed).toBe('game/bot/ply-3');
    expect(floats(grandchild, 10)).not.toEqual(floats(child, 10));
  });

  it('a fork survives a JSON round trip', () => {
    const child = fork(aleaFromSeed('game'), 'bot');
    expect(floats(JSON.parse(JSON.stringify(child)) as RngState, 50)).toEqual(floats(child, 50));
  });

  it('a scripted parent gives a seeded child and keeps its script', () => {
    const parent = scriptedRng([3, 4]);
    const child = fork(parent, 'bot');
    expect(child.algorithm).toBe('alea');
    expect(rollD6(parent).value).toBe(3);
  });
});

describe('scripted source', () => {
  it('yields its values in order through every kind of draw', () => {
    let r = scriptedRng([6, 1, 4, 2, 3, 5, 0.25]);
    const d1 = rollD6(r);
    expect(d1.value).toBe(6);
    r = d1.rng;
    const d2 = rollDice(r, 3);
    expect(E.isRight(d2) && d2.right.value).toEqual([1, 4, 2]);
    r = E.isRight(d2) ? d2.right.rng : r;
    const d3 = nextInt(r, 3, 3);
    expect(E.isRight(d3) && d3.right.value).toBe(3);
    r = E.isRight(d3) ? d3.right.rng : r;
    const d4 = rollD6(r);
    expect(d4.value).toBe(5);
    const d5 = nextFloat(d4.rng);
    expect(d5.value).toBe(0.25);
    expect(scriptFault(d5.rng)).toBeNull();
    expect(scriptRemaining(d5.rng)).toBe(0);
  });

  it('reports running dry, and gives the lowest value of the range meanwhile', () => {
    const r = rollD6(scriptedRng([2])).rng;
    expect(scriptRemaining(r)).toBe(0);
    const dry = rollD6(r);
    expect(dry.value).toBe(1);
    expect(scriptFault(dry.rng)).toMatch(/ran dry after 1 values/);
    expect(scriptRemaining(dry.rng)).toBe(0);
  });

  it.each([
    ['above the range', [7], /value 7 at position 0 does not fit 1\.\.6/],
    ['below the range', [0], /value 0 at position 0 does not fit 1\.\.6/],
    ['fractional', [2.5], /value 2\.5 at position 0 does not fit 1\.\.6/],
  ])('reports a value %s', (_what, values, message) => {
    const d = rollD6(scriptedRng(values));
    expect(d.value).toBe(1);
    expect(scriptFault(d.rng)).toMatch(message);
  });

  it('reports a float outside [0, 1)', () => {
    const d = nextFloat(scriptedRng([1]));
    expect(scriptFault(d.rng)).toMatch(/does not fit \[0, 1\)/);
  });

  it('keeps the first fault and goes on yielding the later values', () => {
    let r = scriptedRng([9, 3]);
    r = rollD6(r).rng;
    const d = rollD6(r);
    expect(d.value).toBe(3);
    expect(scriptFault(d.rng)).toMatch(/value 9/);
    const dry = rollD6(d.rng);
    expect(scriptFault(dry.rng)).toMatch(/value 9/);
  });

  it('a seeded generator has no fault and nothing scripted', () => {
    const r = aleaFromSeed('x');
    expect(scriptFault(r)).toBeNull();
    expect(scriptRemaining(r)).toBe(0);
  });

  it('does not share or mutate the array it was given', () => {
    const values = [1, 2, 3];
    const r = scriptedRng(values);
    values[0] = 6;
    expect(rollD6(r).value).toBe(1);
    expect(values).toEqual([6, 2, 3]);
  });
});
