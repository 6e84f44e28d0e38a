import { describe, expect, it } from 'vitest';
import { formationOf } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, fresh, moving, play, rect, refusal, unit } from './helpers.js';

const fm = (units: string[], steps: unknown[]) => ({ type: 'move-formation' as const, player: 'greeks', co: 'g-sco', units, steps: steps as never });

describe('§6.5 formations (worked example of Fig. 8)', () => {
  const s = fresh();
  const kind = (...us: ReturnType<typeof unit>[]) => {
    const f = formationOf(s, us);
    return typeof f === 'string' ? 'none' : f.kind;
  };
  it('worked example: four SpM side by side are a line, two front to rear a column, a block of four a line', () => {
    expect(kind(...[0, 100, 200, 300].map((x, i) => unit(`s${i}`, 'greeks', 'SpM', 1000 + x, 600)))).toBe('line');
    expect(kind(unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpM', 1000, 550))).toBe('column');
    expect(kind(unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpM', 1100, 600), unit('c', 'greeks', 'SpM', 1000, 550), unit('d', 'greeks', 'SpM', 1100, 550))).toBe('line');
  });
  it('worked example: different types make no formation (SpM with SpL, CvL with CvLA)', () => {
    expect(kind(unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpL', 1100, 600))).toBe('none');
    expect(kind(unit('a', 'greeks', 'CvL', 1000, 600), unit('b', 'greeks', 'CvLA', 1100, 600))).toBe('none');
  });
  it('ruling AW-R12: ratings may differ by default, not with same-rating', () => {
    const us = [unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpMe', 1100, 600)];
    expect(kind(...us)).toBe('line');
    expect(typeof formationOf({ ...s, readings: { ...s.readings, formationRating: 'same-rating' } }, us)).toBe('string');
  });
});

describe('§6.6 line manoeuvres', () => {
  const line = (type: string, n: number, extra = {}) => moving(Array.from({ length: n }, (_, i) => unit(`u${i}`, 'greeks', type, 1000 + 100 * i, 600)), extra);
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);
  it('worked example: two EdH wheel 30° on the right front corner: the outer corner\'s arc, 104.7 p, for 2 MIP (§6.6.1, Fig. 9)', () => {
    const { events } = play(line('EdH', 2), fm(ids(2), [{ step: 'wheel', pivot: 'right', angle: 30 }]));
    const e = eventOf(events, 'formation-moved');
    expect(e.distance).toBeCloseTo(104.7, 1);
    expect(e.mip).toBe(2);
    expect(e.kind).toBe('line');
  });
  it('§6.6.1: a small wheel still charges 50 p; a third wheel in one impulse is refused', () => {
    expect(eventOf(play(line('EdH', 2), fm(ids(2), [{ step: 'wheel', pivot: 'right', angle: 10 }])).events, 'formation-moved').distance).toBe(50);
    const w = { step: 'wheel', pivot: 'right', angle: 5 };
    expect(refusal(line('EdH', 2), fm(ids(2), [w, w, w]))).toBe('bad-step');
  });
  it('§6.6: a Medium line over difficult ground pays 1 more MIP; a Heavy line may not go there', () => {
    const rough = [{ id: 'r', kind: 'rough' as const, polygon: rect(900, 650, 1300, 900) }];
    expect(eventOf(play(line('SpM', 2, { terrain: rough }), fm(ids(2), [{ step: 'forward', distance: 100 }])).events, 'formation-moved').mip).toBe(2);
    expect(refusal(line('SpH', 2, { terrain: rough }), fm(ids(2), [{ step: 'forward', distance: 100 }]))).toBe('formation-terrain');
    const marsh = [{ id: 'm', kind: 'marsh' as const, polygon: rect(900, 650, 1300, 900) }];
    expect(refusal(line('SpM', 2, { terrain: marsh }), fm(ids(2), [{ step: 'forward', distance: 100 }]))).toBe('formation-terrain');
  });
  it('§6.9: a Light line moves back up to 3 depths for 1 more MIP, a close-order line 2 depths for 2 more', () => {
    expect(eventOf(play(line('SpL', 2), fm(ids(2), [{ step: 'back', distance: 150 }])).events, 'formation-moved').mip).toBe(2);
    expect(eventOf(play(line('SpM', 2), fm(ids(2), [{ step: 'back', distance: 100 }])).events, 'formation-moved').mip).toBe(3);
    expect(refusal(line('SpM', 2), fm(ids(2), [{ step: 'back', distance: 150 }]))).toBe('too-far');
  });
  it('§6.8: a 180° about-face turns each unit about its centre for 1 extra MIP (none for Swift)', () => {
    const e = eventOf(play(line('SpM', 2), fm(ids(2), [{ step: 'turn', angle: 180, about: 'centre' }])).events, 'formation-moved');
    expect([e.mip, e.to['u0']]).toEqual([2, { x: 1000, y: 550, heading: 270 }]);
    expect(eventOf(play(line('CvM', 2), fm(ids(2), [{ step: 'turn', angle: 180, about: 'centre' }])).events, 'formation-moved').mip).toBe(1);
  });
});

describe('§6.7 column manoeuvres', () => {
  it('the column follows its head; a change of direction costs 1 more MIP unless all Swift', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpM', 1000, 550), unit('c', 'greeks', 'SpM', 1000, 500)]);
    const straight = eventOf(play(s, fm(['a', 'b', 'c'], [{ step: 'forward', distance: 100 }])).events, 'formation-moved');
    expect([straight.kind, straight.mip, straight.to['c']!.y]).toEqual(['column', 1, 600]);
    const bent = eventOf(play(s, fm(['a', 'b', 'c'], [{ step: 'forward', distance: 50 }, { step: 'wheel', pivot: 'right', angle: 45 }])).events, 'formation-moved');
    expect(bent.mip).toBe(2);
  });
});

describe('§6.6.3 expanding a column into line (worked example of Fig. 11)', () => {
  const column = (type: string, n: number) => moving(Array.from({ length: n }, (_, i) => unit(`u${i}`, 'greeks', type, 1000, 600 - 50 * i)));
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `u${i}`);
  const expand = (n: number, slots: Array<[number, number]>) => fm(ids(n), [{ step: 'expand', slots: slots.map(([lateral, rank], i) => ({ unit: `u${i + 1}`, lateral, rank })) }]);
  it('worked example: six EdH, the head still, one unit to each side and the rest behind them, for 1 MIP', () => {
    const { events } = play(column('EdH', 6), expand(6, [[1, 0], [-1, 0], [1, 1], [-1, 1], [-1, 2]]));
    const e = eventOf(events, 'formation-moved');
    expect(e.mip).toBe(1);
    expect(e.to['u0']).toEqual({ x: 1000, y: 600, heading: 90 });
    expect(e.to['u1']).toEqual({ x: 900, y: 600, heading: 90 });
    expect(e.to['u2']).toEqual({ x: 1100, y: 600, heading: 90 });
    expect(e.to['u5']).toEqual({ x: 1100, y: 500, heading: 90 });
  });
  it('at 150 p two units may not go to one side; at 200 p two to one side and one to the other, not two and two', () => {
    expect(refusal(column('EdH', 3), expand(3, [[1, 0], [2, 0]]))).toBe('bad-step');
    expect(eventOf(play(column('SpL', 4), expand(4, [[1, 0], [2, 0], [-1, 0]])).events, 'formation-moved').mip).toBe(1);
    expect(refusal(column('SpL', 5), expand(5, [[1, 0], [2, 0], [-1, 0], [-2, 0]]))).toBe('bad-step');
  });
});

describe('§6.6.2 contracting a line into a column (worked example of Fig. 10)', () => {
  const line = () => moving(Array.from({ length: 6 }, (_, i) => unit(`u${i}`, 'greeks', 'SpH', 1000 + 100 * i, 600)));
  const all = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'];
  const contract = (behind: string[], beside: Array<{ unit: string; next: string; lateral: 1 | -1 }>) =>
    fm(all, [{ step: 'contract', lead: 'u2', distance: 150, behind, beside }]);
  it('worked example: six SpH, a middle unit 150 p forward: four make the column, the two others stand beside its tail, for 2 MIP', () => {
    const { events } = play(line(), contract(['u1', 'u3', 'u4'], [{ unit: 'u0', next: 'u4', lateral: 1 }, { unit: 'u5', next: 'u4', lateral: -1 }]));
    const e = eventOf(events, 'formation-moved');
    expect(e.mip).toBe(2);
    expect([e.to['u2']!.y, e.to['u1']!.y, e.to['u3']!.y, e.to['u4']!.y]).toEqual([750, 700, 650, 600]);
    expect(e.to['u0']).toEqual({ x: 1100, y: 600, heading: 90 });
    expect(e.to['u5']).toEqual({ x: 1300, y: 600, heading: 90 });
  });
  it('refuses a fifth unit behind the original rear line', () => {
    expect(refusal(line(), contract(['u1', 'u3', 'u4', 'u0'], [{ unit: 'u5', next: 'u4', lateral: -1 }]))).toBe('bad-step');
  });
});

describe('§6.8 about-face (worked example of Fig. 13)', () => {
  it('worked example: a column of four EdH facing west turns to face north in pairs, ending a two-row line, for 2 MIP', () => {
    // Centres (1000..1150, 600), facing west (heading 180): front-edge midpoints 25 p west of them.
    const s = moving([0, 1, 2, 3].map((i) => unit(`e${i}`, 'greeks', 'EdH', 975 + 50 * i, 600, 180)));
    const e = eventOf(play(s, fm(['e0', 'e1', 'e2', 'e3'], [{ step: 'turn', angle: -90, about: 'centre' }])).events, 'formation-moved');
    expect(e.mip).toBe(2);
    const centre = (id: string) => ({ x: Math.round(e.to[id]!.x), y: Math.round(e.to[id]!.y - 25), h: e.to[id]!.heading });
    expect(['e0', 'e1', 'e2', 'e3'].map(centre)).toEqual([
      { x: 1025, y: 625, h: 90 },
      { x: 1025, y: 575, h: 90 },
      { x: 1125, y: 625, h: 90 },
      { x: 1125, y: 575, h: 90 },
    ]);
  });
  it('a line of 40 mm deep units turns 90° into a column; 20 mm deep lines turning 90° are refused (not played yet)', () => {
    const cv = moving([unit('a', 'greeks', 'CvM', 1000, 600), unit('b', 'greeks', 'CvM', 1100, 600)]);
    const e = eventOf(play(cv, fm(['a', 'b'], [{ step: 'turn', angle: 90, about: 'centre' }])).events, 'formation-moved');
    expect(e.mip).toBe(2);
    const sp = moving([unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpM', 1100, 600)]);
    expect(refusal(sp, fm(['a', 'b'], [{ step: 'turn', angle: 90, about: 'centre' }]))).toBe('bad-step');
  });
});
