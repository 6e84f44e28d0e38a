// §15.3–15.13 as scenario options, through the public API.
import * as E from 'fp-ts/lib/Either.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barbarianMultiplier, compassDirection, dawnOfBattle, DISMOUNT_TABLE, viewFor, type DobEvent, type DobState, type Scenario } from '../../../../src/dawn-of-battle/index.js';
import { at, counters, dieCards, eventsOf, fixtureDeck, nextTurn, refused, run, scenario, toAction, u } from '../fixtures.js';
import { countersWithElephant, EVENTS, fireFight, inAction, PLACES, stacked, startWith } from './helpers.js';

const FIRE = [{ type: 'activate-unit', player: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', player: 'A', lead: 'a1', supporters: [], target: 'b1' }] as const;

describe('§15.3.1 physical dice', () => {
  it('die results are rolled, not drawn: no card leaves the decks for the shot', () => {
    const s = inAction(startWith(fireFight({ options: { physicalDice: true } }), { A: [67, 68], B: [69, 70] }));
    const piles = (st: DobState) => st.players.A.deck.drawPile.length + st.players.B.deck.drawPile.length;
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'die-rolled').map((e) => e['purpose'])).toEqual(['ranged attack by a1', 'ranged attack by a1', 'ranged defense of b1']);
    expect(eventsOf(r.events, 'card-drawn')).toHaveLength(0);
    expect(piles(r.state)).toBe(piles(s));
    const breakdown = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'];
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
    expect(dawnOfBattle.pending(after)[0]).toMatchObject({ player: 'A', citation: { section: '15.3.2' } });
    const legal = dawnOfBattle.legalCommands(after);
    expect(legal).toContainEqual({ type: 'pass-event', player: 'A' });
    expect(legal).toContainEqual({ type: 'redo', player: 'A', card: '67', draw: 2 });
    // Nothing else may be played over drawn results.
    expect(legal.every((c) => c.type === 'redo' || c.type === 'pass-event')).toBe(true);
  });

  it('a re-do discards the card and the named result is drawn again by its drawer; the new one is applied; the opponent may answer', () => {
    const { after } = shot();
    let r = run(after, { type: 'pass-event', player: 'A' }, { type: 'redo', player: 'B', card: '69', draw: 2 });
    expect(eventsOf(r.events, 'redo')).toMatchObject([{ side: 'B', discarded: '69', draw: 2, drawer: 'B', was: 3, now: 5 }]);
    expect(eventsOf(r.events, 'redrawn')).toMatchObject([{ side: 'B', discarded: 3 }]);
    // The attack cards come out the same (the replay is exact); the defense is now 5: no effect.
    const shotNow = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'];
    expect(shotNow).toMatchObject({ draws: [4, 1], defenseDie: 5, result: 'none' });
    expect(r.state.units['b1']!.status).toBe('good');
    expect(r.state.players.B.hand).toEqual(['70']);
    expect(r.state.players.B.deck.discardPile).toContain('69');
    // A answers with a re-do of that same result: B draws again (2): disrupted after all.
    expect(window(r.state)).toMatchObject({ toAct: 'A', passes: 0 });
    r = run(r.state, { type: 'redo', player: 'A', card: '67', draw: 2 });
    expect((eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { defenseDie: number }).defenseDie).toBe(2);
    expect(r.state.units['b1']!.status).toBe('disrupted');
    // Two passes in a row close the window; the game goes on from the result shown.
    const shown = r.state;
    r = run(shown, { type: 'pass-event', player: 'B' }, { type: 'pass-event', player: 'A' });
    expect(r.state.phase.kind).toBe('action');
    expect(r.state.units).toEqual(shown.units);
    expect(r.state.players.A.hand).toEqual(['68']);
  });

  it('results drawn before the latest re-done one cannot be re-done, and a re-do out of turn or with a card not held is refused (§15.3.2)', () => {
    const { after } = shot();
    const st = run(after, { type: 'redo', player: 'A', card: '67', draw: 2 }).state;
    expect(refused(st, { type: 'redo', player: 'B', card: '69', draw: 0 })).toMatchObject({ code: 'no-such-draw', citations: [{ section: '15.3.2' }] });
    expect(refused(st, { type: 'redo', player: 'A', card: '68', draw: 2 }).code).toBe('wrong-player');
    expect(refused(st, { type: 'redo', player: 'B', card: '67', draw: 2 }).code).toBe('not-in-hand');
    expect(refused(st, { type: 'redo', player: 'B', card: '69', draw: 3 }).code).toBe('no-such-draw');
  });

  it('re-doing an earlier result lets everything after it resolve anew', () => {
    const { after } = shot();
    // A re-does its first attack card (4): its next card is drawn in its place.
    const r = run(after, { type: 'redo', player: 'A', card: '67', draw: 0 });
    const b = eventsOf(r.events, 'ranged-attack')[0]!['breakdown'];
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
    expect(refused(off, { type: 'redo', player: 'A', card: '68', draw: 0 }).code).toBe('option-off');
  });
});

