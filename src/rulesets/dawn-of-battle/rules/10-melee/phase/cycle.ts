/**
 * The melee cycle (§4.6, §10.2) as a state machine inside the `melee` phase: initiation, then
 * each melee's decisions in order (withdrawal, pre-melee fire, exertion by the attacker and then
 * the defender, events), the fight, the advance and a charging unit's continuance, and exhaustion.
 * Steps nobody has to decide (a unit that cannot withdraw, a player without action points or
 * melee events) pass by themselves.
 * @module
 */
import { citing, type Ctx, record, refuse, unitForWrite } from '../../../kernel/context.js';
import { isCannon, occupancy } from '../../../query/derived.js';
import { unitsIn } from '../../../query/hex-units.js';
import { distance, hexKey, sameHex } from '../../../model/geometry.js';
import type { MeleeRole } from '../resolve/strengths.js';
import { applyHeldResults } from '../resolve/chart.js';
import { checkPath, moveEnv, performMove } from '../../07-movement/movement.js';
import { passMelee } from '../../04-sequence/sequence.js';
import { casualtyCheckWithUnit } from '../../06-command-control/command-control.js';
import { disrupt, eliminate } from '../../06-command-control/effects.js';
import type { DobState, Phase, Side, UnitState } from '../../../model/state.js';
import { other } from '../../../model/state.js';
import { advanceInto, continuanceAllowed, loot, settleCannon } from './advance.js';
import { fight, lootable } from './combat.js';
import type { MeleeCommand } from '../../../model/melee-commands.js';
import { attackerHex, cannonWith, chargersThatMustAttack, doubleAttackTargets, mayAttack, offMapTargets, targetsOf, withdrawalEnds } from './eligibility.js';
import { playableCards } from './events.js';
import { mayFireBeforeMelee, volley, stackedCannonFiring } from './fire.js';
import { newMelee, type MeleeInProgress, type MeleeStep } from '../../../model/melee-phase.js';
import { panicFireDecider, stepAfterPreMeleeFire } from './panic-fire-steps.js';
import { continueAgainstLeader, fightLoneNow, initiateLeaderMelee, isLeaderMelee, loneMeleeEngaged } from './leader-combat.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_10_2 = citing('10.2');
const CITE_10_2_1 = citing('10.2.1');
const CITE_10_2_1__7_8 = citing('10.2.1', '7.8');
const CITE_10_2_2 = citing('10.2.2');
const CITE_10_2_7 = citing('10.2.7');
const CITE_10_2_8 = citing('10.2.8');
const CITE_14_2__10_2_4_2 = citing('14.2', '10.2.4.2');
const CITE_15_6 = citing('15.6');
const CITE_15_7 = citing('15.7');
const CITE_5_5__10_2_3_6 = citing('5.5', '10.2.3.6');
const CITE_8_7_2_2 = citing('8.7.2.2');

type MeleePhase = Extract<Phase, { kind: 'melee' }>;

