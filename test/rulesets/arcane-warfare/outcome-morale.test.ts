// Combat outcome (§9): recoil, the morale test and its break value, shaken units fleeing.
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { breakPoints, type ArcaneEvent, type ArcaneState, type ArcaneUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { closeCombatPhase } from '../../../src/rulesets/arcane-warfare/rules/07-close-combat/resolve.js';
import { eventOf, fresh, unit } from './helpers.js';

function fight(units: ArcaneUnit[], dice: number[], patch: Partial<ArcaneState> = {}): { state: ArcaneState; events: ArcaneEvent[] } {
  const s = { ...fresh(), units: Object.fromEntries(units.map((u) => [u.id, u])), terrain: [], rng: scriptedRng(dice), ...patch };
  const events: ArcaneEvent[] = [];
  return { state: closeCombatPhase(s, events), events };
}
const g = (id: string, type: string, x: number, y: number, h = 90) => unit(id, 'greeks', type, x, y, h);
const p = (id: string, type: string, x: number, y: number, h = 270) => unit(id, 'persians', type, x, y, h);
const test$ = (events: ArcaneEvent[], id: string) => events.find((e) => e.type === 'morale-tested' && e.unit === id) as Extract<ArcaneEvent, { type: 'morale-tested' }> | undefined;

describe('§9.2 the break value', () => {
  it('§9.2: a loss by 2 with nothing else is break value 2; a 3 passes', () => {
    const { events, state } = fight([g('a', 'SpM', 1000, 500), p('x', 'SpM', 1000, 500)], [6, 4, 3]);
    expect(test$(events, 'x')).toMatchObject({ breakValue: 2, roll: 3, passed: true });
    expect(eventOf(events, 'unit-recoiled')).toMatchObject({ unit: 'x', blocked: false });
    expect(state.units.x!.y).toBeCloseTo(550, 6);
  });

  it('§9.1, §9.2.1 (Fig. 37a): a flank wholly against an enemy front edge blocks the recoil, +2: break value 7 destroys without a roll', () => {
    // c's front edge covers x's left flank (x faces -y, its left side is x = 1050, y 500..550).
    const { events, state } = fight([g('a', 'SpM', 1000, 500), p('x', 'SpM', 1000, 500), g('c', 'CvM', 1050, 525, 180)], [6, 2]);
    expect(eventOf(events, 'combat-fought').scores).toEqual({ a: 9, x: 4 });
    expect(eventOf(events, 'unit-recoiled')).toMatchObject({ unit: 'x', blocked: true, distance: 0 });
    expect(test$(events, 'x')).toMatchObject({ breakValue: 7, roll: null, passed: false });
    expect(state.units.x!.status).toBe('destroyed');
  });

  it('§9.2.1: Flop +1 (SpMB loses by 1: 2); Stubborn −1 (SpMe loses by 1: 0, a pass without a roll)', () => {
    expect(test$(fight([g('a', 'SpM', 1000, 500), p('x', 'SpMB', 1000, 500)], [4, 3, 6]).events, 'x')).toMatchObject({ breakValue: 2 });
    expect(test$(fight([g('a', 'SpM', 1000, 500), p('x', 'SpMe', 1000, 500)], [4, 3]).events, 'x')).toMatchObject({ breakValue: 0, roll: null, passed: true });
  });

  it('§9.2.2: CvL losing by 1 to the front of a close-order Cv is vulnerable +1: 2', () => {
    expect(test$(fight([g('a', 'CvM', 1000, 500), p('x', 'CvL', 1000, 500)], [1, 1, 6]).events, 'x')).toMatchObject({ breakValue: 2 });
  });

  it('§9.2.2: SpM on open losing by 1 to KnM is vulnerable +2: 3; a close-order foot friend aligned behind cancels a point: 2', () => {
    expect(test$(fight([g('a', 'KnM', 1000, 500), p('x', 'SpM', 1000, 500)], [2, 2, 6]).events, 'x')).toMatchObject({ breakValue: 3 });
    expect(test$(fight([g('a', 'KnM', 1000, 500), p('x', 'SpM', 1000, 500), p('y', 'EdM', 1000, 550)], [2, 2, 6]).events, 'x')).toMatchObject({ breakValue: 2 });
  });

  it('§11.1: a Critical unit that fails is destroyed (Hd)', () => {
    const { state } = fight([g('a', 'SpM', 1000, 500), p('x', 'Hd', 1000, 500)], [6, 5, 1]);
    expect(state.units.x!.status).toBe('destroyed');
  });

});

describe('§9.1 recoil from support, §9.2 the second unit', () => {
  it('Fig. 38: the loser\'s flank-overlap supporter recoils with it', () => {
    // b fights a frontally; c's front edge lies along a's left side and gives b a flank overlap.
    const { events, state } = fight([g('a', 'SpM', 1000, 500), p('b', 'SpM', 1000, 500), p('c', 'SpM', 950, 475, 0)], [6, 2, 6]);
    expect(eventOf(events, 'combat-fought')).toMatchObject({ factors: { a: 2, b: 3 }, loser: 'b' });
    expect(events.filter((e) => e.type === 'unit-recoiled').map((e) => (e as { unit: string }).unit)).toEqual(['b', 'c']);
    expect(state.units.c!.x).toBeCloseTo(900, 6);
    expect(test$(events, 'c')).toBeUndefined();
  });

  it('Fig. 20: a front edge over the flanks of a column of two fights the front unit; the rear one tests by ruling AW-R4', () => {
    // b and d (SpM, facing -y) in column; a's front edge (x = 1050, y 500..600) covers both left sides.
    const units = [p('b', 'SpM', 1000, 500), p('d', 'SpM', 1000, 550), g('a', 'CvM', 1050, 550, 180)];
    const base = fight(units, [6, 1, 4]);
    expect(eventOf(base.events, 'combat-fought')).toMatchObject({ unit: 'a', enemy: 'b', kind: 'flank', factors: { a: 2, b: 3 }, loser: 'b' });
    expect(test$(base.events, 'b')).toMatchObject({ breakValue: 6, roll: null });
    expect(test$(base.events, 'd')).toMatchObject({ breakValue: 3, roll: 4, passed: true });
    const readings = fresh().readings;
    const literal = fight(units, [6, 1], { readings: { ...readings, secondUnitBreakValue: 'literal' } });
    expect(test$(literal.events, 'd')).toMatchObject({ breakValue: -1, roll: null, passed: true });
    const final = fight(units, [6, 1, 4], { readings: { ...readings, secondUnitBreakValue: 'final-minus-one' } });
    expect(test$(final.events, 'd')).toMatchObject({ breakValue: 5, roll: 4, passed: false });
    expect(final.state.units.d!.status).toBe('destroyed');
  });
});

describe('§9.3 shaken units', () => {
  it('a failed test shakes the unit: it turns about, flees its full move and faces its own edge; its army counts its AP', () => {
    const { state, events } = fight([g('a', 'SpM', 1000, 500), p('x', 'SpM', 1000, 500)], [1, 6, 3]);
    expect(test$(events, 'a')).toMatchObject({ breakValue: 5, roll: 3, passed: false });
    expect(eventOf(events, 'unit-shaken').unit).toBe('a');
    const fled = eventOf(events, 'unit-fled');
    expect(fled.distance).toBeCloseTo(150, 6);
    expect(state.shaken).toEqual(['a']);
    expect(state.units.a!.heading).toBe(270);
    expect(state.units.a!.status).toBe('active');
    expect(breakPoints(state, 'greeks')).toBe(2.5);
  });

  it('the beginner preset has no shaken units: a failed test destroys', () => {
    const { state } = fight([g('a', 'SpM', 1000, 500), p('x', 'SpM', 1000, 500)], [1, 6, 3], { preset: 'starter' });
    expect(state.units.a!.status).toBe('destroyed');
  });

  it('a shaken unit fleeing off the table is destroyed', () => {
    const { state, events } = fight([g('a', 'SpM', 1000, 120), p('x', 'SpM', 1000, 120)], [1, 6, 3]);
    expect(state.units.a!.status).toBe('destroyed');
    expect(eventOf(events, 'unit-destroyed').reason).toMatch(/off the table/);
  });
});
