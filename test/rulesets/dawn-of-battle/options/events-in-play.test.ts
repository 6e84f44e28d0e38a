// §14.2–14.4: events played through the reducer — windows before draws, the initiative player
// opening them, die modifiers reaching the draw, immediate effects, timing, validation.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle } from '../../../../src/dawn-of-battle/index.js';
import { counters, eventsOf, fixtureDeck, refused, run } from '../fixtures.js';
import { EVENTS, fireFight, inAction, stacked, startWith } from './helpers.js';

const FIRE = [{ type: 'activate-unit', player: 'A', unit: 'a1', action: 'fire' }, { type: 'fire', player: 'A', lead: 'a1', supporters: [], target: 'b1' }] as const;

describe('§14.2 event windows before a draw', () => {
  it('opens before a ranged attack when a player holds a card for it; the played modifier reaches the draw', () => {
    let s = inAction(startWith(fireFight(), { A: [67, 68], B: [61, 69] }, { events: EVENTS }));
    // A's attack draws 4 and 1, B's defense draws 3: a hit without the event, none with +1.
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3]);
    const opened = run(s, ...FIRE);
    expect(eventsOf(opened.events, 'event-window')).toHaveLength(1);
    expect(opened.state.phase.kind).toBe('eventWindow');
    // A holds nothing playable, so whoever opens it, it is B's decision now.
    expect(dawnOfBattle.pending(opened.state)[0]?.player).toBe('B');
    const played = run(opened.state, { type: 'play-event', player: 'B', card: '61' });
    expect(eventsOf(played.events, 'event-played')[0]).toMatchObject({ side: 'B', card: '61', title: 'Steady' });
    const mod = eventsOf(played.events, 'event-die-modifier');
    expect(mod).toEqual([expect.objectContaining({ side: 'B', die: 3, modifier: 1 })]);
    const shot = eventsOf(played.events, 'ranged-attack')[0]!['breakdown'] as { attack: number; defense: number; result: string };
    expect(shot).toMatchObject({ attack: 4, defense: 4, result: 'none' });
    expect(played.state.players.B.hand).toEqual(['69']);
    expect(played.state.players.B.deck.discardPile).toContain('61');
    expect(played.state.phase.kind).toBe('action');
  });

  it('passing twice closes the window and the draw goes unmodified', () => {
    let s = inAction(startWith(fireFight(), { A: [67, 68], B: [61, 69] }, { events: EVENTS }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3]);
    const opened = run(s, ...FIRE);
    const closed = run(opened.state, { type: 'pass-event', player: 'B' });
    expect(eventsOf(closed.events, 'event-die-modifier')).toHaveLength(0);
    expect((eventsOf(closed.events, 'ranged-attack')[0]!['breakdown'] as { result: string }).result).toBe('disrupted');
    expect(closed.state.players.B.hand).toEqual(['61', '69']);
  });

  it('no window opens when nobody holds a card that could be played into it', () => {
    let s = inAction(startWith(fireFight(), { A: [67, 68], B: [62, 69] }, { events: EVENTS }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3]);
    const r = run(s, ...FIRE);
    expect(eventsOf(r.events, 'event-window')).toHaveLength(0);
    expect(eventsOf(r.events, 'ranged-attack')).toHaveLength(1);
  });

  it('the initiative player opens the window (§14.2: it orders contested plays)', () => {
    let s = inAction(startWith(fireFight(), { A: [66, 68], B: [61, 69] }, { events: EVENTS }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3]);
    const opened = run(s, ...FIRE);
    const ph = opened.state.phase;
    expect(ph.kind).toBe('eventWindow');
    if (ph.kind !== 'eventWindow') return;
    expect(ph.toAct).toBe(opened.state.initiative.holder);
  });

  it('a cancel-event answers the opponent: the modifier never reaches the draw', () => {
    let s = inAction(startWith(fireFight(), { A: [64, 68], B: [61, 69] }, { events: EVENTS }));
    s = stacked(stacked(s, 'A', [4, 1]), 'B', [3]);
    let st = run(s, ...FIRE).state;
    if (st.phase.kind === 'eventWindow' && st.phase.toAct === 'A') st = run(st, { type: 'pass-event', player: 'A' }).state;
    st = run(st, { type: 'play-event', player: 'B', card: '61' }).state;
    const r = run(st, { type: 'play-event', player: 'A', card: '64' });
    expect(eventsOf(r.events, 'event-cancelled')).toEqual([expect.objectContaining({ side: 'A', cancelled: '61' })]);
    expect(eventsOf(r.events, 'event-die-modifier')).toHaveLength(0);
    expect((eventsOf(r.events, 'ranged-attack')[0]!['breakdown'] as { result: string }).result).toBe('disrupted');
  });

  it('refuses a play out of turn, a card not held, and a card whose timing is another window', () => {
    let s = inAction(startWith(fireFight(), { A: [65, 63], B: [61, 69] }, { events: EVENTS }));
    expect(refused(s, { type: 'play-event', player: 'B', card: '61' }).code).toBe('not-your-decision');
    expect(refused(s, { type: 'play-event', player: 'A', card: '61' }).code).toBe('not-in-hand');
    expect(refused(s, { type: 'play-event', player: 'A', card: '65' }).citations[0]!.section).toBe('14.2');
    expect(refused(s, { type: 'pass-event', player: 'A' }).code).toBe('wrong-phase');
    s = run(s, { type: 'play-event', player: 'A', card: '63' }).state;
    expect(s.players.A.hand).toEqual(['65']);
  });
});

