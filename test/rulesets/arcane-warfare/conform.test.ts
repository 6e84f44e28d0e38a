// §7.8.2 conforming into frontal close combat in the reset phase (Figs. 29–31), through the
// public API. The persians are the example's attacker and act first in the reset phase.
import { describe, expect, it } from 'vitest';
import { arcaneWarfare, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { combatsOf } from '../../../src/rulesets/arcane-warfare/rules/07-close-combat/contacts.js';
import { startTurn } from '../../../src/rulesets/arcane-warfare/rules/05-sequence/turn.js';
import { eventOf, fresh, play, refusal, unit } from './helpers.js';

const base = fresh();
const withUnits = (...us: ReturnType<typeof unit>[]): ArcaneState => ({ ...base, units: Object.fromEntries(us.map((u) => [u.id, u])) });
// A persian SpM facing +y, its front edge y = 900, x 950..1050; its right flank is x = 1050, y 850..900.
const t = unit('t', 'persians', 'SpM', 1000, 900, 90);
// A greek SpM whose front edge (x = 1050, y 825..925) covers t's whole right flank.
const x = unit('x', 'greeks', 'SpM', 1050, 875, 180);

describe('§7.8.2 conforming into frontal close combat (Fig. 29)', () => {
  it('A: a unit in flank combat turns to meet the enemy front to front, centred on its front edge', () => {
    const s = withUnits(t, x);
    expect(combatsOf(s)).toEqual([{ unit: 'x', enemy: 't', kind: 'flank' }]);
    const { state, events } = play(s, { type: 'conform', player: 'persians', unit: 't' });
    const e = eventOf(events, 'unit-conformed');
    expect(e.to).toEqual({ x: 1050, y: 875, heading: 0 });
    expect(e.behind).toBeNull();
    expect(e.pushed).toBeNull();
    expect(state.units['t']).toMatchObject({ x: 1050, y: 875, heading: 0 });
    expect(state.units['x']).toEqual(x);
    expect(combatsOf(state)).toEqual([{ unit: 't', enemy: 'x', kind: 'frontal' }]);
    expect(state.conformed).toEqual(['t']);
  });
  it('a unit in rear combat turns about to face its enemy', () => {
    const r = unit('r', 'greeks', 'SpM', 1000, 850, 90);
    const { state } = play(withUnits(t, r), { type: 'conform', player: 'persians', unit: 't' });
    expect(state.units['t']).toMatchObject({ x: 1000, y: 850, heading: 270 });
    expect(combatsOf(state)).toEqual([{ unit: 'r', enemy: 't', kind: 'frontal' }]);
  });
  it('B: a contact that is not close combat (part of the flank) may not conform', () => {
    const partly = unit('x', 'greeks', 'SpM', 1050, 925, 180);
    expect(refusal(withUnits(t, partly), { type: 'conform', player: 'persians', unit: 't' })).toBe('conform-illegal');
  });
  it('C: a unit touched by a second enemy front edge is pinned', () => {
    const w = unit('w', 'greeks', 'SpM', 950, 875, 0);
    const s = withUnits(t, x, w);
    expect(refusal(s, { type: 'conform', player: 'persians', unit: 't' })).toBe('conform-illegal');
    expect(arcaneWarfare.legalCommands(s, 'persians')).toEqual([{ type: 'end-reset', player: 'persians' }]);
  });
  it('no unit conforms twice in a turn; the record is cleared when the next turn begins', () => {
    const s = { ...withUnits(t, x), conformed: ['t'] };
    expect(refusal(s, { type: 'conform', player: 'persians', unit: 't' })).toBe('conform-illegal');
    expect(startTurn(s, []).state.conformed).toBeUndefined();
  });
  it('§11.1: Jumbo and Cumbersome units never conform', () => {
    const el = unit('t', 'persians', 'ElM', 1000, 900, 90);
    const elFront = unit('x', 'greeks', 'SpM', 1050, 850, 180);
    expect(refusal(withUnits(el, elFront), { type: 'conform', player: 'persians', unit: 't' })).toBe('conform-illegal');
    const at = unit('t', 'persians', 'At', 1000, 900, 90);
    expect(refusal(withUnits(at, elFront), { type: 'conform', player: 'persians', unit: 't' })).toBe('conform-illegal');
  });
  it('§5.1: only in the reset phase, and only by the unit\'s owner when it is their turn to act', () => {
    expect(refusal(withUnits(t, x), { type: 'conform', player: 'greeks', unit: 't' })).toBe('wrong-player');
    const greeksTurn = { ...withUnits(t, x), phase: { tag: 'reset' as const, player: 'greeks' } };
    expect(refusal(greeksTurn, { type: 'conform', player: 'greeks', unit: 't' })).toBe('unknown-unit');
  });
  it('legalCommands offers the conform in the reset phase', () => {
    expect(arcaneWarfare.legalCommands(withUnits(t, x), 'persians')).toEqual([
      { type: 'conform', player: 'persians', unit: 't' },
      { type: 'end-reset', player: 'persians' },
    ]);
  });
});

describe('§7.8.2 double conforming (Fig. 30) and making room (Fig. 31)', () => {
  // A CvL (100 p deep) whose front edge, x = 1050, y 800..900, covers the right flanks of a column.
  const cvl = unit('cvl', 'greeks', 'CvL', 1050, 850, 180);
  it('Fig. 30: the front unit of a 50 p deep column conforms and the second is placed behind it', () => {
    const p = unit('p', 'persians', 'SpM', 1000, 850, 90);
    const { state, events } = play(withUnits(t, p, cvl), { type: 'conform', player: 'persians', unit: 't' });
    const e = eventOf(events, 'unit-conformed');
    expect(e.to).toEqual({ x: 1050, y: 850, heading: 0 });
    expect(e.behind).toEqual({ unit: 'p', to: { x: 1000, y: 850, heading: 0 } });
    expect(state.conformed).toEqual(['t', 'p']);
    expect(combatsOf(state)).toEqual([{ unit: 'cvl', enemy: 't', kind: 'frontal' }]);
  });
  it('Fig. 30: the rear unit of the column is not in close combat and may not conform itself', () => {
    const p = unit('p', 'persians', 'SpM', 1000, 850, 90);
    expect(refusal(withUnits(t, p, cvl), { type: 'conform', player: 'persians', unit: 'p' })).toBe('conform-illegal');
  });
  it('Fig. 31: with a 100 p deep unit behind, only the 50 p unit conforms and the contactor moves straight back', () => {
    const cvm = unit('cvm', 'persians', 'CvM', 1000, 850, 90);
    const { state, events } = play(withUnits(t, cvm, cvl), { type: 'conform', player: 'persians', unit: 't' });
    const e = eventOf(events, 'unit-conformed');
    expect(e.pushed).toEqual({ unit: 'cvl', distance: 50, to: { x: 1100, y: 850, heading: 180 } });
    expect(e.to).toEqual({ x: 1100, y: 850, heading: 0 });
    expect(state.units['cvm']).toEqual(cvm);
    expect(combatsOf(state)).toEqual([{ unit: 'cvl', enemy: 't', kind: 'frontal' }]);
  });
  it('Fig. 31: when the contactor cannot move back, nothing changes', () => {
    const cvm = unit('cvm', 'persians', 'CvM', 1000, 850, 90);
    const z = unit('z', 'greeks', 'SpM', 1150, 850, 180);
    const s = withUnits(t, cvm, cvl, z);
    expect(refusal(s, { type: 'conform', player: 'persians', unit: 't' })).toBe('conform-illegal');
    expect(arcaneWarfare.legalCommands(s, 'persians')).toEqual([{ type: 'end-reset', player: 'persians' }]);
  });
});
