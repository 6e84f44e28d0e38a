import { describe, expect, it } from 'vitest';
import { roadRate, statsOf, type UnitStats } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, moving, play, rect, refusal, unit } from './helpers.js';

const mv = (u: string, steps: unknown[]) => ({ type: 'move' as const, player: 'greeks', co: 'g-sco', unit: u, steps: steps as never });
// A road 60 p wide running north along x = 1000 (a base, 100 p wide, is wider than the road).
const road = { id: 'road', kind: 'road' as const, polygon: rect(970, 0, 1030, 1500) };
const stats = (t: string) => statsOf(t) as UnitStats;

describe('§6.3 road movement', () => {
  it('worked example: a CvL keeping to the road moves 400 p; on open ground 300 (+100 for Light and close-order)', () => {
    const s = moving([unit('c', 'greeks', 'CvL', 1000, 300)], { terrain: [road] });
    const e = eventOf(play(s, mv('c', [{ step: 'forward', distance: 400 }])).events, 'unit-moved');
    expect([e.distance, e.allowance]).toEqual([400, 400]);
    expect(roadRate(stats('SpM'))).toBe(stats('SpM').moveOpen + 100);
  });

  it('worked example: a Cumbersome War Wagon gets 50 p more (100 → 150)', () => {
    expect(roadRate(stats('WW'))).toBe(stats('WW').moveOpen + 50);
    expect(roadRate(stats('WW'))).toBe(150);
  });

  it('the ground the road crosses does not slow a unit on it (ruling AW-R44)', () => {
    const wood = { id: 'w', kind: 'wood' as const, polygon: rect(850, 500, 1150, 800) };
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 300)], { terrain: [road, wood] });
    expect(eventOf(play(s, mv('a', [{ step: 'forward', distance: 250 }])).events, 'unit-moved').allowance).toBe(250);
    const off = moving([unit('a', 'greeks', 'SpM', 900, 300)], { terrain: [road, wood] });
    expect(refusal(off, mv('a', [{ step: 'forward', distance: 250 }]))).toBe('too-far');
  });

  it('leaving the road, or turning, loses the road rate for the whole impulse', () => {
    const s = moving([unit('c', 'greeks', 'CvL', 1000, 300)], { terrain: [road] });
    expect(refusal(s, mv('c', [{ step: 'forward', distance: 300 }, { step: 'sidestep', distance: 60 }]))).toBe('too-far');
    expect(eventOf(play(s, mv('c', [{ step: 'turn', angle: 180, about: 'centre' }, { step: 'forward', distance: 50 }])).events, 'unit-moved').allowance).toBe(300);
  });

  it('worked example: a line of two CvL gets no road rate; a column on the road does', () => {
    const line = moving([unit('a', 'greeks', 'CvL', 1000, 300), unit('b', 'greeks', 'CvL', 1100, 300)], { terrain: [road] });
    expect(refusal(line, { type: 'move-formation', player: 'greeks', co: 'g-sco', units: ['a', 'b'], steps: [{ step: 'forward', distance: 400 }] })).toBe('too-far');
    const column = moving([unit('a', 'greeks', 'CvL', 1000, 400), unit('b', 'greeks', 'CvL', 1000, 300)], { terrain: [road] });
    const e = eventOf(play(column, { type: 'move-formation', player: 'greeks', co: 'g-sco', units: ['a', 'b'], steps: [{ step: 'forward', distance: 400 }] }).events, 'formation-moved');
    expect([e.kind, e.allowance]).toEqual(['column', 400]);
  });
});
