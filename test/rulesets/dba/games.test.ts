import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, test as plainTest } from 'vitest';
import { replay } from '../../../src/core/replay.js';
import { stateHash } from '../../../src/core/hash.js';
import { basesOverlap, baseOnTable } from '../../../src/rulesets/dbx/bases.js';
import { dba, exampleScenario, type DbaState } from '../../../src/rulesets/dba/index.js';
import { randomGame } from './agent.js';

function invariantProblem(s: DbaState): string | null {
  const act = Object.values(s.elements).filter((e) => e.status === 'active');
  for (const e of Object.values(s.elements)) {
    if (e.status === 'active' && !baseOnTable(e, s.table.width, s.table.height)) return `${e.id} is active but off the table`;
    if (e.status !== 'active' && e.lostHow === null) return `${e.id} is gone without a reason`;
  }
  for (let i = 0; i < act.length; i++) {
    for (let j = i + 1; j < act.length; j++) {
      if (basesOverlap(act[i]!, act[j]!)) return `${act[i]!.id} overlaps ${act[j]!.id}`;
    }
  }
  return null;
}

describe('random games between agents (property tests, fixed seeds)', () => {
  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 120 })('apply never refuses a proposed legal command; bases never overlap; every element on the table or counted lost', (n) => {
    const g = randomGame(`p${n}`, { keepStates: true, options: { maxBounds: 10 } });
    expect(g.refused).toBeNull();
    for (const s of g.states) expect(invariantProblem(s)).toBeNull();
    const lost = Object.values(g.final.elements).filter((e) => e.status !== 'active');
    for (const e of lost) expect(['destroyed', 'lost']).toContain(e.status);
  });

  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 40 })('replay of seed + commands reproduces the state hash; JSON round trips continue identically', (n) => {
    const seed = `r${n}`;
    const g = randomGame(seed, { keepStates: true, options: { maxBounds: 10 } });
    const r = replay(dba, exampleScenario, { seed, options: { maxBounds: 10 } }, JSON.parse(JSON.stringify(g.commands)));
    expect(E.isRight(r)).toBe(true);
    if (E.isRight(r)) expect(stateHash(r.right.state)).toBe(stateHash(g.final));
    const k = Math.floor(g.states.length / 2);
    const mid = g.states[k]!;
    const copy = JSON.parse(JSON.stringify(mid)) as DbaState;
    expect(copy).toEqual(mid);
    const next = g.commands[k];
    if (next !== undefined) {
      const a = dba.apply(mid, next);
      const b = dba.apply(copy, next);
      expect(E.isRight(a) && E.isRight(b)).toBe(true);
      if (E.isRight(a) && E.isRight(b)) expect(stateHash(b.right.state)).toBe(stateHash(a.right.state));
    }
  });

  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 8 })('whole games run to a result', (n) => {
    const g = randomGame(`w${n}`, { options: { maxBounds: 80 } });
    expect(g.refused).toBeNull();
    expect(g.final.result).not.toBeNull();
    expect(dba.pending(g.final)).toEqual([]);
  });

  plainTest('most random games end by the winning rule, not by the library\'s bound limit', () => {
    const games = ['d0', 'd1', 'd2', 'd3', 'd4', 'd5'].map((seed) => randomGame(seed, { options: { maxBounds: 80 } }));
    const decided = games.filter((g) => g.final.result?.winner !== null && g.final.result?.citations[0]?.section === 'winning');
    expect(decided.length).toBeGreaterThanOrEqual(3);
  });

  test.prop([fc.anything()], { numRuns: 300 })('garbage commands are refused, never thrown, and leave the state untouched', (junk) => {
    const s = dba.setup(exampleScenario, { seed: 'junk' });
    if (E.isLeft(s)) throw new Error('setup');
    const before = JSON.stringify(s.right);
    const r = dba.apply(s.right, junk as never);
    expect(E.isLeft(r)).toBe(true);
    expect(JSON.stringify(s.right)).toBe(before);
  });
});
