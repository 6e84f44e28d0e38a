// §15.9 missile unit panic fire through `apply`: the attacked missile unit fires at −1 before the
// melee, is marked Done!, and an attacker it disrupts may press on or call the attack off.
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, type DobState, type Scenario } from '../../../../src/dawn-of-battle/index.js';
import { at, dieCards, eventsOf, refused, run, scenario, start, toAction, u } from '../fixtures.js';
import { stacked } from '../options/helpers.js';

const PLACES = { LA1: at(1, 11), LB1: at(10, 0) };

/** A's Medium Infantry (facing south) attacks B's Light Archers (facing north) in the hex below it. */
function fight(p: { panicFire?: boolean; status?: 'good' | 'disrupted'; facingB?: 0 | 1 | 2 | 3 | 4 | 5 } = {}): Scenario {
  return scenario({
    A: [u('a1', 'MI', at(5, 6), 2, p.status === undefined ? {} : { status: p.status })],
    B: [u('b1', 'LA', at(5, 7), p.facingB ?? 5)],
    leadersA: [{ id: 'LA1', command: 2, range: 2, combat: 0 }],
    leadersB: [{ id: 'LB1', command: 2, range: 2, combat: 0 }],
    options: p.panicFire === false ? {} : { panicFire: true },
  });
}

/** To the melee cycle, A attacking; B stands if it may withdraw. */
function attack(sc: Scenario): DobState {
  let s = toAction(start(sc), PLACES, 'A');
  s = run(s, { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }).state;
  s = run(s, { type: 'initiate-melee', player: 'A', unit: 'a1', target: 'b1' }).state;
  const ph = s.phase;
  if (ph.kind === 'melee' && ph.melee?.step === 'withdraw') s = run(s, { type: 'withdraw', player: 'B', withdraw: false }).state;
  return s;
}

/** B's two panic-fire cards and A's defense card. */
function shot(s: DobState, b: [number, number], a: number): DobState {
  const used = new Set<number>();
  return stacked(stacked(s, 'B', dieCards(b, used)), 'A', dieCards([a], used));
}

const step = (s: DobState) => (s.phase.kind === 'melee' ? s.phase.melee?.step : null);

describe('§15.9 panic fire', () => {
  it('the attacked missile unit may fire at −1 before the melee; it is marked Done! whatever happens', () => {
    let s = attack(fight());
    expect(step(s)).toBe('panicFire');
    expect(dawnOfBattle.pending(s)[0]?.player).toBe('B');
    expect(dawnOfBattle.legalCommands(s)).toEqual([{ type: 'panic-fire', player: 'B', fire: true }, { type: 'panic-fire', player: 'B', fire: false }]);
    // Best of 2 and 3 is 3, less 1 is 2; A's defense 2 + missile defense 0: no effect.
    s = shot(s, [2, 3], 2);
    const r = run(s, { type: 'panic-fire', player: 'B', fire: true });
    expect(eventsOf(r.events, 'panic-fire')[0]).toMatchObject({ firer: 'b1', target: 'a1', draws: 2, modifier: -1 });
    const ranged = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { attack: number; defense: number; result: string };
    expect(ranged).toMatchObject({ attack: 2, defense: 2, result: 'none' });
    expect(r.state.units['b1']!.marker).toBe('done');
    expect(step(r.state)).toBe('exertAttacker');
  });

  it('holding fire goes straight on to exertion, the unit unmarked', () => {
    const r = run(attack(fight()), { type: 'panic-fire', player: 'B', fire: false });
    expect(step(r.state)).toBe('exertAttacker');
    expect(r.state.units['b1']!.marker).toBe('none');
  });

  it('an attacker disrupted by it chooses: calling the attack off ends the melee unfought', () => {
    let s = shot(attack(fight()), [6, 5], 1);
    s = run(s, { type: 'panic-fire', player: 'B', fire: true }).state;
    expect(s.units['a1']!.status).toBe('disrupted');
    expect(step(s)).toBe('pressAttack');
    expect(dawnOfBattle.pending(s)[0]?.player).toBe('A');
    expect(refused(s, { type: 'press-attack', player: 'B', press: true }).code).toBe('wrong-player');
    const r = run(s, { type: 'press-attack', player: 'A', press: false });
    expect(eventsOf(r.events, 'melee')).toHaveLength(0);
    expect(eventsOf(r.events, 'melee-cancelled')[0]).toMatchObject({ attacker: 'a1', defender: 'b1' });
    // The melee ends with both marked Done! (§10.2.8); nobody else can attack, so the turn ends.
    expect(eventsOf(r.events, 'melee-ended')[0]).toMatchObject({ attacker: 'a1', defenders: ['b1'] });
    expect(r.state.phase.kind).toBe('turnEnd');
  });

  it('or presses on and fights at its disrupted strength', () => {
    let s = shot(attack(fight()), [6, 5], 1);
    s = run(s, { type: 'panic-fire', player: 'B', fire: true }, { type: 'press-attack', player: 'A', press: true }).state;
    expect(step(s)).toBe('exertAttacker');
    const r = run(s, { type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 0 });
    const melee = eventsOf(r.events, 'melee')[0]!;
    expect(melee).toMatchObject({ attacker: 'a1', defender: 'b1' });
  });

  it('an attacker already disrupted that is hit is eliminated and the melee is cancelled (ruling DOB-R55)', () => {
    const s = shot(attack(fight({ status: 'disrupted' })), [6, 5], 1);
    const r = run(s, { type: 'panic-fire', player: 'B', fire: true });
    expect(r.state.units['a1']!.where).toBe('eliminated');
    expect(eventsOf(r.events, 'melee')).toHaveLength(0);
    expect(eventsOf(r.events, 'melee-cancelled')).toHaveLength(1);
    expect(r.state.phase.kind).toBe('turnEnd');
  });

  it('not when the attacker is outside the missile unit’s arc, and not with the option off', () => {
    expect(step(attack(fight({ facingB: 2 })))).toBe('exertAttacker');
    const off = attack(fight({ panicFire: false }));
    expect(step(off)).toBe('exertAttacker');
    expect(refused(off, { type: 'panic-fire', player: 'B', fire: true }).code).toBe('wrong-step');
  });

  it('the scenario codec refuses a non-boolean option', () => {
    const sc = { ...fight(), options: { panicFire: 'yes' } } as unknown as Scenario;
    const r = dawnOfBattle.setup(sc, { seed: 'x' });
    expect(r._tag === 'Left' && r.left.message).toContain('panicFire');
  });
});
