import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { dbaCommandCodec } from '../../../src/rulesets/dba/commands.js';
import { wellFormedCommand } from '../../../src/rulesets/dba/command-guard.js';

// values near the commands' shapes: right and wrong tags, kinds, edges and field types
const value = fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('a', 'front', 'left', 'flank', 'forward', 'wheel', 'column', 'spin'), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const step = fc.oneof(
  fc.record({ kind: fc.constantFrom('forward', 'sidestep', 'wheel', 'turn', 'column', 'spin'), distance: value, angle: value }, { requiredKeys: ['kind'] }),
  value,
);
const list = fc.oneof(fc.array(value, { maxLength: 3 }), fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }), value);
const command = fc.record(
  {
    tag: fc.constantFrom('move', 'move-group', 'contact', 'end-moves', 'end-shooting', 'resolve-combat', 'shoot', 'deploy', 'place-camp', 'bogus'),
    player: fc.oneof(fc.constantFrom('a', 'b'), value),
    element: value,
    elements: list,
    target: value,
    edge: value,
    a: value,
    b: value,
    shooter: value,
    aiding: list,
    steps: fc.oneof(fc.array(step, { maxLength: 3 }), value),
  },
  { requiredKeys: ['tag'] },
);

describe('the hand-written command check (fixed seed)', () => {
  test.prop([fc.array(command, { minLength: 200, maxLength: 200 })], { numRuns: 20, seed: 11 })('accepts only what the codec accepts, and the codec gives back the same object', (commands) => {
    let accepted = 0;
    for (const c of commands) {
      const r = dbaCommandCodec.decode(c);
      if (wellFormedCommand(c) === null) continue;
      accepted++;
      expect(E.isRight(r), JSON.stringify(c)).toBe(true);
      if (E.isRight(r)) expect(r.right).toBe(c);
    }
    expect(accepted).toBeGreaterThan(0);
  });
});
