// §15.3–15.13 as scenario options, through the public API.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { barbarianMultiplier, compassDirection, dawnOfBattle, DISMOUNT_TABLE, viewFor, type DobState } from '../../../../src/dawn-of-battle/index.js';
import { at, counters, eventsOf, fixtureDeck, nextTurn, refused, run } from '../fixtures.js';
import { countersWithElephant, EVENTS, fireFight, inAction, PLACES, stacked, startWith } from './helpers.js';

const FIRE = [{ type: 'activateUnit', side: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', side: 'A', lead: 'a1', supporters: [], target: 'b1' }] as const;

describe('§15.3.1 physical dice', () => {
  it('die results are rolled, not drawn: no card leaves the decks for the shot', () => {
    const s = inAction(startWith(fireFight({ options: { physicalDice: true } }), { A: [67, 68], B: [69, 70] }));
    const piles = (st: DobState) => st.players.A.deck.drawPile.length + st.players.B.deck.drawPile.length;
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'die-rolled').map((e) => e['purpose'])).toEqual(['ranged attack by a1', 'ranged attack by a1', 'ranged defense of b1']);
    expect(eventsOf(r.events, 'card-drawn')).toHaveLength(0);
    expect(piles(r.state)).toBe(piles(s));
    const breakdown = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { draws: number[]; defenseDie: number };
    expect(breakdown.draws).toEqual(eventsOf(r.events, 'die-rolled').slice(0, 2).map((e) => e['die']));
  });

  it('a natural 1 sets off a panic check for the roller’s army (it panics at its panic level)', () => {
    // Roll until a 1 turns up; with losses at the panic level the check panics the army.
    for (let seed = 0; seed < 40; seed++) {
      const sc = fireFight({ options: { physicalDice: true } });
      const r0 = dawnOfBattle.setup(sc, { seed: `dice ${seed}`, options: { data: { counters, deck: fixtureDeck() } } });
      if (E.isLeft(r0)) throw new Error(r0.left.message);
      let s = inAction(r0.right);
      s = { ...s, players: { ...s.players, A: { ...s.players.A, panicLevel: 0 } } };
      const r = run(s, ...FIRE);
      const ones = eventsOf(r.events, 'die-rolled').filter((e) => e['die'] === 1 && e['side'] === 'A');
      if (ones.length === 0) continue;
      expect(eventsOf(r.events, 'panic-check')).toContainEqual(expect.objectContaining({ side: 'A', panics: true }));
      expect(r.state.players.A.panics).toBeGreaterThan(0);
      return;
    }
    throw new Error('no natural 1 in 40 seeds');
  });
});