describe('§15.3.2 re-dos reach the draws made outside a player\'s command', () => {
  const passAll = (from: DobState, while_: (s: DobState) => boolean): { state: DobState; events: DobEvent[] } => {
    let state = from;
    const events: DobEvent[] = [];
    for (let i = 0; i < 10 && while_(state); i++) {
      const r = run(state, { type: 'pass-event', player: (state.phase as { toAct: 'A' | 'B' }).toAct });
      state = r.state;
      events.push(...r.events);
    }
    return { state, events };
  };

  it('setup\'s first initiative draw waits behind an event window, so the draw can be re-done', () => {
    const sc = fireFight({ options: { reDos: true, dieModWindows: 'none' } });
    const s = startWith(sc, { A: [67, 68], B: [69, 70] });
    expect(s.phase).toMatchObject({ kind: 'eventWindow', before: 'initiative' });
    expect(eventsOf(run(s).events, 'initiative-draw')).toEqual([]);
    const r = passAll(s, (x) => x.phase.kind === 'eventWindow' && x.phase.before === 'initiative');
    expect(eventsOf(r.events, 'initiative-draw').length).toBeGreaterThan(0);
    const ph = r.state.phase;
    if (ph.kind !== 'eventWindow' || ph.redo === undefined) throw new Error(`expected a re-do window, got ${ph.kind}`);
    expect(ph.redo.draws.map((d) => d.purpose)).toContain('initiative');
    // Without the option the draw is made in setup as before.
    const plain = startWith(fireFight({ options: { dieModWindows: 'none' } }), { A: [67, 68], B: [69, 70] });
    expect(plain.phase.kind).not.toBe('eventWindow');
  });

  it('the command that ends the game opens a re-do window over the declared result (handicap draw included); the outcome stands once it closes', () => {
    const sc = scenario({
      A: [u('la', 'LA', at(5, 7))], B: [u('px', 'PX', at(5, 5), 2, { status: 'disrupted' })], panicB: 1, options: { dieModWindows: 'none', reDos: true },
      leadersA: [{ id: 'LA1', command: 2, range: 2, combat: 0 }], leadersB: [{ id: 'LB1', command: 2, range: 2, combat: 0 }],
    });
    let s = toAction(startWith(sc, { A: [67, 68], B: [69, 70] }), PLACES, 'B');
    s = run(s, { type: 'bank-chits', player: 'B', count: 1 }).state;
    s = stacked(stacked(s, 'A', dieCards([6])), 'B', dieCards([1]));
    const end = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'px' });
    expect(eventsOf(end.events, 'game-over')).toHaveLength(1);
    const ph = end.state.phase;
    if (ph.kind !== 'eventWindow' || ph.redo === undefined) throw new Error(`expected a re-do window, got ${ph.kind}`);
    expect(ph.returnTo.kind).toBe('over');
    const handicap = ph.redo.draws.findIndex((d) => d.purpose === 'handicap');
    expect(handicap).toBeGreaterThanOrEqual(0);
    expect(end.state.result).not.toBeNull();
    expect(dawnOfBattle.outcome(end.state)).toBeNull();
    // Re-doing the handicap draw replays the command with that draw made again.
    const side = ph.toAct;
    const card = side === 'A' ? '67' : '69';
    const again = run(end.state, { type: 'redo', player: side, card, draw: handicap });
    expect(eventsOf(again.events, 'redo')).toMatchObject([{ side, draw: handicap, purpose: 'handicap', drawer: 'B' }]);
    expect(eventsOf(again.events, 'handicap-draw')).toHaveLength(1);
    const closed = passAll(again.state, (x) => x.phase.kind === 'eventWindow');
    expect(closed.state.phase.kind).toBe('over');
    expect(dawnOfBattle.outcome(closed.state)).toMatchObject({ winner: closed.state.result!.winner, level: closed.state.result!.level });
  });

  it('a pass that closes a re-do window lets the game run on; the die results drawn then get a window of their own', () => {
    // The re-do window after a shot, set over a turn end where A (no card, no chit) has nothing
    // left to do and B is done: the pass that closes it runs on into turn 2's draws.
    let s = inAction(startWith(fireFight({ options: { reDos: true, dieModWindows: 'none' } }), { A: [67, 68], B: [69, 70] }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3, 5, 2]);
    const shot = run(s, ...FIRE).state;
    const ph = shot.phase;
    if (ph.kind !== 'eventWindow' || ph.redo === undefined) throw new Error('expected a re-do window');
    const window: DobState = {
      ...shot,
      players: { A: { ...shot.players.A, hand: [], unspent: 0 }, B: shot.players.B },
      phase: { ...ph, toAct: 'B', passes: 1, returnTo: { kind: 'turnEnd', toAct: 'A', done: ['B'] } },
    };
    const close = { type: 'pass-event', player: 'B' } as const;
    const r = run(window, close);
    expect(r.state.turn).toBe(2);
    const next = r.state.phase;
    if (next.kind !== 'eventWindow' || next.redo === undefined) throw new Error(`expected a new re-do window, got ${next.kind}`);
    expect(next.redo.command).toEqual(close);
    expect(next.redo.draws.map((d) => d.purpose)).toContain('initiative');
    // A re-do there replays the pass from the window it closed.
    const again = run(r.state, { type: 'redo', player: next.toAct, card: '69', draw: next.redo.draws.findIndex((d) => d.purpose === 'initiative') });
    expect(eventsOf(again.events, 'redo')).toMatchObject([{ purpose: 'initiative' }]);
    expect(again.state.turn).toBe(2);
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

  /** Plays a stampede's melee to its end: the attacker bids `exert` chits, every other decision is the first legal one. */
  function finishStampede(from: DobState, exert: number): { state: DobState; events: DobEvent[] } {
    let state = from;
    const events: DobEvent[] = [];
    for (let i = 0; i < 40 && state.phase.kind === 'melee' && state.phase.returnTo !== undefined; i++) {
      const ph = state.phase;
      const legal = dawnOfBattle.legalCommands(state);
      const bid = ph.melee?.step === 'exertAttacker' ? legal.find((c) => c.type === 'exert' && c.chits === exert) : undefined;
      const r = run(state, bid ?? legal[0]!);
      state = r.state;
      events.push(...r.events);
    }
    return { state, events };
  }
  const stampedeInto = (extraB: Scenario['sides']['B']['units'] = []) => {
    const sc = fireFight({ B: [{ id: 'el', counter: 'EL', hex: at(8, 3), facing: 2 }, { id: 'b2', counter: 'MI', hex: at(8, 4), facing: 2 }, ...extraB] });
    const s = inAction(startWith(sc, { A: [67, 68], B: [69, 70] }, { deck, counters: countersWithElephant }));
    return stacked(stacked(s, 'A', [10, 1]), 'B', [3, 6, 12, 15]);
  };

  it('a stampede into an occupied hex is a melee with the elephant attacking, fought by the whole melee procedure while the action cycle waits; against a friend the opponent controls it', () => {
    const s = stampedeInto();
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'elephant-attack')).toEqual([expect.objectContaining({ unit: 'el', defender: 'b2', controller: 'A' })]);
    const ph = r.state.phase;
    if (ph.kind !== 'melee' || ph.melee === null || ph.returnTo === undefined) throw new Error(`expected the stampede's melee, got ${ph.kind}`);
    expect(ph.melee).toMatchObject({ attacker: 'el', side: 'A', defender: 'b2' });
    expect(ph.returnTo.kind).toBe('action');
    expect(eventsOf(r.events, 'melee')).toEqual([]);
    // The controller (A, the victim being B's own unit) bids its own action chits for the elephant (§10.2.3.6).
    const chits = r.state.players.A.unspent;
    expect(chits).toBeGreaterThan(0);
    const done = finishStampede(r.state, 1);
    expect(eventsOf(done.events, 'exertion')).toContainEqual(expect.objectContaining({ side: 'A', role: 'attacker', chits: 1 }));
    expect(done.state.players.A.unspent).toBe(chits - 1);
    expect(eventsOf(done.events, 'melee')).toEqual([expect.objectContaining({ attacker: 'el', defender: 'b2', side: 'A' })]);
    expect(eventsOf(done.events, 'melee-ended')).toHaveLength(1);
    // The paused action cycle comes back as it was, apart from what the melee changed.
    expect(done.state.phase).toEqual(ph.returnTo);
    const el = done.state.units['el']!;
    if (el.where === 'map') expect(el.marker).toBe('done');
    if (done.state.units['b2']!.where === 'map') expect(done.state.units['b2']!.marker).toBe('done');
    else if (el.where === 'map') expect(el.hex).toEqual(at(8, 4)); // the attacker advances into the emptied hex (§10.2.6)
  });

  it('the rest of the round of checks waits for the stampede\'s melee (§15.8.3): the next elephant checks once it is over', () => {
    const r = run(stampedeInto([{ id: 'el2', counter: 'EL', hex: at(2, 3), facing: 2 }]), ...FIRE);
    expect(eventsOf(r.events, 'elephant-control').map((e) => e['unit'])).toEqual(['el']);
    expect(r.state.ext.elephantQueue).toEqual(['el2']);
    const done = finishStampede(r.state, 0);
    const types = done.events.map((e) => (e.type === 'elephant-control' ? `control ${String(e['unit'])}` : e.type));
    expect(types.indexOf('control el2')).toBeGreaterThan(types.indexOf('melee-ended'));
    expect(done.state.ext.elephantQueue).toBeUndefined();
  });

  it('whatever both players decide, a stampede\'s melee ends by handing back the paused action cycle (property, friend or enemy in the hex)', () => {
    const enemyVictim = (): DobState => {
      const sc = fireFight({ A: [{ id: 'a2', counter: 'MI', hex: at(8, 4), facing: 5 }], B: [{ id: 'el', counter: 'EL', hex: at(8, 3), facing: 2 }] });
      const s = inAction(startWith(sc, { A: [67, 68], B: [69, 70] }, { deck, counters: countersWithElephant }));
      return stacked(stacked(s, 'A', [10, 1]), 'B', [3, 6, 12, 15]);
    };
    const starts = [run(stampedeInto(), ...FIRE).state, run(enemyVictim(), ...FIRE).state];
    fc.assert(
      fc.property(fc.constantFrom(0, 1), fc.array(fc.nat(), { minLength: 40, maxLength: 40 }), (which, picks) => {
        let state = starts[which]!;
        const ph = state.phase;
        if (ph.kind !== 'melee' || ph.returnTo === undefined) return false;
        expect(ph.melee?.side).toBe(which === 0 ? 'A' : 'B');
        const ended: DobEvent[] = [];
        for (const pick of picks) {
          if (state.phase.kind !== 'melee' || state.phase.returnTo === undefined) break;
          const legal = dawnOfBattle.legalCommands(state);
          expect(legal.length).toBeGreaterThan(0);
          const r = dawnOfBattle.apply(state, legal[pick % legal.length]!);
          if (E.isLeft(r)) throw new Error(`a listed command was refused: ${r.left.message}`);
          state = r.right.state;
          ended.push(...eventsOf(r.right.events, 'melee-ended'));
        }
        // Over, and the game went on from the action cycle (which may since have moved on by itself).
        expect(ended).toEqual([expect.objectContaining({ attacker: 'el' })]);
        expect(state.phase.kind === 'melee' && state.phase.returnTo !== undefined).toBe(false);
        expect(state.phase.kind === 'over' || dawnOfBattle.pending(state).length > 0).toBe(true);
        expect(state.ext.elephantQueue).toBeUndefined();
        return true;
      }),
      { numRuns: 150 },
    );
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
      const r = run(s, { type: 'activate-unit', player: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', player: 'A', lead: 'a1', supporters: [], target: 'el' });
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
    const placements = dawnOfBattle.legalCommands(s).filter((c) => c.type === 'place-leader' && c.leader === id);
    expect(placements.length).toBeGreaterThan(0);
    const from = PLACES[id];
    const dist = (h: { q: number; r: number }) => (Math.abs(h.q - from.q) + Math.abs(h.r - from.r) + Math.abs(h.q + h.r - from.q - from.r)) / 2;
    for (const c of placements) if (c.type === 'place-leader') expect(dist(c.hex)).toBeLessThanOrEqual(4);
    const far = side === 'A' ? at(9, 2) : at(2, 10);
    expect(refused(s, { type: 'place-leader', player: side, leader: id, hex: far }).code).toBe('honor-shift');
  });
});

