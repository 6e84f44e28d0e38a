/**
 * Player actions in the action cycle (§5): formation and individual activation, the acting
 * unit's move and fire, event purchase and handicap banking.
 * @module
 */
import type { ActivationAction, DobCommand } from '../../model/commands.js';
import { canLead, commandArea } from '../06-command-control/command-control.js';
import { drawCard } from '../02-components/cards.js';
import { citing, type Ctx, record, refuse, unitForWrite } from '../../kernel/context.js';
import { faceOf, isCannon, morale, occupancy, type Occupancy } from '../../query/derived.js';
import { disrupt } from '../06-command-control/effects.js';
import { hexKey } from '../../model/geometry.js';
import { canMoveAtAll, checkPath, moveEnv, performMove } from '../07-movement/movement.js';
import { canRally, rallyUnits } from '../09-rally/rally.js';
import { attackDraws, fireTest, isMissileUnit, rapidFirePlanValid, requireCanFire, resolveRanged } from '../08-ranged/ranged.js';
import { afterAction } from '../04-sequence/sequence.js';
import type { Activation, DieResume, DobState, Side, UnitState, WritableUnit } from '../../model/state.js';
import { drawWindowsDue, openDrawWindows } from '../14-events/event-window.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_4_5 = citing('4.5');
const CITE_5_2 = citing('5.2');
const CITE_5_3 = citing('5.3');
const CITE_5_6 = citing('5.6');
const CITE_5_7__13_5 = citing('5.7', '13.5');
const CITE_8_6_1 = citing('8.6.1');

