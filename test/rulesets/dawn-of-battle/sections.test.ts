// Sections of the book whose rules are exercised elsewhere only inside larger tests: one small
// test each, named by its section, through the public API (the section status table of
// docs/dawn-of-battle.md points here).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, defaultCounters, geometry, morale, TERRAIN, type DobState } from '../../../src/dawn-of-battle/index.js';
import { at, counters, eventsOf, fixtureDeck, nextTurn, refused, run, scenario, start, toAction, u } from './fixtures.js';
import { stacked } from './options/helpers.js';
import { toMelee, unit } from '../../acceptance/dawn-of-battle/melee/phase-fixtures.js';

/** A's light infantry li and heavy infantry hi, leader L (command 2, range 2) with li; B's phalanx px faces south. */
function game(): DobState {
  return toAction(
    start(
      scenario({
        A: [u('li', 'LI', at(5, 8)), u('hi', 'HI', at(9, 8)), u('la', 'LA', at(2, 8))],
        B: [u('px', 'PX', at(5, 4), 2), u('b2', 'MI', at(9, 2), 2)],
        leadersA: [{ id: 'L', command: 2, range: 2, combat: 1 }],
        leadersB: [{ id: 'M', command: 1, range: 2, combat: 1 }],
      }),
    ),
    { L: at(5, 8), M: at(9, 2) },
    'A',
  );
}

const moveLi = [{ type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 5, freeTurn: false }] }] as const;

describe('§2.1 game board', () => {
  it('a unit set up off the scenario map is refused at setup', () => {
    const sc = scenario({ A: [u('li', 'LI', at(14, 3))], B: [u('px', 'PX', at(5, 4), 2)] });
    expect(E.isLeft(dawnOfBattle.setup(sc, { seed: 'x', options: { data: { counters, deck: fixtureDeck() } } }))).toBe(true);
  });
});

describe('§2.3 status markers and §10.1 remove markers', () => {
  it('a moved unit carries Active!; the markers come off when the melee cycle begins (§10.1)', () => {
    const r = run(game(), ...moveLi);
    expect(r.state.units['li']!.marker).toBe('active');
    const melee = run(r.state, { type: 'pass', player: 'B' }, { type: 'pass', player: 'A' });
    expect(melee.state.phase.kind === 'melee' || melee.state.phase.kind === 'turnEnd').toBe(true);
    expect(melee.state.units['li']!.marker).toBe('none');
  });
});

describe('§2.4 terrain', () => {
  it('the chart: hills cost 2 and block sight, woods block sight, a river cannot be entered', () => {
    expect(TERRAIN.hill).toMatchObject({ cost: 2, blocksLos: true });
    expect(TERRAIN.wooded.blocksLos).toBe(true);
    expect(TERRAIN.river.cost).toBeNull();
  });
});

describe('§3 unit types', () => {
  it('each counter type carries its category (infantry, cavalry, special)', () => {
    expect(defaultCounters.counters['PX']!.category).toBe('infantry');
    expect(defaultCounters.counters['KT']!.category).toBe('cavalry');
    expect(defaultCounters.counters['KT']!.canCharge).toBe(true);
    expect(defaultCounters.counters['PX']!.canCharge).toBe(false);
  });
});

describe('§4.1 remove leaders', () => {
  it('at the start of a turn every leader on the map comes off and is placed again (§4.4)', () => {
    const s = game();
    expect(s.leaders['L']!.where).toBe('map');
    const next = nextTurn(s);
    expect(next.turn).toBe(s.turn + 1);
    // The leader is off the map until it is placed again (after the initiative, §4.3).
    expect(next.leaders['L']!.where).toBe('aside');
    expect(next.leaders['L']!.hex).toBeNull();
  });
});

