// Narration of every event type (issue #19): each member of the event union, given a sample
// event, gets a sentence (only the listed book-keeping types may be empty), with no double full
// stop, no `undefined` and no `[object Object]`; a redacted (filtered) event narrates too.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { DOB_EVENT_TYPES, dawnOfBattle, exampleScenario, filterEvents, type DobEvent, type DobEventOf, type DobEventType, type DobState } from '../../../src/dawn-of-battle/index.js';
import { dobNarrator, QUIET_DOB_EVENTS } from '../../../src/rulesets/dawn-of-battle/kit/narrator.js';

const c = [{ ruleset: 'dawn-of-battle', section: '4.0' }] as const;
const hex = { q: 1, r: 2 };
const to = { q: 2, r: 2 };
const strengths: DobEventOf<'melee'>['strengths'] = {
  attacker: 2, defender: -1, net: 3, base: { attacker: 3, defender: -3 }, effectiveStrength: { attacker: 2, defender: 1 }, elephantMelee: false,
  breakdown: [{ step: 'size-ratio', label: 'size ratio', applies: 'net', value: 1, citation: { ruleset: 'dawn-of-battle', section: '10.2.3.1' } }],
};
const outcome = { result: 'd', before: 'good', after: 'disrupted', chart: null } as const;
const resolution: DobEventOf<'melee'>['resolution'] = {
  mode: 'chart', meleeCards: { attacker: 10, defender: 20 }, discarded: null, attacker: { ...outcome, result: 'n', after: 'good' }, defender: outcome,
  exMachina: null, used: { attacker: 1, defender: 1 }, citations: [],
};
const breakdown = { lead: 'A-LC2', supporters: [], target: 'B-MI', draws: [5], attack: 5, defenseDie: 3, missileDefense: 1, terrainDefense: 0, defense: 4, result: 'disrupted' } as const;
const result = { winner: 'A', level: 'substantial', points: { A: 3, B: 1 }, reason: 'A wins: substantial.', items: [], citations: [] } as const;

/** An event of type `K` without its citations (each variant of a member kept apart). */
type Sample<K extends DobEventType> = DobEventOf<K> extends infer E ? (E extends unknown ? Omit<E, 'citations'> : never) : never;

