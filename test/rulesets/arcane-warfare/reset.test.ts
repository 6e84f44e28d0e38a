import { describe, expect, it } from 'vitest';
import { eventOf, fresh, play, refusal, unit } from './helpers.js';

describe('§7.8.1 redressing ranks in the reset phase', () => {
  const base = fresh();
  const withUnits = (...us: ReturnType<typeof unit>[]) => ({ ...base, units: Object.fromEntries(us.map((u) => [u.id, u])) });
  it('lines units up beside a still unit, none moving more than half a base depth', () => {
    // The persians are the attacker and redress first; a ragged line of their SpM.
    const s = withUnits(unit('a', 'persians', 'SpM', 1000, 900, 270), unit('b', 'persians', 'SpM', 900, 920, 270), unit('c', 'persians', 'SpM', 1100, 880, 270));
    const { events } = play(s, { type: 'redress', player: 'persians', anchor: 'a', units: ['b', 'c'] });
    const e = eventOf(events, 'ranks-redressed');
    expect(e.to).toEqual({ b: { x: 900, y: 900, heading: 270 }, c: { x: 1100, y: 900, heading: 270 } });
  });
  it('refuses a move of more than half a base depth, and units not in flank contact', () => {
    const far = withUnits(unit('a', 'persians', 'SpM', 1000, 900, 270), unit('b', 'persians', 'SpM', 900, 940, 270));
    expect(refusal(far, { type: 'redress', player: 'persians', anchor: 'a', units: ['b'] })).toBe('redress-illegal');
    const apart = withUnits(unit('a', 'persians', 'SpM', 1000, 900, 270), unit('b', 'persians', 'SpM', 880, 900, 270));
    expect(refusal(apart, { type: 'redress', player: 'persians', anchor: 'a', units: ['b'] })).toBe('redress-illegal');
  });
  it('§5.1: the attacker decides first, then the defender', () => {
    expect(refusal(base, { type: 'end-reset', player: 'greeks' })).toBe('wrong-player');
    const { state } = play(base, { type: 'end-reset', player: 'persians' });
    expect(state.phase).toEqual({ tag: 'reset', player: 'greeks' });
  });
});
