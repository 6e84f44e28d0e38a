import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closed, decode } from '../../src/index.js';

const step = t.union([t.type({ kind: t.literal('forward'), distance: t.number }), t.type({ kind: t.literal('turn'), angle: t.number })]);
const command = closed(
  t.intersection([
    t.type({ type: t.literal('move'), player: t.string, steps: t.array(step), units: t.record(t.string, t.exact(t.type({ strength: t.number }))) }),
    t.partial({ charge: t.boolean }),
  ]),
);
const good = { type: 'move', player: 'A', steps: [{ kind: 'forward', distance: 2 }, { kind: 'turn', angle: 90 }], units: { u1: { strength: 3 } }, charge: true };

describe('closed codecs', () => {
  it('accept a value with only declared keys, as the codec does', () => {
    expect(decode(command, good)).toEqual(E.right(good));
    expect(command.is(good)).toBe(true);
  });

  it('refuse an unknown key at any depth, naming its path', () => {
    const cases: Array<[unknown, string]> = [
      [{ ...good, chargee: true }, 'chargee'],
      [{ ...good, steps: [{ kind: 'forward', distance: 2, speed: 1 }] }, 'steps[0].speed'],
      [{ ...good, units: { u1: { strength: 3, strenght: 4 } } }, 'units.u1.strenght'],
    ];
    for (const [value, path] of cases) {
      const r = decode(command, value);
      expect(E.isLeft(r) && r.left.issues.map((i) => i.path)).toEqual([path]);
      expect(command.is(value)).toBe(false);
    }
  });

  it('still report the wrapped codec own errors first', () => {
    const r = decode(command, { ...good, player: 3, extra: 1 });
    expect(E.isLeft(r) && r.left.issues.map((i) => i.path)).toEqual(['player']);
  });

  it('never throw, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        const r = command.decode(u);
        expect(E.isLeft(r) || E.isRight(r)).toBe(true);
      }),
    );
  });
});