describe('§15.13 dummy leaders', () => {
  it('each side places a dummy that leads no one and is removed when turned up at turn end', () => {
    const s0 = startWith(fireFight({ options: { dummyLeaders: true } }), { A: [67, 68], B: [69, 70] });
    expect(s0.leaders['dummy:A']).toMatchObject({ command: 0, where: 'aside' });
    const s = inAction(s0, { ...PLACES, 'dummy:A': at(5, 9), 'dummy:B': at(5, 5) });
    expect(s.leaders['dummy:A']!.where).toBe('map');
    expect(refused(s, { type: 'activate-formation', player: 'A', leader: 'dummy:A', units: ['a1'], action: 'move' }).code).toBe('leader-cannot-lead');
    let st = s;
    const removed: string[] = [];
    for (let i = 0; i < 50 && st.phase.kind !== 'turnEnd'; i++) {
      const c = dawnOfBattle.legalCommands(st).find((x) => x.type === 'pass' || x.type === 'pass-melee' || x.type === 'end-activation' || x.type === 'choose-first')!;
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
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'barbarian-charge', player: 'A' });
    const r = run(s, { type: 'barbarian-charge', player: 'A' });
    expect(r.state.ext.barbarianTurn.A).toBe(1);
    expect(barbarianMultiplier(r.state, r.state.units['li']!)).toBe(3);
    expect(barbarianMultiplier(r.state, r.state.units['a1']!)).toBe(1);
    expect(refused(r.state, { type: 'barbarian-charge', player: 'A' }).code).toBe('charge-used');
    const next = nextTurn(r.state);
    expect(barbarianMultiplier(next, next.units['li']!)).toBe(1);
  });

  it('a side the scenario does not call barbarian may not declare', () => {
    const s = inAction(startWith(fireFight({ options: { barbarian: ['B'] } }), { A: [67, 68], B: [69, 70] }));
    expect(refused(s, { type: 'barbarian-charge', player: 'A' }).code).toBe('not-barbarian');
  });
});