function meleePhase(ctx: Ctx, side: Side, section: string): MeleePhase {
  const ph = ctx.s.phase;
  if (ph.kind !== 'melee') return refuse('wrong-phase', `That is a melee-cycle command; the game is in the ${ph.kind} phase.`, section);
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s decision in the melee cycle.`, section);
  return ph;
}

function openMelee(ctx: Ctx, side: Side, step: MeleeStep, section: string): { ph: MeleePhase; m: MeleeInProgress } {
  const ph = meleePhase(ctx, side, section);
  const m = ph.melee;
  if (m === null) return refuse('no-melee', 'No melee is under way; initiate one or pass.', '10.2');
  if (m.step !== step) refuse('wrong-step', `The melee is waiting for its ${m.step} decision.`, section);
  return { ph, m };
}

const roleSide = (m: MeleeInProgress, role: MeleeRole): Side => (role === 'attacker' ? m.side : other(m.side));

/**
 * `pass-melee` (§4.6, §10.2) with the charge obligation: a player with a charging unit that can
 * still attack must attack with it first (§7.11.4); in the impetuous melee every engaged impetuous
 * unit must (§15.5.1.3, its own refusal code `impetuous-must-attack`).
 * @rule dawn-of-battle 7.11.4
 * @rule dawn-of-battle 15.5.1.3
 * @rule dawn-of-battle 4.6
 */
export function passMeleeCycle(ctx: Ctx, side: Side): void {
  const ph = meleePhase(ctx, side, '4.6');
  if (ph.melee !== null) refuse('melee-open', 'Finish the melee under way first.', '10.2');
  const must = chargersThatMustAttack(ctx.s, side);
  if (must.length > 0) {
    // An engaged impetuous unit's obligation is §15.5.1.3's, not the charge rule's.
    const engaged = ph.impetuous ?? [];
    const impetuous = must.filter((id) => engaged.includes(id));
    if (impetuous.length > 0) {
      refuse('impetuous-must-attack', `${impetuous.join(', ')} lost restraint and engaged the enemy: in the impetuous melee ${impetuous.length > 1 ? 'they' : 'it'} must attack.`, '15.5.1.3');
    }
    refuse('charge-must-attack', `${must.join(', ')} carr${must.length > 1 ? 'y' : 'ies'} a Charge marker and must attack an enemy unit in its front hexes.`, '7.11.4');
  }
  passMelee(ctx, side);
}

/**
 * `initiate-melee` (§10.2.1): an unmarked unit attacks an enemy unit in its zone of control. A
 * lone cannon is destroyed, or captured for one action point per cannon paid now (§8.7.2.5); a
 * double attack names both front hexes' enemies (§15.7).
 * @rule dawn-of-battle 10.2.1
 * @rule dawn-of-battle 8.7.2.5
 * @rule dawn-of-battle 11.3
 * @rule dawn-of-battle 15.7
 */
export function initiateMelee(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'initiate-melee' }>): void {
  const s = ctx.s;
  const ph = meleePhase(ctx, cmd.player, '10.2.1');
  if (ph.melee !== null) refuse('melee-open', 'Finish the melee under way first.', '10.2');
  if ('targetHex' in cmd || isLeaderMelee(s, cmd)) {
    initiateLeaderMelee(ctx, ph, cmd, (x) => mayAttack(s, x, cmd.player));
    proceed(ctx);
    return;
  }
  const u = s.units[cmd.unit];
  if (u === undefined) return refuse('unknown-unit', `There is no unit "${cmd.unit}".`, '10.2.1');
  if (u.side !== cmd.player) refuse('not-your-unit', `${cmd.unit} belongs to ${u.side}.`, '10.2.1');
  if (u.where === 'reserve') return initiateOffMap(ctx, ph, cmd, u);
  if (u.where !== 'map') refuse('not-on-map', `${cmd.unit} is not on the map.`, '10.2.1');
  if (u.marker !== 'none') refuse('marked', `${cmd.unit} carries a Done! marker; only unmarked units initiate melee.`, '10.0');
  if (!mayAttack(s, u, cmd.player)) refuse('never-initiates', `${cmd.unit} never initiates melee (Camps, War Wagons and cannon).`, isCannon(s, u) ? '8.7.2.5' : '11.3');
  const occ = occupancy(s);
  const targets = targetsOf(s, u, occ);
  const target = targets.find((t) => t.id === cmd.target);
  if (target === undefined) return refuse('not-in-zoc', `${cmd.target} is not an enemy unit in ${cmd.unit}'s front hexes (a stacked cannon is attacked through its light unit).`, '10.2.1');
  let queue: string[] = [];
  if (cmd.second !== undefined) {
    const both = doubleAttackTargets(s, u, occ);
    if (both === null) refuse('no-double-attack', `${cmd.unit} may not double attack (the option is off, it is not strong enough, or a front hex holds no enemy).`, '15.7');
    const second = both.find((t) => t.id === cmd.second && t.id !== target.id);
    if (second === undefined) return refuse('bad-second-target', `${cmd.second} is not the enemy in ${cmd.unit}'s other front hex.`, '15.7');
    if (cmd.capture === true) refuse('capture-double', 'Cannon are not captured in a double attack (ruling).', '15.7');
    queue = [second.id];
  }
  const guns = cannonWith(s, target, occ);
  if (cmd.capture === true) {
    if (guns.length === 0) refuse('no-cannon', `There is no cannon in ${cmd.target}'s hex to capture.`, '8.7.2.5');
    if (s.players[cmd.player].unspent < guns.length) refuse('no-action-points', `Capturing ${guns.length} cannon costs ${guns.length} action point(s).`, '8.7.2.5');
    s.players[cmd.player].unspent -= guns.length;
  }
  const m = newMelee(u.id, cmd.player, target.id, { queue, capture: cmd.capture === true });
  ph.melee = m;
  record(ctx, { side: cmd.player, attacker: u.id, defender: target.id, ...(queue.length > 0 ? { second: queue[0] } : {}), capture: m.capture, type: 'melee-initiated', citations: CITE_10_2_1 });
  beginFight(ctx, m, u, target);
}