describe('§4.6 melee cycle', () => {
  it('after both players pass the action cycle, the melee cycle opens (or is passed by itself when nobody can attack)', () => {
    const r = run(game(), { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' });
    expect(eventsOf(r.events, 'melee-cycle').length + eventsOf(r.events, 'melee-passed').length + (r.state.phase.kind === 'melee' ? 1 : 0)).toBeGreaterThan(0);
    expect(['melee', 'turnEnd']).toContain(r.state.phase.kind);
  });
});

describe('§4.7 turn end', () => {
  it('each player ends the turn end step; then the next turn begins', () => {
    let s = run(game(), { type: 'pass', player: 'A' }, { type: 'pass', player: 'B' }).state;
    for (let k = 0; k < 4 && s.phase.kind === 'melee'; k++) s = run(s, { type: 'pass-melee', player: s.phase.toAct }).state;
    expect(s.phase.kind).toBe('turnEnd');
    const turn = s.turn;
    for (let k = 0; k < 4 && s.phase.kind === 'turnEnd'; k++) s = run(s, { type: 'end-turn-end', player: s.phase.toAct }).state;
    expect(s.turn).toBe(turn + 1);
  });
});

describe('§5.1 initiative bidding', () => {
  it('the player without the initiative may spend an action point to take it', () => {
    let s = start(scenario({ A: [u('li', 'LI', at(5, 8))], B: [u('px', 'PX', at(5, 4), 2)], leadersA: [{ id: 'L', command: 2, range: 2, combat: 1 }], leadersB: [{ id: 'M', command: 2, range: 2, combat: 1 }] }));
    for (let k = 0; k < 6 && s.phase.kind === 'initiative'; k++) s = run(s, { type: 'decline-die-mod', player: s.phase.toAct }).state;
    expect(s.phase.kind).toBe('initiativeBid');
    if (s.phase.kind !== 'initiativeBid') return;
    const bidder = s.phase.toAct;
    const before = s.players[bidder].unspent;
    const r = run(s, { type: 'bid-initiative', player: bidder });
    expect(r.state.players[bidder].unspent).toBe(before - 1);
    expect(r.state.phase).toMatchObject({ kind: 'initiativeBid', leader: bidder });
  });
});

describe('§5.3 individual unit activation', () => {
  it('one action point activates a single unit, outside any command range', () => {
    const s = game();
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'hi', action: 'move' });
    expect(r.state.players.A.unspent).toBe(s.players.A.unspent - 1);
  });
});

describe('§5.6 event purchasing', () => {
  it('an action point buys an event card into the hand, up to the hand size', () => {
    let s = game();
    s = { ...s, players: { ...s.players, A: { ...s.players.A, hand: [] } } };
    const r = run(s, { type: 'purchase-event', player: 'A' });
    expect(r.state.players.A.hand).toHaveLength(1);
    expect(r.state.players.A.unspent).toBe(s.players.A.unspent - 1);
  });
});

describe('§5.7 handicapping', () => {
  it('banked chits leave the pool and lie on the current turn box', () => {
    const s = game();
    const r = run(s, { type: 'bank-chits', player: 'A', count: 1 });
    expect(r.state.players.A.banked).toContainEqual({ turn: s.turn, count: 1 });
    expect(r.state.players.A.chitPool).toBe(s.players.A.chitPool - 1);
  });
});

describe('§6.1 leader command value', () => {
  it('an army\'s morale is the sum of its leaders\' command values', () => {
    const s = game();
    expect(morale(s, 'A')).toBe(2);
    expect(morale(s, 'B')).toBe(1);
  });
});

describe('§6.2 leader command range', () => {
  it('a formation member beyond the leader\'s range is refused', () => {
    const v = refused(game(), { type: 'activate-formation', player: 'A', leader: 'L', units: ['li', 'hi'], action: 'move' });
    expect(v.citations.some((c) => c.section.startsWith('5.2') || c.section.startsWith('6.2'))).toBe(true);
  });
});

describe('§7.2 disruption', () => {
  it('a unit may disrupt itself to move (its disrupted side)', () => {
    const r = run(game(), { type: 'activate-unit', player: 'A', unit: 'hi', action: 'move' }, { type: 'move', player: 'A', unit: 'hi', path: [{ type: 'enter', dir: 5, freeTurn: false }], selfDisrupt: true });
    expect(r.state.units['hi']!.status).toBe('disrupted');
  });
});

