import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { arcaneWarfare, armyCost, exampleScenario, type ArcaneScenario } from '../../../src/rulesets/arcane-warfare/index.js';
import { eventOf, moving, play, refusal, unit } from './helpers.js';

const dis = (u: string, edge: 'front' | 'rear' = 'front') => ({ type: 'dismount' as const, player: 'greeks', unit: u, edge });

describe('§6.16 dismounting', () => {
  it('the ability costs 0.5 AP a unit and is for mounted units with a foot equivalent', () => {
    const [greeks, persians] = exampleScenario.armies;
    const able = { ...greeks, units: greeks.units.map((u) => (u.type === 'CvM' ? { ...u, dismountsAs: 'SpM' } : u)) };
    expect(armyCost(able, 'small').total - armyCost(greeks, 'small').total).toBe(1);
    const ok = arcaneWarfare.setup({ ...exampleScenario, armies: [able, persians] } as ArcaneScenario, { seed: 's' });
    expect(E.isRight(ok) && ok.right.units['g-cvm1']!.dismountsAs).toBe('SpM');
    const foot = { ...greeks, units: greeks.units.map((u) => (u.type === 'SpM' ? { ...u, dismountsAs: 'SpL' } : u)) };
    const bad = arcaneWarfare.setup({ ...exampleScenario, armies: [foot, persians] } as ArcaneScenario, { seed: 's' });
    expect(E.isLeft(bad) && bad.left.code).toBe('bad-unit-type');
    const horse = { ...greeks, units: greeks.units.map((u) => (u.type === 'CvM' ? { ...u, dismountsAs: 'CvL' } : u)) };
    expect(E.isLeft(arcaneWarfare.setup({ ...exampleScenario, armies: [horse, persians] } as ArcaneScenario, { seed: 's' }))).toBe(true);
  });

  it('dismounts in its own movement phase for no MIP, in place, and moves no more this turn (ruling AW-R43)', () => {
    const s = moving([unit('c', 'greeks', 'CvM', 1000, 600, 90, { dismountsAs: 'SpM' })]);
    expect(arcaneWarfare.legalCommands(s, 'greeks')).toContainEqual(dis('c'));
    const mip = s.commands['g-sco']!.dice!.mipLeft;
    const { state, events } = play(s, dis('c'));
    const u = state.units['c']!;
    expect([u.type, u.depth, u.x, u.y, u.heading, u.dismountsAs]).toEqual(['SpM', 50, 1000, 600, 90, undefined]);
    expect(state.commands['g-sco']!.dice!.mipLeft).toBe(mip);
    expect(eventOf(events, 'unit-dismounted')).toMatchObject({ from: 'CvM', to: 'SpM' });
    expect(refusal(state, { type: 'move', player: 'greeks', co: 'g-sco', unit: 'c', steps: [{ step: 'forward', distance: 50 }] })).toBe('no-march-left');
    expect(refusal(state, dis('c'))).toBe('cannot-dismount');
    expect(arcaneWarfare.stateCodec.is(JSON.parse(JSON.stringify(state)))).toBe(true);
  });

  it('on the rear edge the foot unit faces the other way, its front edge where the mounted rear edge was', () => {
    const s = moving([unit('c', 'greeks', 'CvM', 1000, 600, 90, { dismountsAs: 'SpM' })]);
    const u = play(s, dis('c', 'rear')).state.units['c']!;
    expect([u.x, Math.round(u.y), u.heading]).toEqual([1000, 500, 270]);
  });

  it('not closer than 200 p to any enemy, not after moving, not out of its own movement phase', () => {
    const near = moving([unit('c', 'greeks', 'CvM', 1000, 600, 90, { dismountsAs: 'SpM' }), unit('e', 'persians', 'SpM', 1000, 790, 270)]);
    expect(refusal(near, dis('c'))).toBe('cannot-dismount');
    const far = moving([unit('c', 'greeks', 'CvM', 1000, 600, 90, { dismountsAs: 'SpM' }), unit('e', 'persians', 'SpM', 1000, 800, 270)]);
    expect(play(far, dis('c')).state.units['c']!.type).toBe('SpM');
    const s = moving([unit('c', 'greeks', 'CvM', 1000, 600, 90, { dismountsAs: 'SpM' })]);
    const moved = play(s, { type: 'move', player: 'greeks', co: 'g-sco', unit: 'c', steps: [{ step: 'forward', distance: 50 }] }).state;
    expect(refusal(moved, dis('c'))).toBe('cannot-dismount');
    expect(refusal(s, { ...dis('c'), player: 'persians' })).toBe('wrong-player');
    expect(refusal(moving([unit('d', 'greeks', 'CvM', 1000, 600)]), dis('d'))).toBe('cannot-dismount');
  });
});