/** At least one sample event of every type, with each payload variant (a missing type does not compile). */
const SAMPLES: { readonly [K in DobEventType]: ReadonlyArray<Sample<K>> } = {
  'card-drawn': [{ type: 'card-drawn', side: 'A', purpose: 'initiative', card: '12', die: 4, colour: 'black', command: 3, icon: null }],
  'deck-reshuffled': [{ type: 'deck-reshuffled', side: 'B' }],
  'die-rolled': [{ type: 'die-rolled', side: 'A', purpose: 'rally A-MI2', die: 3 }],
  'panic-check': [{ type: 'panic-check', side: 'A', panics: false }],
  'elephant-icon': [{ type: 'elephant-icon', side: 'B', purpose: 'ranged attack by B-MI' }],
  redrawn: [
    { type: 'redrawn', side: 'A', purpose: 'ranged defense of A-MI2', discarded: 2, by: 'B', card: '61' },
    { type: 'redrawn', side: 'A', purpose: 'ranged defense of A-MI2', discarded: 2, by: 'redo' },
  ],
  'event-die-modifier': [{ type: 'event-die-modifier', side: 'A', purpose: 'rally A-MI2', die: 5, modifier: 1, events: ['62'] }],
  're-do-window': [{ type: 're-do-window', toAct: 'A', draws: [{ side: 'A', purpose: 'rally A-MI2', card: '12', die: 3 }] }],
  redo: [{ type: 'redo', side: 'A', discarded: '67', draw: 0, drawer: 'B', purpose: 'leader casualty (a leader)', was: 6, now: 2 }],
  'turn-started': [{ type: 'turn-started', turn: 2 }],
  'action-points': [{ type: 'action-points', side: 'A', leaders: 3, card: 2, pool: 4, received: 5 }],
  'loss-of-leadership': [{ type: 'loss-of-leadership', side: 'B' }],
  'leader-placed': [{ type: 'leader-placed', side: 'A', hex }],
  'initiative-bid': [{ type: 'initiative-bid', side: 'B' }],
  'die-modified': [{ type: 'die-modified', side: 'A', delta: -1, net: -1, drawer: 'B' }],
  'die-window': [{ type: 'die-window', drawer: 'A', for: 'fire' }],
  'initiative-draw': [{ type: 'initiative-draw', side: 'A', die: 4, modification: 1, penalty: 1, result: 4 }],
  'initiative-tie': [{ type: 'initiative-tie', redraw: true }],
  'initiative-won': [{ type: 'initiative-won', side: 'A', why: 'higher draw.' }],
  'initiative-settled': [{ type: 'initiative-settled', holder: 'B', box: 2 }],
  'action-cycle': [{ type: 'action-cycle', initiative: 'A' }],
  'first-actor': [{ type: 'first-actor', side: 'A' }],
  'formation-activated': [{ type: 'formation-activated', side: 'B', leader: 'B-general', units: ['B-MI'], action: 'move', cost: 1 }],
  'unit-activated': [{ type: 'unit-activated', side: 'A', unit: 'A-MI2', action: 'fire' }],
  'cannon-activated': [{ type: 'cannon-activated', side: 'A', hex, action: 'limber', units: ['A-AY'] }],
  'event-purchased': [{ type: 'event-purchased', side: 'B', hand: 1 }],
  'chits-banked': [{ type: 'chits-banked', side: 'A', count: 2, turn: 3, pool: 4 }],
  passed: [{ type: 'passed', side: 'A', unspent: 0 }],
  'forced-pass': [{ type: 'forced-pass', side: 'B' }],
  'melee-cycle': [{ type: 'melee-cycle', initiative: 'A' }, { type: 'melee-cycle', initiative: null }],
  'melee-passed': [{ type: 'melee-passed', side: 'A' }],
  'turn-end': [{ type: 'turn-end', turn: 2 }],
  'leader-flipped': [{ type: 'leader-flipped', leader: 'B-general', side: 'B', revealed: false, moved: 4 }, { type: 'leader-flipped', leader: null, side: 'B', revealed: false, moved: 4 }],
  'leader-survived': [{ type: 'leader-survived', leader: 'B-general', side: 'B', revealed: false }, { type: 'leader-survived', leader: null, side: 'B', revealed: false, die: 6, modification: -1 }],
  'leader-wounded': [{ type: 'leader-wounded', leader: 'B-captain', returnTurn: 4 }],
  'leader-killed': [{ type: 'leader-killed', leader: 'B-captain', side: 'B' }],
  'leader-spared': [{ type: 'leader-spared', leader: null, side: 'B', revealed: false, card: '70', title: 'Lucky escape' }],
  'leader-revealed': [{ type: 'leader-revealed', leader: 'B-general', side: 'B', why: 'fights in melee' }],
  'leader-held': [{ type: 'leader-held', leader: 'B-general', result: 'd' }],
  'dummy-removed': [{ type: 'dummy-removed', leader: 'dummy:B', side: 'B', why: 'attacked in melee' }],
  'unit-moved': [{ type: 'unit-moved', unit: 'A-MI2', from: hex, to, facing: 2, spent: 2, charge: false }],
  'charge-declared': [{ type: 'charge-declared', unit: 'A-LC2' }],
  'charge-cancelled': [{ type: 'charge-cancelled', unit: 'A-LC2' }, { type: 'charge-cancelled', unit: 'A-LC2', by: 'event', card: '63' }],
  'reinforcements-activated': [{ type: 'reinforcements-activated', side: 'A', group: 'A-column', units: ['A-LC2', 'A-MI2'] }],
  'unit-entered': [{ type: 'unit-entered', unit: 'A-LC2', hex, facing: 1, doubled: false, disrupted: false, movement: 3 }],
  'rapid-fire-plan': [{ type: 'rapid-fire-plan', unit: 'A-LC2', plan: [1, 1] }],
  'ranged-attack': [{ type: 'ranged-attack', breakdown }],
  'pre-melee-fire': [{ type: 'pre-melee-fire', shots: [{ firer: 'A-LC2', target: 'B-MI', draws: 1 }] }, { type: 'pre-melee-fire', shots: [] }],
  'cannon-captured': [{ type: 'cannon-captured', unit: 'B-AY', from: 'B', by: 'A', losses: 4 }],
  rally: [
    { type: 'rally', unit: 'A-MI2', automatic: true, why: 'a leader is with it.', success: true },
    { type: 'rally', unit: 'A-MI2', automatic: false, die: 3, modifiers: 1, morale: 4, success: true, event: true },
  ],
  'panic-icon': [{ type: 'panic-icon', side: 'A' }, { type: 'panic-icon', side: 'A', effective: true }],
  'unit-disrupted': [{ type: 'unit-disrupted', unit: 'B-MI', reason: 'ranged fire.' }],
  'unit-eliminated': [{ type: 'unit-eliminated', unit: 'B-MI', side: 'B', unitType: 'MI', reason: 'melee', losses: 6 }],
  'army-panic': [{ type: 'army-panic', side: 'B', losses: 20, panicLevel: 20 }],
  'panic-exit': [{ type: 'panic-exit', unit: 'B-MI' }],
  'panic-rout': [{ type: 'panic-rout', unit: 'B-MI' }],
  'panic-stands': [{ type: 'panic-stands', unit: 'B-MI', reason: 'no hex farther from the enemy is reachable' }],
  'panic-move': [{ type: 'panic-move', unit: 'B-MI', from: hex, to, facing: 3, distance: 2 }],
  'melee-initiated': [
    { type: 'melee-initiated', side: 'A', attacker: 'A-LC2', defender: 'B-MI', capture: false },
    { type: 'melee-initiated', side: 'A', attacker: 'A-LC2', defender: 'B-MI', second: 'B-LI', offMap: hex, capture: true },
  ],
  'melee-cancelled': [
    { type: 'melee-cancelled', attacker: 'A-LC2', reason: 'the attacker was eliminated by pre-melee fire' },
    { type: 'melee-cancelled', attacker: 'A-LC2', defender: 'B-general', reason: 'the leader was a dummy.' },
  ],
  'melee-won-by-fire': [{ type: 'melee-won-by-fire', attacker: 'A-LC2', defender: 'B-MI' }],
  withdrawal: [{ type: 'withdrawal', unit: 'B-MI', from: hex, to, facing: 3 }],
  stands: [{ type: 'stands', unit: 'B-MI' }],
  exertion: [{ type: 'exertion', side: 'A', role: 'attacker', chits: 1, unspent: 2 }],
  melee: [{
    type: 'melee', attacker: 'A-LC2', defender: 'B-MI', side: 'A', vector: 'front', continuance: false, double: false, exertion: { attacker: 0, defender: 0 },
    events: [{ by: 'attacker', card: '64' }], strengths, cards: { attacker: [10], defender: [20] }, resolution,
  }],
  'held-results': [{ type: 'held-results', unit: 'A-LC2', results: ['d'], fate: 'disrupted' }],
  advanced: [{ type: 'advanced', unit: 'A-LC2', from: hex, to }, { type: 'advanced', leader: 'A-marshal', to }],
  'no-advance': [{ type: 'no-advance', unit: 'A-LC2', reason: 'disciplined unit chose to stay' }],
  continuance: [{ type: 'continuance', unit: 'A-LC2', defender: 'B-LI' }, { type: 'continuance', unit: 'A-LC2', leader: null, side: 'B', revealed: false }],
  'melee-ended': [{ type: 'melee-ended', attacker: 'A-LC2', defenders: ['B-MI'] }],
  looting: [{ type: 'looting', unit: 'A-LC2', leaders: ['A-marshal'] }, { type: 'looting', unit: 'A-LC2', leaders: [] }],
  'leader-looting': [{ type: 'leader-looting', leader: 'A-marshal', die: 3, morale: 4, delay: 1, returnTurn: 4 }],
  'handicap-draw': [{ type: 'handicap-draw', side: 'B', banked: 3, need: 4, die: 2, success: true, modification: 1 }],
  'game-over': [{ type: 'game-over', result }],
  'event-played': [
    { type: 'event-played', side: 'A', card: '62', title: 'Rally!', effects: [], provenance: { kind: 'inferred', reason: 'test' } },
    { type: 'event-played', side: 'B', role: 'defender', card: '64' },
  ],
  'event-action-points': [{ type: 'event-action-points', side: 'A', change: -1, unspent: 2 }],
  'event-extra-actions': [{ type: 'event-extra-actions', side: 'A', count: 1, unspent: 2 }],
  'event-cancelled': [{ type: 'event-cancelled', side: 'B', cancelled: '62', card: '65' }],
  'event-manual': [{ type: 'event-manual', side: 'A', card: '66', effect: { kind: 'manual', note: 'apply by hand.' } }],
  'event-window': [{ type: 'event-window', before: 'ranged', first: 'B' }],
  'event-window-closed': [{ type: 'event-window-closed', before: 'ranged' }],
  'event-discarded': [{ type: 'event-discarded', side: 'A', card: '62' }],
  fatigue: [{ type: 'fatigue', both: true }, { type: 'fatigue', side: 'A', die: 2, turn: 5, fatigued: true, fatigue: 1 }],
  'end-of-game-event': [{ type: 'end-of-game-event', both: true }, { type: 'end-of-game-event', side: 'B', die: 5, value: 5, ends: false, modification: 1 }],
  deployment: [{ type: 'deployment', step: 'campB', side: 'B' }, { type: 'deployment', step: 'adjustCampA', side: 'A' }],
  'unit-deployed': [{ type: 'unit-deployed', side: 'A', unit: 'A-MI2', hex, facing: 5 }],
  'leader-deployed': [{ type: 'leader-deployed', side: 'A', leader: 'A-marshal', hex }, { type: 'leader-deployed', side: 'B', leader: null, hex }],
  'deployment-complete': [{ type: 'deployment-complete' }],
  'panic-bid': [{ type: 'panic-bid', seat: 'A', points: 2 }],
  'panic-bidding-won': [{ type: 'panic-bidding-won', seat: 'A', points: 2 }],
  'army-chosen': [{ type: 'army-chosen', seat: 'A', army: 'B', points: 2, panicLevel: 18, otherSeat: 'B', otherArmy: 'A' }],
  'barbarian-charge': [{ type: 'barbarian-charge', side: 'A', turn: 1 }, { type: 'barbarian-charge', side: 'A', turn: 2, forced: true }],
  'restraint-check': [{ type: 'restraint-check', sides: ['A', 'B'] }],
  'restraint-bid': [{ type: 'restraint-bid', side: 'A', chits: 1, unspent: 3 }],
  restraint: [{ type: 'restraint', side: 'A', die: 3, chits: 1, morale: 4, passed: true }],
  'impetuous-move': [{ type: 'impetuous-move', unit: 'A-LC2', to, facing: 2, charge: true }, { type: 'impetuous-move', unit: 'A-LC2', stays: true }],
  'impetuous-fire': [{ type: 'impetuous-fire', unit: 'A-LC2', target: 'B-MI', after: true }],
  'impetuous-engaged': [{ type: 'impetuous-engaged', unit: 'A-LC2' }, { type: 'impetuous-engaged', unit: 'A-LC2', moved: false }],
  'impetuous-failed': [{ type: 'impetuous-failed', unit: 'A-LC2' }],
  'impetuous-melee': [{ type: 'impetuous-melee', units: ['A-LC2'] }],
  'elephant-control': [
    { type: 'elephant-control', unit: 'A-EL', die: 2, morale: 4, kept: true },
    { type: 'elephant-control', unit: 'A-EL', die: 6, morale: 4, kept: false, table: 5, effect: 'stampede' },
  ],
  'elephant-stampede': [
    { type: 'elephant-stampede', unit: 'A-EL', die: 2, dir: 1, to, moved: false, why: 'the hex is occupied' },
    { type: 'elephant-stampede', unit: 'A-EL', die: 2, dir: 1, from: hex, to, moved: true },
  ],
  'elephant-attack': [{ type: 'elephant-attack', unit: 'A-EL', defender: 'B-MI', controller: 'B' }],
  'panic-fire': [{ type: 'panic-fire', firer: 'B-MI', target: 'A-LC2', draws: 1, modifier: -1 }],
  heads: [{ type: 'heads', side: 'A', points: 1, why: 'eliminated in melee.', unit: 'B-MI', total: 3 }],
};

