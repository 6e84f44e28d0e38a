// §15.7 the attacker's choice of hex when a double attack empties both (ruling DOB-R40), and §11.4
// looting by a reinforcing unit that destroyed a Camp from off the map (§7.8).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, geometry, type DobCommand, type MeleeResult, type Scenario } from '../../../../src/dawn-of-battle/index.js';
import { at, clash, meleeCard, meleeCounters, passToMelee, play, stack, toMelee, unit } from '../../../acceptance/dawn-of-battle/melee/phase-fixtures.js';
import { fixtureDeck, refused, scenario, toAction } from '../fixtures.js';

const every = (r: MeleeResult): Record<number, readonly [MeleeResult, number]> => Object.fromEntries(Array.from({ length: 13 }, (_, i) => [i - 6, [r, 0] as const]));
const exertNone: DobCommand[] = [{ type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 0 }];

describe('§15.7 double attack: both hexes emptied', () => {
  const px = at(5, 6);
  const mm1 = geometry.step(px, 5);
  const mm2 = geometry.step(px, 0);
  const both = () =>
    stack(
      toMelee({
        A: [unit('A-PX', 'PX', px, 5)],
        B: [unit('B-MM1', 'MM', mm1, 2), unit('B-MM2', 'MM', mm2, 2)],
        leaders: { A: { hex: at(0, 0), combat: 0 }, B: { hex: at(11, 11), combat: 0 } },
        deck: { 20: meleeCard(every('E')), 21: meleeCard(every('E')) },
        clash: clash(['PX', 'MM', 2]),
        options: { melee: { doubleAttack: true } },
      }),
      { A: [20, 21], B: [30, 31] },
    );
  const double: DobCommand[] = [{ type: 'initiate-melee', player: 'A', unit: 'A-PX', target: 'B-MM1', second: 'B-MM2' }, ...exertNone, ...exertNone];

  it('the attacker picks the hex it advances into; it must advance (not disciplined)', () => {
    const r = play(both(), ...double);
    expect(r.state.units['B-MM1']!.where).toBe('eliminated');
    expect(r.state.units['B-MM2']!.where).toBe('eliminated');
    const s = r.state;
    expect(s.phase.kind === 'melee' && s.phase.melee?.step).toBe('advance');
    expect(dawnOfBattle.legalCommands(s)).toEqual([
      { type: 'advance', player: 'A', advance: true, to: mm1 },
      { type: 'advance', player: 'A', advance: true, to: mm2 },
    ]);
    expect(refused(s, { type: 'advance', player: 'A', advance: false }).code).toBe('must-advance');
    expect(refused(s, { type: 'advance', player: 'A', advance: true, to: at(1, 1) }).citations[0]!.section).toBe('15.7');
    const done = play(s, { type: 'advance', player: 'A', advance: true, to: mm2 });
    expect(done.state.units['A-PX']!.hex).toEqual(mm2);
  });
});

describe('§11.4 looting from off the map (§7.8)', () => {
  it('a reinforcing unit that destroys the Camp in its entry hex loots it: it leaves without a loss, its group leader goes on the Turn track', () => {
    const entry = at(11, 5);
    const base = scenario({
      A: [unit('A-MI', 'MI', at(2, 10), 5)],
      B: [unit('B-CAMP', 'CAMP', entry, 2), unit('B-2', 'MI', at(2, 2), 2)],
      leadersA: [{ id: 'A-leader', command: 3, range: 3, combat: 0 }, { id: 'A-reserve', command: 0, range: 2, combat: 1 }],
      leadersB: [{ id: 'B-leader', command: 3, range: 3, combat: 0 }],
    });
    const sc: Scenario = {
      ...base,
      sides: { ...base.sides, A: { ...base.sides.A, reinforcements: [{ id: 'column', turn: 1, entryHexes: [entry], units: [{ id: 'A-R1', counter: 'MI' }], leaders: ['A-reserve'] }] } },
    };
    const setup = dawnOfBattle.setup(sc, { seed: 'off-map', options: { data: { counters: meleeCounters, deck: fixtureDeck({ 10: meleeCard(every('E')) }) }, stack: { A: [61, 62, 63], B: [64, 65, 66] } } });
    if (E.isLeft(setup)) throw new Error(setup.left.message);
    let s = passToMelee(toAction(setup.right, { 'A-leader': at(0, 11), 'B-leader': at(0, 0) }, 'A'));
    s = stack(s, { A: [10] });
    const lossesBefore = s.players.A.losses;
    const r = play(s, { type: 'initiate-melee', player: 'A', unit: 'A-R1', target: 'B-CAMP' }, ...exertNone);
    expect(r.state.units['B-CAMP']!.where).toBe('eliminated');
    expect(r.events.find((e) => e.type === 'looting')).toMatchObject({ unit: 'A-R1', leaders: ['A-reserve'] });
    expect(r.state.units['A-R1']!.where).toBe('eliminated');
    expect(r.state.players.A.losses).toBe(lossesBefore);
    expect(r.state.leaders['A-reserve']!.where).toBe('track');
    expect(r.state.players.B.campLost).toBe(true);
  });
});
