// The fast forms of two checks against their plain definitions, on states of random games: the
// melee phase's "can this side attack at all" (cell marks instead of the occupancy map), and the
// panic-movement exit of the movement search (read off the search's rows in place).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, exampleScenario, type DobState, type Scenario } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { canInitiateAny, mayAttack, offMapTargets, targetsOf } from '../../../src/rulesets/dawn-of-battle/rules/10-melee/phase/eligibility.js';
import { leaderMelees } from '../../../src/rulesets/dawn-of-battle/rules/10-melee/phase/leader-combat.js';
import { occupancy, onMap } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { step, turn, type Hex } from '../../../src/rulesets/dawn-of-battle/model/geometry.js';
import { moveEnv, reachable } from '../../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import type { Side } from '../../../src/rulesets/dawn-of-battle/model/state.js';
import { playRandomly } from './fixtures.js';

const battle: Scenario = (() => {
  const r = randomScenario('fast-paths-battle', { budget: 200 });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.scenario;
})();

/** Every `every`-th state of a random game over the full legal list. */
function states(scenario: Scenario, seed: string, every: number): DobState[] {
  const out: DobState[] = [];
  playRandomly(scenario, seed, `${seed}-agent`, 3000, (s, _cmds, ply) => {
    if (ply % every === 0) out.push(s);
  });
  return out;
}

/** `canInitiateAny` as the rules state it: some unit with a target, on the map or from off it, or a leader melee. */
function canInitiateByDefinition(s: DobState, side: Side): boolean {
  const occ = occupancy(s);
  const attacked = s.phase.kind === 'melee' ? s.phase.offMapAttacks : [];
  for (const u of Object.values(s.units)) {
    if (mayAttack(s, u, side) && targetsOf(s, u, occ).length > 0) return true;
    if (u.side === side && u.where === 'reserve' && offMapTargets(s, u, attacked, occ).length > 0) return true;
  }
  return leaderMelees(s, side, (u) => mayAttack(s, u, side)).length > 0;
}

/** Where a path leaves a unit at `hex` facing `facing` (the steps as `checkPath` reads them). */
function walk(hex: Hex, facing: number, path: ReadonlyArray<{ type: string; dir?: number; facing?: number; freeTurn?: boolean }>): { hex: Hex; facing: number } {
  let h = hex;
  let f = facing;
  for (const st of path) {
    if (st.type === 'rotate') f = st.facing!;
    else {
      if (st.type === 'enter' && st.freeTurn === true) f = turn(st.dir!, -f) === 0 ? turn(f, -1) : turn(f, 1);
      h = step(h, st.dir!);
    }
  }
  return { hex: h, facing: f };
}

describe('fast paths agree with their definitions', () => {
  it('canInitiateAny answers as the per-unit target scan does, for both sides', () => {
    let yes = 0;
    let no = 0;
    for (const [sc, seed] of [[battle, 'fp-a'], [exampleScenario, 'fp-b'], [battle, 'fp-c']] as const) {
      for (const s of states(sc, seed, 3)) {
        for (const side of ['A', 'B'] as const) {
          const want = canInitiateByDefinition(s, side);
          expect(canInitiateAny(s, side), `${seed} ply ${s.ply} side ${side}`).toBe(want);
          if (want) yes++;
          else no++;
        }
      }
    }
    expect(yes).toBeGreaterThan(20);
    expect(no).toBeGreaterThan(20);
  });

  it('§12.7 a panic search that may leave the map offers one exit: a listed end plus a step off the map through a front hexside', () => {
    let exits = 0;
    for (const s of states(battle, 'fp-exit', 5)) {
      for (const u of Object.values(s.units)) {
        if (u.where !== 'map' || u.hex === null) continue;
        for (const mp of [1, 3]) {
          const ends = reachable(s, u, moveEnv(s, u.side), { mp, zoc: 'ignore', allowExit: true, chargeOnly: false });
          const out = ends.filter((e) => e.exits);
          expect(out.length).toBeLessThanOrEqual(1);
          if (out.length === 0) continue;
          const e = out[0]!;
          const last = e.path.at(-1)!;
          expect(last.type).toBe('enter');
          if (last.type !== 'enter') continue;
          // The step off the map is through a front hexside of the end's facing, from the end's hex.
          expect([e.facing, turn(e.facing, 1)]).toContain(last.dir);
          expect(onMap(s, step(e.to, last.dir))).toBe(false);
          // Without that step, the path leads to the end's hex and facing, within the points.
          expect(walk(u.hex, u.facing, e.path.slice(0, -1))).toEqual({ hex: e.to, facing: e.facing });
          expect(e.spent).toBeLessThanOrEqual(mp);
          exits++;
        }
      }
    }
    expect(exits).toBeGreaterThan(10);
  });
});