/**
 * The off-map attack on a blocked entry hex (§7.8): a reinforcing unit whose group's turn has
 * come attacks the enemy unit in an entry hex from the hex just off the map, in clear terrain,
 * with its group's reinforcing leaders; only one such attack per entry hex per turn, and never
 * the other way. Rulings: nobody fires before it (ranged fire needs a unit on the map), and the
 * attacker does not advance: it stays off the map, disrupted or not, and enters with its group.
 * @rule dawn-of-battle 7.8
 */
function initiateOffMap(ctx: Ctx, ph: MeleePhase, cmd: Extract<MeleeCommand, { type: 'initiate-melee'; target: string }>, u: UnitState): void {
  const options = offMapTargets(ctx.s, u, ph.offMapAttacks);
  const hit = options.find((o) => o.target.id === cmd.target);
  if (hit === undefined) return refuse('no-off-map-attack', `${cmd.unit} is off the map and may attack only an enemy unit blocking an entry hex of its group whose turn has come, once per hex and turn.`, '7.8');
  if (cmd.capture === true || cmd.second !== undefined) refuse('off-map-plain', 'An attack from off the map is a plain melee (no capture, no double attack).', '7.8');
  ph.offMapAttacks.push(hexKey(hit.entry));
  ph.melee = newMelee(u.id, cmd.player, hit.target.id, { offMap: hit.from });
  record(ctx, { side: cmd.player, attacker: u.id, defender: hit.target.id, offMap: hit.from, capture: false, type: 'melee-initiated', citations: CITE_10_2_1__7_8 });
  beginFight(ctx, ph.melee, u, hit.target);
}

/** The melee procedure from its first step, or the taking of cannon standing alone (§8.7.2.5). */
function beginFight(ctx: Ctx, m: MeleeInProgress, attacker: UnitState, target: UnitState): void {
  if (isCannon(ctx.s, target)) loneCannon(ctx, m, attacker, target);
  else proceed(ctx);
}

/**
 * A melee against cannon standing alone (§8.7.2.5, §8.7.2): an unlimbered cannon without
 * Done! fires first; if the attacker survives, every cannon in the hex is destroyed (the attacker
 * advances) or captured in place (it does not, ruling DOB-R30), with no cards drawn.
 * @rule dawn-of-battle 8.7.2.5
 * @ruling DOB-R30
 */
function loneCannon(ctx: Ctx, m: MeleeInProgress, unit: UnitState, target: UnitState): void {
  const s = ctx.s;
  // The attacker as the command's own copy: the volley may change it, and it is read after.
  const attacker = unitForWrite(ctx, unit.id)!;
  const guns = cannonWith(s, target);
  const at = target.hex!;
  if (m.offMap === null) volley(ctx, attacker, guns, { attacker: false, defender: true });
  m.defenders.push(...guns.map((g) => g.id));
  if (attacker.where === 'eliminated') {
    record(ctx, { attacker: attacker.id, reason: 'the attacker was eliminated by pre-melee fire', type: 'melee-cancelled', citations: CITE_8_7_2_2 });
    finishMelee(ctx);
    return;
  }
  const captured = settleCannon(ctx, at, attacker, m.capture);
  if (!captured) m.vacated.push(at);
  afterFights(ctx, m);
}

