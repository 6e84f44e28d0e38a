import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, fork, forkFamily, forkNumbered, nextFloat, scriptedRng, type RngState } from '../../src/random/index.js';

const parents: fc.Arbitrary<RngState> = fc.oneof(
  fc.tuple(fc.string(), fc.nat(20)).map(([seed, skip]): RngState => {
    let r: RngState = aleaFromSeed(seed);
    for (let i = 0; i < skip; i++) r = nextFloat(r).rng;
    return r;
  }),
  fc.tuple(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 4 }), fc.nat(3)).map(([values, next]) => ({ ...(scriptedRng(values) as object), next }) as RngState),
);

describe('fork', () => {
  // Recorded simulations hold results the agents' forked streams decided: a fork must not change.
  it('gives the streams it always gave', () => {
    expect(fork(aleaFromSeed('game'), 'agent/A/ply/0')).toEqual({ algorithm: 'alea', seed: 'game/agent/A/ply/0', c: 1, s0: 0.4274993564467877, s1: 0.16830096300691366, s2: 0.36400326271541417 });
    expect(fork(aleaFromSeed('run/game/7'), 'agent/B/ply/123')).toEqual({ algorithm: 'alea', seed: 'run/game/7/agent/B/ply/123', c: 1, s0: 0.44213485438376665, s1: 0.5754426077473909, s2: 0.8496101994533092 });
    expect(fork(nextFloat(aleaFromSeed('x')).rng, '')).toEqual({ algorithm: 'alea', seed: 'x/', c: 1, s0: 0.7363965276163071, s1: 0.2979635095689446, s2: 0.7290724478662014 });
    expect(fork(scriptedRng([1, 2, 3]), 'bot')).toEqual({ algorithm: 'alea', seed: 'scripted/bot', c: 1, s0: 0.1650371386203915, s1: 0.5653322110883892, s2: 0.732807245105505 });
  });
});

describe('forkNumbered', () => {
  test.prop([parents, fc.string(), fc.oneof(fc.nat(2000), fc.nat(), fc.integer(), fc.double({ noNaN: false }), fc.constantFrom(1e9 - 1, 1e9, 2 ** 53))])(
    'is the fork labelled with the prefix and the number',
    (rng, prefix, n) => {
      expect(forkNumbered(forkFamily(rng, prefix), n)).toEqual(fork(rng, prefix + String(n)));
    },
  );

  it('gives each number its own stream', () => {
    const f = forkFamily(aleaFromSeed('game'), 'agent/A/ply/');
    const firsts = new Set(Array.from({ length: 200 }, (_, n) => nextFloat(forkNumbered(f, n)).value));
    expect(firsts.size).toBe(200);
  });
});
