/**
 * Leaders fighting alone (§15.12.2, part of the Code of Honor option `codeOfHonor`): a leader
 * alone in its hex takes part in melee as a combat unit of strength equal to its combat bonus,
 * every hex around it its front (ruling DOB-R58: it may attack an enemy unit in any adjacent hex),
 * n-d counts as n for it and any other result kills it. Played with `initiate-melee`, naming the
 * leader as `unit` (the leader attacks), or naming the leader's hex as `targetHex` (a unit attacks
 * it: face-down leaders are not identified to the attacker; which one fights is ruling DOB-R62).
 *
 * Also the continuance against a lone leader (ruling DOB-R41): without the Code of Honor a charging
 * cavalry unit "melees" a lone enemy leader by entering its hex (the §6.4 overrun check, no cards);
 * with it, it is a real melee, with the exertion and event steps of every melee.
 *
 * Rulings (ours, labelled as such in the guide): a leader melee has no withdrawal, pre-melee or
 * panic fire step (its exertion, events, arithmetic, cards, results and leader casualty draws are
 * those of every melee); a lone leader gets no bonus from other leaders in its hex; several leaders
 * alone in one hex fight one at a time, the first by id (DOB-R62); a leader fights at most once a
 * turn (attacking or
 * attacked), like a unit marked Done!; a dummy leader (§15.13) attacked is revealed and removed; a
 * unit that kills a lone leader advances into its hex (§10.2.6; a disciplined one chooses not to,
 * §15.6: ruling, it stays), and a leader that eliminates a unit moves into its hex.
 * @ruling DOB-R41
 * @ruling DOB-R58
 * @module
 */
// The melee procedure's violations (melee/*.ts) carry codes of DobViolationCode, typed there as strings.
import type { DobViolationCode } from '../../../model/violation-codes.js';
import * as E from 'fp-ts/lib/Either.js';
import { emit, refuse, unitForWrite, type Ctx } from '../../../kernel/context.js';
import { dataOf, effectiveMorale, leadersAt, occupancy, terrainAt } from '../../../query/derived.js';
import { TERRAIN } from '../../../data/terrain.js';
import { killLeader, overrunLeaders } from '../../06-command-control/command-control.js';
import { distance, hexKey, sameHex, type Hex } from '../../../model/geometry.js';
import { baseMeleeStrengths, type MeleeRole, type MeleeUnit } from '../resolve/strengths.js';
import type { MeleeCardFace, SettledResult, UnitFate } from '../resolve/chart.js';
import { revealDummy } from '../../15-optional/leaders.js';
import { isDummyLeader } from '../../15-optional/setup-options.js';
import type { DobState, LeaderState, Phase, Side, UnitState, WritableUnit } from '../../../model/state.js';
import { other } from '../../../model/state.js';
import { advanceInto } from './advance.js';
import { applyFate, meleeUnit as meleeUnitOf, resolveFromDecks } from './combat.js';
import type { MeleeCommand } from '../../../model/melee-commands.js';
import { vectorOf } from './eligibility.js';
import { eventsOfDeck, isExMachinaEvent, playedInputs } from './events.js';
import { newMelee, type MeleeInProgress } from '../../../model/melee-phase.js';
import { takeMeleeEvents } from '../../14-events/event-play.js';
import { cardDef } from '../../02-components/cards.js';
import { hexDefender, hexesOf, initiateDefender, leaderMelees, loneLeaderTargets } from './leader-targets.js';
export { isLoneLeader, mayFight, loneLeaderTargets, leaderMelees, type LeaderMelee } from './leader-targets.js';

type Initiate = Extract<MeleeCommand, { type: 'initiate-melee' }>;
type MeleePhase = Extract<Phase, { kind: 'melee' }>;

/**
 * True when an `initiate-melee` is a leader melee (§15.12.2): a unit attacks a hex of lone enemy
 * leaders (`targetHex`), or a command names a leader, as attacker or target.
 */
export function isLeaderMelee(s: DobState, cmd: Initiate): boolean {
  return 'targetHex' in cmd || s.leaders[cmd.unit] !== undefined || s.leaders[cmd.target] !== undefined;
}

