import { describe, expect, it } from 'vitest';
import { eventOf, moving, play, rect, refusal, unit } from './helpers.js';

const mv = (u: string, steps: unknown[], co = 'g-sco') => ({ type: 'move' as const, player: 'greeks', co, unit: u, steps: steps as never });

describe('§6.4 single unit movement (worked examples of Fig. 5 and Fig. 6)', () => {
  it('worked example: a straight move of 150 p costs 1 MIP (§6.4, Fig. 5 A)', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600)]);
    const { events } = play(s, mv('a', [{ step: 'forward', distance: 150 }]));
    const e = eventOf(events, 'unit-moved');
    expect([e.distance, e.mip, e.to.y]).toEqual([150, 1, 750]);
  });

  it('worked example: an oblique move is measured on the front corner that travelled most, 2 MIP for SpM, 1 for Swift SpL (§6.4, Fig. 5 B)', () => {
    // Our reconstruction of Fig. 5 B (centre (0,0) facing north to centre (−90,90), turned 10° right), on the table: front midpoint
    // starts at (1000, 625); θ 10 clockwise from north is heading 80.
    const h = 80;
    const c = { x: 1000 - 90, y: 600 + 90 };
    const to = { step: 'move-to', x: c.x + 25 * Math.cos((h * Math.PI) / 180), y: c.y + 25 * Math.sin((h * Math.PI) / 180), heading: h };
    const { events } = play(moving([unit('a', 'greeks', 'SpM', 1000, 625)]), mv('a', [to]));
    const e = eventOf(events, 'unit-moved');
    expect(e.distance).toBeCloseTo(129.9, 1);
    expect(e.mip).toBe(2);
    const light = play(moving([unit('a', 'greeks', 'SpL', 1000, 625)]), mv('a', [to]));
    expect(eventOf(light.events, 'unit-moved').mip).toBe(1);
  });

  it('worked example: around an obstacle the segments add, each at least 50 p (§6.4, Fig. 6)', () => {
    const s = moving([unit('a', 'greeks', 'SpL', 1000, 600)]);
    expect(eventOf(play(s, mv('a', [{ step: 'forward', distance: 120 }, { step: 'sidestep', distance: 30 }])).events, 'unit-moved').distance).toBe(170);
    expect(eventOf(play(s, mv('a', [{ step: 'forward', distance: 150 }, { step: 'sidestep', distance: 30 }])).events, 'unit-moved').distance).toBe(200);
    expect(refusal(s, mv('a', [{ step: 'forward', distance: 160 }, { step: 'sidestep', distance: 30 }]))).toBe('too-far');
  });

  it('§6.3: touching difficult ground anywhere on the path sets the difficult rate for the whole impulse', () => {
    const wood = [{ id: 'w', kind: 'wood' as const, polygon: rect(1060, 650, 1300, 900) }];
    const s = moving([unit('a', 'greeks', 'SpL', 1000, 600)], { terrain: wood });
    expect(refusal(s, mv('a', [{ step: 'forward', distance: 120 }, { step: 'sidestep', distance: -30 }]))).toBe('too-far');
    const cv = moving([unit('c', 'greeks', 'CvL', 1000, 600)], { terrain: [{ id: 'r', kind: 'rough', polygon: rect(900, 780, 1100, 1000) }] });
    expect(eventOf(play(cv, mv('c', [{ step: 'forward', distance: 150 }])).events, 'unit-moved').allowance).toBe(300);
    expect(refusal(cv, mv('c', [{ step: 'forward', distance: 200 }]))).toBe('too-far');
    expect(eventOf(play(cv, mv('c', [{ step: 'forward', distance: 180 }])).events, 'unit-moved').allowance).toBe(300);
  });
});

