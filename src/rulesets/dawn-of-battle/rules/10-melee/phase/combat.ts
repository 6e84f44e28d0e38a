/**
 * One melee fought out (§10.2.3–10.2.5, §14.6): the context read off the state, the strengths
 * with their breakdown, the cards drawn lazily from both decks, and the results applied to both
 * units together, with the leader casualty draws of §6.4.
 * @module
 */
// The melee procedure's violations (melee/*.ts) carry codes of DobViolationCode, typed there as strings.
import type { DobViolationCode } from '../../../model/violation-codes.js';
import * as E from 'fp-ts/lib/Either.js';
import { cardDef, drawCard } from '../../02-components/cards.js';
import { casualtyCheckWithUnit } from '../../06-command-control/command-control.js';
import { citing, record, refuse, unitForWrite, type Ctx } from '../../../kernel/context.js';
import type { CardDef } from '../../../data/formats.js';
import { TERRAIN } from '../../../data/terrain.js';
import { counterOf, dataOf, effectiveMorale, isCampLike, leadersAt, strengthOf, terrainAt } from '../../../query/derived.js';
import { disrupt, eliminate } from '../../06-command-control/effects.js';
import type { MeleeCardFace, SettledResult, UnitFate } from '../resolve/chart.js';
import { resolveMelee, type MeleeResolution, type MeleeResolutionInput } from '../resolve/resolve.js';
import { baseMeleeStrengths, CHARGING_TYPES, type MeleeContext, type MeleeRole, type MeleeStrengths, type MeleeUnit } from '../resolve/strengths.js';
import type { DobState, Side, UnitState } from '../../../model/state.js';
import { attackerHex, vectorOf } from './eligibility.js';
import { isExMachinaEvent, eventsOfDeck, playedInputs } from './events.js';
import { takeMeleeEvents } from '../../14-events/event-play.js';
import { barbarianMultiplier } from '../../15-optional/melee-options.js';
import { hasLostRestraint } from '../../15-optional/impetuous-status.js';
import type { MeleeEventInputs, PlayedEvent } from '../../14-events/melee-inputs.js';
import type { MeleeInProgress } from '../../../model/melee-phase.js';

// The melee event's citation list (one shared frozen list, see `record`).
const CITE_MELEE = citing('10.2.3', '10.2.4', '10.2.5');

/** The leaders with a unit: in its hex, or, off the map, its group's reinforcing leaders (§7.8). */
function leadersWith(s: DobState, u: UnitState): number[] {
  if (u.hex !== null) return leadersAt(s, u.hex, u.side).map((l) => l.combat);
  return Object.values(s.leaders).filter((l) => l.side === u.side && l.where === 'reserve' && l.reinforcement === u.reinforcement).map((l) => l.combat);
}

/** One unit as the melee arithmetic sees it (§10.2.3): type, strength, charge, terrain, stacked leaders. */
export function meleeUnit(s: DobState, u: UnitState): MeleeUnit {
  const c = counterOf(s, u);
  // §15.4: the barbarian charge declared in play (rules/15-optional/melee-options.ts).
  const barbarian = barbarianMultiplier(s, u) === 3;
  return {
    type: c.type,
    strength: c.strengthRule === 'opponent' && c.type === 'EL' ? 'opponent' : strengthOf(s, u),
    ...(u.charge && CHARGING_TYPES.includes(c.type) ? { charging: true } : {}),
    ...(barbarian ? { barbarianCharge: true } : {}),
    ...(hasLostRestraint(s, u) ? { impetuous: true } : {}),
    // Off the map the attacker is assumed to stand in clear terrain (§7.8).
    terrain: u.hex === null ? 'clear' : terrainAt(s, u.hex),
    leaderBonuses: leadersWith(s, u),
  };
}

/**
 * The arithmetic's input for the current melee, read off the state (§10.2.3): both units, the
 * vector, the Clash of Shields file in use, the exertion bid and the events played (`ev`, their
 * inputs, when the caller has them already).
 */
