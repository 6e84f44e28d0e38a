// Issue #28: a saved state from an untrusted file with one field changed never makes `apply`,
// `legalCommands`, `pending` or `sampleCommands` throw: `loadState` (the state codec, then a
// check that the state can be played) refuses it with a message, or it plays.
import { fc } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { loadState, replayFromState } from '../../src/index.js';
import { aleaFromSeed } from '../../src/random/rng.js';
import { kits } from '../../src/registry/index.js';
import { Dice, mutateOne, reachableStates } from '../../tools/fuzz/campaign.js';

describe('loading a saved state with one field changed (issue #28)', () => {
  for (const [id, kit] of Object.entries(kits)) {
    const rs = kit!.ruleset;
    const reach = reachableStates(kit!, `load/${id}`, 1, 90, 3);
    const names = ['A', 'B', '__proto__', 'constructor', ...reach.commands.flatMap((c) => Object.values(c as object).filter((v): v is string => typeof v === 'string'))];

    it(`${id}: refused at load with a message, or apply/legalCommands/pending/sampleCommands answer`, () => {
      let accepted = 0;
      let refused = 0;
      fc.assert(
        fc.property(fc.nat(reach.states.length - 1), fc.nat(2 ** 30), (which, seed) => {
          const dice = new Dice(aleaFromSeed(`mutate/${seed}`));
          const input = mutateOne(reach.states[which], dice, names);
          const l = loadState(rs, input);
          if (E.isLeft(l)) {
            refused++;
            expect(l.left.message.length).toBeGreaterThan(0);
            return;
          }
          accepted++;
          const s = l.right;
          expect(() => {
            rs.pending(s);
            const legal = rs.legalCommands(s);
            rs.sampleCommands?.(s, aleaFromSeed(`s/${seed}`), 3);
            for (const c of [...legal.slice(0, 3), reach.commands[seed % reach.commands.length]]) rs.apply(s, c);
          }).not.toThrow();
        }),
        { seed: 20261128, numRuns: 150 },
      );
      expect(accepted + refused).toBe(150);
    });

    it(`${id}: an unchanged saved state loads and continues; garbage is refused plainly`, () => {
      const saved = JSON.parse(JSON.stringify(reach.states[reach.states.length - 1])) as unknown;
      expect(E.isRight(loadState(rs, saved))).toBe(true);
      for (const bad of [null, 'state', [], { version: -1 }]) {
        const l = loadState(rs, bad);
        expect(E.isLeft(l) && l.left.code).toBe('malformed-state');
      }
      const r = replayFromState(rs, 'not a state', []);
      expect(E.isLeft(r) && r.left.kind).toBe('state-error');
    });
  }
});
