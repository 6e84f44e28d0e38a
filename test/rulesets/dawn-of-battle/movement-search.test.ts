// §7 movement: the search (strategos/hex movementRange under the Dawn of Battle policy) and the
// path check of the `move` command must agree: every end the search offers is accepted by the
// command at the cost the search gives, and every hex the search leaves out really is illegal.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, type DobState, type Reach } from '../../../src/dawn-of-battle/index.js';
import { movementRange } from '../../../src/dawn-of-battle/calculators/index.js';
import { playExampleRandomly } from './fixtures.js';

function activationStates(seed: string, wanted: number): DobState[] {
  const out: DobState[] = [];
  playExampleRandomly(seed, `${seed}-agent`, 4000, (s, cmds) => {
    if (out.length >= wanted) return true;
    if (s.phase.kind === 'action' && s.phase.activation !== null && s.phase.activation.kind !== 'reinforcement' && cmds.some((c) => c.type === 'move')) out.push(s);
  });
  return out;
}

describe('§7.1 movement search and move command agree', () => {
  it('every listed move is accepted and ends where and how the search said, at its cost', () => {
    let moves = 0;
    for (const g of [0, 1]) {
      for (const s of activationStates(`search-${g}`, 6)) {
        const ranges = new Map<string, Map<string, Reach>>();
        for (const c of dawnOfBattle.legalCommands(s)) {
          if (c.type !== 'move' || c.charge === true || c.selfDisrupt === true) continue;
          if (!ranges.has(c.unit)) {
            const range = movementRange(s, c.unit);
            if (E.isLeft(range)) throw new Error(range.left.message);
            ranges.set(c.unit, new Map(range.right.filter((r) => !r.charge).map((r) => [JSON.stringify(r.path), r])));
          }
          const reach = ranges.get(c.unit)!.get(JSON.stringify(c.path));
          expect(reach, JSON.stringify(c)).toBeDefined();
          const step = dawnOfBattle.apply(s, c);
          if (E.isLeft(step)) throw new Error(`${JSON.stringify(c)}: ${step.left.message}`);
          const moved = step.right.events.find((e) => e.type === 'unit-moved');
          expect(moved).toMatchObject({ to: reach!.to, facing: reach!.facing, spent: reach!.spent });
          moves++;
        }
      }
    }
    expect(moves).toBeGreaterThan(50);
  });

  it('§7.3 a one-step move into any hex the search does not reach is refused', () => {
    let refusals = 0;
    for (const s of activationStates('search-refuse', 10)) {
      const ph = s.phase;
      if (ph.kind !== 'action' || ph.activation === null) continue;
      const unit = ph.activation.current?.unit ?? ph.activation.remaining.find((id) => dawnOfBattle.legalCommands(s).some((c) => c.type === 'move' && c.unit === id));
      if (unit === undefined) continue;
      const range = movementRange(s, unit);
      if (E.isLeft(range)) continue;
      const oneStep = new Set(range.right.filter((r) => r.path.length === 1 && r.path[0]!.type !== 'rotate').map((r) => JSON.stringify(r.path[0])));
      for (const dir of [0, 1, 2, 3, 4, 5] as const) {
        for (const st of [{ type: 'enter', dir, freeTurn: false }, { type: 'enter', dir, freeTurn: true }, { type: 'sidestep', dir }] as const) {
          if (oneStep.has(JSON.stringify(st))) continue;
          const r = dawnOfBattle.apply(s, { type: 'move', player: ph.toAct, unit, path: [st] });
          expect(E.isLeft(r), JSON.stringify(st)).toBe(true);
          refusals++;
        }
      }
    }
    expect(refusals).toBeGreaterThan(20);
  });
});