/**
 * Opens a melee forced on the cycle from outside it, the stampeding elephant's (§15.8.3): the
 * melee phase comes in over `returnTo` with this one melee under way, run by the procedure every
 * melee follows (withdrawal, pre-melee fire, exertion, events, results, advance, exhaustion; a
 * lone cannon is taken as in §8.7.2.5); `returnTo` comes back when it ends ({@link finishMelee}).
 * @rule dawn-of-battle 15.8.3
 * @rule dawn-of-battle 10.2
 */
export function openForcedMelee(ctx: Ctx, m: MeleeInProgress, returnTo: Phase): void {
  const s = ctx.s;
  s.phase = { kind: 'melee', toAct: m.side, passed: [], melee: m, offMapAttacks: [], returnTo };
  beginFight(ctx, m, s.units[m.attacker]!, s.units[m.defender]!);
}

function stillEngaged(s: DobState, m: MeleeInProgress): boolean {
  const a = s.units[m.attacker]!;
  const d = s.units[m.defender]!;
  const present = a.where === 'map' || (m.offMap !== null && a.where === 'reserve');
  return present && d.where === 'map' && d.hex !== null && distance(attackerHex(s, m), d.hex) === 1;
}

/**
 * Runs the melee forward until someone has to decide or it is over.
 * @rule dawn-of-battle 10.2
 */
export function proceed(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 100; guard++) {
    const ph = s.phase;
    if (ph.kind !== 'melee' || ph.melee === null) return;
    const m = ph.melee;
    if (m.step === 'advance' || m.step === 'continue') {
      ph.toAct = m.side;
      return;
    }
    if (m.loneLeader === true ? !loneMeleeEngaged(s, m) : !stillEngaged(s, m)) {
      // Panic movement or fire has parted the two units: this fight is off (§12.2).
      record(ctx, { attacker: m.attacker, defender: m.defender, reason: 'the units are no longer in contact', type: 'melee-cancelled', citations: CITE_10_2 });
      nextFight(ctx, m);
      continue;
    }
    const att = unitForWrite(ctx, m.attacker)!;
    const def = unitForWrite(ctx, m.defender)!;
    switch (m.step) {
      case 'withdraw': {
        const ends = withdrawalEnds(s, def, att, attackerHex(s, m));
        if (ends !== null && ends.length > 0) {
          ph.toAct = def.side;
          return;
        }
        m.step = 'fire';
        break;
      }
      case 'fire': {
        if (m.offMap === null && mayFireBeforeMelee(s, def)) {
          ph.toAct = def.side;
          return;
        }
        preMeleeFire(ctx, m, false);
        break;
      }
      case 'panicFire':
      case 'pressAttack':
        ph.toAct = panicFireDecider(m);
        return;
      case 'exertAttacker':
        if (s.players[m.side].unspent > 0) {
          ph.toAct = m.side;
          return;
        }
        m.step = 'exertDefender';
        break;
      case 'exertDefender':
        if (s.players[other(m.side)].unspent > 0) {
          ph.toAct = other(m.side);
          return;
        }
        openEvents(m);
        break;
      case 'events': {
        if (m.eventPasses >= 2) {
          if (m.loneLeader === true) fightLoneNow(ctx, m);
          else fightNow(ctx, m);
          break;
        }
        const side = roleSide(m, m.eventTurn);
        if (playableCards(s, m, side, m.eventTurn).length > 0) {
          ph.toAct = side;
          return;
        }
        m.eventPasses += 1;
        m.eventTurn = m.eventTurn === 'attacker' ? 'defender' : 'attacker';
        break;
      }
    }
  }
}

function openEvents(m: MeleeInProgress): void {
  m.step = 'events';
  m.eventTurn = 'attacker';
  m.eventPasses = 0;
}

/** Pre-melee fire and its consequences (§8.7.2.2): cancelled, won, or on to exertion. */
function preMeleeFire(ctx: Ctx, m: MeleeInProgress, defenderFires: boolean): void {
  const s = ctx.s;
  const att = unitForWrite(ctx, m.attacker)!;
  const def = unitForWrite(ctx, m.defender)!;
  const at = def.hex!;
  if (m.offMap !== null) {
    m.step = 'exertAttacker';
    return;
  }
  volley(ctx, att, [def, ...stackedCannonFiring(s, def)], { attacker: true, defender: defenderFires });
  if (att.where !== 'map') {
    record(ctx, { attacker: att.id, defender: def.id, reason: 'the attacker was eliminated by pre-melee fire', type: 'melee-cancelled', citations: CITE_8_7_2_2 });
    m.defenders.push(def.id);
    nextFight(ctx, m);
    return;
  }
  if (def.where !== 'map') {
    record(ctx, { attacker: att.id, defender: def.id, type: 'melee-won-by-fire', citations: CITE_8_7_2_2 });
    m.vacated.push(at);
    nextFight(ctx, m);
    return;
  }
  m.step = stepAfterPreMeleeFire(s, m);
}

