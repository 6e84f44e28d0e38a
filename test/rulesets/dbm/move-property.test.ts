// Property: random sequences of legal moves drawn by sampleCommands in the bound never overlap
// bases, never move an element further than its allowance by the front-corner measure, keep the
// state plain JSON, and replay to the same state.
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, type RngState } from '../../../src/random/rng.js';
import { basesOverlap } from '../../../src/rulesets/dbx/bases.js';
import { dbm, exampleScenario } from '../../../src/rulesets/dbm/index.js';
import type { DbmCommandAction } from '../../../src/rulesets/dbm/model/commands.js';
import type { DbmState } from '../../../src/rulesets/dbm/model/state.js';
import { moveDistance, isTrain } from '../../../src/rulesets/dbm/rules/17-tactical-moves/measure.js';
import { moveAllowance } from '../../../src/rulesets/dbm/rules/19-move-distances/allowance.js';
import { DEFAULT_MOVE_MODIFIERS } from '../../../src/rulesets/dbm/data/moves.js';

function step(s: DbmState, c: DbmCommandAction): DbmState {
  const r = dbm.apply(s, c);
  if (E.isLeft(r)) throw new Error(`${c.type}: ${r.left.message}`);
  return r.right.state;
}

/** Plays set-up and deployment with sampled commands until the first bound. */
function toBattle(seed: string): { state: DbmState; log: DbmCommandAction[]; rng: RngState } {
  const s0 = dbm.setup(exampleScenario, { seed, options: {} });
  if (E.isLeft(s0)) throw new Error(s0.left.message);
  let s = s0.right;
  let rng = aleaFromSeed(`${seed}/agents`);
  const log: DbmCommandAction[] = [];
  for (let i = 0; i < 200 && s.phase.tag !== 'bound'; i++) {
    const cs = dbm.sampleCommands!(s, rng, 1);
    rng = aleaFromSeed(`${seed}/${i}`);
    const c = cs[0];
    if (c === undefined) throw new Error(`no command in ${s.phase.tag}`);
    log.push(c);
    s = step(s, c);
  }
  return { state: s, log, rng };
}

const active = (s: DbmState) => Object.values(s.elements).filter((e) => e.status === 'active');

describe('Random legal moves of the bound (L1255-1517)', () => {
  it('never overlap bases, never exceed the allowance, stay JSON and replay equal', () => {
    let total = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (n) => {
        const seed = `moves-${n}`;
        const { state: start, log } = toBattle(seed);
        let s = start;
        let moved = 0;
        for (let i = 0; i < 40 && s.phase.tag === 'bound'; i++) {
          const cs = dbm.sampleCommands!(s, aleaFromSeed(`${seed}/move/${i}`), 4);
          // prefer a move over ending the bound three times in four
          const moves = cs.filter((c) => c.type !== 'end-bound');
          const c = moves.length > 0 && i % 4 !== 3 ? moves[0]! : cs[cs.length - 1]!;
          const before = s;
          s = step(s, c);
          log.push(c);
          if (c.type === 'tactical-move' || c.type === 'march-move') {
            moved++;
            for (const id of c.elements) {
              const t = s.troops[id]!;
              const d = moveDistance(before.elements[id]!, s.elements[id]!, isTrain(t.type, t.grade));
              // the most any going allows: road or good, plus the flank bonus
              const best = Math.max(
                ...(['road', 'good', 'rough', 'difficult'] as const).map((g) => moveAllowance({ mover: t, going: g, march: c.type === 'march-move', flankContact: true, wadingRiver: false, blind: false }, DEFAULT_MOVE_MODIFIERS).distance ?? 0),
              );
              expect(d).toBeLessThanOrEqual(best + 0.01);
            }
          }
          // a move changes only the movers and the enemies that conformed to them
          const act = active(s);
          const changed = act.filter((e) => e !== before.elements[e.id]);
          for (const a of changed) for (const b of act) if (a.id !== b.id) expect(basesOverlap(a, b)).toBe(false);
        }
        expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        // replay the whole log from set-up
        const r0 = dbm.setup(exampleScenario, { seed, options: {} });
        if (E.isLeft(r0)) throw new Error('setup');
        let again = r0.right;
        for (const c of log) again = step(again, c);
        expect(again).toEqual(s);
        total += moved;
        return true;
      }),
      { numRuns: 3, seed: 2111 },
    );
    // the property is about moves: the runs must have made some
    expect(total).toBeGreaterThan(10);
  });
});
