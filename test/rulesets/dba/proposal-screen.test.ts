import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { EdgeName } from '../../../src/plane/base.js';
import { heldByEnemy } from '../../../src/rulesets/dbx/contact.js';
import type { MoveStep } from '../../../src/rulesets/dbx/moves.js';
import { moveElements, moveIntoContact, pipCost } from '../../../src/rulesets/dba/movement.js';
import { contactSurelyRefused, moveSurelyRefused } from '../../../src/rulesets/dba/proposal-screen.js';
import type { DbaState } from '../../../src/rulesets/dba/state.js';
import { active } from '../../../src/rulesets/dba/world.js';
import { moveWorld } from '../../../src/rulesets/dba/path-checks.js';
import { newMoveScratch } from '../../../src/rulesets/dbx/scratch.js';
import { randomGame } from './agent.js';

const EDGES: EdgeName[] = ['front', 'left', 'right', 'rear'];

/** Every third move-phase state of a short random game. */
function moveStates(seed: string): DbaState[] {
  return randomGame(seed, { keepStates: true, options: { maxBounds: 8 } }).states.filter((s, i) => s.phase.tag === 'move' && i % 3 === 0);
}

describe("the sampler's pre-checks (fixed seeds)", () => {
  // every (mover, enemy, edge) of the states: the pre-check may only drop a charge the reducer
  // refuses, and it must drop some (else it tests nothing)
  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 12 })('a charge the pre-check rejects is refused by the reducer', (n) => {
    let dropped = 0;
    for (const s of moveStates(`screen${n}`)) {
      if (s.phase.tag !== 'move') continue;
      const player = s.phase.player;
      const act = active(s);
      const w = moveWorld(s, newMoveScratch());
      for (const m of act.filter((e) => e.side === player)) {
        for (const t of act.filter((e) => e.side !== player)) {
          for (const edge of EDGES) {
            if (!contactSurelyRefused(w, m.id, t.id, edge)) continue;
            dropped++;
            expect(E.isLeft(moveIntoContact(s, player, m.id, t.id, edge)), `${m.id} -> ${t.id} ${edge}`).toBe(true);
          }
        }
      }
    }
    expect(dropped).toBeGreaterThan(0);
  });

  // programs of the kinds the sampler proposes, for the elements it would move (the moving
  // player's, not camps, not held by an enemy, affordable): a path the pre-check rejects is
  // refused, with the reducer's code when it says "too far"
  const program = fc.oneof(
    fc.integer({ min: -300, max: 600 }).map((d): MoveStep[] => [{ kind: 'forward', distance: d === 0 ? 1 : d }]),
    fc.tuple(fc.integer({ min: -90, max: 90 }), fc.integer({ min: 0, max: 500 })).map(([a, d]): MoveStep[] => (d === 0 ? [{ kind: 'wheel', angle: a }] : [{ kind: 'wheel', angle: a }, { kind: 'forward', distance: d }])),
    fc.tuple(fc.integer({ min: -80, max: 80 }), fc.integer({ min: 1, max: 400 })).map(([x, d]): MoveStep[] => [{ kind: 'sidestep', distance: x === 0 ? 1 : x }, { kind: 'forward', distance: d }]),
  );
  test.prop([fc.integer({ min: 0, max: 1_000_000 }), fc.array(program, { minLength: 8, maxLength: 8 })], { numRuns: 12 })('a single move the pre-check rejects is refused by the reducer, "too far" alike', (n, programs) => {
    let dropped = 0;
    for (const s of moveStates(`moves${n}`)) {
      if (s.phase.tag !== 'move') continue;
      const player = s.phase.player;
      const left = s.phase.pips - s.phase.pipsUsed;
      const all = active(s);
      const w = moveWorld(s, newMoveScratch());
      for (const e of all.filter((x) => x.side === player && !x.camp && !heldByEnemy(x, all) && pipCost(s, [x]) <= left)) {
        for (const steps of programs) {
          const pre = moveSurelyRefused(w, e, steps);
          if (pre === null) continue;
          dropped++;
          const r = moveElements(s, player, [e.id], steps);
          expect(E.isLeft(r), `${e.id} ${JSON.stringify(steps)}`).toBe(true);
          if (E.isLeft(r)) expect(r.left.code === 'too-far' ? 'too-far' : 'refused').toBe(pre);
        }
      }
    }
    expect(dropped).toBeGreaterThan(0);
  });
});