describe('§7.5 activation', () => {
  it('a unit marked Active! cannot be activated again this turn (ruling DOB-R16)', () => {
    const s = run(game(), ...moveLi, { type: 'pass', player: 'B' }).state;
    const v = refused(s, { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' });
    expect(v.code).toBe('already-acted');
    expect(v.citations[0]).toMatchObject({ section: '5.3', note: 'ruling DOB-R16' });
  });
});

describe('§14.1 starting events', () => {
  it('each player starts with as many event cards as its army\'s morale', () => {
    const s = game();
    expect(s.players.A.hand.length).toBe(morale(s, 'A'));
    expect(s.players.B.hand.length).toBe(morale(s, 'B'));
  });
});

/** A's horse archers ma (move and fire) and light archers la, B's medium infantry b1 facing south. */
function archers(): DobState {
  return toAction(
    start(scenario({ A: [u('ma', 'MA', at(5, 9)), u('la', 'LA', at(2, 9))], B: [u('b1', 'MI', at(5, 5), 2), u('b2', 'MI', at(11, 0), 2)] })),
    {},
    'A',
  );
}

describe('§7.10 move and fire', () => {
  it('a move-and-fire unit moves, then fires in the same activation; a unit without the ability may not', () => {
    const s = archers();
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'ma', action: 'moveAndFire' }, { type: 'move', player: 'A', unit: 'ma', path: [{ type: 'enter', dir: 5, freeTurn: false }, { type: 'enter', dir: 5, freeTurn: false }] }, { type: 'fire', player: 'A', lead: 'ma', supporters: [], target: 'b1' });
    expect(eventsOf(r.events, 'ranged-attack')).toHaveLength(1);
    expect(refused(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'moveAndFire' }).citations[0]!.section).toMatch(/^7\.10|^5\.3/);
  });
});

describe('§8.2 range', () => {
  it('a target beyond the missile range is refused', () => {
    // b3 two hexes ahead is in range, so the activation stands; b2 across the map is not.
    const g = toAction(start(scenario({ A: [u('la', 'LA', at(2, 9))], B: [u('b3', 'MI', at(2, 7), 2), u('b2', 'MI', at(11, 0), 2)] })), {}, 'A');
    const s = run(g, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }).state;
    const v = refused(s, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'b2' });
    expect(v.citations.some((c) => c.section.startsWith('8.2'))).toBe(true);
  });
});

describe('§8.3 arc of fire', () => {
  it('a target outside the firer\'s front sector is refused', () => {
    // la faces south: b3 two hexes south is in its arc, b1 two hexes north is not.
    const s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 6), 2)], B: [u('b1', 'MI', at(5, 4), 2), u('b3', 'MI', at(5, 8), 5)] })), {}, 'A');
    const v = refused(run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }).state, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'b1' });
    expect(v.citations.some((c) => c.section.startsWith('8.3'))).toBe(true);
  });
});

describe('§10.3 disruption effects', () => {
  it('a disrupted cavalry unit may not charge', () => {
    const s = toAction(start(scenario({ A: [u('hc', 'HC', at(5, 10), 5, { status: 'disrupted' })], B: [u('b1', 'MI', at(5, 5), 2)] })), {}, 'A');
    const path = [0, 1, 2].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
    const v = refused(run(s, { type: 'activate-unit', player: 'A', unit: 'hc', action: 'move' }).state, { type: 'move', player: 'A', unit: 'hc', path, charge: true });
    expect(v.citations.some((c) => c.section.startsWith('7.11') || c.section.startsWith('10.3'))).toBe(true);
  });
});

describe('§12.1 casualties', () => {
  it('an eliminated unit adds its good-order strength to its army\'s losses', () => {
    let s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 7))], B: [u('b1', 'MI', at(5, 5), 2, { status: 'disrupted' })] })), {}, 'A');
    // A draws 6 and 6 against B's 1: the hit eliminates the disrupted unit.
    s = stacked(stacked(s, 'A', [6, 12]), 'B', [1]);
    const before = s.players.B.losses;
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'b1' });
    expect(r.state.units['b1']!.where).not.toBe('map');
    expect(r.state.players.B.losses).toBe(before + 4);
  });
});