function actionPhase(ctx: Ctx, side: Side, section: string): Extract<DobState['phase'], { kind: 'action' }> {
  const ph = ctx.s.phase;
  if (ph.kind !== 'action') return refuse('wrong-phase', `That is an action-cycle command; the game is in the ${ph.kind} phase.`, section);
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn to act.`, '4.5');
  if (ph.chooseFirst) refuse('choose-first', 'The initiative player must first say who spends the first action point.', '4.5');
  return ph;
}

/** Checks an action may be taken now (phase, player, not passed, no open activation, AP). */
export function freeAction(ctx: Ctx, side: Side, section: string, cost = 1): void {
  const ph = actionPhase(ctx, side, section);
  if (ph.activation !== null) refuse('activation-open', 'Finish the current activation first (one unit completes before the next, §5.2).', '5.2');
  if (ctx.s.players[side].passed) refuse('passed', `${side} has passed and may take no more actions this turn.`, '5.0');
  if (ctx.s.players[side].unspent < cost) refuse('no-action-points', `${side} needs ${cost} unspent action point${cost > 1 ? 's' : ''}.`, section);
}

/**
 * `choose-first` (§4.5): the initiative player says who spends the first action point.
 * @rule dawn-of-battle 4.5
 */
export function chooseFirst(ctx: Ctx, side: Side, first: Side): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'action' || !ph.chooseFirst) return refuse('wrong-phase', 'Only at the start of the action cycle.', '4.5');
  if (ph.toAct !== side) refuse('wrong-player', 'Only the initiative player chooses who acts first.', '4.5');
  ph.chooseFirst = false;
  ph.toAct = first;
  record(ctx, { side: first, type: 'first-actor', citations: CITE_4_5 });
}

/**
 * Whether `u` could take part in `action` now (§5.2 last condition, §7.10, §9.0): the occupancy
 * is passed in so callers checking many units build it once (or as a function building it, for
 * a caller that may not need it: only fire checks read it).
 */
export function ableTo(s: DobState, u: UnitState, action: ActivationAction, occ: Occupancy | (() => Occupancy)): boolean {
  if (u.where !== 'map' || u.marker !== 'none') return false;
  if (action === 'rally') return canRally(s, u);
  if (isCannon(s, u)) return action === 'fire' && hasTarget(s, u, occ);
  if (action === 'move') return canMoveAtAll(s, u);
  if (action === 'fire') return isMissileUnit(s, u) && hasTarget(s, u, occ);
  // Move-and-fire / fire-and-move: blue movement on the current (good-order) side (§7.10).
  return u.status === 'good' && faceOf(s, u).moveAndFire && canMoveAtAll(s, u);
}

function hasTarget(s: DobState, u: UnitState, occ: Occupancy | (() => Occupancy)): boolean {
  const units = s.units;
  const can = fireTest(s, u, occ);
  for (const id in units) if (can(units[id]!)) return true;
  return false;
}

/**
 * The unit `id` of `side`, refusing unknown or enemy units. For reading: a unit the command is
 * going to change is taken with {@link unitToChange} instead.
 */
export function unitOf(ctx: Ctx, side: Side, id: string, section: string): UnitState {
  const u = ctx.s.units[id];
  if (u === undefined) return refuse('unknown-unit', `There is no unit "${id}".`, section);
  if (u.side !== side) refuse('not-your-unit', `${id} belongs to ${u.side}.`, section);
  return u;
}

/** {@link unitOf} (the same refusals), as the command's own copy to change (`unitForWrite`). */
export function unitToChange(ctx: Ctx, side: Side, id: string, section: string): WritableUnit {
  unitOf(ctx, side, id, section);
  return unitForWrite(ctx, id)!;
}

/**
 * `activate-formation` (§5.2, §6.2): 1 AP; a leader able to form formations, and units without
 * Active!/Done!, within its command range by a chain free of enemy units, all able to do the one
 * action. Cannon never join formations (§5.3). Rally resolves at once (§9.3); other actions open
 * an activation in which each unit acts in turn.
 * @rule dawn-of-battle 5.2
 * @rule dawn-of-battle 6.2
 */
export function activateFormation(ctx: Ctx, cmd: Extract<DobCommand, { type: 'activate-formation' }>): void {
  const s = ctx.s;
  const side = cmd.player;
  const cost = cmd.action === 'rally' && cmd.rallyModifier === true ? 2 : 1;
  freeAction(ctx, side, '5.2', cost);
  if (cmd.rallyModifier === true && cmd.action !== 'rally') refuse('rally-modifier', 'The −1 modifier may be bought only for a rally.', '9.4');
  const l = s.leaders[cmd.leader];
  if (l === undefined) return refuse('unknown-leader', `There is no leader "${cmd.leader}".`, '5.2');
  if (!canLead(l, side)) refuse('leader-cannot-lead', `${cmd.leader} cannot form a formation now (not on the map, not ${side}'s, or moved beyond its command range).`, '5.2');
  if (cmd.units.length === 0) refuse('empty-formation', 'A formation needs at least one unit.', '5.2');
  if (new Set(cmd.units).size !== cmd.units.length) refuse('repeated-unit', 'A unit is listed twice.', '5.2');
  const occ = occupancy(s);
  const area = commandArea(s, l, occ);
  const units: UnitState[] = [];
  for (const id of cmd.units) {
    const u = unitOf(ctx, side, id, '5.2');
    if (u.where !== 'map' || u.hex === null) refuse('not-on-map', `${id} is not on the map.`, '5.2');
    if (u.marker !== 'none') refuse('already-acted', `${id} carries an ${u.marker === 'active' ? 'Active!' : 'Done!'} marker.`, '5.2');
    if (isCannon(s, u)) refuse('cannon-formation', 'Cannon never belong to formations.', '5.3');
    if (!area.has(hexKey(u.hex))) refuse('out-of-command', `${id} is outside ${cmd.leader}'s command range (${l.range}) or cut off by enemy units.`, '6.2');
    if (!ableTo(s, u, cmd.action, occ)) refuse('unable', `${id} cannot ${cmd.action} now.`, cmd.action === 'rally' ? '9.0' : cmd.action === 'fire' ? '8.1' : cmd.action === 'move' ? '7.0' : '7.10');
    units.push(u);
  }
  s.players[side].unspent -= cost;
  l.revealed = true;
  record(ctx, { side, leader: l.id, units: [...cmd.units], action: cmd.action, cost, type: 'formation-activated', citations: CITE_5_2 });
  if (cmd.action === 'rally') {
    if (!rallyUnits(ctx, side, units, true, cmd.rallyModifier === true)) afterAction(ctx, side);
    return;
  }
  openActivation(ctx, { kind: 'formation', leader: l.id, group: null, entries: {}, action: cmd.action, remaining: [...cmd.units], current: null });
}

/**
 * `activate-unit` (§5.3): 1 AP activates one unit without regard to command range. A unit marked
 * Active! or Done! cannot be activated again (ruling DOB-R16); a failed rally leaves it unmarked.
 * A single unit outside an enemy zone rallies automatically (§9.2).
 * @rule dawn-of-battle 5.3
 * @rule dawn-of-battle 9.2
 * @ruling DOB-R16
 */
export function activateUnit(ctx: Ctx, cmd: Extract<DobCommand, { type: 'activate-unit' }>): void {
  const s = ctx.s;
  const side = cmd.player;
  freeAction(ctx, side, '5.3');
  // Activating changes nothing on the unit (only a rally does, on the working copy below).
  const u = unitOf(ctx, side, cmd.unit, '5.3');
  if (u.where !== 'map') refuse('not-on-map', `${cmd.unit} is not on the map.`, '5.3');
  if (u.marker !== 'none') refuse('already-acted', `${cmd.unit} already carries an ${u.marker === 'active' ? 'Active!' : 'Done!'} marker.`, '5.3', 'ruling DOB-R16');
  if (!ableTo(s, u, cmd.action, () => occupancy(s))) refuse('unable', `${cmd.unit} cannot ${cmd.action} now.`, cmd.action === 'rally' ? '9.0' : '5.3');
  s.players[side].unspent -= 1;
  record(ctx, { side, unit: u.id, action: cmd.action, type: 'unit-activated', citations: CITE_5_3 });
  if (cmd.action === 'rally') {
    if (!rallyUnits(ctx, side, [s.units[u.id]!], false, false)) afterAction(ctx, side);
    return;
  }
  openActivation(ctx, { kind: 'unit', leader: null, group: null, entries: {}, action: cmd.action, remaining: [u.id], current: null });
}

/** Opens an activation in the action phase. */
export function openActivation(ctx: Ctx, a: Activation): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'action') return;
  ph.activation = a;
}

