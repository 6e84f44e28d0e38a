import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { scriptedRng } from '../../../src/random/rng.js';
import { arcaneWarfare, exampleScenario, type ArcaneState } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, moving, play, rect, unit } from './helpers.js';

const mv = (u: string, steps: unknown[]) => ({ type: 'move' as const, player: 'greeks', co: 'g-sco', unit: u, steps: steps as never });
const unknown = { id: 'u', kind: 'unknown' as const, polygon: rect(900, 700, 1200, 1000) };
const withDice = (s: ArcaneState, dice: number[]): ArcaneState => ({ ...s, rng: scriptedRng(dice) });

describe('§4.2.4 unknown features in play', () => {
  it('no unit deploys on one (§4.3)', () => {
    const r = arcaneWarfare.setup({ ...exampleScenario, terrain: [...exampleScenario.terrain, { id: 'u', kind: 'unknown', polygon: rect(700, 200, 900, 350) }] }, { seed: 'u' });
    expect(E.isLeft(r) && r.left.message).toMatch(/unknown feature/);
  });

  it('are open ground until entered, then a die says what they are, at the end of the impulse', () => {
    const s = moving([unit('a', 'greeks', 'CvM', 1000, 600)], { terrain: [unknown] });
    const { state, events } = play(withDice(s, [3]), mv('a', [{ step: 'forward', distance: 250 }]));
    expect(eventOf(events, 'unit-moved').allowance).toBe(250);
    expect(eventOf(events, 'unknown-revealed')).toMatchObject({ feature: 'u', die: 3, becomes: 'rough', removed: [] });
    expect(state.terrain.find((f) => f.id === 'u')!.kind).toBe('rough');
  });

  it('on a 4 or 6 the template is removed', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600)], { terrain: [unknown] });
    expect(play(withDice(s, [6]), mv('a', [{ step: 'forward', distance: 150 }])).state.terrain.some((f) => f.id === 'u')).toBe(false);
  });

  it('on a 1 it is impassable: each unit in it is removed on 5-6, the others go back to where they entered (ruling AW-R46)', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600), unit('b', 'greeks', 'SpM', 1100, 600)], { terrain: [unknown] });
    const line = { type: 'move-formation' as const, player: 'greeks', co: 'g-sco', units: ['a', 'b'], steps: [{ step: 'forward' as const, distance: 150 }] };
    const { state, events } = play(withDice(s, [1, 5, 2]), line);
    expect(eventOf(events, 'unknown-revealed')).toMatchObject({ becomes: 'impassable', removed: ['a'], returned: ['b'] });
    expect(state.units['a']!.status).toBe('removed');
    expect([state.units['b']!.x, state.units['b']!.y]).toEqual([1100, 600]);
    expect(state.terrain.find((f) => f.id === 'u')!.kind).toBe('impassable');
  });

  it('a 5 is dunes in arid or plains country by the board edge, otherwise marsh', () => {
    const s = moving([unit('a', 'greeks', 'SpM', 1000, 600)], { terrain: [unknown] });
    expect(play(withDice(s, [5]), mv('a', [{ step: 'forward', distance: 150 }])).state.terrain.find((f) => f.id === 'u')!.kind).toBe('marsh');
    const edge = { ...unknown, polygon: rect(900, 700, 1200, 1500) };
    const arid = { ...moving([unit('a', 'greeks', 'SpM', 1000, 600)], { terrain: [edge] }), topography: 'arid' as const };
    expect(play(withDice(arid, [5]), mv('a', [{ step: 'forward', distance: 150 }])).state.terrain.find((f) => f.id === 'u')!.kind).toBe('dunes');
  });
});
