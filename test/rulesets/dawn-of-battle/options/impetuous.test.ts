// §15.5 impetuousness through `apply`: the restraint check with chit bids, impetuous movement
// toward the nearest enemy, failure to engage, the immediate melee phase and the −1s.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, hasLostRestraint, impetuousEnds, missileDefenseOf, type DobState, type Scenario } from '../../../../src/dawn-of-battle/index.js';
import { at, eventsOf, refused, run, scenario, start, toAction, u } from '../fixtures.js';
import { stacked } from './helpers.js';

const LEADERS = { leadersA: [{ id: 'LA1', command: 2, range: 2, combat: 0 }], leadersB: [{ id: 'LB1', command: 2, range: 2, combat: 0 }] };
const PLACES = { LA1: at(1, 11), LB1: at(10, 0) };

/** A's impetuous Light Infantry four hexes south of B's Medium Infantry (facing it). */
function face(p: { options?: Scenario['options']; A?: Scenario['sides']['A']['units']; B?: Scenario['sides']['B']['units'] } = {}): Scenario {
  return scenario({
    A: p.A === undefined ? [u('a1', 'LI', at(5, 8))] : [...p.A],
    B: p.B === undefined ? [u('b1', 'MI', at(5, 4), 2)] : [...p.B],
    ...LEADERS,
    options: { impetuous: ['a1'], ...p.options },
  });
}

/** Sets up and plays to the impetuousness phase (initiative declined: side A holds it on turn 1). */
function toRestraint(sc: Scenario): DobState {
  const s = toAction(start(sc), PLACES, 'A');
  expect(s.phase.kind).toBe('impetuous');
  return s;
}

/** The restraint draws: each side's next card shows the given die. */
function draws(s: DobState, dice: { A?: number; B?: number }): DobState {
  let out = s;
  if (dice.A !== undefined) out = stacked(out, 'A', [dice.A]);
  if (dice.B !== undefined) out = stacked(out, 'B', [dice.B + 6]);
  return out;
}

