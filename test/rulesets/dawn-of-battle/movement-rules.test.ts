// §7.9 moving through friends, §7.11 charges, §7.12 sidestep, §7.6 zone rules, §6.4 overrun,
// §4.5 alternation, §9.5 panic icon during rally, and the movement/odds calculators.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { geometry, stackDeck, type DobState } from '../../../src/dawn-of-battle/index.js';
import { movementRange, rallyOdds, rangedOdds } from '../../../src/dawn-of-battle/calculators/index.js';
import { at, dieCards, eventsOf, fixtureDeck, refused, run, scenario, start, toAction, u } from './fixtures.js';

const N = (n: number) => Array.from({ length: n }, () => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
const far = () => u('far', 'MI', at(11, 0), 2);
const moving = (s: DobState, unit: string) => run(s, { type: 'activate-unit', player: 'A', unit, action: 'move' }).state;

describe('§7.9 moving through friendly units', () => {
  it('medium through medium costs 1 more MP', () => {
    const s = moving(toAction(start(scenario({ A: [u('m', 'MI', at(5, 8)), u('f', 'MI', at(5, 7))], B: [far()] })), {}, 'A'), 'm');
    const r = run(s, { type: 'move', player: 'A', unit: 'm', path: N(2) });
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 3 });
    expect(r.state.units['f']!.status).toBe('good');
  });
  it('heavy through medium disrupts both', () => {
    const s = moving(toAction(start(scenario({ A: [u('h', 'HI', at(5, 8)), u('f', 'MI', at(5, 7))], B: [far()] })), {}, 'A'), 'h');
    const r = run(s, { type: 'move', player: 'A', unit: 'h', path: N(2) });
    expect(r.state.units['h']!.status).toBe('disrupted');
    expect(r.state.units['f']!.status).toBe('disrupted');
  });
  it('light units pass freely; no unit may end in a friend\'s hex', () => {
    const s = moving(toAction(start(scenario({ A: [u('l', 'LI', at(5, 8)), u('f', 'HI', at(5, 7))], B: [far()] })), {}, 'A'), 'l');
    const r = run(s, { type: 'move', player: 'A', unit: 'l', path: N(2) });
    expect(r.state.units['f']!.status).toBe('good');
    expect(refused(s, { type: 'move', player: 'A', unit: 'l', path: N(1) }).code).toBe('stacking');
  });
});

describe('§7.11 charges', () => {
  const game = (B: ReturnType<typeof u>[], terrain = {}) => moving(toAction(start(scenario({ A: [u('hc', 'HC', at(5, 10))], B, terrain })), {}, 'A'), 'hc');
  it('fewer than three hexes is no charge', () => {
    const v = refused(game([u('t', 'MI', at(5, 7), 2)]), { type: 'move', player: 'A', unit: 'hc', path: N(2), charge: true });
    expect(v.code).toBe('charge-too-short');
  });
  it('turning during the move is no charge', () => {
    const path = [...N(2), { type: 'enter' as const, dir: 5 as const, freeTurn: true }];
    expect(refused(game([u('t', 'MI', at(5, 6), 2)]), { type: 'move', player: 'A', unit: 'hc', path, charge: true }).code).toBe('charge-turned');
  });
  it('a hex that is not clear is no charge', () => {
    const h = at(5, 8);
    expect(refused(game([u('t', 'MI', at(5, 6), 2)], { [`${h.q},${h.r}`]: 'rough' }), { type: 'move', player: 'A', unit: 'hc', path: N(3), charge: true }).code).toBe('charge-terrain');
  });
  it('a charge must end next to an enemy unit', () => {
    expect(refused(game([far()]), { type: 'move', player: 'A', unit: 'hc', path: N(3), charge: true }).code).toBe('charge-no-target');
  });
});

describe('§7.12 sidestep and §7.6 zones', () => {
  it('infantry sidesteps into a flank hex for 2 MP keeping its facing; cavalry cannot', () => {
    const s = moving(toAction(start(scenario({ A: [u('m', 'MI', at(5, 8)), u('c', 'LC', at(8, 8))], B: [far()] })), {}, 'A'), 'm');
    const r = run(s, { type: 'move', player: 'A', unit: 'm', path: [{ type: 'sidestep', dir: 1 }] });
    expect(r.state.units['m']!.facing).toBe(5);
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 2 });
    const s2 = moving(toAction(start(scenario({ A: [u('c', 'LC', at(8, 8))], B: [far()] })), {}, 'A'), 'c');
    expect(refused(s2, { type: 'move', player: 'A', unit: 'c', path: [{ type: 'sidestep', dir: 1 }] }).code).toBe('no-sidestep');
  });
  it('a unit leaving one enemy zone may not enter another (ruling DOB-R23)', () => {
    // m starts in the zone of e1 (north of it, facing south); e2 faces so that (5,9)… is its zone.
    const m = at(5, 8);
    const e1 = geometry.step(m, 5);
    const target = geometry.step(m, 0);
    const e2 = geometry.step(target, 0);
    const s = moving(toAction(start(scenario({ A: [u('m', 'MI', m)], B: [u('e1', 'MI', e1, 2), u('e2', 'MI', e2, 3)] })), {}, 'A'), 'm');
    const v = refused(s, { type: 'move', player: 'A', unit: 'm', path: [{ type: 'enter', dir: 0, freeTurn: false }] });
    expect(v.code).toBe('ezoc-to-ezoc');
  });
});