/** A lone leader as a melee combatant (§15.12.2): its combat bonus as strength, no leader bonus. */
function leaderUnit(l: LeaderState): MeleeUnit {
  return { type: 'leader', strength: l.combat, loneLeader: true, terrain: 'clear', leaderBonuses: [] };
}

/**
 * `initiate-melee` naming a leader (§15.12.2): checked against {@link leaderMelees}, then fought at
 * once (see the module note for what such a melee leaves out).
 * @rule dawn-of-battle 15.12.2
 */
export function initiateLeaderMelee(ctx: Ctx, ph: MeleePhase, cmd: Initiate, unitMayAttack: (u: UnitState) => boolean): void {
  const s = ctx.s;
  if (!s.options.supplementary.codeOfHonor) refuse('no-code-of-honor', 'Leaders fight as units only under the Code of Honor.', '15.12.2');
  const offered = leaderMelees(s, cmd.player, unitMayAttack);
  let targetId: string;
  if ('targetHex' in cmd) {
    const h = cmd.targetHex;
    const u = s.units[cmd.unit];
    if (u === undefined || !offered.some((o) => o.unit === cmd.unit && 'targetHex' in o && sameHex(o.targetHex, h))) {
      refuse('no-leader-melee', `${cmd.unit} may not attack hex (${h.q}, ${h.r}): a unit attacks a front hex holding enemy leaders alone, each of which fights once a turn.`, '15.12.2');
    }
    targetId = initiateDefender(s, u, h)!.id;
  } else {
    if (s.leaders[cmd.target] !== undefined && s.leaders[cmd.unit] === undefined) {
      refuse('name-the-hex', `A unit attacks lone enemy leaders by naming their hex (targetHex), not a leader.`, '15.12.2');
    }
    if (cmd.capture === true || cmd.second !== undefined) refuse('leader-plain', 'A melee with a lone leader is a plain melee (no capture, no double attack).', '15.12.2');
    if (!offered.some((o) => o.unit === cmd.unit && 'target' in o && o.target === cmd.target)) {
      refuse('no-leader-melee', `${cmd.unit} may not attack ${cmd.target}: a leader fights only alone in its hex, once a turn, against an adjacent enemy unit.`, '15.12.2');
    }
    targetId = cmd.target;
  }
  emit(ctx, 'melee-initiated', ['10.2.1', '15.12.2'], { side: cmd.player, attacker: cmd.unit, defender: targetId, capture: false });
  const target = s.leaders[targetId];
  if (target !== undefined && isDummyLeader(target)) {
    revealDummy(ctx, target, 'attacked in melee');
    emit(ctx, 'melee-cancelled', ['15.13'], { attacker: cmd.unit, defender: targetId, reason: 'the leader was a dummy' });
    endLeaderMelee(ctx, ph, cmd.player, [cmd.unit]);
    return;
  }
  for (const id of [cmd.unit, targetId]) revealFighter(ctx, id);
  // Then, as in every melee, exertion (attacker, then defender) and the melee events (§10.2.3.6,
  // §10.2.4.2), run by the melee procedure's own steps (`proceed`), then the fight.
  ph.melee = { ...newMelee(cmd.unit, cmd.player, targetId, { step: 'exertAttacker' }), loneLeader: true };
}

/** A leader that fights is seen (§15.12.2 makes it a combatant): it is turned face up. */
function revealFighter(ctx: Ctx, id: string): void {
  const l = ctx.s.leaders[id];
  if (l !== undefined && !l.revealed) {
    l.revealed = true;
    emit(ctx, 'leader-revealed', ['15.12.2'], { leader: l.id, side: l.side, why: 'fights in melee' });
  }
}

/** True while both sides of a leader melee are still on the map and adjacent (panic may have parted them). */
export function loneMeleeEngaged(s: DobState, m: MeleeInProgress): boolean {
  const a = s.leaders[m.attacker] ?? s.units[m.attacker];
  const d = s.leaders[m.defender] ?? s.units[m.defender];
  return a !== undefined && d !== undefined && a.where === 'map' && d.where === 'map' && a.hex !== null && d.hex !== null && distance(a.hex, d.hex) === 1;
}

/**
 * The fight of a leader melee once its exertion and event steps are done; then the melee ends.
 * @rule dawn-of-battle 15.12.2
 */
