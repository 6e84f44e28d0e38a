import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { heldByEnemy } from '../../../src/rulesets/dbx/contact.js';
import { runProgram, type MoveStep } from '../../../src/rulesets/dbx/moves.js';
import { moveSurelyRefused, pathRefusal } from '../../../src/rulesets/dba/proposal-screen.js';
import { active } from '../../../src/rulesets/dba/world.js';
import { randomGame } from './agent.js';
import { battle } from './fixtures.js';

describe('path refusals kept across states (fixed seeds)', () => {
  it('a refusal is not recalled once what blocked the path has moved, and is while it stands', () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Bd', x: 1200, y: 800, heading: 90 },
      { id: 'a2', side: 'a', type: 'Bd', x: 1200, y: 900, heading: 90 },
      { id: 'b1', side: 'b', type: 'Bd', x: 300, y: 1600, heading: 270 },
    ]);
    const a1 = s.elements['a1']!;
    const steps: MoveStep[] = [{ kind: 'forward', distance: 150 }];
    expect(moveSurelyRefused(s, a1, steps)).toBe('refused');
    // a far element moves: the same element objects stand near the path
    const farMoved = { ...s, elements: { ...s.elements, b1: { ...s.elements['b1']!, x: 400 } } };
    expect(moveSurelyRefused(farMoved, a1, steps)).toBe('refused');
    // the friend in the way moves off: the kept refusal no longer holds
    const cleared = { ...s, elements: { ...s.elements, a2: { ...s.elements['a2']!, x: 2000 } } };
    expect(moveSurelyRefused(cleared, a1, steps)).toBe(null);
  });

  // the states of a game in order, so refusals kept on one state are recalled on the next ones;
  // each answer must be the one worked out afresh, and some must be repeats (else the memo is
  // never asked to recall anything)
  const program = fc.oneof(
    fc.integer({ min: -300, max: 600 }).map((d): MoveStep[] => [{ kind: 'forward', distance: d === 0 ? 1 : d }]),
    fc.tuple(fc.integer({ min: -90, max: 90 }), fc.integer({ min: 0, max: 500 })).map(([a, d]): MoveStep[] => (d === 0 ? [{ kind: 'wheel', angle: a }] : [{ kind: 'wheel', angle: a }, { kind: 'forward', distance: d }])),
  );
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.array(program, { minLength: 4, maxLength: 4 })], { numRuns: 8, seed: 7 })('every recalled refusal is the fresh answer', (n, programs) => {
    const seen = new Map<object, Set<string>>();
    let repeats = 0;
    for (const s of randomGame(`memo${n}`, { keepStates: true, options: { maxBounds: 8 } }).states) {
      if (s.phase.tag !== 'move') continue;
      const player = s.phase.player;
      const all = active(s);
      for (const e of all.filter((x) => x.side === player && !x.camp && !heldByEnemy(x, all))) {
        for (const steps of programs) {
          const got = moveSurelyRefused(s, e, steps);
          const run = runProgram([e], steps);
          const fresh = run === null ? null : pathRefusal(s, e, steps, run.cost, run.samples.map((snap) => snap[0]!));
          expect(got, `${e.id} ${JSON.stringify(steps)}`).toBe(fresh);
          if (fresh === null) continue;
          const key = JSON.stringify(steps);
          const mine = seen.get(e) ?? new Set<string>();
          if (mine.has(key)) repeats++;
          mine.add(key);
          seen.set(e, mine);
        }
      }
    }
    expect(repeats).toBeGreaterThan(0);
  });
});
