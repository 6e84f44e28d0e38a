// Issue #28: NaN and ±Infinity cannot come from a JSON file but can from a caller's object, and
// io-ts's `t.number` lets them through. DBA's commands, scenarios, options and saved states now
// refuse them at decode, naming the path, and the state is untouched.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode, finiteNumber, nonNegativeNumber } from '../../src/index.js';
import { dba, exampleScenario } from '../../src/rulesets/dba/index.js';

describe('finite number codecs', () => {
  it('refuse NaN and ±Infinity; nonNegativeNumber also refuses negatives', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '1', null]) {
      expect(finiteNumber.is(bad)).toBe(false);
      expect(E.isLeft(finiteNumber.decode(bad))).toBe(true);
    }
    expect(finiteNumber.is(-2.5)).toBe(true);
    expect(nonNegativeNumber.is(-2.5)).toBe(false);
    expect(nonNegativeNumber.is(0)).toBe(true);
  });
});

describe('DBA refuses non-finite numbers (issue #28)', () => {
  it('in a scenario, naming the path', () => {
    const bad = { ...exampleScenario, table: { width: Number.NaN, height: 2400 } };
    const d = decode(dba.scenarioCodec, bad);
    expect(E.isLeft(d) && d.left.message).toMatch(/table\.width.*finite number/);
    expect(E.isLeft(dba.setup(bad, { seed: 's' }))).toBe(true);
  });

  it('in options', () => {
    expect(E.isRight(dba.setup(exampleScenario, { seed: 's', options: { maxBounds: 50 } }))).toBe(true);
    expect(E.isLeft(dba.setup(exampleScenario, { seed: 's', options: { maxBounds: Number.POSITIVE_INFINITY } }))).toBe(true);
  });

  it('in a command: refused, the state unchanged', () => {
    const s = dba.setup(exampleScenario, { seed: 's' });
    if (E.isLeft(s)) throw new Error(s.left.message);
    const before = JSON.stringify(s.right);
    const cmd = { type: 'allocate-edges', player: dba.players(s.right)[0], edges: [Number.NaN, 0] };
    expect(E.isRight(decode(dba.commandCodec, { ...cmd, edges: [0, 0] }))).toBe(true);
    expect(E.isLeft(decode(dba.commandCodec, cmd))).toBe(true);
    expect(E.isLeft(dba.apply(s.right, cmd as never))).toBe(true);
    expect(JSON.stringify(s.right)).toBe(before);
  });

  it('in a saved state', () => {
    const s = dba.setup(exampleScenario, { seed: 's' });
    if (E.isLeft(s)) throw new Error(s.left.message);
    const state = JSON.parse(JSON.stringify(s.right)) as { table: { width: number } };
    expect(E.isRight(decode(dba.stateCodec, state))).toBe(true);
    state.table.width = Number.NaN;
    expect(E.isLeft(decode(dba.stateCodec, state))).toBe(true);
  });
});