export function fightLoneNow(ctx: Ctx, m: MeleeInProgress): void {
  const ph = ctx.s.phase as MeleePhase;
  fightLeaderMelee(ctx, m);
  ph.melee = null;
  // A continuance's earlier defenders are exhausted with it (§10.2.8).
  endLeaderMelee(ctx, ph, m.side, [m.attacker, ...m.defenders, m.defender]);
}

/**
 * Fights a melee in which one side is a lone leader: strengths (§10.2.3–10.2.4 with the lone
 * leader's rules), both decks' cards, the results together (ruling DOB-R39), the winner's advance.
 * @rule dawn-of-battle 15.12.2
 * @rule dawn-of-battle 10.2.5
 * @ruling DOB-R39
 */
function fightLeaderMelee(ctx: Ctx, m: MeleeInProgress): void {
  const s = ctx.s;
  const { side, attacker: attackerId, defender: defenderId, continuance } = m;
  const la = s.leaders[attackerId];
  const ld = s.leaders[defenderId];
  const ua = unitForWrite(ctx, attackerId);
  const ud = unitForWrite(ctx, defenderId);
  const attackerHex = (la?.hex ?? ua?.hex)!;
  const defenderHex = (ld?.hex ?? ud?.hex)!;
  const vector = ud !== undefined ? vectorOf(ud, attackerHex) : 'front';
  // Exertion and events (§10.2.3.6, §10.2.4.2): from the melee's steps, and any melee event
  // played with `play-event` while it was pending (as in every melee).
  const exertion = { attacker: m.exertion.attacker, defender: m.exertion.defender };
  const exFromHand: Partial<Record<MeleeRole, string>> = {};
  for (const a of s.ext.effects) if (a.effect.kind === 'exMachina' && a.turn === s.turn) exFromHand[a.by === side ? 'attacker' : 'defender'] = a.card;
  const extra = takeMeleeEvents(ctx, side);
  const ev = playedInputs(s, m, extra);
  const st = baseMeleeStrengths({
    attacker: la !== undefined ? leaderUnit(la) : meleeUnitOf(s, ua!),
    defender: ld !== undefined ? leaderUnit(ld) : { ...meleeUnitOf(s, ud!), ...(ud!.marker === 'done' ? { done: true } : {}) },
    vector,
    clash: dataOf(s).clash,
    exertion,
    other: ev.other,
    eventBonuses: ev.eventBonuses,
  });
  if (E.isLeft(st)) return refuse(st.left.code as DobViolationCode, st.left.message, st.left.citations[0]?.section ?? '10.2.3');
  const strengths = st.right;
  const moraleOf = (hex: Hex, sd: Side, role: MeleeRole) => ({ morale: effectiveMorale(s, sd), drawModifier: TERRAIN[terrainAt(s, hex)].moraleDraw + (ev.moraleDrawModifiers[role] ?? 0) });
  const played: Partial<Record<MeleeRole, MeleeCardFace>> = {};
  const deckEv = eventsOfDeck(s);
  for (const role of ['attacker', 'defender'] as const) {
    const card = exFromHand[role];
    if (card !== undefined && cardDef(s, card).melee.kind === 'exMachina') played[role] = cardDef(s, card);
  }
  for (const p of m.played) if (isExMachinaEvent(deckEv[p.card])) played[p.by] = cardDef(s, p.card);
  const { res, drawn } = resolveFromDecks(ctx, side, {
    strengths: { attacker: strengths.attacker, defender: strengths.defender },
    condition: { attacker: ua?.status ?? 'good', defender: ud?.status ?? 'good' },
    morale: { attacker: moraleOf(attackerHex, side, 'attacker'), defender: moraleOf(defenderHex, other(side), 'defender') },
    loneLeader: { attacker: la !== undefined, defender: ld !== undefined },
    dieModifiers: ev.dieModifiers,
    exMachinaTie: s.options.melee.exMachinaTie,
  }, played);
  emit(ctx, 'melee', ['10.2.3', '10.2.4', '10.2.5', '15.12.2'], {
    attacker: attackerId, defender: defenderId, side, vector, continuance, double: false, exertion,
    events: [...m.played.map((p) => ({ ...p })), ...extra.map((x) => ({ by: x.by, title: x.event.title }))],
    strengths, cards: { attacker: drawn.attacker.map((c) => c.number), defender: drawn.defender.map((c) => c.number) }, resolution: res, loneLeader: true,
  });
  settle(ctx, ld ?? ud!, res.defender.result, res.defender.after);
  settle(ctx, la ?? ua!, res.attacker.result, res.attacker.after);
  // The winner moves into a hex its enemy left (§10.2.6): a unit advances, a leader shifts.
  const defenderGone = ld !== undefined ? ld.where !== 'map' : ud!.where !== 'map';
  if (!defenderGone) return;
  if (ua !== undefined && ua.where === 'map' && !s.options.melee.disciplined.includes(ua.id)) advanceInto(ctx, ua, defenderHex, false);
  else if (la !== undefined && la.where === 'map' && leadersAt(s, defenderHex, other(side)).length === 0 && (occupancy(s).get(hexKey(defenderHex)) ?? []).length === 0) {
    la.hex = { q: defenderHex.q, r: defenderHex.r };
    emit(ctx, 'advanced', ['10.2.6', '15.12.2'], { leader: la.id, to: la.hex });
  }
}

