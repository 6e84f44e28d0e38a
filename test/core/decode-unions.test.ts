import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { closed, decode } from '../../src/index.js';
import { rulesets } from '../../src/registry/index.js';

/** A command union shaped like a ruleset's: closed members, one with optional fields. */
const Command = t.union([
  closed(t.type({ type: t.literal('move'), player: t.string, unit: t.string })),
  closed(t.intersection([t.type({ type: t.literal('fire'), player: t.string, target: t.string }), t.partial({ volley: t.boolean })])),
  closed(t.type({ type: t.literal('pass'), player: t.string })),
]);

function message<A, O>(codec: t.Type<A, O, unknown>, input: unknown): string[] {
  const r = decode(codec, input);
  if (r._tag === 'Right') throw new Error('expected a refusal');
  return r.left.message.split('\n');
}

describe('decode: a failed union names the member the input meant', () => {
  it('keeps only the complaints of the member whose type matches', () => {
    expect(message(Command, { type: 'fire', player: 'A' })).toEqual(['target: expected string, got nothing']);
    expect(message(Command, { type: 'fire', player: 'A', target: 'x', volley: 'yes' })).toEqual(['volley: expected boolean, got "yes"']);
  });

  it('lists the kinds it accepts when no member has the input\'s type, in one line', () => {
    expect(message(Command, { type: 'charge', player: 'A' })).toEqual(['type: expected one of "move", "fire", "pass", got "charge"']);
  });

  it('still lists every member when the input has no kind at all', () => {
    expect(message(Command, 42).length).toBeGreaterThan(1);
  });

  it('gives a one-line answer for a ruleset\'s whole command union', () => {
    for (const ruleset of Object.values(rulesets)) {
      const lines = message(ruleset!.commandCodec, { type: 'no-such-command', player: 'A' });
      expect(lines, ruleset!.id).toHaveLength(1);
      expect(lines[0], ruleset!.id).toMatch(/^type: expected one of ".+", got "no-such-command"$/);
    }
  });
});
