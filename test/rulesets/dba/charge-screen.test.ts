import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { EdgeName } from '../../../src/plane/base.js';
import { contactSurelyRefused } from '../../../src/rulesets/dba/charge-screen.js';
import { moveIntoContact } from '../../../src/rulesets/dba/movement.js';
import { randomGame } from './agent.js';

const EDGES: EdgeName[] = ['front', 'left', 'right', 'rear'];

describe("the sampler's pre-check of moves into contact (fixed seeds)", () => {
  // every (mover, enemy, edge) of move-phase states from random games: the pre-check may only
  // drop a charge the reducer refuses, and it must drop some (else it tests nothing)
  test.prop([fc.integer({ min: 0, max: 1_000_000 })], { numRuns: 12 })('a charge the pre-check rejects is refused by the reducer', (n) => {
    const g = randomGame(`screen${n}`, { keepStates: true, options: { maxBounds: 8 } });
    let dropped = 0;
    for (const s of g.states.filter((x, i) => x.phase.tag === 'move' && i % 3 === 0)) {
      if (s.phase.tag !== 'move') continue;
      const player = s.phase.player;
      const act = Object.values(s.elements).filter((e) => e.status === 'active');
      for (const m of act.filter((e) => e.side === player)) {
        for (const t of act.filter((e) => e.side !== player)) {
          for (const edge of EDGES) {
            if (!contactSurelyRefused(s, m.id, t.id, edge)) continue;
            dropped++;
            expect(E.isLeft(moveIntoContact(s, player, m.id, t.id, edge)), `${m.id} -> ${t.id} ${edge}`).toBe(true);
          }
        }
      }
    }
    expect(dropped).toBeGreaterThan(0);
  });
});
