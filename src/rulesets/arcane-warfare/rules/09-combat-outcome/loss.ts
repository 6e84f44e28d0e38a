/**
 * What losing a close-combat round does (§9): baggage is destroyed, an Expendable removed, other
 * losers recoil (§9.1) and test morale (§9.2); overlap supporters recoil with them (§9.1,
 * §9.2.5); a second unit against the winner's front edge tests too (§9.2); Chase and close-order
 * winners against Light pursue (§9.7).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { sweepMove } from '../../../../plane/sweep.js';
import { rule } from '../../data/cite.js';
import { MORALE } from '../../data/combat.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState } from '../../model/state.js';
import { statsOfUnit } from '../../query/geometry.js';
import { frontAgainst, onTable, CONTACT_TOLERANCE, type Combat } from '../07-close-combat/contacts.js';
import type { Support } from '../07-close-combat/support.js';
import { tableOf } from '../06-movement/impulse.js';
import { characterTerms, moraleTest, vulnerability } from './morale.js';
import { recoilUnit } from './recoil.js';
import { destroy, place, poseOf } from './units.js';

/** The round's result for the loser. */
export interface Loss {
  readonly loser: string;
  readonly winner: string;
  readonly difference: number;
  /** True when the winner's front edge is the edge against the loser (vulnerability counts, §9.2.2). */
  readonly toFront: boolean;
  /** The loser's overlap supporters (§9.1, Fig. 38). */
  readonly supporters: ReadonlyArray<Support>;
}

/**
 * Applies a loss.
 * @rule arcane-warfare 9
 * @rule arcane-warfare 9.1
 * @rule arcane-warfare 9.2
 * @rule arcane-warfare 9.2.5
 * @rule arcane-warfare 9.7
 * @ruling AW-R4
 */
export function applyLoss(state0: ArcaneState, loss: Loss, combats: ReadonlyArray<Combat>, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const loser = state.units[loss.loser]!;
  const winner = state.units[loss.winner]!;
  const ls = statsOfUnit(loser);
  if (ls.characteristics.includes('Destroyed on losing combat')) return destroy(state, loser.id, 'baggage lost a combat', events, '7.7');
  if (ls.characteristics.includes('Expendable')) return destroy(state, loser.id, 'disabled on losing a combat (Expendable)', events, '11.1');
  // The second unit against the winner's front edge (§9.2, ruling AW-R4), found before anyone moves.
  const seconds = onTable(state).filter((f) => f.side === loser.side && f.id !== loser.id && frontAgainst(winner, f) !== null && !loss.supporters.some((s) => s.unit === f.id));
  const r = recoilUnit(state, loser.id, combats, events);
  state = r.state;
  let finalBv = 0;
  if (!r.destroyed) {
    const terms: string[] = [`lost by ${loss.difference}`];
    let bv = loss.difference;
    for (const [n, v] of characterTerms(ls)) {
      bv += v;
      terms.push(`${n} ${v > 0 ? '+' : ''}${v}`);
    }
    if (r.blocked) {
      bv += MORALE.blockedRecoil;
      terms.push('recoil blocked +2');
    }
    const vul = loss.toFront ? vulnerability(state, state.units[loser.id]!, winner) : 0;
    if (vul > 0) {
      bv += vul;
      terms.push(`vulnerable +${vul}`);
    }
    finalBv = bv;
    state = moraleTest(state, loser.id, bv, terms, events);
  }
  for (const sup of loss.supporters) {
    if (sup.kind !== 'flank-overlap' && sup.kind !== 'rear-overlap') continue;
    const su = state.units[sup.unit];
    if (su === undefined || su.status !== 'active') continue;
    const sr = recoilUnit(state, sup.unit, combats, events);
    state = sr.state;
    if (sr.destroyed || !sr.blocked) continue;
    let bv = MORALE.supporterBase + MORALE.blockedRecoil;
    const terms = ['overlap supporter with its recoil blocked: 0 +2'];
    for (const [n, v] of characterTerms(statsOfUnit(su))) {
      bv += v;
      terms.push(`${n} ${v > 0 ? '+' : ''}${v}`);
    }
    state = moraleTest(state, sup.unit, bv, terms, events);
  }
  for (const f of seconds) {
    if (state.units[f.id]!.status !== 'active') continue;
    const reading = state.readings.secondUnitBreakValue;
    const bv = reading === 'literal' ? -1 : reading === 'final-minus-one' ? finalBv - 1 : loss.difference - 1;
    state = moraleTest(state, f.id, bv, [`second unit against the winner's front edge (${reading})`], events);
  }
  return pursue(state, loss, r.destroyed, events);
}

/**
 * Pursuit (§9.7): a winner with Chase, or a close-order winner against a Light loser, advances a
 * base depth straight ahead after the loser recoiled, stopping on meeting anything; Cumbersome
 * units never pursue. The winner must have fought with its front edge.
 * @rule arcane-warfare 9.7
 */
function pursue(state: ArcaneState, loss: Loss, loserDestroyed: boolean, events: ArcaneEvent[]): ArcaneState {
  const w = state.units[loss.winner]!;
  const l = state.units[loss.loser]!;
  if (w.status !== 'active' || loserDestroyed || l.status !== 'active' || !loss.toFront) return state;
  const ws = statsOfUnit(w);
  if (ws.cumbersome || state.shaken.includes(w.id)) return state;
  if (!(ws.characteristics.includes('Chase') || (ws.closeOrder && statsOfUnit(l).light))) return state;
  const r = sweepMove(tableOf(state), w.id, [{ step: 'forward', distance: w.depth }], { tolerance: CONTACT_TOLERANCE });
  if (E.isLeft(r)) return state;
  const end = r.right.end;
  const dist = Math.hypot(end.x - w.x, end.y - w.y);
  if (dist <= 1e-6) return state;
  const next = place(state, w.id, end);
  events.push({ type: 'unit-pursued', unit: w.id, from: poseOf(w), to: poseOf(next.units[w.id]!), distance: dist, citations: [rule('9.7')] });
  return next;
}
