// The worked examples of Arcane Warfare's part I as acceptance tests through the public API.
// Figure geometry is reconstructed from the captions (the drawings are not in the text); only the
// captions' numbers are the book's. More worked examples of single rules live beside their rules
// in test/rulesets/arcane-warfare/.
import { describe, expect, it } from 'vitest';
import { deliveredMip, deliveryCost, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, fresh, moving, play, rect, refusal, unit } from '../../rulesets/arcane-warfare/helpers.js';

const mv = (u: string, steps: unknown[]) => ({ type: 'move' as const, player: 'greeks', co: 'g-sco', unit: u, steps: steps as never });
const mip = (type: string, steps: unknown[], opts: Parameters<typeof moving>[1] = {}, others: ReturnType<typeof unit>[] = []) =>
  eventOf(play(moving([unit('a', 'greeks', type, 1000, 600), ...others], opts), mv('a', steps)).events, 'unit-moved').mip;

describe('worked example: orders on their way (§5.2.2.2, Fig. 4)', () => {
  // A standard game: the SCo's edge 1162.5 p from the FCo's, "the command radius plus two order
  // segments"; the feature "?" on the way is rough or a wood.
  const fig4 = (kind: 'rough' | 'wood'): ArcaneState => {
    const s = fresh();
    return {
      ...s,
      size: 'standard',
      units: {},
      terrain: [{ id: 'q', kind, polygon: rect(900, 400, 1200, 600) }],
      commands: { ...s.commands, 'g-sco': { ...s.commands['g-sco']!, x: 500, y: 500 }, 'g-fco': { id: 'g-fco', side: 'greeks', kind: 'FCo', regular: true, x: 1750, y: 500, diameter: 75, status: 'active', dice: null } },
    };
  };
  const rows: Array<[kind: 'rough' | 'wood', message: number, die: number, cost: number, arrives: number]> = [
    ['rough', 3, 4, 3, 4],
    ['wood', 3, 4, 4, 3],
    ['wood', 4, 4, 4, 4],
    ['wood', 1, 2, 4, 1],
    ['wood', 6, 2, 4, 2],
  ];
  for (const [kind, message, die, cost, arrives] of rows) {
    it(`${kind}, message ${message}, MIP ${die}: costs ${cost}, ${arrives} MIP arrive`, () => {
      const s = fig4(kind);
      const c = deliveryCost(s, s.commands['g-sco']!, s.commands['g-fco']!);
      expect(c.total).toBe(cost);
      expect(deliveredMip(s, s.commands['g-fco']!, message, die, c).mip).toBe(arrives);
    });
  }
});

describe('worked example: MIP costs (§6.10, §6.4.2, §6.9)', () => {
  it('single units', () => {
    expect(mip('SpM', [{ step: 'forward', distance: 150 }])).toBe(1);
    expect(mip('SpM', [{ step: 'forward', distance: 100 }, { step: 'sidestep', distance: 30 }])).toBe(2);
    expect(mip('CvM', [{ step: 'forward', distance: 100 }, { step: 'sidestep', distance: 30 }])).toBe(1);
    expect(mip('SpM', [{ step: 'back', distance: 100 }])).toBe(2);
    expect(mip('SpL', [{ step: 'back', distance: 100 }])).toBe(1);
    expect(mip('SpM', [{ step: 'back', distance: 60 }, { step: 'sidestep', distance: 50 }])).toBe(3);
    expect(mip('SpM', [{ step: 'back', distance: 100 }], {}, [unit('e', 'persians', 'SpM', 1000, 450, 90)])).toBe(1);
    expect(mip('SpM', [{ step: 'turn', angle: 90, about: 'centre' }])).toBe(1);
    expect(mip('WW', [{ step: 'forward', distance: 50 }])).toBe(2);
  });
  it('lines moving back and over rough', () => {
    const line = (type: string, terrain: ArcaneState['terrain'] = []) => moving([unit('a', 'greeks', type, 1000, 600), unit('b', 'greeks', type, 1100, 600)], { terrain });
    const fm = (steps: unknown[]) => ({ type: 'move-formation' as const, player: 'greeks', co: 'g-sco', units: ['a', 'b'], steps: steps as never });
    expect(eventOf(play(line('SpM'), fm([{ step: 'back', distance: 100 }])).events, 'formation-moved').mip).toBe(3);
    expect(eventOf(play(line('SpL'), fm([{ step: 'back', distance: 150 }])).events, 'formation-moved').mip).toBe(2);
    const rough = [{ id: 'r', kind: 'rough' as const, polygon: rect(900, 620, 1300, 900) }];
    expect(eventOf(play(line('SpM', rough), fm([{ step: 'forward', distance: 100 }])).events, 'formation-moved').mip).toBe(2);
    expect(refusal(line('SpH', rough), fm([{ step: 'forward', distance: 100 }]))).toBe('formation-terrain');
  });
});

describe('worked example: move rates (§6.3, §11)', () => {
  const allowance = (type: string, kind: 'rough' | 'dunes', distance: number) =>
    eventOf(play(moving([unit('a', 'greeks', type, 1000, 600)], { terrain: [{ id: 't', kind, polygon: rect(900, 620, 1100, 1000) }] }), mv('a', [{ step: 'forward', distance }])).events, 'unit-moved').allowance;
  it('CvL 150 over rough; CmM 200 over dunes (Desert) and 150 over rough; CmH 100 over rough; SpL 150 in a wood', () => {
    expect(allowance('CvL', 'rough', 100)).toBe(150);
    expect(allowance('CmM', 'dunes', 100)).toBe(200);
    expect(allowance('CmM', 'rough', 100)).toBe(150);
    expect(allowance('CmH', 'rough', 100)).toBe(100);
    expect(allowance('SpL', 'rough', 100)).toBe(150);
    expect(allowance('WW', 'rough', 50)).toBe(50);
  });
  it('Close-in: KnM moving into contact gets 50 p more (§11.1)', () => {
    const s = moving([unit('k', 'greeks', 'KnM', 1000, 600), unit('e', 'persians', 'SpM', 1000, 850, 270)]);
    const e = eventOf(play(s, mv('k', [{ step: 'forward', distance: 250 }])).events, 'unit-moved');
    expect([e.distance, e.allowance]).toEqual([250, 250]);
  });
});
