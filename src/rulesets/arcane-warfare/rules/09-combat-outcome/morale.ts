/**
 * The morale test (§9.2): the break value from the score difference and its modifiers (§9.2.1),
 * vulnerability (§9.2.2), and what failing does (§9.3): shaken, or destroyed.
 * @module
 */
import { rule } from '../../data/cite.js';
import { MORALE, VULNERABILITY } from '../../data/combat.js';
import type { UnitStats } from '../../data/units.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, featuresUnder, isDifficult, statsOfUnit } from '../../query/geometry.js';
import { touchedByEnemyFront } from '../07-close-combat/contacts.js';
import { alignedBehind } from '../07-close-combat/modifiers.js';
import { fleeUnit } from './flee.js';
import { destroy } from './units.js';

/** Flop and Stubborn (§9.2.1): +1 and −1, cancelling each other. */
export function characterTerms(s: UnitStats): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  if (s.characteristics.includes('Stubborn')) out.push(['Stubborn', MORALE.stubborn]);
  if (s.characteristics.includes('Flop')) out.push(['Flop', MORALE.flop]);
  return out;
}

/**
 * The vulnerability of `u` losing to the front edge of `enemy` (§9.2.2): the highest applicable
 * row (the rows do not add up), "on open" meaning wholly on open ground, less one point when a
 * close-order friend of the same class stands aligned behind a close-order unit (ruling AW-R22).
 * @rule arcane-warfare 9.2.2
 * @ruling AW-R22
 */
export function vulnerability(state: ArcaneState, u: ArcaneUnit, enemy: ArcaneUnit): number {
  const us = statsOfUnit(u);
  const es = statsOfUnit(enemy);
  const open = !featuresUnder(state, baseOf(u)).some((f) => isDifficult(f.kind, us) || f.kind === 'bua');
  let v = 0;
  for (const row of VULNERABILITY) if (row.applies(us, es) && (!row.onOpen || open)) v = Math.max(v, row.value);
  if (v > 0 && us.closeOrder) {
    const b = alignedBehind(state, u);
    if (b !== null) {
      const bs = statsOfUnit(b);
      if (bs.closeOrder && bs.mounted === us.mounted) v -= 1;
    }
  }
  return v;
}

/**
 * Takes a morale test at break value `bv` (§9.2): 6 or more destroys without a roll, 0 or less
 * passes without one, otherwise a die above the value passes. A failed test shakes the unit, or
 * destroys it if Critical (§11.1), if the beginner preset plays (no shaken units), or if an
 * enemy front edge touches it (§9.3); a shaken unit flees at once (§9.3).
 * @rule arcane-warfare 9.2
 * @rule arcane-warfare 9.3
 * @rule arcane-warfare 11.1
 */
export function moraleTest(state0: ArcaneState, id: string, bv: number, terms: ReadonlyArray<string>, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const u = state.units[id];
  if (u === undefined || u.status !== 'active') return state;
  if (bv >= MORALE.impossible) {
    events.push({ type: 'morale-tested', unit: id, breakValue: bv, roll: null, passed: false, terms, citations: [rule('9.2')] });
    return destroy(state, id, `faced an impossible morale test (break value ${bv})`, events, '9.2');
  }
  if (bv <= 0) {
    events.push({ type: 'morale-tested', unit: id, breakValue: bv, roll: null, passed: true, terms, citations: [rule('9.2')] });
    return state;
  }
  const [roll, s1] = d6(state);
  state = s1;
  const passed = roll > bv;
  events.push({ type: 'morale-tested', unit: id, breakValue: bv, roll, passed, terms, citations: [rule('9.2')] });
  if (passed) return state;
  return demoralize(state, id, events);
}

/**
 * A unit that failed its test (§9.3): destroyed if Critical, under the beginner preset, or
 * touched by an enemy front edge; otherwise shaken, and it flees.
 * @rule arcane-warfare 9.3
 * @rule arcane-warfare 11.1
 */
export function demoralize(state: ArcaneState, id: string, events: ArcaneEvent[]): ArcaneState {
  const u = state.units[id]!;
  const s = statsOfUnit(u);
  if (s.characteristics.includes('Critical')) return destroy(state, id, 'Critical: destroyed when demoralized', events, '11.1');
  if (state.preset === 'starter') return destroy(state, id, 'demoralized (the beginner rules have no shaken units)', events, '9.3');
  if (touchedByEnemyFront(state, u)) return destroy(state, id, 'shaken in contact with an enemy front edge', events, '9.3');
  events.push({ type: 'unit-shaken', unit: id, citations: [rule('9.3')] });
  const shaken = { ...state, shaken: [...state.shaken.filter((x) => x !== id), id] };
  return fleeUnit(shaken, id, true, events);
}