export function meleeContext(s: DobState, m: MeleeInProgress, extra: ReadonlyArray<PlayedEvent> = [], ev: MeleeEventInputs = playedInputs(s, m, extra)): MeleeContext {
  const att = s.units[m.attacker]!;
  const def = s.units[m.defender]!;
  return {
    attacker: { ...meleeUnit(s, att), ...(m.double ? { doubleAttack: true } : {}) },
    defender: { ...meleeUnit(s, def), ...(def.marker === 'done' ? { done: true } : {}) },
    vector: vectorOf(def, attackerHex(s, m)),
    clash: dataOf(s).clash,
    exertion: { attacker: m.exertion.attacker, defender: m.exertion.defender },
    other: ev.other,
    eventBonuses: ev.eventBonuses,
  };
}

/** Cards drawn for one melee, per side, in order. */
export interface Drawn {
  readonly attacker: CardDef[];
  readonly defender: CardDef[];
}

/**
 * Resolves the melee from the decks: calls the pure resolution with the cards drawn so far and
 * draws the next card of whichever side it says is short, until it settles (each deck's cards are
 * drawn in the order the rules read them: melee card, morale check).
 */
export function resolveFromDecks(ctx: Ctx, attackerSide: Side, input: MeleeResolutionInput, played: Partial<Record<MeleeRole, MeleeCardFace>>): { res: MeleeResolution; drawn: Drawn } {
  const sideOf = (role: MeleeRole) => (role === 'attacker' ? attackerSide : attackerSide === 'A' ? 'B' : 'A');
  const drawn: Drawn = { attacker: [], defender: [] };
  for (let guard = 0; guard < 200; guard++) {
    const r = resolveMelee(input, { attacker: drawn.attacker, defender: drawn.defender, played });
    if (E.isRight(r)) return { res: r.right, drawn };
    const role = r.left.citations[0]?.note;
    if (r.left.code !== 'more-cards-needed' || (role !== 'attacker' && role !== 'defender')) {
      return refuse(r.left.code as DobViolationCode, r.left.message, r.left.citations[0]?.section ?? '10.2.5');
    }
    drawn[role].push(drawCard(ctx, sideOf(role), `melee (${role})`));
  }
  return refuse('melee-unsettled', 'The melee did not settle within 200 cards (ex Machina ties redrawn without end).', '14.6');
}

/** What the fight did, for the caller's advance and looting. */
export interface FightOutcome {
  readonly attacker: SettledResult;
  readonly defenderFate: UnitFate;
  readonly attackerFate: UnitFate;
  readonly strengths: MeleeStrengths;
}

/**
 * Fights the current melee: strengths, cards, results on both units (the attacker's result
 * against the defender first, then the defender's against the attacker, both standing together,
 * ruling DOB-R39), leader casualty draws (§6.4), the melee event with the full breakdown. The
 * attacker's result is only held during a double attack (§15.7). The defender's leaders wait
 * for the advance when the attacker will move in (their check is then the overrun one), which
 * the caller settles: `deferLeaders` says so.
 * @rule dawn-of-battle 10.2.3
 * @rule dawn-of-battle 10.2.4
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 14.6
 * @rule dawn-of-battle 6.4
 * @ruling DOB-R39
 */