describe('§15.3.2 re-dos', () => {
  // A holds the initiative and fires first: its two attack cards show 4 and 1, B's defense 3, so
  // b1 is disrupted. B's pile then holds 5 and 2 for re-draws of its defense.
  function shot(): { before: DobState; after: DobState } {
    let s = inAction(startWith(fireFight({ options: { reDos: true } }), { A: [67, 68], B: [69, 70] }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3, 5, 2]);
    return { before: s, after: run(s, ...FIRE).state };
  }
  const window = (s: DobState) => (s.phase.kind === 'eventWindow' ? s.phase : null);

  it('after the draws are seen a re-do window lists them, the initiative player first', () => {
    const { after } = shot();
    expect(after.units['b1']!.status).toBe('disrupted');
    const ph = window(after)!;
    expect(ph).toMatchObject({ before: 'redo', toAct: 'A' });
    expect(ph.redo!.draws.map((d) => [d.side, d.die])).toEqual([['A', 4], ['A', 1], ['B', 3]]);
    expect(dawnOfBattle.pending(after)).toMatchObject({ player: 'A', citation: { section: '15.3.2' } });
    const legal = dawnOfBattle.legalCommands(after);
    expect(legal).toContainEqual({ type: 'passEvent', side: 'A' });
    expect(legal).toContainEqual({ type: 'redo', side: 'A', card: '67', draw: 2 });
    // Nothing else may be played over drawn results.
    expect(legal.every((c) => c.type === 'redo' || c.type === 'passEvent')).toBe(true);
  });

  it('a re-do discards the card and the named result is drawn again by its drawer; the new one is applied; the opponent may answer', () => {
    const { after } = shot();
    let r = run(after, { type: 'passEvent', side: 'A' }, { type: 'redo', side: 'B', card: '69', draw: 2 });
    expect(eventsOf(r.events, 'redo')).toMatchObject([{ side: 'B', discarded: '69', draw: 2, drawer: 'B', was: 3, now: 5 }]);
    expect(eventsOf(r.events, 'redrawn')).toMatchObject([{ side: 'B', discarded: 3 }]);
    // The attack cards come out the same (the replay is exact); the defense is now 5: no effect.
    const shotNow = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { draws: number[]; defenseDie: number; result: string };
    expect(shotNow).toMatchObject({ draws: [4, 1], defenseDie: 5, result: 'none' });
    expect(r.state.units['b1']!.status).toBe('good');
    expect(r.state.players.B.hand).toEqual(['70']);
    expect(r.state.players.B.deck.discardPile).toContain('69');
    // A answers with a re-do of that same result: B draws again (2): disrupted after all.
    expect(window(r.state)).toMatchObject({ toAct: 'A', passes: 0 });
    r = run(r.state, { type: 'redo', side: 'A', card: '67', draw: 2 });
    expect((eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { defenseDie: number }).defenseDie).toBe(2);
    expect(r.state.units['b1']!.status).toBe('disrupted');
    // Two passes in a row close the window; the game goes on from the result shown.
    const shown = r.state;
    r = run(shown, { type: 'passEvent', side: 'B' }, { type: 'passEvent', side: 'A' });
    expect(r.state.phase.kind).toBe('action');
    expect(r.state.units).toEqual(shown.units);
    expect(r.state.players.A.hand).toEqual(['68']);
  });

  it('results drawn before the latest re-done one cannot be re-done, and a re-do out of turn or with a card not held is refused (§15.3.2)', () => {
    const { after } = shot();
    const st = run(after, { type: 'redo', side: 'A', card: '67', draw: 2 }).state;
    expect(refused(st, { type: 'redo', side: 'B', card: '69', draw: 0 })).toMatchObject({ code: 'no-such-draw', citations: [{ section: '15.3.2' }] });
    expect(refused(st, { type: 'redo', side: 'A', card: '68', draw: 2 }).code).toBe('wrong-player');
    expect(refused(st, { type: 'redo', side: 'B', card: '67', draw: 2 }).code).toBe('not-in-hand');
    expect(refused(st, { type: 'redo', side: 'B', card: '69', draw: 3 }).code).toBe('no-such-draw');
  });

  it('re-doing an earlier result lets everything after it resolve anew', () => {
    const { after } = shot();
    // A re-does its first attack card (4): its next card is drawn in its place.
    const r = run(after, { type: 'redo', side: 'A', card: '67', draw: 0 });
    const b = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { draws: number[] };
    expect(b.draws[0]).not.toBe(4);
    expect(eventsOf(r.events, 'redrawn')).toMatchObject([{ side: 'A', discarded: 4 }]);
  });

  it('the player\'s view leaves out the state the window keeps for replaying (hands, deck order)', () => {
    const { after } = shot();
    const v = viewFor(after, 'B');
    expect(v.phase.kind === 'eventWindow' && v.phase.redo !== undefined && !('base' in v.phase.redo)).toBe(true);
    expect(JSON.stringify(v)).not.toContain('drawPile":[');
  });

  it('no window opens when nobody holds an event card, and without the option a re-do is refused', () => {
    let s = inAction(startWith(fireFight({ options: { reDos: true } }), { A: [67, 68], B: [69, 70] }));
    s = { ...s, players: { A: { ...s.players.A, hand: [] }, B: { ...s.players.B, hand: [] } } };
    expect(run(s, ...FIRE).state.phase.kind).toBe('action');
    const off = inAction(startWith(fireFight(), { A: [66, 68], B: [61, 69] }, { events: EVENTS }));
    expect(refused(off, { type: 'redo', side: 'A', card: '68', draw: 0 }).code).toBe('option-off');
  });
});

