// Fixtures for the events-in-play and supplementary-option tests: a small fire fight (a Light
// Archer of A two hexes south of a Medium Infantry of B), events attached to high card numbers,
// and setup through the public API with the fixture data.
import * as E from 'fp-ts/lib/Either.js';
import {
  dawnOfBattle, stackDeck, type CountersFile, type DeckFile, type DobState, type EventsFile, type Scenario,
} from '../../../../src/dawn-of-battle/index.js';
import { at, counter, counters, fixtureDeck, scenario, toAction, u } from '../fixtures.js';

const user = { kind: 'user', file: 'options test' } as const;

/** Fixture counters plus an elephant (strength "?", §15.8.1). */
export const countersWithElephant: CountersFile = {
  counters: { ...counters.counters, EL: counter('EL', { strength: 0, back: 0, size: 'H', mp: 3, category: 'special', rule: 'opponent' }) },
};

/** Events on cards 61–66 (dice 1–6 in the fixture deck). */
export const EVENTS: EventsFile = {
  events: [
    { card: 61, title: 'Steady', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'dieModifier', draw: 'ranged-defense', target: 'own', value: 1 }], provenance: user },
    { card: 62, title: 'Rally the line', timing: 'action-cycle', duration: 'instant', effects: [{ kind: 'rally', units: 1, check: 'automatic' }], provenance: user },
    { card: 63, title: 'Confusion', timing: 'any', duration: 'instant', effects: [{ kind: 'actionPoints', target: 'enemy', value: -2 }], provenance: user },
    { card: 64, title: 'Counterorder', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'cancelEvent' }], provenance: user },
    { card: 66, title: 'Aimed volley', timing: 'before-draw', duration: 'instant', effects: [{ kind: 'missileAttack', target: 'own', value: 1 }], provenance: user },
    { card: 65, title: 'Turn-end only', timing: 'turn-end', duration: 'instant', effects: [{ kind: 'manual', note: 'by hand' }], provenance: user },
  ],
};

/** The fire-fight scenario; `extra` adds units, `options` scenario options. */
export function fireFight(p: { options?: Scenario['options']; A?: Scenario['sides']['A']['units']; B?: Scenario['sides']['B']['units']; turns?: number } = {}): Scenario {
  return scenario({
    A: [u('a1', 'LA', at(5, 8)), ...(p.A ?? [])],
    B: [u('b1', 'MI', at(5, 6), 2), ...(p.B ?? [])],
    leadersA: [{ id: 'LA1', command: 2, range: 2, combat: 0 }],
    leadersB: [{ id: 'LB1', command: 2, range: 2, combat: 0 }],
    ...(p.options === undefined ? {} : { options: p.options }),
    ...(p.turns === undefined ? {} : { turns: p.turns }),
  });
}

/** Where the fire-fight leaders go. */
export const PLACES = { LA1: at(2, 10), LB1: at(9, 2) };

/** Sets up with the fixture data (and an events file), the starting hands stacked. */
export function startWith(sc: Scenario, hands: { A: number[]; B: number[] }, o: { events?: EventsFile; deck?: DeckFile; counters?: CountersFile } = {}): DobState {
  const data = { counters: o.counters ?? counters, deck: o.deck ?? fixtureDeck(), ...(o.events === undefined ? {} : { events: o.events }) };
  const r = dawnOfBattle.setup(sc, { seed: 'options', options: { data, stack: hands } });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

/** Into the action cycle with A to act first. */
export function inAction(s: DobState, places: Record<string, { q: number; r: number }> = PLACES): DobState {
  return toAction(s, places, 'A');
}

/** Stacks a deck, failing the test on a refusal. */
export function stacked(s: DobState, side: 'A' | 'B', cards: number[]): DobState {
  const r = stackDeck(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}
