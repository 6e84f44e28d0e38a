// Issue #28: size limits checked at decode time with a clear error (docs/reliability.md), so a
// 10⁶-point polygon or 100,000 reinforcement units are refused at once instead of validating
// and then taking minutes per game.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { boundedArray, decode } from '../../src/index.js';
import * as t from 'io-ts';
import { commandCodec, dawnOfBattle, exampleScenario, type DobCommand } from '../../src/rulesets/dawn-of-battle/index.js';
import { dba, exampleScenario as dbaExample } from '../../src/rulesets/dba/index.js';

const copy = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

describe('size limits at decode (issue #28)', () => {
  it('boundedArray refuses past its limit before looking at any item, naming the limit', () => {
    const c = boundedArray(t.number, 3, 'points');
    expect(decode(c, [1, 2, 3])).toEqual(E.right([1, 2, 3]));
    const r = decode(c, [1, 2, 3, 4]);
    expect(E.isLeft(r) && r.left.message).toBe('(root): expected at most 3 points, got an array of 4');
    expect(c.is([1, 2, 3, 4])).toBe(false);
  });

  it('DBA: a terrain polygon of 200,000 points is refused at its path', () => {
    const s = copy(dbaExample) as { terrain: Array<{ polygon: Array<{ x: number; y: number }> }> };
    s.terrain[0]!.polygon = Array.from({ length: 200_000 }, (_, i) => ({ x: i % 2400, y: (i * 7) % 2400 }));
    const r = decode(dba.scenarioCodec, s);
    expect(E.isLeft(r) && r.left.message).toMatch(/^terrain\[0\]\.polygon: expected at most 500 points, got an array of 200000/);
  });

  it('DBA: armies of more than 100 elements and more than 64 terrain features are refused', () => {
    const s = copy(dbaExample) as { armies: Array<{ elements: Array<{ id: string; type: string }> }>; terrain: unknown[] };
    for (let i = 0; i < 120; i++) s.armies[0]!.elements.push({ id: `x${i}`, type: 'Bd' });
    s.terrain = Array.from({ length: 65 }, () => s.terrain[0]);
    const r = decode(dba.scenarioCodec, s);
    expect(E.isLeft(r) && r.left.message).toMatch(/armies\[0\]\.elements: expected at most 100 elements/);
    expect(E.isLeft(r) && r.left.message).toMatch(/terrain: expected at most 64 terrain features/);
  });

  it('Dawn of Battle: 100,000 reinforcement units are refused at decode', () => {
    const s = copy(exampleScenario) as unknown as { sides: Record<'A' | 'B', { reinforcements?: Array<{ units: Array<{ id: string; counter: string }> }> }> };
    const side = s.sides.A.reinforcements !== undefined ? 'A' : 'B';
    const group = s.sides[side].reinforcements![0]!;
    const counter = group.units[0]!.counter;
    group.units = Array.from({ length: 100_000 }, (_, i) => ({ id: `r${i}`, counter }));
    const r = dawnOfBattle.setup(s as never, { seed: 'big' });
    expect(E.isLeft(r) && r.left.message).toMatch(new RegExp(`sides\\.${side}\\.reinforcements\\[0\\]\\.units: expected at most 100 units per group`));
  });

  it('Dawn of Battle: a command listing 100,000 steps is refused by apply as by the codec (the guard agrees)', () => {
    const st = dawnOfBattle.setup(exampleScenario, { seed: 'long' });
    if (E.isLeft(st)) throw new Error(st.left.message);
    const path = Array.from({ length: 100_000 }, () => ({ type: 'rotate', facing: 1 }));
    const move = { type: 'move', player: 'A', unit: 'x', path } as unknown as DobCommand;
    expect(commandCodec.is(move)).toBe(false);
    const r = dawnOfBattle.apply(st.right, move);
    expect(E.isLeft(r) && r.left.code).toBe('malformed-command');
    expect(E.isLeft(r) && r.left.message).toMatch(/path: expected at most 256 steps/);
  });

  it('DBA: a move of 10⁵ steps is refused as malformed', () => {
    const st = dba.setup(dbaExample, { seed: 'long' });
    if (E.isLeft(st)) throw new Error(st.left.message);
    const steps = Array.from({ length: 100_000 }, () => ({ kind: 'forward', distance: 1 }));
    const r = dba.apply(st.right, { type: 'move', player: 'rome', element: 'r-lh', steps } as never);
    expect(E.isLeft(r) && r.left.code).toBe('malformed-command');
    expect(E.isLeft(r) && r.left.message).toMatch(/steps: expected at most 64 steps/);
  });
});