/** Fights the melee, then looting and the next fight or the advance. */
function fightNow(ctx: Ctx, m: MeleeInProgress): void {
  const s = ctx.s;
  const att = unitForWrite(ctx, m.attacker)!;
  const def = unitForWrite(ctx, m.defender)!;
  const at = def.hex!;
  // The defender's leaders wait for the advance when the attacker may move in (§10.2.6, §6.4).
  const defer = (attackerFate: string, d: UnitState): boolean => attackerFate !== 'eliminated' && !lootable(s, d) && !m.double;
  const out = fight(ctx, m, defer);
  m.defenders.push(def.id);
  if (out.defenderFate === 'eliminated') {
    if (defer(out.attackerFate, def)) m.leaderCheck = at;
    // An attacker off the map (§7.8) that destroys the Camp loots it from there (§11.4).
    if (lootable(s, def) && (att.where === 'map' || m.offMap !== null)) loot(ctx, att);
    else m.vacated.push(at);
  }
  nextFight(ctx, m);
}

/** On to the second half of a double attack, or to the advance. */
export function nextFight(ctx: Ctx, m: MeleeInProgress): void {
  const s = ctx.s;
  const att = unitForWrite(ctx, m.attacker)!;
  const next = m.queue.shift();
  if (next !== undefined && att.where === 'map') {
    m.defender = next;
    m.exertion = { attacker: 0, defender: 0 };
    m.played = [];
    m.step = 'withdraw';
    return;
  }
  afterFights(ctx, m);
}

/**
 * After the fighting: held double-attack results land together (§15.7), then the advance
 * (§10.2.6; a choice for disciplined units, §15.6), then a continuance (§10.2.7) or the end.
 * @rule dawn-of-battle 15.7
 * @rule dawn-of-battle 10.2.6
 * @rule dawn-of-battle 15.6
 */
function afterFights(ctx: Ctx, m: MeleeInProgress): void {
  const s = ctx.s;
  const att = unitForWrite(ctx, m.attacker)!;
  const ph = s.phase as MeleePhase;
  if (m.held.length > 0 && att.where === 'map') {
    const held = m.held;
    m.held = [];
    const fate = applyHeldResults(held, att.status);
    record(ctx, { unit: att.id, results: held, fate, type: 'held-results', citations: CITE_15_7 });
    if (fate === 'eliminated') eliminate(ctx, att, '15.7', `held melee results ${held.join(', ')}`);
    else if (fate === 'disrupted' && att.status === 'good') disrupt(ctx, att, true, '15.7', `held melee results ${held.join(', ')}`);
  }
  const to = m.vacated[0];
  if (to !== undefined && att.where === 'map' && enterable(s, att, to)) {
    // §15.7: when both halves emptied their hexes the attacker picks one (ruling DOB-R40).
    if (s.options.melee.disciplined.includes(att.id) || advanceChoices(s, m).length > 1) {
      m.step = 'advance';
      ph.toAct = m.side;
      return;
    }
    doAdvance(ctx, m, true);
    return;
  }
  settleLeaderCheck(ctx, m);
  finishMelee(ctx);
}

/** The vacated hex is still free of combat units other than enemy cannon (panic may have moved someone in). */
function enterable(s: DobState, att: UnitState, to: { q: number; r: number }): boolean {
  return unitsIn(s, to).every((x) => x.side !== att.side && isCannon(s, x));
}

function settleLeaderCheck(ctx: Ctx, m: MeleeInProgress): void {
  if (m.leaderCheck === null) return;
  const at = m.leaderCheck;
  m.leaderCheck = null;
  const def = unitForWrite(ctx, m.defenders[m.defenders.length - 1]!)!;
  casualtyCheckWithUnit(ctx, def, at);
}