describe('§14.4 events act at once and supersede the rules', () => {
  it('action points: the enemy loses two, and the player keeps the turn', () => {
    const s = inAction(startWith(fireFight(), { A: [63, 68], B: [69, 70] }, { events: EVENTS }));
    const before = s.players.B.unspent;
    const r = run(s, { type: 'play-event', player: 'A', card: '63' });
    expect(r.state.players.B.unspent).toBe(Math.max(0, before - 2));
    expect(r.state.phase).toMatchObject({ kind: 'action', toAct: 'A' });
    expect(dawnOfBattle.legalCommands(r.state)).not.toContainEqual(expect.objectContaining({ type: 'play-event', card: '63' }));
  });

  it('a rally event rallies the named disrupted unit outside the activation rules', () => {
    const sc = fireFight({ A: [{ id: 'a2', counter: 'MI', hex: { q: 3, r: 7 }, facing: 5, status: 'disrupted' }] });
    const s = inAction(startWith(sc, { A: [62, 68], B: [69, 70] }, { events: EVENTS }));
    expect(dawnOfBattle.legalCommands(s)).toContainEqual({ type: 'play-event', player: 'A', card: '62', units: ['a2'] });
    expect(refused(s, { type: 'play-event', player: 'A', card: '62' }).code).toBe('event-rally-units');
    expect(refused(s, { type: 'play-event', player: 'A', card: '62', units: ['a1'] }).code).toBe('event-rally-units');
    const r = run(s, { type: 'play-event', player: 'A', card: '62', units: ['a2'] });
    expect(r.state.units['a2']!.status).toBe('good');
    expect(eventsOf(r.events, 'rally')).toEqual([expect.objectContaining({ unit: 'a2', automatic: true, event: true })]);
  });
});

describe('§14.0 the events file', () => {
  it('is validated against the deck with the path of each problem', () => {
    const bad = { events: [{ card: 61, title: 'Too strong', timing: 'any', duration: 'instant', effects: [{ kind: 'meleeStrength', target: 'own', value: 9 }], provenance: { kind: 'user', file: 'x' } }] };
    const r = dawnOfBattle.setup(fireFight(), { seed: 'x', options: { data: { counters, deck: fixtureDeck(), events: bad } } });
    expect(E.isLeft(r)).toBe(true);
    if (E.isLeft(r)) expect(r.left.message).toMatch(/events\.0\.effects\.0\.value|events\[0\]\.effects\[0\]\.value/);
  });

  it('an ex Machina event on a card without an ex Machina chart is refused (§14.6)', () => {
    const bad = { events: [{ card: 61, title: 'Fake', timing: 'any', duration: 'melee', effects: [{ kind: 'exMachina' }], provenance: { kind: 'user', file: 'x' } }] };
    const r = dawnOfBattle.setup(fireFight(), { seed: 'x', options: { data: { counters, deck: fixtureDeck(), events: bad } } });
    expect(E.isLeft(r) && r.left.message.includes('cards[60].melee.kind')).toBe(true);
  });
});
