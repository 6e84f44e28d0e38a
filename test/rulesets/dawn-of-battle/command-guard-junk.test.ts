// The compiled command check (command-guard.ts) against io-ts's own `commandCodec.is` on values
// far from a command: arbitrary JSON-like junk, records with a known command tag and arbitrary
// fields, and well-formed commands with an extra key, a nested record replaced by an array, or
// a number field set to NaN, a fraction or out of range. (command-guard.test.ts covers commands
// one edit away from listed ones.)
import { fc, test } from '@fast-check/vitest';
import { describe, expect, test as plain } from 'vitest';
import { commandCodec } from '../../../src/dawn-of-battle/index.js';
import { isDobCommand } from '../../../src/rulesets/dawn-of-battle/command-guard.js';

const TAGS = [
  'modify-die', 'decline-die-mod', 'bid-initiative', 'decline-bid', 'place-leader', 'choose-first', 'activate-formation', 'activate-unit', 'move',
  'fire', 'activate-cannon', 'activate-reinforcements', 'enter-map', 'end-unit', 'end-activation', 'purchase-event', 'bank-chits', 'pass',
  'pass-melee', 'discard-event', 'end-turn-end', 'play-event', 'pass-event', 'redo', 'barbarian-charge', 'bid-panic-points', 'pass-panic-bid',
  'choose-army', 'deploy-unit', 'deploy-leader', 'initiate-melee', 'withdraw', 'melee-fire', 'exert', 'play-melee-event', 'pass-melee-event',
  'advance', 'continue-charge', 'restraint', 'impetuous-move', 'impetuous-fire', 'panicFire', 'pressAttack', 'nothing',
];
const FIELDS = ['player', 'unit', 'target', 'leader', 'hex', 'path', 'units', 'action', 'delta', 'count', 'card', 'to', 'facing', 'plan', 'supporters', 'lead', 'chits', 'fire', 'withdraw', 'advance', 'capture', 'second', 'charge', 'selfDisrupt', 'first', 'army', 'points', 'draw', 'group', 'press', 'rallyModifier', 'doubled', 'disrupted', 'extra'];
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom('A', 'B', 'C', 'move', 'fire', 'rally', 0, 1, -1, 3, 14, 15, 0.5, Number.NaN, Infinity, true, false, null, undefined),
  fc.string(),
  fc.integer({ min: -200, max: 200 }),
  fc.record({ q: fc.integer({ min: -120, max: 120 }), r: fc.oneof(fc.integer({ min: -120, max: 120 }), fc.constant(Number.NaN)) }),
  fc.array(fc.oneof(fc.string(), fc.integer({ min: 0, max: 4 }), fc.record({ type: fc.constantFrom('enter', 'rotate', 'sidestep', 'x'), dir: fc.integer({ min: -1, max: 6 }), facing: fc.integer({ min: 0, max: 5 }), freeTurn: fc.boolean() }, { requiredKeys: ['type'] })), { maxLength: 3 }),
  fc.anything(),
);
/** A record with a command tag and a random subset of the command fields (an extra key makes it junk). */
// `player` is mostly a side, so the tags whose commands need nothing more are often well formed.
const tagged = fc
  .record({ type: fc.constantFrom(...TAGS), player: fc.oneof(fc.constantFrom('A', 'B'), value), fields: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }) })
  .map(({ type, player, fields }) => ({ player, ...fields, type }));

describe('the compiled command check on junk', () => {
  test.prop([fc.anything({ withNullPrototype: true, withObjectString: true, withSparseArray: true, withBoxedValues: true })], { numRuns: 3000, seed: 20261127 })(
    'agrees with commandCodec.is on arbitrary values',
    (v) => {
      expect(isDobCommand(v)).toBe(commandCodec.is(v));
    },
  );

  test.prop([tagged], { numRuns: 20000, seed: 20261127 })('agrees with commandCodec.is on tagged records with random fields', (v) => {
    expect(isDobCommand(v)).toBe(commandCodec.is(v));
  });

  // Commands are closed (an unknown key is refused), so only records whose random fields all
  // belong to the tag's command pass: a few hundred of the 20,000.
  plain('the tagged records are not all junk: io-ts accepts some of them', () => {
    const sample = fc.sample(tagged, { numRuns: 20000, seed: 20261127 });
    expect(sample.filter((v) => commandCodec.is(v)).length).toBeGreaterThan(200);
  });
});