/** The vacated hexes the attacker may advance into (two only after a double attack, §15.7). */
export function advanceChoices(s: DobState, m: MeleeInProgress): Array<{ q: number; r: number }> {
  const att = s.units[m.attacker]!;
  return m.vacated.filter((h) => enterable(s, att, h));
}

function doAdvance(ctx: Ctx, m: MeleeInProgress, advance: boolean, chosen?: { q: number; r: number }): void {
  const s = ctx.s;
  const att = unitForWrite(ctx, m.attacker)!;
  const to = chosen ?? m.vacated[0]!;
  let advanced = false;
  if (advance) {
    const check = m.leaderCheck;
    m.leaderCheck = null;
    advanced = advanceInto(ctx, att, to, m.capture);
    if (!advanced && check !== null) {
      m.leaderCheck = check;
      settleLeaderCheck(ctx, m);
    }
  } else {
    settleCannon(ctx, to, att, m.capture);
    settleLeaderCheck(ctx, m);
    record(ctx, { unit: att.id, reason: 'disciplined unit chose to stay', type: 'no-advance', citations: CITE_15_6 });
  }
  if (advanced && continuanceAllowed(ctx, att, true)) {
    m.step = 'continue';
    (s.phase as MeleePhase).toAct = m.side;
    return;
  }
  finishMelee(ctx);
}

/**
 * Exhaustion (§10.2.8): the attacker and every defender are marked Done!; then the other player
 * initiates unless they have passed (§10.2).
 * @rule dawn-of-battle 10.2.8
 * @rule dawn-of-battle 10.2
 */
export function finishMelee(ctx: Ctx): void {
  const s = ctx.s;
  const ph = s.phase as MeleePhase;
  const m = ph.melee!;
  for (const id of [m.attacker, ...m.defenders]) if (s.units[id]!.where === 'map') unitForWrite(ctx, id)!.marker = 'done';
  ph.melee = null;
  const o = other(m.side);
  ph.toAct = ph.passed.includes(o) ? m.side : o;
  record(ctx, { attacker: m.attacker, defenders: m.defenders, type: 'melee-ended', citations: CITE_10_2_8 });
  // A stampede's melee (§15.8.3) hands back the phase it interrupted.
  if (ph.returnTo !== undefined) s.phase = ph.returnTo;
}

/**
 * `withdraw` (§10.2.2): the defender flips to disrupted and moves to one of the farthest
 * reachable hexes, or stands. A good-order gunpowder unit fires first (§8.7.2.4; always, since
 * the withdrawal marks it Done! anyway). The attacker then advances (§10.2.6).
 * @rule dawn-of-battle 10.2.2
 * @rule dawn-of-battle 8.7.2.4
 * @rule dawn-of-battle 7.11.4
 */
export function withdrawCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'withdraw' }>): void {
  const s = ctx.s;
  const { m } = openMelee(ctx, cmd.player, 'withdraw', '10.2.2');
  const att = unitForWrite(ctx, m.attacker)!;
  const def = unitForWrite(ctx, m.defender)!;
  if (!cmd.withdraw) {
    if (cmd.to !== undefined) refuse('no-destination', 'A unit that stands names no withdrawal hex.', '10.2.2');
    record(ctx, { unit: def.id, type: 'stands', citations: CITE_10_2_2 });
    m.step = 'fire';
    proceed(ctx);
    return;
  }
  const ends = withdrawalEnds(s, def, att, attackerHex(s, m)) ?? [];
  const want = cmd.to;
  const end = want === undefined ? ends[0] : ends.find((r) => sameHex(r.to, want));
  if (end === undefined) return refuse('bad-withdrawal', `${def.id} may withdraw only to a reachable hex as far as possible from ${att.id}${want === undefined ? '' : ` (not ${hexKey(want)})`}.`, '10.2.2');
  const from = def.hex!;
  if (m.offMap === null && mayFireBeforeMelee(s, def)) volley(ctx, att, [def], { attacker: false, defender: true });
  if ((att.where !== 'map' && m.offMap === null) || def.where !== 'map') {
    preMeleeOutcome(ctx, m, from);
    return;
  }
  disrupt(ctx, def, false, '10.2.2', `withdrew before ${att.id}'s attack`);
  const outcome = checkPath(s, def, end.path, false, moveEnv(s, def.side));
  performMove(ctx, def, outcome, 'done');
  def.marker = 'done';
  def.charge = false;
  record(ctx, { unit: def.id, from, to: end.to, facing: end.facing, type: 'withdrawal', citations: CITE_10_2_2 });
  m.defenders.push(def.id);
  m.vacated.push(from);
  nextFight(ctx, m);
  proceed(ctx);
}

