import { describe, expect, it } from 'vitest';
import { cite } from '../../../src/core/citation.js';
import { DBA_EVENT_TYPES, type DbaEvent, type DbaEventType } from '../../../src/rulesets/dba/index.js';
import { dbaNarrator } from '../../../src/dba/kit/index.js';
import { sentence } from '../../../src/rulesets/dba/kit/narrator.js';
import { randomGame } from './agent.js';

const c = [cite('dba', 'close-combat')];
const total = (element: string, die: number) => ({ element, die, terms: [{ name: 'vs foot', value: 3, section: 'combat-factors', source: 'stated' }], total: die + 3 });

/** One sample event of every type (the compiler insists on all of them). */
const SAMPLES: { readonly [K in DbaEventType]: Extract<DbaEvent, { type: K }> } = {
  'dice-off': { type: 'dice-off', dice: { rome: [3, 5], successors: [3, 2] }, high: 'rome', citations: c },
  'edges-allocated': { type: 'edges-allocated', player: 'rome', fiveSix: [1, 2], citations: c },
  'base-edge-diced': { type: 'base-edge-diced', die: 4, baseEdge: { rome: 4, successors: 2 }, citations: c },
  'camp-placed': { type: 'camp-placed', player: 'rome', camp: { side: 'rome', x: 1200, y: 80, heading: 90, width: 240, depth: 160, garrison: 'rome.camp', occupiedBy: null }, citations: c },
  deployed: { type: 'deployed', player: 'rome', elements: ['r1', 'r2'], citations: c },
  'bound-started': { type: 'bound-started', bound: 3, player: 'rome', pipDie: 5, citations: c },
  phase: { type: 'phase', from: 'move', to: 'shoot', citations: c },
  moved: { type: 'moved', elements: ['r1'], cost: 200, pips: 1, citations: c },
  'turned-to-face': { type: 'turned-to-face', element: 's1', toward: 'r1', citations: c },
  combat: { type: 'combat', report: { kind: 'close-combat', a: total('r1', 4), b: total('s1', 2), loser: 's1', band: 'less', outcomes: { s1: 'recoil' } }, citations: c },
  recoiled: { type: 'recoiled', element: 's1', distance: 40, stoppedBy: null, citations: c },
  'pushed-back': { type: 'pushed-back', element: 's2', distance: 40, citations: c },
  fled: { type: 'fled', element: 's1', distance: 600, citations: c },
  destroyed: { type: 'destroyed', element: 's1', reason: 'beaten by r1.', citations: c },
  lost: { type: 'lost', element: 's1', reason: 'fled off the table', citations: c },
  pursued: { type: 'pursued', element: 'r1', citations: c },
  'camp-occupied': { type: 'camp-occupied', camp: 'successors', by: 'r1', citations: c },
  'game-over': {
    type: 'game-over',
    outcome: { winner: 'rome', level: 'victory', points: { rome: 4, successors: 1 }, reason: 'successors lost 4 elements and more than rome (4 against 1) at the end of bound 9.', citations: c, reconstructed: true, rulings: [] },
    citations: c,
  },
};

const g = randomGame('narrated-events', { options: { maxBounds: 12 } });

function problem(text: string, type: string): string | null {
  if (text.trim() === '') return `${type}: no sentence`;
  if (text.trim() === type) return `${type}: a bare type`;
  for (const bad of ['..', 'undefined', '[object Object]', 'NaN']) if (text.includes(bad)) return `${type}: ${JSON.stringify(bad)} in ${JSON.stringify(text)}`;
  if (!/[.!?]$/.test(text)) return `${type}: no full stop in ${JSON.stringify(text)}`;
  return null;
}

describe('DBA narration: a sentence for every event type', () => {
  it('narrates a sample of every member of DBA_EVENT_TYPES without glitches', () => {
    const problems: string[] = [];
    for (const type of DBA_EVENT_TYPES) {
      const n = dbaNarrator.event(SAMPLES[type], { state: g.final });
      const p = problem(n.text, type);
      if (p !== null) problems.push(p);
      expect(n.citations).toEqual(c);
    }
    expect(problems).toEqual([]);
  });

  it('narrates every event of a random game without glitches', () => {
    const problems = g.events.map((e) => problem(dbaNarrator.event(e, { state: g.final }).text, e.type)).filter((p) => p !== null);
    expect(problems).toEqual([]);
    expect(g.events.length).toBeGreaterThan(20);
  });

  it('ends a sentence with one full stop, whatever the reason text ends with', () => {
    expect(sentence('r1 is destroyed: beaten by s1.')).toBe('r1 is destroyed: beaten by s1.');
    expect(sentence('substantial.. ')).toBe('substantial.');
    expect(sentence('Game over!')).toBe('Game over!');
    expect(dbaNarrator.event(SAMPLES.destroyed, { state: g.final }).text).toMatch(/beaten by r1\.$/);
  });
});
