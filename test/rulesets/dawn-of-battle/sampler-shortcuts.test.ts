// The sampler's shortcuts against the plain definitions they replace ("new equals old"), on the
// states of random games and on states with one unit moved anywhere (fast-check, fixed seed):
// the melee phase's opening list (per-cell enemy marks before `targetsOf`), the charge search's
// "no enemy in reach" cut, and the sorted unit ids remembered per key list.
import * as E from 'fp-ts/lib/Either.js';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { exampleScenario, type DobCommand, type DobState, type Scenario } from '../../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../../src/dawn-of-battle/design/index.js';
import { meleeCommands } from '../../../src/rulesets/dawn-of-battle/rules/10-melee/phase/legal.js';
import { cannonWith, chargersThatMustAttack, doubleAttackTargets, mayAttack, offMapTargets, targetsOf } from '../../../src/rulesets/dawn-of-battle/rules/10-melee/phase/eligibility.js';
import { leaderMelees } from '../../../src/rulesets/dawn-of-battle/rules/10-melee/phase/leader-combat.js';
import { counterOf, faceOf, occupancy, onMap } from '../../../src/rulesets/dawn-of-battle/query/derived.js';
import { hexKey } from '../../../src/rulesets/dawn-of-battle/model/geometry.js';
import { legalChargeEnds, moveEnv, reachable } from '../../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import { sortedUnitIds } from '../../../src/rulesets/dawn-of-battle/query/unit-order.js';
import type { Phase, Side, UnitState } from '../../../src/rulesets/dawn-of-battle/model/state.js';
import { playRandomly } from './fixtures.js';

const battle: Scenario = (() => {
  const r = randomScenario('sampler-shortcuts', { budget: 200 });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.scenario;
})();

/** Every `every`-th state of a random game over the full legal list. */
function states(scenario: Scenario, seed: string, every: number): DobState[] {
  const out: DobState[] = [];
  playRandomly(scenario, seed, `${seed}-agent`, 3000, (s, _cmds, ply) => {
    if (ply % every === 0 && s.phase.kind !== 'over') out.push(s);
  });
  return out;
}
const pool = [...states(battle, 'ss-a', 4), ...states(exampleScenario, 'ss-b', 4), ...states(battle, 'ss-c', 7)];

/** The opening melee list as it was written before the shortcut: every unit's targets asked. */
function initiateByDefinition(s: DobState, ph: Extract<Phase, { kind: 'melee' }>): DobCommand[] {
  const side = ph.toAct;
  const out: DobCommand[] = [];
  if (chargersThatMustAttack(s, side).length === 0) out.push({ type: 'pass-melee', player: side });
  const occ = occupancy(s);
  const melee = (unit: string, target: string, more: { capture?: true; second?: string } = {}): DobCommand => ({ type: 'initiate-melee', player: side, unit, target, ...more });
  const ofUnit = (u: UnitState): DobCommand[] => {
    if (u.side === side && u.where === 'reserve') return offMapTargets(s, u, ph.offMapAttacks, occ).map((o) => melee(u.id, o.target.id));
    if (!mayAttack(s, u, side)) return [];
    // Each target, then (the player paying a chit per gun) its capture; then the double attack.
    const guns = (t: UnitState): number => cannonWith(s, t, occ).length;
    const plain = targetsOf(s, u, occ).flatMap((t) => (guns(t) > 0 && s.players[side].unspent >= guns(t) ? [melee(u.id, t.id), melee(u.id, t.id, { capture: true })] : [melee(u.id, t.id)]));
    const both = doubleAttackTargets(s, u, occ);
    return both === null ? plain : [...plain, melee(u.id, both[0]!.id, { second: both[1]!.id })];
  };
  const leaders = leaderMelees(s, side, (u) => mayAttack(s, u, side)).map((o): DobCommand => ({ type: 'initiate-melee', player: side, ...o }));
  return [...out, ...Object.keys(s.units).sort().flatMap((id) => ofUnit(s.units[id]!)), ...leaders];
}

/** `s` in the melee phase's opening choice for `side` (and, if given, an impetuous melee of `impetuous`). */
function inMelee(s: DobState, side: Side, impetuous?: string[]): { s: DobState; ph: Extract<Phase, { kind: 'melee' }> } {
  const ph: Extract<Phase, { kind: 'melee' }> = { kind: 'melee', toAct: side, passed: [], melee: null, offMapAttacks: [], ...(impetuous ? { impetuous } : {}) };
  return { s: { ...s, phase: ph }, ph };
}