function preMeleeOutcome(ctx: Ctx, m: MeleeInProgress, at: { q: number; r: number }): void {
  const s = ctx.s;
  m.defenders.push(m.defender);
  if (s.units[m.attacker]!.where !== 'map') record(ctx, { attacker: m.attacker, defender: m.defender, reason: 'the attacker was eliminated by pre-melee fire', type: 'melee-cancelled', citations: CITE_8_7_2_2 });
  else m.vacated.push(at);
  nextFight(ctx, m);
  proceed(ctx);
}

/**
 * `melee-fire` (§8.7.2): the gunpowder defender fires before the melee (and is marked Done!, which
 * the attacker's melee strength then profits from, §10.2.3.5), or holds its fire.
 * @rule dawn-of-battle 8.7.2
 */
export function meleeFireCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'melee-fire' }>): void {
  const { m } = openMelee(ctx, cmd.player, 'fire', '8.7.2');
  preMeleeFire(ctx, m, cmd.fire);
  proceed(ctx);
}

/**
 * `exert` (§5.5, §10.2.3.6): the attacker discards chits for +1 each, then the defender for −1
 * each; either may discard none.
 * @rule dawn-of-battle 5.5
 * @rule dawn-of-battle 10.2.3.6
 */
export function exertCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'exert' }>): void {
  const s = ctx.s;
  const ph = meleePhase(ctx, cmd.player, '10.2.3.6');
  const m = ph.melee;
  if (m === null || (m.step !== 'exertAttacker' && m.step !== 'exertDefender')) return refuse('wrong-step', 'Exertion is bid after withdrawal and pre-melee fire.', '10.2.3.6');
  const role: MeleeRole = m.step === 'exertAttacker' ? 'attacker' : 'defender';
  const p = s.players[cmd.player];
  if (cmd.chits > p.unspent) refuse('no-action-points', `${cmd.player} has ${p.unspent} unspent action chit(s), not ${cmd.chits}.`, '10.2.3.6');
  p.unspent -= cmd.chits;
  m.exertion[role] = cmd.chits;
  record(ctx, { side: cmd.player, role, chits: cmd.chits, unspent: p.unspent, type: 'exertion', citations: CITE_5_5__10_2_3_6 });
  if (role === 'attacker') m.step = 'exertDefender';
  else openEvents(m);
  proceed(ctx);
}

/**
 * `play-melee-event` (§10.2.4.2, §14.6): a melee event from the hand goes into this melee (and to
 * the discard pile); the other player may answer. An ex Machina card takes the place of its
 * player's melee draw (ruling DOB-R47).
 * @rule dawn-of-battle 10.2.4.2
 * @rule dawn-of-battle 14.6
 * @ruling DOB-R47
 */
export function playMeleeEventCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'play-melee-event' }>): void {
  const s = ctx.s;
  const { m } = openMelee(ctx, cmd.player, 'events', '14.2');
  const role = m.eventTurn;
  if (!playableCards(s, m, cmd.player, role).includes(cmd.card)) refuse('not-playable', `${cmd.player} holds no melee event card ${cmd.card} to play now.`, '14.2');
  const p = s.players[cmd.player];
  p.hand.splice(p.hand.indexOf(cmd.card), 1);
  p.deck = { drawPile: p.deck.drawPile, discardPile: [...p.deck.discardPile, cmd.card] };
  m.played.push({ by: role, card: cmd.card });
  record(ctx, { side: cmd.player, role, card: cmd.card, type: 'event-played', citations: CITE_14_2__10_2_4_2 });
  m.eventPasses = 0;
  m.eventTurn = role === 'attacker' ? 'defender' : 'attacker';
  proceed(ctx);
}

