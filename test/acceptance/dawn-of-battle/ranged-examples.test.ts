// Worked examples of ranged combat (§8.5), rapid fire (§8.6), gunpowder range (§8.7.1).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { geometry, gunpowderDraws, rapidFirePlanValid, stackDeck, type DobState } from '../../../src/dawn-of-battle/index.js';
import { at, dieCards, eventsOf, refused, run, scenario, start, toAction, u } from '../../rulesets/dawn-of-battle/fixtures.js';

function stacked(s: DobState, A: number[], B: number[]): DobState {
  const a = stackDeck(s, 'A', A);
  if (E.isLeft(a)) throw new Error(a.left.message);
  const b = stackDeck(a.right, 'B', B);
  if (E.isLeft(b)) throw new Error(b.left.message);
  return b.right;
}

const px = at(5, 5);
function bobAndDave(extraB: Parameters<typeof u>[] = []): DobState {
  // Bob is B (archers), Dave is A (phalanx, missile defense +2).
  const B = [u('la', 'LA', at(5, 3), 2), ...extraB.map((a) => u(...a))];
  return toAction(start(scenario({ A: [u('px', 'PX', px, 2)], B })), {}, 'B');
}

describe('§8.5 ranged combat example', () => {
  it('draws 3 and 5 keep 5; against 4 + 2 = 6 the shot has no effect; the archers are Done!', () => {
    const s = stacked(bobAndDave(), dieCards([4]), dieCards([3, 5]));
    const r = run(s, { type: 'activate-unit', player: 'B', unit: 'la', action: 'fire' }, { type: 'fire', player: 'B', lead: 'la', supporters: [], target: 'px' });
    const b = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'];
    expect(b).toMatchObject({ draws: [3, 5], attack: 5, defenseDie: 4, missileDefense: 2, defense: 6, result: 'none' });
    expect(r.state.units['px']!.status).toBe('good');
    expect(r.state.units['la']!.marker).toBe('done');
  });

  it('with two supporting units the 5 becomes 7 > 6: the phalanx is disrupted and all three are Done!', () => {
    const s1 = geometry.step(px, 2);
    const s2 = geometry.step(px, 3);
    const s = stacked(bobAndDave([['s1', 'LA', s1, 5], ['s2', 'LA', s2, 5]]), dieCards([4]), dieCards([3, 5]));
    const r = run(s, { type: 'activate-unit', player: 'B', unit: 'la', action: 'fire' }, { type: 'fire', player: 'B', lead: 'la', supporters: ['s1', 's2'], target: 'px' });
    const b = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'];
    expect(b).toMatchObject({ attack: 7, defense: 6, result: 'disrupted' });
    expect(r.state.units['px']!.status).toBe('disrupted');
    for (const id of ['la', 's1', 's2']) expect(r.state.units[id]!.marker).toBe('done');
  });

  it('a target already disrupted is eliminated and its good-order strength goes on the loss track (§12.1)', () => {
    const s0 = toAction(start(scenario({ A: [u('px', 'PX', px, 2, { status: 'disrupted' })], B: [u('la', 'LA', at(5, 3), 2)] })), {}, 'B');
    // Disrupted phalanx: missile defense 0 on the fixture's back side. 5 > 4 + 0.
    const s = stacked(s0, dieCards([4]), dieCards([3, 5]));
    const r = run(s, { type: 'activate-unit', player: 'B', unit: 'la', action: 'fire' }, { type: 'fire', player: 'B', lead: 'la', supporters: [], target: 'px' });
    expect(r.state.units['px']!.where).toBe('eliminated');
    expect(r.state.players.A.losses).toBe(6);
  });
});

describe('§8.6 rapid fire example', () => {
  const game = () =>
    toAction(
      start(scenario({ A: [u('la', 'LA', at(5, 7), 5, { rapidFire: 3 })], B: [u('t1', 'MI', at(5, 5), 2), u('t2', 'MI', at(6, 5), 2), u('t3', 'MI', geometry.step(at(5, 7), 0), 2)] })),
      {},
      'A',
    );

  it('legal plans for triple rapid fire are 1+1+1, 1+2, 2+1 and 3', () => {
    expect(rapidFirePlanValid(3, [1, 1, 1])).toBe(true);
    expect(rapidFirePlanValid(3, [1, 2])).toBe(true);
    expect(rapidFirePlanValid(3, [3])).toBe(true);
    expect(rapidFirePlanValid(3, [2, 2])).toBe(false);
    expect(rapidFirePlanValid(3, [4])).toBe(false);
    expect(rapidFirePlanValid(2, [1, 1])).toBe(true);
  });

  it('one normal attack (2 draws) and one combined attack of two (4 draws)', () => {
    const s = game();
    const r1 = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't3', plan: [1, 2] });
    expect(eventsOf(r1.events, 'card-drawn').filter((e) => String(e['purpose']).startsWith('ranged attack'))).toHaveLength(2);
    expect(r1.state.units['la']!.marker).toBe('none');
    const r2 = run(r1.state, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't1' });
    expect(eventsOf(r2.events, 'card-drawn').filter((e) => String(e['purpose']).startsWith('ranged attack'))).toHaveLength(4);
    expect(r2.state.units['la']!.marker).toBe('done');
  });

  it('six draws against a single unit', () => {
    const r = run(game(), { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't1', plan: [3] });
    expect(eventsOf(r.events, 'card-drawn').filter((e) => String(e['purpose']).startsWith('ranged attack'))).toHaveLength(6);
  });

  it('a plan that does not add up to the multiple is refused', () => {
    const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }).state;
    const v = refused(s, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't1', plan: [2, 2] });
    expect(v.citations[0]).toMatchObject({ section: '8.6.1' });
  });
});

describe('§8.7.1 gunpowder range example', () => {
  it('strength 3 draws 2 adjacent, 1 at two hexes, none at three, 3 pre-melee', () => {
    expect(gunpowderDraws(3, 1)).toBe(2);
    expect(gunpowderDraws(3, 2)).toBe(1);
    expect(gunpowderDraws(3, 3)).toBe(0);
    expect(gunpowderDraws(3, 0)).toBe(3);
  });

  it('light gunners fire one card at two hexes and cannot fire at three', () => {
    const s = toAction(start(scenario({ A: [u('lg', 'LG', at(5, 7), 5)], B: [u('t', 'MI', at(5, 5), 2), u('far', 'MI', at(5, 4), 2)] })), {}, 'A');
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'lg', action: 'fire' }, { type: 'fire', player: 'A', lead: 'lg', supporters: [], target: 't' });
    expect(eventsOf(r.events, 'card-drawn').filter((e) => String(e['purpose']).startsWith('ranged attack'))).toHaveLength(1);
    const s2 = run(s, { type: 'activate-unit', player: 'A', unit: 'lg', action: 'fire' }).state;
    expect(refused(s2, { type: 'fire', player: 'A', lead: 'lg', supporters: [], target: 'far' }).code).toBe('out-of-range');
  });
});