describe('§15.8.3 elephant control', () => {
  const deck = fixtureDeck({ 10: { icon: 'elephant' } });
  const withElephant = () => fireFight({ B: [{ id: 'el', counter: 'EL', hex: at(8, 3), facing: 2 }] });

  it('an elephant icon drawn in the action cycle sets off a check for every elephant; a 6 and a 6 stampede it', () => {
    let s = inAction(startWith(withElephant(), { A: [67, 68], B: [69, 70] }, { deck, counters: countersWithElephant }));
    // A's first attack card (10, die 4) carries the icon; B then draws 3 (defense), 6 (check), 6 (table), 3 (compass: south).
    s = stacked(stacked(s, 'A', [10, 1]), 'B', [3, 6, 12, 15]);
    const before = s.units['el']!.hex!;
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'elephant-icon')).toHaveLength(1);
    expect(eventsOf(r.events, 'elephant-control')).toEqual([expect.objectContaining({ unit: 'el', die: 6, morale: 2, kept: false, table: 6, effect: 'stampede' })]);
    const dir = compassDirection(3);
    expect(dir).toBe(2);
    const el = r.state.units['el']!;
    expect(eventsOf(r.events, 'elephant-stampede')[0]).toMatchObject({ moved: true });
    expect(el.hex).not.toEqual(before);
    expect(el.facing).toBe(dir);
    expect(el.marker).toBe('done');
  });

  it('a stampede into an occupied hex is a melee with the elephant attacking; against a friend the opponent controls it', () => {
    const sc = fireFight({ B: [{ id: 'el', counter: 'EL', hex: at(8, 3), facing: 2 }, { id: 'b2', counter: 'MI', hex: at(8, 4), facing: 2 }] });
    let s = inAction(startWith(sc, { A: [67, 68], B: [69, 70] }, { deck, counters: countersWithElephant }));
    s = stacked(stacked(s, 'A', [10, 1]), 'B', [3, 6, 12, 15]);
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'elephant-attack')).toEqual([expect.objectContaining({ unit: 'el', defender: 'b2', controller: 'A' })]);
    const melee = eventsOf(r.events, 'melee');
    expect(melee).toEqual([expect.objectContaining({ attacker: 'el', defender: 'b2', side: 'A' })]);
    expect(r.state.units['el']!.hex).toEqual(at(8, 3));
    if (r.state.units['b2']!.where === 'map') expect(r.state.units['b2']!.marker).toBe('done');
  });

  it('a check within morale keeps control; a 5 frightens (Done!), and a 5 on a Done! elephant disrupts it', () => {
    let s = inAction(startWith(withElephant(), { A: [67, 68], B: [69, 70] }, { deck, counters: countersWithElephant }));
    s = stacked(stacked(s, 'A', [10, 1]), 'B', [3, 6, 5]);
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'elephant-control')[0]).toMatchObject({ effect: 'frightened' });
    expect(r.state.units['el']!.marker).toBe('done');
    expect(r.state.units['el']!.status).toBe('good');
  });

  it('an elephant icon drawn outside the action cycle (action points at turn start) sets off nothing', () => {
    const s = startWith(withElephant(), { A: [67, 68, 10], B: [69, 70] }, { deck, counters: countersWithElephant });
    expect(s.ext.elephantChecks).toBe(0);
  });

  describe('§15.8.2 elephant loss', () => {
    it('an eliminated elephant puts six points on its army’s loss track (§15.8.2)', () => {
      let s = inAction(startWith(fireFight({ B: [{ id: 'el', counter: 'EL', hex: at(6, 6), facing: 2, status: 'disrupted' }] }), { A: [67, 68], B: [69, 70] }, { counters: countersWithElephant }));
      s = stacked(stacked(s, 'A', [6, 1]), 'B', [1]);
      const r = run(s, { type: 'activateUnit', side: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', side: 'A', lead: 'a1', supporters: [], target: 'el' });
      expect(r.state.units['el']!.where).toBe('eliminated');
      expect(r.state.players.B.losses).toBe(6);
    });
  });
});

describe('§15.10 dismounted cavalry', () => {
  it('substitutes the infantry counter in the same hex, facing and status; cataphracts choose', () => {
    const sc = fireFight({ A: [{ id: 'hc', counter: 'HC', hex: at(3, 9), facing: 5 }, { id: 'ct', counter: 'CT', hex: at(7, 9), facing: 5 }], options: { dismount: { A: [{ unit: 'hc' }, { unit: 'ct', as: 'MI' }] } } });
    const s = startWith(sc, { A: [], B: [] });
    expect(s.units['hc']!.counter).toBe('MI');
    expect(s.units['ct']!.counter).toBe('MI');
    expect(s.units['hc']!.hex).toEqual(at(3, 9));
    expect(DISMOUNT_TABLE.find((r: { cavalry: string }) => r.cavalry === 'KT')!.infantry).toEqual(['HI']);
  });

  it('refuses a unit that is not dismountable cavalry, with the path', () => {
    const sc = fireFight({ options: { dismount: { B: [{ unit: 'b1' }] } } });
    const r = dawnOfBattle.setup(sc, { seed: 'x', options: { data: { counters, deck: fixtureDeck() } } });
    expect(E.isLeft(r) && r.left.message).toMatch(/options\.dismount\.B\[0\]\.unit/);
  });
});

describe('§15.11 taking heads', () => {
  it('scores +1 for a disruption in combat, and the higher score takes one victory point instead of Glorious Slaughter', () => {
    let s = inAction(startWith(fireFight({ options: { takingHeads: true }, turns: 1 }), { A: [67, 68], B: [69, 70] }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3]);
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'heads')).toEqual([expect.objectContaining({ side: 'A', points: 1, why: 'disrupted' })]);
    expect(r.state.ext.heads).toEqual({ A: 1, B: 0 });
    const end = nextTurn(r.state);
    expect(end.result?.items).toContainEqual(expect.objectContaining({ side: 'A', section: '15.11' }));
    expect(end.result?.items.some((i) => i.section === '13.3')).toBe(false);
  });
});

