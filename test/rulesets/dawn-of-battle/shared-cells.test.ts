// The `move` command reuses the cell form of the board a sampler built for the same state
// (movement.ts `sharedCells`). Its answers must not depend on that: every move, listed or not,
// gets the same result on the state just sampled as on a fresh copy of it (never seen before).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, type DobCommand, type DobState } from '../../../src/dawn-of-battle/index.js';
import { playExampleRandomly } from './fixtures.js';

/** A comparable form of an `apply` answer. */
function answer(s: DobState, c: DobCommand): unknown {
  const r = dawnOfBattle.apply(s, c);
  return E.isLeft(r) ? { refused: r.left } : { state: r.right.state, events: r.right.events };
}

describe('the move command and the cell form a sampler left behind', () => {
  it('accepts and refuses moves alike with and without it', () => {
    let compared = 0;
    playExampleRandomly('shared-cells', 'shared-cells-agent', 3000, (s, cmds) => {
      if (compared >= 300) return true;
      const moves = cmds.filter((c): c is Extract<DobCommand, { type: 'move' }> => c.type === 'move');
      for (const c of moves.slice(0, 8)) {
        // A path cut short or turned back is often refused: both kinds of answer are compared.
        const variants: DobCommand[] = [c, { ...c, path: c.path.slice(0, -1) }, { ...c, path: [...c.path].reverse() }];
        for (const v of variants) {
          dawnOfBattle.legalCommands(s);
          const warm = answer(s, v);
          const cold = answer(structuredClone(s), v);
          expect(warm).toEqual(cold);
          compared++;
        }
      }
    });
    expect(compared).toBeGreaterThanOrEqual(300);
  });
});