function settle(ctx: Ctx, who: LeaderState | UnitState, result: SettledResult, fate: UnitFate): void {
  if ('command' in who) {
    if (fate === 'eliminated') killLeader(ctx, who);
    else emit(ctx, 'leader-held', ['15.12.2'], { leader: who.id, result });
    return;
  }
  applyFate(ctx, who, result, fate, false);
}

/** After a leader melee: the units are marked Done!, the leaders have fought; the other side initiates. */
function endLeaderMelee(ctx: Ctx, ph: MeleePhase, side: Side, ids: ReadonlyArray<string>): void {
  const s = ctx.s;
  for (const id of ids) {
    const u = s.units[id];
    if (u !== undefined && u.where === 'map') unitForWrite(ctx, id)!.marker = 'done';
    if (s.leaders[id] !== undefined) s.ext.leaderFought = { ...(s.ext.leaderFought ?? {}), [id]: s.turn };
  }
  ph.toAct = ph.passed.includes(other(side)) ? side : other(side);
  emit(ctx, 'melee-ended', ['10.2.8'], { attacker: ids[0]!, defenders: ids.slice(1) });
}

/**
 * Continuance against a lone leader (§10.2.7, ruling DOB-R41): the hexes of lone enemy leaders in
 * the charging unit's front hexes are targets too, named by the hex (ruling DOB-R62). Without the
 * Code of Honor the unit enters the hex and the leaders there take the overrun check (§6.4), with
 * no cards; with it, it fights the hex's first leader by id (a dummy there is overrun).
 * @rule dawn-of-battle 10.2.7
 * @rule dawn-of-battle 15.12.2
 * @ruling DOB-R41
 * @ruling DOB-R62
 */
export function continueAgainstLeader(ctx: Ctx, m: MeleeInProgress, att: WritableUnit, at: Hex): 'melee' | 'overrun' | null {
  const s = ctx.s;
  const l = hexDefender(s, att, at, () => true);
  if (l === undefined) return null;
  att.continuanceUsed = true;
  emit(ctx, 'continuance', ['10.2.7'], { unit: att.id, leader: l.id, side: l.side, revealed: l.revealed });
  if (s.options.supplementary.codeOfHonor && !isDummyLeader(l)) {
    // The same melee goes on against the leader, through exertion and events (`proceed`).
    revealFighter(ctx, l.id);
    Object.assign(m, { defender: l.id, continuance: true, loneLeader: true, capture: false, vacated: [], exertion: { attacker: 0, defender: 0 }, played: [], step: 'exertAttacker' });
    return 'melee';
  }
  const from = att.hex!;
  att.hex = { q: at.q, r: at.r };
  emit(ctx, 'advanced', ['10.2.7', '6.4'], { unit: att.id, from, to: att.hex });
  overrunLeaders(ctx, at, att.side);
  return 'overrun';
}

/** The hexes of lone enemy leaders a continuing unit may go after (rulings DOB-R41, DOB-R62). */
export function continuanceLeaderTargets(s: DobState, att: UnitState): Hex[] {
  return hexesOf(loneLeaderTargets(s, att));
}