describe('§6.4.1 rotating single units (worked example of Fig. 7)', () => {
  const s = moving([unit('a', 'greeks', 'SpM', 1000, 600)]);
  it('worked example: 90° about the centre, about the front-edge centre and 180° charge 100 p for 1 MIP', () => {
    for (const step of [{ step: 'turn', angle: -90, about: 'centre' }, { step: 'turn', angle: -90, about: 'front-centre' }, { step: 'turn', angle: 180, about: 'centre' }]) {
      const e = eventOf(play(s, mv('a', [step])).events, 'unit-moved');
      expect([e.distance, e.mip]).toEqual([100, 1]);
    }
    const b = eventOf(play(s, mv('a', [{ step: 'turn', angle: -90, about: 'front-centre' }])).events, 'unit-moved');
    expect([b.to.x, b.to.y, b.to.heading]).toEqual([1000, 600, 0]);
  });

  it('worked example: a 90° pivot on a front corner charges 150 p and is oblique, 2 MIP for SpM', () => {
    const e = eventOf(play(s, mv('a', [{ step: 'pivot', corner: 'left', angle: 90 }])).events, 'unit-moved');
    expect(e.distance).toBe(150);
    expect(e.mip).toBe(2);
    expect(e.to.heading).toBe(180);
  });

  it('§6.4.1: a War Wagon turns 90° about its centre only, as its whole impulse', () => {
    const w = moving([unit('w', 'greeks', 'WW', 1000, 600)]);
    const e = eventOf(play(w, mv('w', [{ step: 'turn', angle: 90, about: 'centre' }])).events, 'unit-moved');
    expect(e.distance).toBe(e.allowance);
    expect(refusal(w, mv('w', [{ step: 'turn', angle: 180, about: 'centre' }]))).toBe('bad-step');
  });
});

describe('§6.4.2, §6.10 MIP costs (worked examples)', () => {
  const cost = (type: string, steps: unknown[], extra: Parameters<typeof moving>[1] = {}) => eventOf(play(moving([unit('a', 'greeks', type, 1000, 600)], extra), mv('a', steps)).events, 'unit-moved').mip;
  it('backwards: +1 for non-Light, none for Light; obliquely back at least 3 for non-Light (§6.4.2)', () => {
    expect(cost('SpM', [{ step: 'back', distance: 100 }])).toBe(2);
    expect(cost('SpL', [{ step: 'back', distance: 100 }])).toBe(1);
    expect(cost('SpM', [{ step: 'back', distance: 50 }, { step: 'sidestep', distance: 50 }])).toBe(3);
  });
  it('sideways or oblique forward +1 unless Swift (§6.10)', () => {
    expect(cost('SpM', [{ step: 'sidestep', distance: 100 }])).toBe(2);
    expect(cost('CvM', [{ step: 'forward', distance: 100 }, { step: 'sidestep', distance: 100 }])).toBe(1);
  });
  it('outside the command radius: +1 per orders segment or fraction beyond it (§6.10, ruling AW-R7)', () => {
    // Small game radius 600; the SCo's stand (diameter 100) measured from its edge.
    expect(cost('SpM', [{ step: 'forward', distance: 50 }], { co: { x: 1000, y: 600 - 50 - 900 + 1500 } })).toBe(1);
    const at = (d: number) => ({ co: { x: 1000 - 50 - d, y: 575 } });
    expect(cost('SpM', [{ step: 'forward', distance: 50 }], at(900))).toBe(2);
    expect(cost('SpM', [{ step: 'forward', distance: 50 }], at(1500))).toBe(3);
    expect(cost('SpM', [{ step: 'forward', distance: 50 }], { ...at(900), options: { readings: { commandPenalty: 'double-count' } } })).toBe(3);
  });
  it('Cumbersome: +1 on the first move of the turn (§11.1)', () => {
    const s = moving([unit('w', 'greeks', 'WW', 1000, 600)], { mip: 6 });
    const first = play(s, mv('w', [{ step: 'forward', distance: 50 }]));
    expect(eventOf(first.events, 'unit-moved').mip).toBe(2);
    expect(eventOf(play(first.state, mv('w', [{ step: 'forward', distance: 50 }])).events, 'unit-moved').mip).toBe(1);
  });
  it('foot into the front edge of mounted: close-order foot against close-order only, Light foot against any (§6.10)', () => {
    const into = (foot: string, horse: string) =>
      eventOf(play(moving([unit('a', 'greeks', foot, 1000, 600), unit('h', 'persians', horse, 1000, 700, 270)]), mv('a', [{ step: 'forward', distance: 100 }])).events, 'unit-moved').mip;
    expect(into('SpM', 'CvM')).toBe(2);
    expect(into('SpL', 'CvL')).toBe(2);
    expect(into('SpM', 'CvL')).toBe(1);
  });
  it('refuses a move costing more MIP than are left (§6.10)', () => {
    expect(refusal(moving([unit('a', 'greeks', 'SpM', 1000, 600)], { mip: 1 }), mv('a', [{ step: 'back', distance: 50 }]))).toBe('not-enough-mip');
  });
});

