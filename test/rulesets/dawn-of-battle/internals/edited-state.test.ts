// A state edited in place between calls is answered as a fresh load of it would be (issue #27):
// nothing remembered from an earlier call on the same objects (a cell form of the board, a
// search's marks) may leak into the answer. Each position's legal commands and the answer to
// each listed move are asked first on the caller's state, then the state is edited in place (the
// enemy's units turn about, which moves their zones of control), and the answers on the edited
// state must equal those on its deep copy, which no earlier call has seen.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, type DobCommand, type DobState } from '../../../../src/dawn-of-battle/index.js';
import { aleaFromSeed } from '../../../../src/random/index.js';
import { playExampleRandomly } from '../fixtures.js';

/** A comparable form of an `apply` answer. */
function answer(s: DobState, c: DobCommand): unknown {
  const r = dawnOfBattle.apply(s, c);
  return E.isLeft(r) ? { refused: r.left.code } : { state: r.right.state, events: r.right.events };
}

/** Turns, in place, every enemy unit of `side` on the map about (so their zones of control move); false if none. */
function turnTheEnemy(s: DobState, side: string): boolean {
  let turned = false;
  for (const e of Object.values(s.units)) {
    if (e.side === side || e.where !== 'map' || e.hex === null) continue;
    (e as { facing: number }).facing = (e.facing + 3) % 6;
    turned = true;
  }
  return turned;
}

describe('issue #27: a state edited in place between calls', () => {
  it('gets the legal commands and move answers of a fresh load', () => {
    let edited = 0;
    playExampleRandomly('edited-state', 'edited-state-agent', 3000, (s, cmds) => {
      if (edited >= 30) return true;
      const moves = cmds.filter((c) => c.type === 'move');
      if (moves.length === 0 || s.phase.kind !== 'action') return;
      // The caller's own copy, asked, then edited in place.
      const mine: DobState = structuredClone(s);
      dawnOfBattle.legalCommands(mine);
      dawnOfBattle.sampleCommands!(mine, aleaFromSeed('warm'), 4);
      for (const c of moves.slice(0, 3)) answer(mine, c);
      if (!turnTheEnemy(mine, moves[0]!.player)) return;
      const fresh: DobState = structuredClone(mine);
      // The edited state is asked first, while anything remembered from before the edit is recent.
      const listed = dawnOfBattle.legalCommands(mine);
      const got = moves.slice(0, 3).map((c) => answer(mine, c));
      expect(got).toEqual(moves.slice(0, 3).map((c) => answer(fresh, c)));
      expect(listed).toEqual(dawnOfBattle.legalCommands(fresh));
      edited++;
    });
    expect(edited).toBeGreaterThanOrEqual(8);
  });
});