describe('§6.4 overrun leaders', () => {
  it('an enemy unit entering a hex with only enemy leaders: the owner draws; without a six then gray the leader is wounded for two turns', () => {
    let s = toAction(
      start(scenario({ A: [u('lc', 'LC', at(5, 8))], B: [far()], leadersB: [{ id: 'K', command: 0, range: 1, combat: 0 }] })),
      { K: at(5, 6) },
      'A',
    );
    const st = stackDeck(s, 'B', dieCards([3]));
    if (E.isLeft(st)) throw new Error(st.left.message);
    s = moving(st.right, 'lc');
    const r = run(s, { type: 'move', player: 'A', unit: 'lc', path: N(2) });
    expect(r.state.leaders['K']).toMatchObject({ where: 'track', returnTurn: 3 });
  });
});

describe('§4.5 action cycle alternation', () => {
  it('the initiative player chooses who goes first; players alternate; after one passes the other continues', () => {
    let s = start(scenario({ A: [u('a', 'LI', at(2, 8)), u('a2', 'LI', at(4, 8))], B: [u('b', 'LI', at(2, 2), 2)] }));
    s = toAction(s, {}, 'B');
    expect(s.phase).toMatchObject({ kind: 'action', toAct: 'B' });
    s = run(s, { type: 'pass', player: 'B' }).state;
    expect(s.phase).toMatchObject({ kind: 'action', toAct: 'A' });
    s = run(s, { type: 'activate-unit', player: 'A', unit: 'a', action: 'move' }, { type: 'move', player: 'A', unit: 'a', path: N(1) }).state;
    expect(s.phase).toMatchObject({ kind: 'action', toAct: 'A' });
  });
});

describe('§9.5 panic icon during rally', () => {
  it('a panic icon on a rally draw with losses at the panic level panics the army and ends the formation\'s rally', () => {
    const deck = fixtureDeck({ 4: { icon: 'panic' } });
    // r1 and r2 start in good order; B's first panic disrupts them in place (§12.4).
    let s = toAction(
      start(
        scenario({
          A: [u('la', 'LA', at(5, 9))],
          B: [u('t', 'MI', at(5, 7), 2, { status: 'disrupted' }), u('r1', 'MI', at(1, 2), 2), u('r2', 'MI', at(2, 2), 2)],
          leadersB: [{ id: 'K', command: 2, range: 3, combat: 0 }],
          panicA: 5,
          panicB: 1,
        }),
        {},
        deck,
      ),
      { K: at(1, 0) },
      'A',
    );
    // A eliminates t: B reaches its panic level and panics once.
    let st = stackDeck(s, 'A', dieCards([6, 6]));
    if (E.isLeft(st)) throw new Error(st.left.message);
    st = stackDeck(st.right, 'B', dieCards([1]));
    if (E.isLeft(st)) throw new Error(st.left.message);
    s = run(st.right, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't' }).state;
    expect(s.players.B.panics).toBe(1);
    // B rallies r1 and r2 as a formation; the first draw is card 4 (die 4, panic icon).
    const st2 = stackDeck(s, 'B', [4, 10]);
    if (E.isLeft(st2)) throw new Error(st2.left.message);
    s = st2.right;
    expect(s.phase).toMatchObject({ kind: 'action', toAct: 'B' });
    expect([s.units['r1']!.status, s.units['r2']!.status]).toEqual(['disrupted', 'disrupted']);
    const r = run(s, { type: 'activate-formation', player: 'B', leader: 'K', units: ['r1', 'r2'], action: 'rally' });
    expect(r.state.players.B.panics).toBe(2);
    expect(eventsOf(r.events, 'rally')).toHaveLength(1);
  });
});

describe('calculators', () => {
  it('movementRange lists reachable ends; rangedOdds and rallyOdds are probabilities', () => {
    const s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 9)), u('d', 'MI', at(8, 9), 5, { status: 'disrupted' })], B: [u('t', 'MI', at(5, 7), 2)] })), {}, 'A');
    const mr = movementRange(s, 'la');
    expect(E.isRight(mr) && mr.right.some((r) => r.to.q === at(5, 8).q && r.to.r === at(5, 8).r)).toBe(true);
    const odds = rangedOdds(s, 'la', [], 't');
    if (E.isLeft(odds)) throw new Error(odds.left.message);
    expect(odds.right.hit).toBeGreaterThan(0);
    expect(odds.right.hit).toBeLessThan(1);
    expect(odds.right.draws).toBe(2);
    const ro = rallyOdds(s, 'd', { formation: false });
    expect(E.isRight(ro) && ro.right).toBe(1);
  });
});