describe('§5.5 melee modification', () => {
  it('before the result the attacker, then the defender, may spend action points on the melee (as exertion, §10.2.3.6)', () => {
    const a = at(5, 6);
    const s = toMelee({ A: [unit('A-MI', 'MI', a, 5)], B: [unit('B-MI', 'MI', geometry.step(a, 5), 2)], leaders: { A: { hex: at(0, 11), combat: 0 }, B: { hex: at(11, 0), combat: 0 } }, deck: {}, options: {} });
    let r = run(s, { type: 'initiate-melee', player: 'A', unit: 'A-MI', target: 'B-MI' });
    for (let k = 0; k < 3 && r.state.phase.kind === 'melee' && r.state.phase.melee?.step === 'withdraw'; k++) r = run(r.state, { type: 'withdraw', player: 'B', withdraw: false });
    expect(r.state.phase.kind === 'melee' && r.state.phase.melee?.step).toBe('exertAttacker');
    const before = r.state.players.A.unspent;
    r = run(r.state, { type: 'exert', player: 'A', chits: 1 });
    expect(eventsOf(r.events, 'exertion')[0]).toMatchObject({ side: 'A', role: 'attacker', chits: 1, citations: [{ section: '5.5' }, { section: '10.2.3.6' }] });
    expect(r.state.players.A.unspent).toBe(before - 1);
    expect(r.state.phase.kind === 'melee' && r.state.phase.melee?.step).toBe('exertDefender');
  });
});

/** A's Camp (disrupted) with B's medium infantry two hexes behind it and another to its north. */
function camp(): DobState {
  return toAction(
    start(scenario({ A: [u('A-camp', 'CAMP', at(5, 6), 5, { status: 'disrupted' }), u('li', 'LI', at(1, 10))], B: [u('b1', 'MI', at(5, 8), 5), u('b2', 'MI', at(5, 1), 2)] })),
    {},
    'A',
  );
}

describe('§9.6 camp exception', () => {
  it('a Camp cannot rally', () => {
    const s = camp();
    expect(refused(s, { type: 'activate-unit', player: 'A', unit: 'A-camp', action: 'rally' }).code).toBe('unable');
    expect(dawnOfBattle.legalCommands(s).some((c) => c.type === 'activate-unit' && c.unit === 'A-camp' && c.action === 'rally')).toBe(false);
    // A disrupted ordinary unit may.
    const li = { ...s, units: { ...s.units, li: { ...s.units['li']!, status: 'disrupted' as const } } };
    expect(run(li, { type: 'activate-unit', player: 'A', unit: 'li', action: 'rally' }).events.some((e) => e.type === 'rally')).toBe(true);
  });
});

describe('§11.1 camp zone of control', () => {
  it('all six hexes around a Camp are in its zone of control: an enemy entering its rear hex stops there', () => {
    const g = toAction(start(scenario({ A: [u('A-camp', 'CAMP', at(5, 6), 5), u('li', 'LI', at(1, 10))], B: [u('b1', 'MI', at(5, 9), 5), u('b2', 'MI', at(11, 1), 2)] })), {}, 'B');
    const s = run(g, { type: 'activate-unit', player: 'B', unit: 'b1', action: 'move' }).state;
    const N = { type: 'enter' as const, dir: 5 as const, freeTurn: false };
    const v = refused(s, { type: 'move', player: 'B', unit: 'b1', path: [N, N, { type: 'enter', dir: 0, freeTurn: false }] });
    expect(v.citations.some((c) => c.section.startsWith('7.6') || c.section.startsWith('11.1'))).toBe(true);
    expect(run(s, { type: 'move', player: 'B', unit: 'b1', path: [N, N] }).state.units['b1']!.hex).toEqual(at(5, 7));
  });
});

describe('§11.2 camp arc of fire', () => {
  it('a Camp fires all round: at a unit behind it', () => {
    const s = run(camp(), { type: 'activate-unit', player: 'A', unit: 'A-camp', action: 'fire' }).state;
    expect(dawnOfBattle.legalCommands(s)).toContainEqual(expect.objectContaining({ type: 'fire', lead: 'A-camp', target: 'b1' }));
  });
});