/** The open activation, refusing when there is none. */
export function activation(ctx: Ctx, side: Side, section: string): Activation {
  const ph = actionPhase(ctx, side, section);
  if (ph.activation === null) return refuse('no-activation', 'No unit or formation is activated; spend an action point first.', '5.2');
  return ph.activation;
}

/** Ends the acting unit's turn within the activation, and the activation when nobody is left. */
export function unitDone(ctx: Ctx, side: Side): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'action' || ph.activation === null) return;
  const a = ph.activation;
  a.current = null;
  if (a.remaining.length === 0) {
    ph.activation = null;
    afterAction(ctx, side);
  }
}

/**
 * `move` (§7) for a unit of the activation: a unit completes its action before the next starts
 * (§5.2). May self-disrupt first for its better disrupted movement (§7.2). Move-and-fire units
 * are marked Done! (§7.10).
 * @rule dawn-of-battle 5.2
 * @rule dawn-of-battle 7.2
 * @rule dawn-of-battle 7.10
 */
export function moveCommand(ctx: Ctx, cmd: Extract<DobCommand, { type: 'move' }>): void {
  const s = ctx.s;
  // Made before the mover is copied for writing: it then holds the caller's units record, whose
  // cell form a sampler may have built already (movement.ts `sharedCells`); the copy is identical.
  const env = moveEnv(s, cmd.player);
  const a = activation(ctx, cmd.player, '7.0');
  if (a.kind === 'reinforcement') refuse('use-enter-map', 'Reinforcements come on with enterMap.', '7.8');
  if (a.action === 'fire') refuse('wrong-action', 'This activation is for ranged fire only.', '5.2');
  const u = unitToChange(ctx, cmd.player, cmd.unit, '7.0');
  if (a.current !== null) {
    if (a.current.unit !== u.id) refuse('unit-in-progress', `${a.current.unit} must complete its action first.`, '5.2');
    if (a.current.stage !== 'move') refuse('wrong-stage', `${u.id} has moved already; it may fire or end.`, '7.10');
  } else {
    if (!a.remaining.includes(u.id)) refuse('not-activated', `${u.id} is not part of this activation or has acted.`, '5.2');
  }
  if (cmd.selfDisrupt === true) {
    if (u.status === 'disrupted') refuse('already-disrupted', `${u.id} is already disrupted.`, '7.2');
    if (a.action !== 'move') refuse('self-disrupt', 'Only a unit activated to move may self-disrupt (move-and-fire needs good order).', '7.2');
  }
  // Check on a copy of the unit's face as it will be, so a refusal leaves nothing changed.
  const probe: UnitState = cmd.selfDisrupt === true ? { ...u, status: 'disrupted' } : u;
  const outcome = checkPath(s, probe, cmd.path, cmd.charge === true, env);
  if (cmd.selfDisrupt === true) {
    disrupt(ctx, u, false, '7.2', 'self-disrupted for movement');
  }
  a.remaining = a.remaining.filter((x) => x !== u.id);
  performMove(ctx, u, outcome, a.action === 'move' && !isCannon(s, u) ? 'active' : 'done');
  if (a.action === 'moveAndFire' && u.where === 'map' && u.status === 'good') {
    a.current = { unit: u.id, stage: 'fire', plan: [] };
    return;
  }
  unitDone(ctx, cmd.player);
}