export function fight(ctx: Ctx, m: MeleeInProgress, deferLeaders: (attackerFate: UnitFate, defender: UnitState) => boolean): FightOutcome {
  const s = ctx.s;
  const att = unitForWrite(ctx, m.attacker)!;
  const def = unitForWrite(ctx, m.defender)!;
  // Events played with the general `play-event` command while this melee was pending (§14.2)
  // wait in the game's active effects: their ex Machina cards are noted, then they are taken.
  const exFromHand: Partial<Record<MeleeRole, string>> = {};
  for (const a of s.ext.effects) if (a.effect.kind === 'exMachina' && a.turn === s.turn) exFromHand[a.by === m.side ? 'attacker' : 'defender'] = a.card;
  const extra = takeMeleeEvents(ctx, m.side);
  // The events' inputs, read once for the strengths and the draws below.
  const ev = playedInputs(s, m, extra);
  const context = meleeContext(s, m, extra, ev);
  const st = baseMeleeStrengths(context);
  if (E.isLeft(st)) return refuse(st.left.code as DobViolationCode, st.left.message, st.left.citations[0]?.section ?? '10.2.3');
  const strengths = st.right;
  const deckEv = eventsOfDeck(s);
  const played: Partial<Record<MeleeRole, MeleeCardFace>> = {};
  for (const role of ['attacker', 'defender'] as const) {
    const card = exFromHand[role];
    if (card !== undefined && cardDef(s, card).melee.kind === 'exMachina') played[role] = cardDef(s, card);
  }
  for (const p of m.played) if (isExMachinaEvent(deckEv[p.card])) played[p.by] = cardDef(s, p.card);
  const moraleOf = (u: UnitState, role: MeleeRole) => ({
    morale: effectiveMorale(s, u.side),
    drawModifier: (u.hex === null ? 0 : TERRAIN[terrainAt(s, u.hex)].moraleDraw) + ev.moraleDrawModifiers[role],
  });
  const input: MeleeResolutionInput = {
    strengths: { attacker: strengths.attacker, defender: strengths.defender },
    condition: { attacker: att.status, defender: def.status },
    morale: { attacker: moraleOf(att, 'attacker'), defender: moraleOf(def, 'defender') },
    dieModifiers: ev.dieModifiers,
    exMachinaTie: s.options.melee.exMachinaTie,
  };
  const { res, drawn } = resolveFromDecks(ctx, m.side, input, played);
  record(ctx, {
    attacker: att.id,
    defender: def.id,
    side: m.side,
    vector: context.vector,
    continuance: m.continuance,
    double: m.double,
    exertion: { ...m.exertion },
    events: [...m.played.map((p) => ({ ...p })), ...extra.map((x) => ({ by: x.by, title: x.event.title }))],
    strengths,
    cards: { attacker: drawn.attacker.map((c) => c.number), defender: drawn.defender.map((c) => c.number) },
    resolution: res,
    type: 'melee',
    citations: CITE_MELEE,
  });
  const defenderFate = res.defender.after;
  const attackerFate = m.double ? att.status : res.attacker.after;
  // The attacker's result hits the defender first, with its casualty draws (§10.2.5).
  applyFate(ctx, def, res.defender.result, defenderFate, deferLeaders(attackerFate, def));
  if (m.double) m.held.push(res.attacker.result);
  else applyFate(ctx, att, res.attacker.result, attackerFate, false);
  return { attacker: res.attacker.result, defenderFate, attackerFate, strengths };
}

/**
 * Applies a settled result to a unit (§10.2.5): flips it (involuntary, so its leaders draw for
 * casualties, §6.4) or eliminates it. A d or D on a unit already disrupted still calls for the
 * leader draw unless the scenario rules otherwise (ruling DOB-R21).
 * @rule dawn-of-battle 10.2.5
 * @rule dawn-of-battle 6.4
 * @ruling DOB-R21
 */
export function applyFate(ctx: Ctx, u: UnitState, result: SettledResult, fate: UnitFate, deferLeaders: boolean): void {
  if (fate === 'eliminated') {
    eliminate(ctx, u, '10.2.5', `melee result ${result}`, true, !deferLeaders);
    return;
  }
  if (fate === 'disrupted' && u.status === 'good') {
    disrupt(ctx, u, true, '10.2.5', `melee result ${result}`);
    return;
  }
  if ((result === 'd' || result === 'D') && u.status === 'disrupted' && ctx.s.options.melee.casualtyOnEveryResult && u.hex !== null) {
    casualtyCheckWithUnit(ctx, u, u.hex);
  }
}

/** True when a unit is a Camp or War Wagon, whose destruction sets off looting (§11.4). */
export function lootable(s: DobState, u: UnitState): boolean {
  return isCampLike(s, u);
}
