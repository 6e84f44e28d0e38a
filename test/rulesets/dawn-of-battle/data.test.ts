// Data files (rulings DOB-R1 to DOB-R4): codecs with path errors, and the shipped defaults labelled as reconstructed.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { decode, isAuthoritative } from '../../../src/index.js';
import {
  clashFileCodec, countersFileCodec, dawnOfBattle, deckFileCodec, defaultClash, defaultCounters, defaultDeck, defaultTurnTrack, exampleScenario,
  scenarioCodec, turnTrackFileCodec,
} from '../../../src/dawn-of-battle/index.js';
import { at, counters, fixtureDeck, scenario, u } from './fixtures.js';

function message(r: E.Either<{ message: string }, unknown>): string {
  return E.isLeft(r) ? r.left.message : '(accepted)';
}

describe('§2.7 deck file', () => {
  it('the shipped deck decodes and every card is labelled reconstructed', () => {
    expect(E.isRight(decode(deckFileCodec, defaultDeck))).toBe(true);
    expect(defaultDeck.cards.every((c) => c.provenance.kind === 'reconstructed')).toBe(true);
    expect(defaultDeck.cards.filter((c) => c.melee.kind === 'exMachina').map((c) => c.number)).toEqual([71, 72]);
  });
  it('a deck of 71 cards is refused at "cards"', () => {
    expect(message(decode(deckFileCodec, { cards: fixtureDeck().cards.slice(1) }))).toContain('cards: expected 72 cards');
  });
  it('a bad die value names the card and field', () => {
    const cards = fixtureDeck().cards.map((c, i) => (i === 3 ? { ...c, die: 7 } : c));
    expect(message(decode(deckFileCodec, { cards }))).toContain('cards[3].die: expected integer 1..6, got 7');
  });
  it('a melee chart missing a row is refused', () => {
    const card = fixtureDeck().cards[0]!;
    if (card.melee.kind !== 'normal') throw new Error('fixture');
    const { ['6']: _drop, ...rows } = card.melee.rows;
    const cards = fixtureDeck().cards.map((c, i) => (i === 0 ? { ...c, melee: { kind: 'normal', rows } } : c));
    expect(message(decode(deckFileCodec, { cards }))).toContain('for row 6');
  });
  it('a repeated card number is refused', () => {
    const cards = fixtureDeck().cards.map((c, i) => (i === 5 ? { ...c, number: 1 } : c));
    expect(message(decode(deckFileCodec, { cards }))).toContain('cards[5].number');
  });
});

describe('§2.6 counters file', () => {
  it('the shipped counters decode and are labelled reconstructed, naming the values the text states', () => {
    expect(E.isRight(decode(countersFileCodec, defaultCounters))).toBe(true);
    for (const c of Object.values(defaultCounters.counters)) expect(isAuthoritative(c.provenance)).toBe(false);
    const px = defaultCounters.counters['PX']!;
    expect(px.front.strength).toBe(6);
    expect(px.front.missileDefense).toBe(2);
    expect(JSON.stringify(px.provenance)).toContain('§10.2.3.1');
  });
  it('an unknown unit type names its path', () => {
    expect(message(decode(countersFileCodec, { counters: { X: { ...counters.counters['MI'], type: 'ZZ' } } }))).toContain('counters.X.type');
  });
});

describe('§10.2.3.2 Clash of Shields and §13.5 turn track files', () => {
  it('the shipped tables decode; the Clash cells are the two the text states', () => {
    expect(E.isRight(decode(clashFileCodec, defaultClash))).toBe(true);
    expect(defaultClash.cells.every((c) => c.provenance.kind === 'stated')).toBe(true);
    expect(E.isRight(decode(turnTrackFileCodec, defaultTurnTrack))).toBe(true);
    expect(defaultTurnTrack.boxes[0]!.handicap).toBe(5);
  });
  it('turn boxes out of order are refused', () => {
    const boxes = defaultTurnTrack.boxes.map((b, i) => (i === 2 ? { ...b, turn: 7 } : b));
    expect(message(decode(turnTrackFileCodec, { boxes }))).toContain('boxes[2].turn');
  });
});

describe('§16 scenario file and setup', () => {
  it('the example scenario decodes and sets up; its state says it uses reconstructed data', () => {
    expect(E.isRight(decode(scenarioCodec, exampleScenario))).toBe(true);
    const r = dawnOfBattle.setup(exampleScenario, { seed: 'x' });
    expect(E.isRight(r) && r.right.reconstructed).toBe(true);
  });
  it('a malformed scenario is refused with paths', () => {
    const bad = { ...exampleScenario, sides: { ...exampleScenario.sides, A: { ...exampleScenario.sides.A, panicLevel: 'high' } } };
    const r = dawnOfBattle.setup(bad as never, { seed: 'x' });
    expect(message(r)).toContain('sides.A.panicLevel');
  });
  it('two units in one hex are refused (§7.9)', () => {
    const r = dawnOfBattle.setup(scenario({ A: [u('a', 'MI', at(2, 2)), u('b', 'MI', at(2, 2))], B: [] }), { seed: 'x', options: { data: { counters } } });
    expect(message(r)).toContain('already holds a combat unit');
  });
  it('an unknown counter and a bad data file are refused with paths', () => {
    expect(message(dawnOfBattle.setup(scenario({ A: [u('a', 'ZZ', at(2, 2))], B: [] }), { seed: 'x' }))).toContain('sides.A.units[0].counter');
    expect(message(dawnOfBattle.setup(exampleScenario, { seed: 'x', options: { data: { deck: { cards: [] } } } }))).toContain('cards: expected 72 cards');
  });
  it('starting events equal army morale (§14.1) and the decks hold 72 cards each', () => {
    const r = dawnOfBattle.setup(exampleScenario, { seed: 'x' });
    if (E.isLeft(r)) throw new Error(r.left.message);
    expect(r.right.players.A.hand).toHaveLength(3);
    expect(r.right.players.B.hand).toHaveLength(3);
    for (const side of ['A', 'B'] as const) {
      const p = r.right.players[side];
      expect(p.deck.drawPile.length + p.deck.discardPile.length + p.hand.length).toBe(72);
    }
  });
});