/**
 * `fire` (§8.5): the lead is an activated unit; supporters are any friendly units able to hit
 * the same target (§8.5.1), never for move-and-fire shots (§7.10). All who fired are marked
 * Done! (§8.5.5). A rapid-fire lead predesignates its plan on its first shot (§8.6.1); only that
 * first shot may be supported (§8.6.2); combined shots multiply its draws (§8.6.3).
 * @rule dawn-of-battle 8.5
 * @rule dawn-of-battle 8.5.5
 * @rule dawn-of-battle 8.6
 * @rule dawn-of-battle 7.10
 */
export function fireCommand(ctx: Ctx, cmd: Extract<DobCommand, { type: 'fire' }>, mods?: { attack: number; defense: number }): void {
  const s = ctx.s;
  const a = activation(ctx, cmd.player, '8.5');
  if (a.kind === 'reinforcement') refuse('use-enter-map', 'Reinforcements come on with enterMap.', '7.8');
  if (a.action === 'move') refuse('wrong-action', 'This activation is for movement only.', '5.2');
  const lead = unitToChange(ctx, cmd.player, cmd.lead, '8.5.1');
  let plan: number[] = [];
  let firstShot = true;
  if (a.current !== null) {
    if (a.current.unit !== lead.id) refuse('unit-in-progress', `${a.current.unit} must complete its action first.`, '5.2');
    if (a.current.stage !== 'fire') refuse('wrong-stage', `${lead.id} has fired already; it may move or end.`, '7.10');
    plan = a.current.plan;
    firstShot = plan.length === 0;
  } else {
    if (!a.remaining.includes(lead.id)) refuse('not-activated', `${lead.id} is not part of this activation or has acted.`, '5.2');
  }
  const occ = occupancy(s);
  const target = s.units[cmd.target];
  if (target === undefined) return refuse('unknown-unit', `There is no unit "${cmd.target}".`, '8.5.1');
  requireCanFire(s, lead, target, occ);
  const mf = a.action === 'moveAndFire' || a.action === 'fireAndMove';
  if (mf && cmd.supporters.length > 0) refuse('no-support', 'Support fire cannot be used with move-and-fire or fire-and-move.', '7.10');
  let shots = 1;
  if (lead.rapidFire > 0 && !mf) {
    if (firstShot) {
      const p = cmd.plan ?? [lead.rapidFire];
      if (!rapidFirePlanValid(lead.rapidFire, p)) refuse('bad-plan', `A ×${lead.rapidFire} rapid-fire plan splits ${lead.rapidFire} into attacks of 1 to 3.`, '8.6.1');
      plan = [...p];
      record(ctx, { unit: lead.id, plan, type: 'rapid-fire-plan', citations: CITE_8_6_1 });
    } else if (cmd.plan !== undefined) refuse('plan-fixed', 'The rapid-fire plan was fixed before the first attack.', '8.6.1');
    shots = plan.shift()!;
  } else if (cmd.plan !== undefined) refuse('no-rapid-fire', `${lead.id} has no rapid fire.`, '8.6');
  if (!firstShot && cmd.supporters.length > 0) refuse('support-first-only', 'Other units may support only the first rapid-fire attack.', '8.6.2');
  const supporters: WritableUnit[] = [];
  for (const id of cmd.supporters) {
    const sup = unitToChange(ctx, cmd.player, id, '8.5.1');
    if (sup.id === lead.id || supporters.some((x) => x.id === id)) refuse('repeated-unit', `${id} is listed twice.`, '8.5.1');
    if (sup.where !== 'map' || sup.marker === 'done') refuse('cannot-support', `${id} cannot support (not on the map or marked Done!).`, '8.5.1');
    requireCanFire(s, sup, target, occ);
    supporters.push(sup);
  }
  const draws = attackDraws(s, lead, hexDistance(lead, target)) * shots;
  if (mods === undefined && drawWindowsDue(ctx, 'ranged')) {
    // §5.4: the shot is legal; open the windows before the draws, then come back here.
    const command = { type: 'fire' as const, player: cmd.player, lead: cmd.lead, supporters: [...cmd.supporters], target: cmd.target, ...(cmd.plan === undefined ? {} : { plan: [...cmd.plan] }) };
    openDrawWindows(ctx, cmd.player, { kind: 'fire', command, attackMod: null });
    return;
  }
  resolveRanged(ctx, lead, supporters, target, draws, mods);
  for (const sup of supporters) {
    sup.marker = 'done';
    if (a.remaining.includes(sup.id)) a.remaining = a.remaining.filter((x) => x !== sup.id);
  }
  a.remaining = a.remaining.filter((x) => x !== lead.id);
  const moreShots = plan.length > 0 && lead.where === 'map';
  if (moreShots) {
    a.current = { unit: lead.id, stage: 'fire', plan };
    return;
  }
  lead.marker = 'done';
  if (a.action === 'fireAndMove' && lead.where === 'map' && lead.status === 'good') {
    a.current = { unit: lead.id, stage: 'move', plan: [] };
    return;
  }
  unitDone(ctx, cmd.player);
}

