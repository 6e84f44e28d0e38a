/**
 * The rally phase (§5.4, §10.2): command centres try to rally shaken units within their command
 * radius, the attacker first.
 * @module
 */
import { normalizeHeading } from '../../../../plane/angle.js';
import { baseFromCentre, centreOf } from '../../../../plane/base.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { rule } from '../../data/cite.js';
import { rallyTarget } from '../../data/combat.js';
import { GAME_SIZE_TABLE } from '../../data/game-sizes.js';
import { d6 } from '../../kernel/dice.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneCommandCentre, ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, commandDistance, statsOfUnit } from '../../query/geometry.js';
import { CONTACT_TOLERANCE, onTable } from '../07-close-combat/contacts.js';
import { destroy } from '../09-combat-outcome/units.js';

/** Why `co` may not try to rally `u` now, or null. */
function rallyRefusal(state: ArcaneState, co: ArcaneCommandCentre | undefined, u: ArcaneUnit | undefined, player: string): { code: 'unknown-command' | 'unknown-unit' | 'not-your-unit' | 'not-shaken' | 'ally-orders' | 'out-of-radius' | 'already-tried'; message: string } | null {
  const ph = state.phase;
  if (ph.tag !== 'rally') return { code: 'unknown-command', message: 'Rallying is for the rally phase.' };
  if (co === undefined || co.status !== 'active' || co.side !== player) return { code: 'unknown-command', message: 'No such command centre of yours.' };
  if (u === undefined || u.status !== 'active') return { code: 'unknown-unit', message: 'No such unit on the table.' };
  if (u.side !== player) return { code: 'not-your-unit', message: `${u.id} is not ${player}'s.` };
  if (!state.shaken.includes(u.id)) return { code: 'not-shaken', message: `${u.id} is not shaken.` };
  if ((co.kind === 'ACo') !== (u.ally !== null) || (u.ally !== null && u.ally !== co.id)) return { code: 'ally-orders', message: 'Allied units are rallied only by their own ACo, and an ACo rallies only them.' };
  if (ph.tried.includes(u.id)) return { code: 'already-tried', message: `A rally was tried on ${u.id} this turn.` };
  if (co.kind !== 'SCo' && ph.used.includes(co.id)) return { code: 'already-tried', message: `${co.id} has made its one rally attempt this turn.` };
  if (commandDistance(state, co, baseOf(u)) > GAME_SIZE_TABLE[state.size].commandRadius + 1e-6) return { code: 'out-of-radius', message: `${u.id} is beyond ${co.id}'s command radius.` };
  return null;
}

/** Every rally attempt `player` may make now. */
export function rallyOptions(state: ArcaneState, player: string): Array<{ co: string; unit: string }> {
  const out: Array<{ co: string; unit: string }> = [];
  for (const co of Object.values(state.commands)) {
    if (co.side !== player) continue;
    for (const id of state.shaken) if (rallyRefusal(state, co, state.units[id], player) === null) out.push({ co: co.id, unit: id });
  }
  return out;
}

/**
 * A rally attempt (§10.2): one per unit a turn, any number by the SCo, one by each other command
 * centre, allies by their own ACo only, within the command radius (measured as in ruling AW-R6).
 * A roll at or under the target rallies (2 for close-order units without Flop, else 1): the unit
 * turns about if there is room (ruling AW-R28) and may not move again this turn; one over the
 * target does nothing; higher destroys the unit.
 * @rule arcane-warfare 10.2
 * @ruling AW-R28
 */
export function rally(state0: ArcaneState, player: string, coId: string, unitId: string): Applied {
  const co = state0.commands[coId];
  const u = state0.units[unitId];
  const why = rallyRefusal(state0, co, u, player);
  if (why !== null) return refused(why.code, why.message, rule('10.2'));
  const ph = state0.phase as Extract<ArcaneState['phase'], { tag: 'rally' }>;
  const events: ArcaneEvent[] = [];
  const [roll, s1] = d6(state0);
  let state: ArcaneState = { ...s1, phase: { ...ph, tried: [...ph.tried, unitId], used: co!.kind === 'SCo' ? ph.used : [...ph.used, coId] } };
  const target = rallyTarget(statsOfUnit(u!));
  const result = roll <= target ? 'rallied' : roll === target + 1 ? 'no-effect' : 'destroyed';
  events.push({ type: 'rally-attempted', player, co: coId, unit: unitId, roll, result, citations: [rule('10.2')] });
  if (result === 'destroyed') return done(destroy(state, unitId, 'failed a rally attempt', events, '10.2'), events);
  if (result === 'rallied') {
    const b = baseOf(u!);
    const turned = baseFromCentre(b, centreOf(b), normalizeHeading(b.heading + 180));
    const room = onTable(state).every((o) => o.id === unitId || !basesOverlap(turned, baseOf(o), CONTACT_TOLERANCE));
    const nu: ArcaneUnit = { ...u!, ...(room ? { x: turned.x, y: turned.y, heading: turned.heading } : {}), orderedBy: coId };
    state = { ...state, units: { ...state.units, [unitId]: nu }, shaken: state.shaken.filter((x) => x !== unitId) };
  }
  return done(state, events);
}

/**
 * Ends `player`'s rallying (§5.4): the event only; the turn sequence moves on.
 * @rule arcane-warfare 5.4
 */
export function endRally(state: ArcaneState, player: string, events: ArcaneEvent[]): boolean {
  if (state.phase.tag !== 'rally') return false;
  events.push({ type: 'rally-ended', player, citations: [rule('5.4')] });
  return true;
}
