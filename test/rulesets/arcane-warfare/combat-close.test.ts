// Close combat (§7): contacts and their kinds, moving into contact, support, modifiers and the
// combat round, through the public API where a command drives it.
import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { combatsOf, type ArcaneEvent, type ArcaneState, type ArcaneUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { closeCombatPhase } from '../../../src/rulesets/arcane-warfare/rules/07-close-combat/resolve.js';
import { supportsFor } from '../../../src/rulesets/arcane-warfare/rules/07-close-combat/support.js';
import { eventOf, fresh, moving, play, rect, refusal, unit } from './helpers.js';

/** A state with just these units (phase irrelevant) and scripted dice. */
function table(units: ArcaneUnit[], dice: number[] = [], terrain: ArcaneState['terrain'] = []): ArcaneState {
  const s = fresh();
  return { ...s, units: Object.fromEntries(units.map((u) => [u.id, u])), terrain, rng: scriptedRng(dice) };
}

function fight(s: ArcaneState): { state: ArcaneState; events: ArcaneEvent[] } {
  const events: ArcaneEvent[] = [];
  const state = closeCombatPhase(s, events);
  return { state, events };
}

const g = (id: string, type: string, x: number, y: number, h = 90) => unit(id, 'greeks', type, x, y, h);
const p = (id: string, type: string, x: number, y: number, h = 270) => unit(id, 'persians', type, x, y, h);

describe('§7.1 close combat kinds (Fig. 17)', () => {
  it('frontal: mutual full front contact; flank: a front edge over a whole side; rear: over the whole rear', () => {
    expect(combatsOf(table([g('a', 'SpM', 1000, 500), p('x', 'EdH', 1000, 500)]))).toEqual([{ unit: 'a', enemy: 'x', kind: 'frontal' }]);
    // A CvM facing +x with its front edge over the SpM's left side (x = 950, y 450..500).
    expect(combatsOf(table([g('a', 'SpM', 1000, 500), p('x', 'CvM', 950, 475, 0)]))).toEqual([{ unit: 'x', enemy: 'a', kind: 'flank' }]);
    expect(combatsOf(table([g('a', 'SpM', 1000, 500), p('x', 'CvM', 1000, 450, 90)]))).toEqual([{ unit: 'x', enemy: 'a', kind: 'rear' }]);
  });

  it('a front edge offset by half a base is no close combat (Fig. 24 C–Z)', () => {
    expect(combatsOf(table([g('a', 'SpM', 1000, 500), p('x', 'EdH', 1050, 500)]))).toEqual([]);
  });

  it('Fig. 18: a unit whose own flank is wholly against an enemy front edge does not fight another enemy\'s flank', () => {
    // C (persian, facing -y) has its front over B's left flank; A (greek) has its front over C's left flank.
    // B faces +x (its left side is y = 550, x 950..1000); C's front covers it; A's front covers C's left side (x = 1025).
    const units = [g('b', 'SpM', 1000, 500, 0), p('c', 'CvM', 975, 550, 270), g('a', 'CvM', 1025, 600, 180)];
    expect(combatsOf(table(units))).toEqual([{ unit: 'a', enemy: 'c', kind: 'flank' }]);
    // Without A, C fights B's flank.
    expect(combatsOf(table(units.slice(0, 2)))).toEqual([{ unit: 'c', enemy: 'b', kind: 'flank' }]);
  });

  it('a unit with a front-edge opponent fights it; a flank attacker then only supports (§7.1, §7.4.1)', () => {
    const units = [g('a', 'SpM', 1000, 500), p('y', 'EdH', 1000, 500), g('c', 'CvM', 1050, 525, 180)];
    const k = combatsOf(table(units));
    expect(k).toEqual([{ unit: 'a', enemy: 'y', kind: 'frontal' }]);
    const s = table(units);
    expect(supportsFor(s, s.units.a!, s.units.y!, k)).toEqual([{ unit: 'c', kind: 'flank-overlap', bucket: 'left' }]);
  });
});

describe('§7.4.1 support', () => {
  it('corner extension by a friend in line (Fig. 22 C), not from one touched by an enemy front edge (Fig. 24)', () => {
    const units = [g('a', 'SpM', 1000, 500), p('y', 'EdH', 1000, 500), g('b', 'SpM', 900, 500)];
    const s = table(units);
    expect(supportsFor(s, s.units.a!, s.units.y!, combatsOf(s))).toEqual([{ unit: 'b', kind: 'corner-extension', bucket: 'right' }]);
    const s2 = table([...units, p('z', 'EdH', 850, 500)]);
    expect(supportsFor(s2, s2.units.a!, s2.units.y!, combatsOf(s2))).toEqual([]);
  });
});

describe('§7.3 the combat round', () => {
  it('Armour: SpM 2 + 5 against EdH 3 + 3 is 7 to 6, less 1 against Armour: a draw', () => {
    const { events } = fight(table([g('a', 'SpM', 1000, 500), p('x', 'EdH', 1000, 500)], [5, 3]));
    const e = eventOf(events, 'combat-fought');
    expect(e.factors).toEqual({ a: 2, x: 3 });
    expect(e.scores).toEqual({ a: 6, x: 6 });
    expect(e.loser).toBeNull();
    expect(events.some((x) => x.type === 'unit-recoiled')).toBe(false);
  });

  it('Exploit: SpMe 2 + 5 against EdM 3 + 4 is 7 to 7, +1 for the higher natural die: EdM loses by 1', () => {
    const { events } = fight(table([g('a', 'SpMe', 1000, 500), p('x', 'EdM', 1000, 500)], [5, 4, 6]));
    const e = eventOf(events, 'combat-fought');
    expect(e.scores).toEqual({ a: 8, x: 7 });
    expect(e.loser).toBe('x');
    const r = eventOf(events, 'unit-recoiled');
    expect(r.unit).toBe('x');
    expect(r.distance).toBeCloseTo(50, 6);
    expect(eventOf(events, 'morale-tested')).toMatchObject({ unit: 'x', breakValue: 1, roll: 6, passed: true });
  });

  it('§7.4.4: mounted on difficult ground −1; §7.4.2: more than half the front edge on a hill the enemy\'s far edge is off, +1', () => {
    const units = [g('a', 'CvM', 1000, 500), p('x', 'CvM', 1000, 500)];
    const e1 = eventOf(fight(table(units, [3, 3], [{ id: 'r', kind: 'rough', polygon: rect(900, 400, 1100, 505) }])).events, 'combat-fought');
    expect(e1.factors).toEqual({ a: 1, x: 1 });
    // A hill under the greek half of the fight only (its front edge on it, the persian rear edge off it).
    const e2 = eventOf(fight(table(units, [3, 3], [{ id: 'h', kind: 'hill-open', polygon: rect(900, 400, 1100, 520) }])).events, 'combat-fought');
    expect(e2.factors).toEqual({ a: 3, x: 2 });
    const e3 = eventOf(fight(table(units, [3, 3], [{ id: 'h', kind: 'hill-open', polygon: rect(900, 400, 1100, 520) }])).events, 'combat-fought');
    expect(e3.modifiers.a).toContain('height +1');
  });

  it('the height reading `none` (ruling AW-R20) gives no height advantage', () => {
    const s = table([g('a', 'CvM', 1000, 500), p('x', 'CvM', 1000, 500)], [3, 3], [{ id: 'h', kind: 'hill-open', polygon: rect(900, 400, 1100, 520) }]);
    const e = eventOf(fight({ ...s, readings: { ...s.readings, heightWithoutContours: 'none' } }).events, 'combat-fought');
    expect(e.factors).toEqual({ a: 2, x: 2 });
  });

  it('Stack: SpM with SpM aligned behind +1; not against Light by the text, +1 by the figure (ruling AW-R3, Fig. 30)', () => {
    const units = [g('a', 'SpM', 1000, 500), g('b', 'SpM', 1000, 450), p('x', 'CvL', 1000, 500)];
    expect(eventOf(fight(table(units, [3, 3])).events, 'combat-fought').factors.a).toBe(2);
    const s = table(units, [3, 3]);
    expect(eventOf(fight({ ...s, readings: { ...s.readings, stackVsLight: 'figure' } }).events, 'combat-fought').factors.a).toBe(3);
    const units2 = [g('a', 'SpM', 1000, 500), g('b', 'SpM', 1000, 450), p('x', 'CvM', 1000, 500)];
    expect(eventOf(fight(table(units2, [3, 3])).events, 'combat-fought').factors.a).toBe(3);
  });

  it('§7.4.6 Fast Shot foot against a mounted front edge −1 (BwM 2 − 1 = 1)', () => {
    expect(eventOf(fight(table([g('a', 'BwM', 1000, 500), p('x', 'CvM', 1000, 500)], [3, 3])).events, 'combat-fought').factors.a).toBe(1);
  });
});

describe('§7.2 moving into close combat', () => {
  it('a unit in front of the enemy moves into frontal combat, aligned, paying its MIP', () => {
    const s = moving([g('a', 'SpM', 1000, 380), p('x', 'SpM', 1030, 480)]);
    const { state, events } = play(s, { type: 'charge', player: 'greeks', co: 'g-sco', unit: 'a', target: 'x' });
    const e = eventOf(events, 'contact-made');
    expect(e.kind).toBe('frontal');
    expect(state.units.a!.x).toBeCloseTo(1030, 6);
    expect(state.units.a!.y).toBeCloseTo(480, 6);
    expect(combatsOf(state)).toEqual([{ unit: 'a', enemy: 'x', kind: 'frontal' }]);
    expect(state.charged).toEqual(['a']);
  });

  it('a unit starting wholly beyond an enemy\'s flank line contacts the flank (Fig. 21)', () => {
    // The persian faces -y with its front at y = 600 (base y 600..650, x 950..1050); its left flank is x = 1050.
    const s = moving([g('a', 'CvM', 1200, 625, 180), p('x', 'SpM', 1000, 600)]);
    const { state, events } = play(s, { type: 'charge', player: 'greeks', co: 'g-sco', unit: 'a', target: 'x' });
    expect(eventOf(events, 'contact-made').kind).toBe('flank');
    expect(combatsOf(state)).toEqual([{ unit: 'a', enemy: 'x', kind: 'flank' }]);
  });

  it('refuses a contact from a start neither in front, beyond a flank, nor behind (Fig. 21 unit C)', () => {
    // Its front edge (x = 1040, y 630..730) straddles the line prolonging the persian's rear edge and is inside its flank line.
    const s = moving([g('a', 'CvM', 1040, 680, 180), p('x', 'SpM', 1000, 600)]);
    expect(refusal(s, { type: 'charge', player: 'greeks', co: 'g-sco', unit: 'a', target: 'x' })).toBe('illegal-contact');
  });

  it('refuses a contact beyond the move allowance, and moving a unit in close combat except straight back (§7.5)', () => {
    const far = moving([g('a', 'SpM', 1000, 300), p('x', 'SpM', 1000, 600)]);
    expect(refusal(far, { type: 'charge', player: 'greeks', co: 'g-sco', unit: 'a', target: 'x' })).toBe('too-far');
    const engaged = moving([g('a', 'SpM', 1000, 500), p('x', 'SpM', 1000, 500)]);
    expect(refusal(engaged, { type: 'move', player: 'greeks', co: 'g-sco', unit: 'a', steps: [{ step: 'sidestep', distance: 50 }] })).toBe('engaged');
    const { state } = play(engaged, { type: 'move', player: 'greeks', co: 'g-sco', unit: 'a', steps: [{ step: 'back', distance: 100 }] });
    expect(combatsOf(state)).toEqual([]);
  });
});