/** The charges as the plain search finds them: the §7.11 conditions, then the charge-only search. */
function chargesByDefinition(s: DobState, u: UnitState): ReturnType<typeof reachable> {
  const env = moveEnv(s, u.side);
  if (!counterOf(s, u).canCharge || u.status !== 'good' || u.hex === null || env.enemyZoc.has(hexKey(u.hex))) return [];
  return reachable(s, u, env, { mp: faceOf(s, u).movement, zoc: 'normal', allowExit: false, chargeOnly: true });
}

/** `s` with unit `id` moved to `hex` facing `facing` (made good, unmarked), or `null` when the hex is not free. */
function moved(s: DobState, id: string, hex: { q: number; r: number }, facing: number): DobState | null {
  if (!onMap(s, hex)) return null;
  for (const x of Object.values(s.units)) if (x.where === 'map' && x.hex !== null && x.hex.q === hex.q && x.hex.r === hex.r) return null;
  const u = s.units[id]!;
  return { ...s, units: { ...s.units, [id]: { ...u, where: 'map', hex, facing: facing as UnitState['facing'], status: 'good', marker: 'none' } } };
}

describe('sampler shortcuts agree with their definitions', () => {
  it('the opening melee list: every state, both sides, also in an impetuous melee', () => {
    let commands = 0;
    let passes = 0;
    // Each state also with every marker taken off (more units free to attack).
    const unmarked = (s: DobState): DobState => ({ ...s, units: Object.fromEntries(Object.entries(s.units).map(([k, u]) => [k, { ...u, marker: 'none' as const }])) });
    for (const s0 of pool.flatMap((s) => [s, unmarked(s)])) {
      for (const side of ['A', 'B'] as const) {
        // Every other unit of the side engaged in an impetuous melee (charging or not).
        const impetuous = Object.values(s0.units).filter((u, k) => u.side === side && k % 2 === 0).map((u) => u.id);
        for (const imp of [undefined, impetuous]) {
          const { s, ph } = inMelee(s0, side, imp);
          const got = meleeCommands(s, ph);
          expect(got, `ply ${s0.ply} side ${side}`).toEqual(initiateByDefinition(s, ph));
          commands += got.length;
          if (got[0]?.type === 'pass-melee') passes++;
        }
      }
    }
    // Both kinds of answer were met: lists with melees to start, and passes.
    expect(commands - passes).toBeGreaterThan(30);
    expect(passes).toBeGreaterThan(50);
  });

  test.prop([fc.nat(pool.length - 1), fc.nat(), fc.integer({ min: -12, max: 12 }), fc.integer({ min: -12, max: 12 }), fc.nat(5)], { numRuns: 300 })(
    'the opening melee list and the charges with one unit moved anywhere',
    (i, pick, dq, dr, facing) => {
      const s0 = pool[i]!;
      const mine = Object.values(s0.units).filter((u) => u.where === 'map' && u.hex !== null);
      const u0 = mine[pick % mine.length]!;
      const s = moved(s0, u0.id, { q: u0.hex!.q + dq, r: u0.hex!.r + dr }, facing);
      if (s === null) return;
      const u = s.units[u0.id]!;
      expect(legalChargeEnds(s, u, moveEnv(s, u.side)).length).toBe(chargesByDefinition(s, u).length);
      const { s: m, ph } = inMelee(s, u.side);
      expect(meleeCommands(m, ph)).toEqual(initiateByDefinition(m, ph));
    },
  );

  it('the charge search cut: every unit of every state, the same ends and paths', () => {
    let charges = 0;
    for (const s of pool) {
      for (const u of Object.values(s.units)) {
        if (u.where !== 'map') continue;
        const want = chargesByDefinition(s, u);
        const list = legalChargeEnds(s, u, moveEnv(s, u.side));
        expect(list.length).toBe(want.length);
        for (let k = 0; k < want.length; k++) expect(list.path(k)).toEqual(want[k]!.path);
        charges += want.length;
      }
    }
    expect(charges).toBeGreaterThan(10);
  });

  it('the sorted unit ids follow the record: the same keys sorted, and a new key list sorted anew', () => {
    for (const s of pool.slice(0, 40)) expect(sortedUnitIds(s.units)).toEqual(Object.keys(s.units).sort());
    const s = pool[0]!;
    const { [Object.keys(s.units)[0]!]: _dropped, ...fewer } = s.units;
    expect(sortedUnitIds(fewer)).toEqual(Object.keys(fewer).sort());
    const more = { ...s.units, 'zz-extra': s.units[Object.keys(s.units)[0]!]!, '0-extra': s.units[Object.keys(s.units)[1]!]! };
    expect(sortedUnitIds(more)).toEqual(Object.keys(more).sort());
    expect(sortedUnitIds(s.units)).toEqual(Object.keys(s.units).sort());
  });
});