describe('§6.1, §6.12, §6.13: who moves where', () => {
  it('§6.1: no crossing enemy, no ending over anyone', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600), unit('e', 'persians', 'SpM', 1000, 700, 270)]);
    expect(refusal(s, mv('a', [{ step: 'forward', distance: 150 }]))).toBe('blocked');
    const e = eventOf(play(s, mv('a', [{ step: 'forward', distance: 50 }])).events, 'unit-moved');
    expect(e.to.y).toBe(650);
  });
  it('§6.13: mounted pass through Light foot, close-order foot do not pass close-order foot', () => {
    const s = moving([unit('c', 'greeks', 'CvM', 1000, 500), unit('l', 'greeks', 'SpL', 1000, 600), unit('h', 'greeks', 'SpH', 1200, 500), unit('m', 'greeks', 'SpM', 1200, 600)]);
    expect(eventOf(play(s, mv('c', [{ step: 'forward', distance: 250 }])).events, 'unit-moved').to.y).toBe(750);
    expect(refusal(s, mv('h', [{ step: 'forward', distance: 150 }]))).toBe('blocked');
  });
  it('§6.12: foot march once, mounted twice; no march within 200 p of the enemy', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 300), unit('c', 'greeks', 'CvM', 700, 300)]);
    const f = { step: 'forward', distance: 50 };
    const two = play(s, mv('a', [f]), mv('a', [f]));
    expect(refusal(two.state, mv('a', [f]))).toBe('no-march-left');
    const three = play(s, mv('c', [f]), mv('c', [f]), mv('c', [f]));
    expect(refusal(three.state, mv('c', [f]))).toBe('no-march-left');
    const near = moving([unit('a', 'greeks', 'SpM', 1000, 300), unit('e', 'persians', 'SpM', 1000, 600, 270)]);
    const once = play(near, mv('a', [{ step: 'forward', distance: 100 }]));
    expect(refusal(once.state, mv('a', [f]))).toBe('march-limit');
  });
  it('§6.1: one command centre orders a unit per turn; allied units obey their own ACo only (§2.5.1)', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600, 90, { orderedBy: 'someone-else' }), unit('b', 'greeks', 'SpM', 1200, 600, 90, { ally: 'g-aco' })]);
    expect(refusal(s, mv('a', [{ step: 'forward', distance: 50 }]))).toBe('already-ordered');
    expect(refusal(s, mv('b', [{ step: 'forward', distance: 50 }]))).toBe('ally-orders');
  });
});

describe('§6.14 side-to-side support (worked example of Fig. 16)', () => {
  it('worked example: a unit may not advance into the 100 p gap between two enemy flanks; one already in it moves only straight', () => {
    // Enemies facing south with their front edges on y = 700, 100 p apart; A faces them, its front edge on y = 700 too.
    const units = [unit('e1', 'persians', 'SpM', 900, 700, 270), unit('e2', 'persians', 'SpM', 1100, 700, 270), unit('a', 'greeks', 'SpM', 1000, 700)];
    expect(refusal(moving(units), mv('a', [{ step: 'forward', distance: 10 }]))).toBe('blocked');
    const inside = [unit('e1', 'persians', 'SpM', 900, 700, 270), unit('e2', 'persians', 'SpM', 1100, 700, 270), unit('a', 'greeks', 'SpM', 1000, 720)];
    expect(eventOf(play(moving(inside), mv('a', [{ step: 'back', distance: 50 }])).events, 'unit-moved').to.y).toBe(670);
    expect(refusal(moving(inside), mv('a', [{ step: 'turn', angle: 90, about: 'centre' }]))).toBe('blocked');
  });
});
