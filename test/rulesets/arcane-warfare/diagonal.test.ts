// §6.13.1 diagonal interpenetration (Fig. 15), through the public API: a unit steps one frontage
// sideways and half or a whole base depth forward across a friend's diagonal.
import { describe, expect, it } from 'vitest';
import type { ArcaneCommand, ArcaneStep } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, moving, play, refusal, unit } from './helpers.js';

const mv = (u: string, steps: ArcaneStep[]): ArcaneCommand => ({ type: 'move', player: 'greeks', co: 'g-sco', unit: u, steps });
const co = { x: 1000, y: 500 };

describe('§6.13.1 diagonal interpenetration (Fig. 15)', () => {
  // A column of two SpM facing +y: the head's front edge at y = 600, the second unit behind it.
  const column = () => moving([unit('h', 'greeks', 'SpM', 1000, 600), unit('m', 'greeks', 'SpM', 1000, 550)], { co });
  it('from column into line across the head\'s diagonal: charged 100 p, then 50 p more forward', () => {
    const one = eventOf(play(column(), mv('m', [{ step: 'move-to', x: 900, y: 600, heading: 90 }])).events, 'unit-moved');
    expect(one.to).toEqual({ x: 900, y: 600, heading: 90 });
    expect(one.distance).toBe(100);
    const two = eventOf(play(column(), mv('m', [{ step: 'move-to', x: 900, y: 600, heading: 90 }, { step: 'forward', distance: 50 }])).events, 'unit-moved');
    expect(two.distance).toBe(150);
  });
  it('the same crossing of a close-order friend is blocked when it is not a diagonal manoeuvre (§6.13)', () => {
    expect(refusal(column(), mv('m', [{ step: 'move-to', x: 900, y: 610, heading: 90 }]))).toBe('blocked');
    expect(refusal(column(), mv('m', [{ step: 'move-to', x: 900, y: 600, heading: 100 }]))).toBe('blocked');
  });
  it('a 100 p deep unit stepping a whole depth forward is charged 150 p (Fig. 15)', () => {
    const s = moving([unit('a', 'greeks', 'CvL', 1000, 700), unit('b', 'greeks', 'CvL', 1000, 600)], { co });
    const e = eventOf(play(s, mv('b', [{ step: 'move-to', x: 1100, y: 700, heading: 90 }])).events, 'unit-moved');
    expect(e.distance).toBe(150);
    expect(e.to).toEqual({ x: 1100, y: 700, heading: 90 });
  });
  it('enemies are never crossed, diagonal or not (§6.1)', () => {
    const s = moving([unit('e', 'persians', 'SpM', 950, 550, 270), unit('m', 'greeks', 'SpM', 1000, 550)], { co });
    expect(refusal(s, mv('m', [{ step: 'move-to', x: 900, y: 600, heading: 90 }]))).toBe('blocked');
  });
});
