// Rally (§10.2), command stand escape (§10.1) and victory (§10.3).
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { breakPoints, strategicBreakPoints, verdict, type ArcaneEvent, type ArcaneState, type ArcaneUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { commandEscapes } from '../../../src/rulesets/arcane-warfare/rules/10-command-victory/escape.js';
import { eventOf, fresh, play, refusal, unit } from './helpers.js';

const g = (id: string, type: string, x: number, y: number, h = 90, extra: Partial<ArcaneUnit> = {}) => unit(id, 'greeks', type, x, y, h, extra);

/** The greeks in the rally phase with these units shaken, their SCo at (1000, 150). */
function rallying(units: ArcaneUnit[], shaken: string[], dice: number[]): ArcaneState {
  const s = fresh();
  return {
    ...s,
    units: Object.fromEntries(units.map((u) => [u.id, u])),
    shaken,
    rng: scriptedRng(dice),
    commands: { ...s.commands, 'g-sco': { ...s.commands['g-sco']!, x: 1000, y: 150 } },
    phase: { tag: 'rally', player: 'greeks', then: null, tried: [], used: [] },
  };
}

describe('§10.2 rally', () => {
  const cases: Array<[string, number, string]> = [
    ['SpM', 2, 'rallied'],
    ['SpM', 3, 'no-effect'],
    ['SpM', 4, 'destroyed'],
    ['SpMB', 1, 'rallied'],
    ['SpMB', 2, 'no-effect'],
    ['CvL', 3, 'destroyed'],
  ];
  for (const [type, roll, result] of cases) {
    it(`${type} rolling ${roll}: ${result}`, () => {
      const s = rallying([g('a', type, 1000, 400, 270)], ['a'], [roll]);
      const { state, events } = play(s, { type: 'rally', player: 'greeks', co: 'g-sco', unit: 'a' });
      expect(eventOf(events, 'rally-attempted').result).toBe(result);
      expect(state.shaken.includes('a')).toBe(result === 'no-effect');
      if (result === 'rallied') {
        expect(state.units.a!.heading).toBe(90);
        expect(state.units.a!.orderedBy).toBe('g-sco');
      }
      if (result === 'destroyed') expect(state.units.a!.status).toBe('destroyed');
    });
  }

  it('one attempt per unit a turn, and none beyond the command radius', () => {
    const s = rallying([g('a', 'SpM', 1000, 400, 270), g('b', 'SpM', 1000, 1400, 270), g('c', 'SpM', 1200, 400, 270)], ['a', 'b', 'c'], [3, 3]);
    expect(refusal(s, { type: 'rally', player: 'greeks', co: 'g-sco', unit: 'b' })).toBe('out-of-radius');
    const { state } = play(s, { type: 'rally', player: 'greeks', co: 'g-sco', unit: 'a' });
    expect(refusal(state, { type: 'rally', player: 'greeks', co: 'g-sco', unit: 'a' })).toBe('already-tried');
  });
});

describe('§10.1 command stand escape', () => {
  function contacted(type: string, roll: number): { state: ArcaneState; events: ArcaneEvent[] } {
    const s = fresh();
    // A persian unit facing -y with its front edge touching the SCo stand (100 p across) centred at (1000, 900).
    const base: ArcaneState = {
      ...s,
      units: { x: unit('x', 'persians', type, 1000, 950, 270) },
      commands: { ...s.commands, 'g-sco': { ...s.commands['g-sco']!, x: 1000, y: 900 } },
      rng: scriptedRng([roll]),
    };
    const events: ArcaneEvent[] = [];
    return { state: commandEscapes(base, events), events };
  }

  it('against foot a 1 is captured and a 2 escapes the command radius plus the diameter straight away (small game: 700 p)', () => {
    const lost = contacted('SpM', 1);
    expect(lost.state.commands['g-sco']!.status).toBe('removed');
    expect(verdict(lost.state).broken).toEqual(['greeks']);
    expect(verdict(lost.state).points.greeks).toBeGreaterThanOrEqual(16);
    const away = contacted('SpM', 2);
    expect(eventOf(away.events, 'command-escape')).toMatchObject({ escaped: true, roll: 2 });
    expect(away.state.commands['g-sco']!.y).toBeCloseTo(900 - 700, 6);
  });

  it('against mounted a 2 is captured, a 3 escapes', () => {
    expect(contacted('CvM', 2).state.commands['g-sco']!.status).toBe('removed');
    expect(eventOf(contacted('CvM', 3).events, 'command-escape').escaped).toBe(true);
  });
});

describe('§10.3 victory', () => {
  const lost = (id: string, type: string, status: ArcaneUnit['status']) => g(id, type, 1000, 300, 90, { status });

  it('destroyed SpM, CvL, KnM, a shaken Ed of 3 AP and a destroyed baggage: 16 of 15, broken', () => {
    const s = fresh();
    const units = [lost('a', 'SpM', 'destroyed'), lost('b', 'CvL', 'destroyed'), lost('c', 'KnM', 'destroyed'), lost('d', 'EdM', 'active'), lost('e', 'Baggage', 'destroyed')];
    const st: ArcaneState = { ...s, units: Object.fromEntries(units.map((u) => [u.id, u])), shaken: ['d'] };
    expect(breakPoints(st, 'greeks')).toBe(16);
    expect(verdict(st)).toMatchObject({ threshold: 15, broken: ['greeks'] });
  });

  it('14.5 rounds down to 14: not broken; with `exceeds` (ruling AW-R23) 15 is not broken either', () => {
    const s = fresh();
    const units = [lost('a', 'SpM', 'destroyed'), lost('b', 'CvL', 'destroyed'), lost('c', 'KnM', 'destroyed'), lost('d', 'SpM', 'destroyed'), lost('f', 'SpL', 'destroyed')];
    const st: ArcaneState = { ...s, units: Object.fromEntries(units.map((u) => [u.id, u])) };
    expect(breakPoints(st, 'greeks')).toBe(13);
    const more = { ...st, units: { ...st.units, g: lost('g', 'Hd', 'destroyed'), h: lost('h', 'Bw' + 'L', 'removed') } };
    expect(breakPoints(more, 'greeks')).toBe(14);
    expect(verdict(more).broken).toEqual([]);
    const fifteen = { ...more, units: { ...more.units, i: lost('i', 'Hd', 'destroyed') } };
    expect(verdict(fifteen).broken).toEqual(['greeks']);
    expect(verdict({ ...fifteen, readings: { ...fifteen.readings, breakWhen: 'exceeds' } }).broken).toEqual([]);
  });

  it('§10.3.4 strategic break-points (ruling AW-R24): off by default; on, a flank sector held by the enemy alone is 1, both flanks 3', () => {
    const s = fresh();
    const persian = (id: string, x: number) => unit(id, 'persians', 'SpM', x, 1000, 270);
    const st: ArcaneState = { ...s, size: 'standard', units: { a: persian('a', 300) } };
    expect(strategicBreakPoints(st, 'greeks')).toBe(0);
    const on: ArcaneState = { ...st, readings: { ...st.readings, strategicBreakPoints: 'on' } };
    expect(strategicBreakPoints(on, 'greeks')).toBe(1);
    const both = { ...on, units: { ...on.units, b: persian('b', 2600) } };
    expect(strategicBreakPoints(both, 'greeks')).toBe(3);
    const contested = { ...both, units: { ...both.units, c: g('c', 'SpM', 2500, 1000) } };
    expect(strategicBreakPoints(contested, 'greeks')).toBe(1);
  });
});