/** `pass-melee-event`: no more events from this player for now; two passes in a row close the window. */
export function passMeleeEventCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'pass-melee-event' }>): void {
  const { m } = openMelee(ctx, cmd.player, 'events', '14.2');
  m.eventPasses += 1;
  m.eventTurn = m.eventTurn === 'attacker' ? 'defender' : 'attacker';
  proceed(ctx);
}

/**
 * `advance` (§15.6): a disciplined unit advances or stays; after a double attack that emptied
 * both hexes the attacker names the one it advances into (`to`, §15.7, ruling DOB-R40).
 * @rule dawn-of-battle 15.6
 * @rule dawn-of-battle 15.7
 * @ruling DOB-R40
 */
export function advanceCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'advance' }>): void {
  const { m } = openMelee(ctx, cmd.player, 'advance', '15.6');
  const s = ctx.s;
  const choices = advanceChoices(s, m);
  if (!cmd.advance && !s.options.melee.disciplined.includes(m.attacker)) refuse('must-advance', `${m.attacker} is not disciplined: it must advance (§10.2.6).`, '10.2.6');
  if (cmd.advance && cmd.to !== undefined && !choices.some((h) => sameHex(h, cmd.to!))) refuse('bad-advance-hex', `${m.attacker} may advance only into a hex its attack emptied.`, '15.7');
  doAdvance(ctx, m, cmd.advance, cmd.advance ? cmd.to ?? choices[0] : undefined);
  proceed(ctx);
}

/**
 * `continue-charge` (§10.2.7): the charging cavalry attacks an enemy in its zone of control again,
 * keeping its charge, or stops.
 * @rule dawn-of-battle 10.2.7
 */
export function continueChargeCommand(ctx: Ctx, cmd: Extract<MeleeCommand, { type: 'continue-charge' }>): void {
  const s = ctx.s;
  const { m } = openMelee(ctx, cmd.player, 'continue', '10.2.7');
  const att = unitForWrite(ctx, m.attacker)!;
  if ('targetHex' in cmd) {
    // Rulings DOB-R41, DOB-R62: a hex of lone enemy leaders in its zone is a continuance target too (leader-combat.ts).
    const h = cmd.targetHex;
    const how = continueAgainstLeader(ctx, m, att, h);
    if (how === null) refuse('not-in-zoc', `Hex (${h.q}, ${h.r}) holds no lone enemy leader in ${att.id}'s front hexes.`, '10.2.7');
    if (how === 'melee') proceed(ctx);
    else finishMelee(ctx);
    return;
  }
  if (cmd.target === null) {
    finishMelee(ctx);
    return;
  }
  if (s.leaders[cmd.target] !== undefined) refuse('name-the-hex', 'A charge goes on against lone enemy leaders by naming their hex (targetHex), not a leader.', '10.2.7');
  const target = targetsOf(s, att).find((t) => t.id === cmd.target);
  if (target === undefined) return refuse('not-in-zoc', `${cmd.target} is not an enemy unit in ${att.id}'s front hexes.`, '10.2.7');
  att.continuanceUsed = true;
  m.defender = target.id;
  m.continuance = true;
  m.capture = false;
  m.vacated = [];
  m.exertion = { attacker: 0, defender: 0 };
  m.played = [];
  m.step = 'withdraw';
  record(ctx, { unit: att.id, defender: target.id, type: 'continuance', citations: CITE_10_2_7 });
  beginFight(ctx, m, att, target);
}

/** Runs one melee command. */
export function dispatchMelee(ctx: Ctx, c: MeleeCommand): void {
  switch (c.type) {
    case 'initiate-melee': return initiateMelee(ctx, c);
    case 'withdraw': return withdrawCommand(ctx, c);
    case 'melee-fire': return meleeFireCommand(ctx, c);
    case 'exert': return exertCommand(ctx, c);
    case 'play-melee-event': return playMeleeEventCommand(ctx, c);
    case 'pass-melee-event': return passMeleeEventCommand(ctx, c);
    case 'advance': return advanceCommand(ctx, c);
    case 'continue-charge': return continueChargeCommand(ctx, c);
  }
}
