import { describe, expect, it } from 'vitest';
import { ARCANE_EVENT_TYPES, type ArcaneEvent } from '../../../src/rulesets/arcane-warfare/index.js';
import { narrateArcaneEvent } from '../../../src/rulesets/arcane-warfare/kit/narrator.js';
import { fresh } from './helpers.js';

const c = [{ ruleset: 'arcane-warfare' as const, section: '5' }];
const pose = { x: 1, y: 2, heading: 90 };
/** One event of every type: the record's type makes the list complete. */
const ONE_OF_EACH: { [T in ArcaneEvent['type']]: Extract<ArcaneEvent, { type: T }> } = {
  'turn-began': { type: 'turn-began', turn: 1, citations: c },
  'phase-began': { type: 'phase-began', phase: 'orders', citations: c },
  'phase-not-resolved': { type: 'phase-not-resolved', phase: 'shooting', note: 'not resolved: part II', citations: c },
  'orders-rolled': { type: 'orders-rolled', player: 'greeks', co: null, message: 3, mip: 4, citations: c },
  'orders-written': { type: 'orders-written', player: 'greeks', citations: c },
  'orders-delivered': { type: 'orders-delivered', player: 'greeks', co: 'g-sco', message: 3, rolledMip: 4, mip: 3, cost: 4, shortfall: 1, swapped: false, citations: c },
  'command-activated': { type: 'command-activated', player: 'greeks', co: 'g-sco', score: 3, citations: c },
  'held-back': { type: 'held-back', player: 'greeks', co: 'g-sco', cost: 1, score: 1, citations: c },
  'unit-moved': { type: 'unit-moved', player: 'greeks', co: 'g-sco', unit: 'g-sph1', from: pose, to: pose, distance: 100, allowance: 150, mip: 1, march: false, citations: c },
  'formation-moved': { type: 'formation-moved', player: 'greeks', co: 'g-sco', units: ['a', 'b'], kind: 'line', to: { a: pose }, distance: 100, allowance: 150, mip: 1, march: true, citations: c },
  'activation-ended': { type: 'activation-ended', player: 'greeks', co: 'g-sco', movedTo: { x: 5, y: 6 }, citations: c },
  'ranks-redressed': { type: 'ranks-redressed', player: 'greeks', anchor: 'g-sph1', to: { 'g-sph2': pose }, citations: c },
  'reset-ended': { type: 'reset-ended', player: 'greeks', citations: c },
  'unit-conformed': { type: 'unit-conformed', player: 'greeks', unit: 'g-sph1', enemy: 'p-cv1', to: pose, behind: { unit: 'g-sph2', to: pose }, pushed: { unit: 'p-cv1', distance: 50, to: pose }, citations: c },
  'initiative-moved': { type: 'initiative-moved', player: 'greeks', units: ['a'], distance: 50, citations: c },
  'initiative-passed': { type: 'initiative-passed', player: 'greeks', citations: c },
  'turn-ended': { type: 'turn-ended', turn: 1, mipLost: { greeks: 2 }, citations: c },
  'game-ended': { type: 'game-ended', reason: 'The turn limit is reached.', citations: c },
  'weather-changed': { type: 'weather-changed', from: 3, to: 5, plus: 1, minus: 5, weather: 'not so nice but ok', citations: c },
  'weather-check-due': { type: 'weather-check-due', message: 3, mip: 3, citations: c },
  'unknown-revealed': { type: 'unknown-revealed', feature: 'u1', die: 1, becomes: 'impassable', removed: ['a'], returned: ['b'], citations: c },
  'unit-dismounted': { type: 'unit-dismounted', player: 'greeks', unit: 'g-cvm1', from: 'CvM', to: 'SpM', pose, citations: c },
  'arrival-rolled': { type: 'arrival-rolled', player: 'greeks', group: 'flank', dice: [1, 6], bonus: 0, result: 'coming', edge: 'west', citations: c },
  'group-arrived': { type: 'group-arrived', player: 'greeks', group: 'flank', edge: 'west', units: ['a'], destroyed: ['b'], ranAway: { e: pose }, citations: c },
  'ambush-revealed': { type: 'ambush-revealed', player: 'greeks', unit: 'g-spl1', feature: 'wood', pose, reason: 'entered', citations: c },
  'contact-made': { type: 'contact-made', player: 'greeks', co: 'g-sco', unit: 'g-sph1', target: 'p-cv1', kind: 'frontal', from: pose, to: pose, distance: 120, allowance: 150, mip: 1, citations: c },
  'shot-fired': {
    type: 'shot-fired',
    shooter: 'a',
    target: 'b',
    edge: 'front',
    returned: true,
    factors: { a: 1, b: 2 },
    dice: { a: 5, b: 2 },
    scores: { a: 6, b: 4 },
    modifiers: { a: ['against foot 1', 'die 5'], b: ['against foot 2', 'die 2'] },
    loser: 'b',
    ignored: false,
    citations: c,
  },
  'combat-fought': {
    type: 'combat-fought',
    unit: 'a',
    enemy: 'b',
    kind: 'flank',
    factors: { a: 3, b: 2 },
    dice: { a: 4, b: 2 },
    scores: { a: 7, b: 4 },
    modifiers: { a: ['vs foot 2', 'height +1'], b: ['vs foot 2'] },
    loser: 'b',
    citations: c,
  },
  'unit-recoiled': { type: 'unit-recoiled', unit: 'b', from: pose, to: pose, distance: 50, blocked: true, pushed: ['c'], citations: c },
  'morale-tested': { type: 'morale-tested', unit: 'b', breakValue: 3, roll: 2, passed: false, terms: ['lost by 3'], citations: c },
  'unit-shaken': { type: 'unit-shaken', unit: 'b', citations: c },
  'unit-fled': { type: 'unit-fled', unit: 'b', from: pose, to: pose, distance: 150, citations: c },
  'unit-destroyed': { type: 'unit-destroyed', unit: 'b', reason: 'fled off the table', citations: c },
  'unit-pursued': { type: 'unit-pursued', unit: 'a', from: pose, to: pose, distance: 50, citations: c },
  'rally-attempted': { type: 'rally-attempted', player: 'greeks', co: 'g-sco', unit: 'b', roll: 3, result: 'no-effect', citations: c },
  'rally-ended': { type: 'rally-ended', player: 'greeks', citations: c },
  'command-escape': { type: 'command-escape', co: 'g-sco', by: 'p-cv1', roll: 4, escaped: true, to: { x: 5, y: 6 }, citations: c },
  'break-points': { type: 'break-points', points: { greeks: 3, persians: 16 }, threshold: 15, broken: ['persians'], citations: c },
};

describe('the narrator walks the event union', () => {
  it('has a sentence, with the event\'s citations, for every event type', () => {
    const state = fresh();
    expect(Object.keys(ONE_OF_EACH).sort()).toEqual([...ARCANE_EVENT_TYPES].sort());
    for (const e of Object.values(ONE_OF_EACH)) {
      const n = narrateArcaneEvent(e, { state });
      expect(n.text.length, e.type).toBeGreaterThan(10);
      expect(n.citations).toBe(e.citations);
    }
  });
});