describe('§15.5 impetuousness', () => {
  it('after leader placement an army with impetuous units checks restraint; chits spent lower the draw, and a pass leaves it restrained', () => {
    let s = toRestraint(face());
    expect(dawnOfBattle.pending(s)[0]).toMatchObject({ player: 'A', kind: 'restraint' });
    const chits = s.players.A.unspent;
    s = draws(s, { A: 4 });
    const r = run(s, { type: 'restraint', player: 'A', chits: 2 });
    // 4 − 2 = 2 ≤ morale 2: restraint holds, the action cycle begins.
    expect(eventsOf(r.events, 'restraint')[0]).toMatchObject({ side: 'A', die: 4, chits: 2, morale: 2, passed: true });
    expect(r.state.players.A.unspent).toBe(chits - 2);
    expect(r.state.phase.kind).toBe('action');
    expect(hasLostRestraint(r.state, r.state.units['a1']!)).toBe(false);
  });

  it('a side may not spend more chits than it has, nor bid out of turn', () => {
    const s = toRestraint(face());
    expect(refused(s, { type: 'restraint', player: 'A', chits: s.players.A.unspent + 1 }).code).toBe('no-action-points');
    expect(refused(s, { type: 'restraint', player: 'B', chits: 0 }).code).toBe('wrong-player');
  });

  it('a failed check loses restraint: the unit takes a shortest route to engage the nearest enemy, then attacks in an immediate melee with −1', () => {
    let s = draws(toRestraint(face()), { A: 6 });
    s = run(s, { type: 'restraint', player: 'A', chits: 0 }).state;
    expect(s.phase).toMatchObject({ kind: 'impetuous', step: 'move', toAct: 'A', lost: ['A'] });
    const ends = impetuousEnds(s, s.units['a1']!);
    // Three hexes straight north, the cheapest way to have b1 in its front hexes (facing N or NW).
    expect(ends.map((r) => [r.to, r.facing, r.spent]).sort()).toEqual([[at(5, 5), 4, 3], [at(5, 5), 5, 3]]);
    // Any other end is refused with the rule.
    const wrong = refused(s, { type: 'impetuous-move', player: 'A', unit: 'a1', to: at(5, 6), facing: 5 });
    expect(wrong.code).toBe('not-impetuous-end');
    expect(wrong.citations[0]?.section).toBe('15.5.1.1');
    const moved = run(s, { type: 'impetuous-move', player: 'A', unit: 'a1', to: at(5, 5), facing: 5 });
    expect(eventsOf(moved.events, 'impetuous-engaged')).toHaveLength(1);
    s = moved.state;
    expect(s.phase).toMatchObject({ kind: 'melee', impetuous: ['a1'], toAct: 'A' });
    // The engaged unit must attack: passing is refused while it can.
    const pass = refused(s, { type: 'pass-melee', player: 'A' });
    expect(pass.code).toBe('impetuous-must-attack');
    expect(pass.citations[0]?.section).toBe('15.5.1.3');
    const legal = dawnOfBattle.legalCommands(s);
    expect(legal).toContainEqual({ type: 'initiate-melee', player: 'A', unit: 'a1', target: 'b1' });
    expect(legal.some((c) => c.type === 'pass-melee')).toBe(false);
    // Fight it through (exertion 0 from both), then the action cycle begins.
    const fought = run(s, { type: 'initiate-melee', player: 'A', unit: 'a1', target: 'b1' }, { type: 'exert', player: 'A', chits: 0 }, { type: 'exert', player: 'B', chits: 0 });
    const melee = eventsOf(fought.events, 'melee')[0]!;
    const lines = melee.strengths.breakdown;
    expect(lines.find((l) => l.label === 'attacker impetuous −1')).toMatchObject({ value: -1, citation: { section: '15.5.1.2' } });
    expect(fought.state.phase.kind).toBe('action');
    expect(fought.state.units['a1']!.marker).toBe('done');
  });

  it('a unit that cannot engage closes as far as it can and is disrupted and marked Active! (§15.5.1.4)', () => {
    let s = draws(toRestraint(face({ A: [u('a1', 'LI', at(5, 11))], B: [u('b1', 'MI', at(5, 1), 2)] })), { A: 6 });
    s = run(s, { type: 'restraint', player: 'A', chits: 0 }).state;
    const ends = impetuousEnds(s, s.units['a1']!);
    expect(ends.every((r) => r.spent === 3)).toBe(true);
    expect(ends.map((r) => r.to)).toContainEqual(at(5, 8));
    const r = run(s, { type: 'impetuous-move', player: 'A', unit: 'a1', to: at(5, 8), facing: 5 });
    expect(eventsOf(r.events, 'impetuous-failed')).toHaveLength(1);
    expect(r.state.units['a1']).toMatchObject({ status: 'disrupted', marker: 'active' });
    // Nobody engaged: no melee phase, the action cycle begins.
    expect(r.state.phase.kind).toBe('action');
  });

  it('for the rest of the turn the impetuous units have −1 missile defense; next turn it is over', () => {
    let s = draws(toRestraint(face({ A: [u('a1', 'LI', at(5, 11))], B: [u('b1', 'MI', at(5, 1), 2)] })), { A: 6 });
    s = run(s, { type: 'restraint', player: 'A', chits: 0 }).state;
    const a1 = s.units['a1']!;
    expect(hasLostRestraint(s, a1)).toBe(true);
    expect(missileDefenseOf(s, a1)).toBe(-1);
    expect(missileDefenseOf(s, s.units['b1']!)).toBe(0);
    const later = { ...s, turn: s.turn + 1 };
    expect(hasLostRestraint(later, a1)).toBe(false);
  });

  it('a unit that begins engaged does not move and fights; a disrupted impetuous unit does not move', () => {
    const sc = face({ A: [u('a1', 'LI', at(5, 5)), u('a2', 'LI', at(8, 8), 5, { status: 'disrupted' })], options: { impetuous: ['a1', 'a2'] } });
    let s = draws(toRestraint(sc), { A: 6 });
    const r = run(s, { type: 'restraint', player: 'A', chits: 0 });
    s = r.state;
    expect(eventsOf(r.events, 'impetuous-engaged')).toMatchObject([{ unit: 'a1', moved: false }]);
    expect(s.phase).toMatchObject({ kind: 'melee', impetuous: ['a1'] });
    expect(s.units['a2']!.hex).toEqual(at(8, 8));
  });

  it('when both armies lose restraint the initiative player moves first, then the other; both attack in turn', () => {
    const sc = face({
      A: [u('a1', 'LI', at(5, 8))],
      B: [u('b1', 'MI', at(5, 4), 2), u('b2', 'LI', at(8, 2), 2)],
      options: { impetuous: ['a1', 'b2'] },
    });
    let s = toRestraint(sc);
    expect(s.phase).toMatchObject({ checking: ['A', 'B'] });
    s = draws(s, { A: 6, B: 6 });
    s = run(s, { type: 'restraint', player: 'A', chits: 0 }, { type: 'restraint', player: 'B', chits: 0 }).state;
    expect(s.phase).toMatchObject({ kind: 'impetuous', step: 'move', toAct: 'A', lost: ['A', 'B'] });
    s = run(s, { type: 'impetuous-move', player: 'A', unit: 'a1', to: at(5, 5), facing: 5 }).state;
    expect(s.phase).toMatchObject({ kind: 'impetuous', toAct: 'B' });
    const ends = impetuousEnds(s, s.units['b2']!);
    expect(ends.length).toBeGreaterThan(0);
    s = run(s, { type: 'impetuous-move', player: 'B', unit: 'b2', to: ends[0]!.to, facing: ends[0]!.facing, ...(ends[0]!.charge ? { charge: true } : {}) }).state;
    expect(s.phase.kind === 'melee' || s.phase.kind === 'action').toBe(true);
  });

  it('§15.4 with ruling DOB-R50: an impetuous barbarian army cannot pick its charge turn; it comes when restraint is first lost', () => {
    let s = draws(toRestraint(face({ options: { impetuous: ['a1'], barbarian: ['A'] } })), { A: 6 });
    const r = run(s, { type: 'restraint', player: 'A', chits: 0 });
    expect(eventsOf(r.events, 'barbarian-charge')).toMatchObject([{ side: 'A', forced: true }]);
    expect(r.state.ext.barbarianTurn.A).toBe(1);
    s = r.state;
    expect(s.phase.kind).toBe('impetuous');
  });

  it('§15.5.1.2 a move-and-fire unit may fire after its impetuous move; failing to engage disrupts it only after the shot', () => {
    let s = draws(toRestraint(face({ A: [u('a1', 'MA', at(5, 11))], B: [u('b1', 'MI', at(5, 4), 2)] })), { A: 6 });
    s = run(s, { type: 'restraint', player: 'A', chits: 0 }).state;
    // Five hexes north is as near as it gets (b1 is seven away): two hexes from b1.
    const ends = impetuousEnds(s, s.units['a1']!);
    expect(ends.map((r) => r.to)).toContainEqual(at(5, 6));
    s = run(s, { type: 'impetuous-move', player: 'A', unit: 'a1', to: at(5, 6), facing: 5 }).state;
    expect(s.phase).toMatchObject({ kind: 'impetuous', firing: 'a1' });
    expect(s.units['a1']!.status).toBe('good');
    expect(dawnOfBattle.legalCommands(s)).toEqual([
      { type: 'impetuous-fire', player: 'A', unit: 'a1', target: null },
      { type: 'impetuous-fire', player: 'A', unit: 'a1', target: 'b1' },
    ]);
    const r = run(s, { type: 'impetuous-fire', player: 'A', unit: 'a1', target: 'b1' });
    expect(eventsOf(r.events, 'ranged-attack')).toHaveLength(1);
    expect(eventsOf(r.events, 'impetuous-fire')[0]).toMatchObject({ unit: 'a1', target: 'b1', after: true });
    expect(r.state.units['a1']).toMatchObject({ status: 'disrupted', marker: 'done' });
    expect(r.state.phase.kind).toBe('action');
  });

  it('setup refuses an impetuous unit the scenario does not have, naming the path', () => {
    const r = dawnOfBattle.setup(face({ options: { impetuous: ['a1', 'nobody'] } }), { seed: 'x' });
    expect(E.isLeft(r) && r.left.message).toContain('options.impetuous[1]');
  });

  it('without the option nothing changes: no restraint phase', () => {
    const s = toAction(start(face({ options: { impetuous: [] } })), PLACES, 'A');
    expect(s.phase.kind).toBe('action');
  });
});