function hexDistance(a: UnitState, b: UnitState): number {
  const dq = a.hex!.q - b.hex!.q;
  const dr = a.hex!.r - b.hex!.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/**
 * Carries on with a rally interrupted by a die-modification window (§5.4): the first unit draws
 * with the agreed modification, then the rest go on.
 */
export function continueRally(ctx: Ctx, r: Extract<DieResume, { kind: 'rally' }>, firstMod: number): void {
  const units = r.units.map((id) => ctx.s.units[id]!);
  if (!rallyUnits(ctx, r.side, units, r.formation, r.bought, firstMod)) afterAction(ctx, r.side);
}

/**
 * `end-unit`: the acting unit forgoes the rest of its action (the other half of move-and-fire,
 * remaining rapid-fire shots). A unit that fired is marked Done! (§8.5.5, §7.10).
 * @rule dawn-of-battle 7.10
 */
export function endUnit(ctx: Ctx, side: Side): void {
  const a = activation(ctx, side, '5.2');
  if (a.current === null) return refuse('no-unit', 'No unit is part-way through its action.', '5.2');
  const u = unitForWrite(ctx, a.current.unit)!;
  if (u.where === 'map') u.marker = 'done';
  unitDone(ctx, side);
}

/**
 * `end-activation`: the remaining units of the activation do not act and stay unmarked (§5.2
 * note 1: only the units a player needs act).
 * @rule dawn-of-battle 5.2
 */
export function endActivation(ctx: Ctx, side: Side): void {
  const a = activation(ctx, side, '5.2');
  if (a.current !== null) {
    const u = unitForWrite(ctx, a.current.unit)!;
    if (u.where === 'map') u.marker = 'done';
  }
  a.remaining = [];
  unitDone(ctx, side);
}

/**
 * `purchase-event` (§5.6, §14.3): 1 AP draws an event card into the hand, if the hand stays
 * within the army's morale. As an action in the action cycle, or at turn end.
 * @rule dawn-of-battle 5.6
 * @rule dawn-of-battle 14.3
 */
export function purchaseEvent(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const ph = s.phase;
  if (ph.kind === 'turnEnd') {
    if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn-end step.`, '4.7');
    if (s.players[side].unspent < 1) refuse('no-action-points', `${side} has no unspent action point.`, '5.6');
  } else freeAction(ctx, side, '5.6');
  const p = s.players[side];
  if (p.hand.length + 1 > morale(s, side)) refuse('hand-full', `${side}'s hand (${p.hand.length}) may not exceed its morale (${morale(s, side)}).`, '14.0');
  p.unspent -= 1;
  drawCard(ctx, side, 'event purchase', true);
  record(ctx, { side, hand: p.hand.length, type: 'event-purchased', citations: CITE_5_6 });
  if (ph.kind === 'action') afterAction(ctx, side);
}

/**
 * `bank-chits` (§5.7, §13.5): as one action, set `count` unspent chits on the current turn box;
 * they leave the chit pool for the rest of the game.
 * @rule dawn-of-battle 5.7
 * @rule dawn-of-battle 13.5
 */
export function bankChits(ctx: Ctx, side: Side, count: number): void {
  const s = ctx.s;
  freeAction(ctx, side, '5.7', count);
  const p = s.players[side];
  p.unspent -= count;
  p.chitPool -= count;
  const box = p.banked.find((b) => b.turn === s.turn);
  if (box) box.count += count;
  else p.banked.push({ turn: s.turn, count });
  record(ctx, { side, count, turn: s.turn, pool: p.chitPool, type: 'chits-banked', citations: CITE_5_7__13_5 });
  afterAction(ctx, side);
}

/** `pass` in the action cycle (§5.0). */
export function passCommand(ctx: Ctx, side: Side, pass: (ctx: Ctx, side: Side) => void): void {
  const ph = actionPhase(ctx, side, '5.0');
  if (ph.activation !== null) refuse('activation-open', 'Finish the current activation first.', '5.2');
  pass(ctx, side);
}