describe('§15.12.1 code of honor', () => {
  it('a leader that stood on the map is placed again within four hexes of where it stood', () => {
    let s = inAction(startWith(fireFight({ options: { codeOfHonor: true } }), { A: [67, 68], B: [69, 70] }));
    s = nextTurn(s);
    while (s.phase.kind !== 'placeLeaders') s = run(s, dawnOfBattle.legalCommands(s)[0]!).state;
    const side = s.phase.toAct;
    const id = side === 'A' ? 'LA1' : 'LB1';
    const placements = dawnOfBattle.legalCommands(s).filter((c) => c.type === 'placeLeader' && c.leader === id);
    expect(placements.length).toBeGreaterThan(0);
    const from = PLACES[id];
    const dist = (h: { q: number; r: number }) => (Math.abs(h.q - from.q) + Math.abs(h.r - from.r) + Math.abs(h.q + h.r - from.q - from.r)) / 2;
    for (const c of placements) if (c.type === 'placeLeader') expect(dist(c.hex)).toBeLessThanOrEqual(4);
    const far = side === 'A' ? at(9, 2) : at(2, 10);
    expect(refused(s, { type: 'placeLeader', side, leader: id, hex: far }).code).toBe('honor-shift');
  });
});

describe('§15.13 dummy leaders', () => {
  it('each side places a dummy that leads no one and is removed when turned up at turn end', () => {
    const s0 = startWith(fireFight({ options: { dummyLeaders: true } }), { A: [67, 68], B: [69, 70] });
    expect(s0.leaders['dummy:A']).toMatchObject({ command: 0, where: 'aside' });
    const s = inAction(s0, { ...PLACES, 'dummy:A': at(5, 9), 'dummy:B': at(5, 5) });
    expect(s.leaders['dummy:A']!.where).toBe('map');
    expect(refused(s, { type: 'activateFormation', side: 'A', leader: 'dummy:A', units: ['a1'], action: 'move' }).code).toBe('leader-cannot-lead');
    let st = s;
    const removed: string[] = [];
    for (let i = 0; i < 50 && st.phase.kind !== 'turnEnd'; i++) {
      const c = dawnOfBattle.legalCommands(st).find((x) => x.type === 'pass' || x.type === 'passMelee' || x.type === 'endActivation' || x.type === 'chooseFirst')!;
      const r = run(st, c);
      removed.push(...eventsOf(r.events, 'dummy-removed').map((e) => String(e['leader'])));
      st = r.state;
    }
    expect(removed.sort()).toEqual(['dummy:A', 'dummy:B']);
  });

  it('scenario leaders may not take the dummy: prefix', () => {
    const sc = fireFight();
    const bad = { ...sc, sides: { ...sc.sides, A: { ...sc.sides.A, leaders: [{ id: 'dummy:X', command: 1, range: 1, combat: 0 }] } } };
    const r = dawnOfBattle.setup(bad, { seed: 'x', options: { data: { counters, deck: fixtureDeck() } } });
    expect(E.isLeft(r) && r.left.code).toBe('reserved-id');
  });
});

describe('§15.4 barbarian charge', () => {
  it('a barbarian side declares its turn once; its Light Infantry triple that turn only', () => {
    const sc = fireFight({ A: [{ id: 'li', counter: 'LI', hex: at(3, 9), facing: 5 }], options: { barbarian: ['A'] } });
    const s = inAction(startWith(sc, { A: [67, 68], B: [69, 70] }));
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'barbarianCharge', side: 'A' });
    const r = run(s, { type: 'barbarianCharge', side: 'A' });
    expect(r.state.ext.barbarianTurn.A).toBe(1);
    expect(barbarianMultiplier(r.state, r.state.units['li']!)).toBe(3);
    expect(barbarianMultiplier(r.state, r.state.units['a1']!)).toBe(1);
    expect(refused(r.state, { type: 'barbarianCharge', side: 'A' }).code).toBe('charge-used');
    const next = nextTurn(r.state);
    expect(barbarianMultiplier(next, next.units['li']!)).toBe(1);
  });

  it('a side the scenario does not call barbarian may not declare', () => {
    const s = inAction(startWith(fireFight({ options: { barbarian: ['B'] } }), { A: [67, 68], B: [69, 70] }));
    expect(refused(s, { type: 'barbarianCharge', side: 'A' }).code).toBe('not-barbarian');
  });
});