const setup = dawnOfBattle.setup(exampleScenario, { seed: 'narration' });
if (E.isLeft(setup)) throw new Error(setup.left.message);
const state: DobState = setup.right;
const samples = (type: DobEventType): DobEvent[] => (SAMPLES[type] as ReadonlyArray<object>).map((e) => ({ ...e, citations: c }) as unknown as DobEvent);
const narrate = (e: DobEvent): string => dobNarrator.event(e, { state }).text;
const glitch = (text: string): boolean => /\.\.|undefined|\[object Object\]|NaN/.test(text);

describe('narration of every event type (issue #19)', () => {
  it('every type in DOB_EVENT_TYPES has a sample, and every sample a sentence (quiet types excepted)', () => {
    for (const type of DOB_EVENT_TYPES) {
      const list = samples(type);
      expect(list.length, type).toBeGreaterThan(0);
      for (const e of list) {
        const text = narrate(e);
        if (QUIET_DOB_EVENTS.has(type)) expect(text, type).toBe('');
        else {
          expect(text, type).not.toBe('');
          expect(text, type).not.toBe(type);
          expect(text, type).toMatch(/[.]$/);
        }
        expect(glitch(text), `${type}: ${text}`).toBe(false);
      }
    }
  });

  it('only a few book-keeping types are quiet', () => {
    expect([...QUIET_DOB_EVENTS].sort()).toEqual(['card-drawn', 'die-window', 'event-window-closed', 'melee-ended']);
  });

  it('a reason that ends in a full stop does not give a double full stop (game-over, rally, initiative)', () => {
    expect(narrate(samples('game-over')[0]!)).toBe('The battle ends: A wins: substantial.');
    expect(narrate(samples('rally')[0]!)).toMatch(/rallies automatically \(a leader is with it\)\.$/);
    expect(narrate(samples('initiative-won')[0]!)).toBe('A wins the initiative (higher draw).');
  });

  it('names leaders and units from the state, and a redacted leader as a face-down leader', () => {
    expect(narrate(samples('formation-activated')[0]!)).toContain('Blue general (B-general) leads');
    expect(narrate(samples('leader-flipped')[1]!)).toMatch(/^A face-down B leader has moved 4 hexes/);
    const [redacted] = filterEvents([samples('leader-survived')[0]!], 'A');
    expect(narrate(redacted!)).toBe('A face-down B leader survives the casualty check.');
  });

  it('narrates commands with the player giving them', () => {
    const cmds = dawnOfBattle.legalCommands(state);
    expect(cmds.length).toBeGreaterThan(0);
    for (const cmd of cmds) {
      const line = dobNarrator.command!(cmd, { state, player: 'A' })!.text;
      expect(line.startsWith('A: '), line).toBe(true);
      expect(glitch(line), line).toBe(false);
    }
  });
});
