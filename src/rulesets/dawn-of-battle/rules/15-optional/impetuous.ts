/**
 * Impetuousness (§15.5, an option: the scenario names the impetuous units). After the leaders
 * are placed and before the action cycle, each army with good-order impetuous units checks its
 * restraint: both players (the initiative player first) say how many action chits they spend for
 * −1 each, then each draws a morale check. An army that fails loses restraint: each of its
 * good-order impetuous units, one at a time in the owner's order, makes its impetuous move toward
 * the nearest enemy (§15.5.1.1; the initiative player's army first when both failed); a unit that
 * does not engage is disrupted and marked Active! (§15.5.1.4). Then the units that engaged (or
 * began engaged) fight an immediate melee phase (§15.5.1.3) through the ordinary melee procedure,
 * each of them obliged to attack (ruling DOB-R51), and the action cycle begins. For the rest of the
 * turn that army's impetuous units have −1 missile defense and −1 melee strength (§15.5.1.2, ruling DOB-R51).
 * Impetuousness ends for good once the army has panicked (§15.5).
 *
 * Rulings (labelled, not the book's words): only sides with a good-order impetuous unit on the map
 * check; a side bids only on its own check, openly, initiative player first (ruling DOB-R51), and no
 * §5.4 window opens (the chits are the modification); the impetuous ends are computed exactly
 * (see {@link impetuousEnds}); the barbarian charge of an army with impetuous units is forced on
 * the first turn it loses restraint (ruling DOB-R50).
 * @ruling DOB-R50
 * @ruling DOB-R51
 * @module
 */
import { drawCard } from '../02-components/cards.js';
import { emit, refuse, unitForWrite, type Ctx } from '../../kernel/context.js';
import { effectiveMorale, faceOf, isCampLike, isCannon, moraleCheckPasses, occupancy, type Occupancy } from '../../query/derived.js';
import { disrupt } from '../06-command-control/effects.js';
import { distance, sameHex } from '../../model/geometry.js';
import { checkPath, legalCharges, legalMoves, moveEnv, nearestEnemy, performMove, type Reach } from '../07-movement/movement.js';
import { targetsOf } from '../10-melee/phase/eligibility.js';
import { attackDraws, resolveRanged, whyCannotFire } from '../08-ranged/ranged.js';
import { beginActionCycle } from '../04-sequence/action-cycle.js';
import type { DobState, Phase, Side, UnitState } from '../../model/state.js';
import { other } from '../../model/state.js';
import type { ImpetuousCommand } from '../../model/impetuous-commands.js';
import type { ImpetuousPhase } from '../../model/state.js';
export type { ImpetuousPhase } from '../../model/state.js';
export { hasLostRestraint, missileDefenseOf, hasImpetuousUnits, inImpetuousMelee, impetuousMayInitiate } from './impetuous-status.js';

/** The good-order impetuous combat units of `side` on the map (§15.5.1: only these move). */
function goodImpetuous(s: DobState, side: Side): UnitState[] {
  const out: UnitState[] = [];
  for (const id of s.options.supplementary.impetuous) {
    const u = s.units[id];
    if (u === undefined || u.side !== side || u.where !== 'map' || u.status !== 'good') continue;
    if (isCampLike(s, u) || isCannon(s, u) || faceOf(s, u).movement <= 0) continue;
    out.push(u);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** An army still impetuous: it has not panicked (§15.5) and has a good-order impetuous unit. */
function checks(s: DobState, side: Side): boolean {
  return s.players[side].panics === 0 && goodImpetuous(s, side).length > 0;
}

/**
 * Opens the impetuousness phase after leader placement when an army must check its restraint
 * (§15.5); returns false (the action cycle begins as usual) when none must.
 * @rule dawn-of-battle 15.5
 */
export function startImpetuousness(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.options.supplementary.impetuous.length === 0) return false;
  const holder = s.initiative.holder ?? 'A';
  const checking = [holder, other(holder)].filter((side) => checks(s, side));
  if (checking.length === 0) return false;
  s.phase = { kind: 'impetuous', step: 'restraint', toAct: checking[0]!, checking, bids: { A: null, B: null }, lost: [], movers: [], engaged: [] };
  emit(ctx, 'restraint-check', ['15.5'], { sides: checking });
  proceedImpetuous(ctx);
  return true;
}

function impetuousPhase(ctx: Ctx, side: Side, step: ImpetuousPhase['step'], section: string): ImpetuousPhase {
  const ph = ctx.s.phase;
  if (ph.kind !== 'impetuous') return refuse('wrong-phase', `That is an impetuousness command; the game is in the ${ph.kind} phase.`, section);
  if (ph.step !== step) refuse('wrong-step', `The impetuousness phase is at its ${ph.step} step.`, section);
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s decision in the impetuousness phase.`, section);
  return ph;
}

/**
 * `restraint` (§15.5): the side spends `chits` action chits, each −1 on its restraint check.
 * @rule dawn-of-battle 15.5
 */
function restraintCommand(ctx: Ctx, side: Side, chits: number): void {
  const ph = impetuousPhase(ctx, side, 'restraint', '15.5');
  const p = ctx.s.players[side];
  if (chits > p.unspent) refuse('no-action-points', `${side} has ${p.unspent} unspent action chit(s), not ${chits}.`, '15.5');
  bid(ctx, ph, side, chits);
}

function bid(ctx: Ctx, ph: ImpetuousPhase, side: Side, chits: number): void {
  ctx.s.players[side].unspent -= chits;
  ph.bids[side] = chits;
  emit(ctx, 'restraint-bid', ['15.5'], { side, chits, unspent: ctx.s.players[side].unspent });
  const next = ph.checking.find((x) => ph.bids[x] === null);
  if (next !== undefined) ph.toAct = next;
  else drawRestraint(ctx, ph);
}

/**
 * The restraint checks (§15.5): each checking army draws a morale check, its chits −1 each (a
 * natural 1 passes, §2.7.3); a failure loses restraint.
 * @rule dawn-of-battle 15.5
 * @rule dawn-of-battle 15.4
 */
function drawRestraint(ctx: Ctx, ph: ImpetuousPhase): void {
  const s = ctx.s;
  for (const side of ph.checking) {
    const chits = ph.bids[side] ?? 0;
    const card = drawCard(ctx, side, 'morale (restraint)');
    const morale = effectiveMorale(s, side);
    const passed = moraleCheckPasses(card.die, -chits, morale);
    emit(ctx, 'restraint', ['15.5'], { side, die: card.die, chits, morale, passed });
    if (passed) continue;
    ph.lost.push(side);
    s.ext.restraintLost = { ...(s.ext.restraintLost ?? { A: null, B: null }), [side]: s.turn };
    if (s.options.supplementary.barbarian.includes(side) && s.ext.barbarianTurn[side] === null) {
      // Ruling DOB-R50: with impetuousness the barbarian turn is the first one restraint is lost.
      s.ext.barbarianTurn[side] = s.turn;
      emit(ctx, 'barbarian-charge', ['15.4', '15.5'], { side, turn: s.turn, forced: true });
    }
  }
  if (ph.lost.length === 0) {
    beginActionCycle(ctx);
    return;
  }
  ph.step = 'move';
  ph.toAct = ph.lost[0]!;
  ph.movers = ph.lost.flatMap((side) => goodImpetuous(s, side).map((u) => u.id));
}

/** True when `u`, standing at `to` facing `facing`, has an enemy unit in its front hexes (engaged, §10.2.1). */
function engagesAt(s: DobState, u: UnitState, r: { to: UnitState['hex']; facing: UnitState['facing'] }, occ: Occupancy): UnitState[] {
  return targetsOf(s, { ...u, hex: r.to, facing: r.facing }, occ);
}

/**
 * The legal ends of `u`'s impetuous move (§15.5.1.1), empty when it must stay where it is.
 * Ruling (the book's wording, made exact): the enemy combat units are ranked by hex distance
 * from the unit; the unit must end engaging (an enemy in its front hexes) the nearest-ranked
 * enemy it can engage this move, by a cheapest route (moving through friends where that route
 * does, §7.9); a cavalry unit may take such an end as a charge when the charge rules allow it
 * (§15.5.1.5). If it can engage no enemy, it must end as near the nearest enemy as it can get,
 * by a cheapest route; if no end is nearer than where it stands, it stays.
 * @rule dawn-of-battle 15.5.1.1
 * @rule dawn-of-battle 15.5.1.5
 */
export function impetuousEnds(s: DobState, u: UnitState, occ: Occupancy = occupancy(s)): Reach[] {
  if (u.hex === null) return [];
  const env = moveEnv(s, u.side);
  const all = [...legalMoves(s, u, env), ...legalCharges(s, u, env)];
  const start = u.hex;
  let bestRank = Infinity;
  const ranked = all.map((r) => {
    let rank = Infinity;
    for (const e of engagesAt(s, u, r, occ)) rank = Math.min(rank, distance(start, e.hex!));
    bestRank = Math.min(bestRank, rank);
    return { r, rank };
  });
  if (bestRank < Infinity) return cheapest(ranked.filter((x) => x.rank === bestRank).map((x) => x.r));
  const here = nearestEnemy(s, u.side, start);
  let best = here;
  const near = all.filter((r) => !r.charge).map((r) => ({ r, d: nearestEnemy(s, u.side, r.to) }));
  for (const x of near) best = Math.min(best, x.d);
  if (best >= here) return [];
  return cheapest(near.filter((x) => x.d === best).map((x) => x.r));
}

function cheapest(ends: Reach[]): Reach[] {
  let min = Infinity;
  for (const r of ends) min = Math.min(min, r.spent);
  return ends.filter((r) => r.spent === min);
}

/**
 * `impetuous-move` (§15.5.1.1): the unit moves to one of its legal ends, for no action point and
 * whatever its command (ruling DOB-R51). If it then has an enemy in its front hexes it has engaged
 * and attacks in the impetuous melee; otherwise it is disrupted (no effect if already disrupted)
 * and marked Active! (§15.5.1.4).
 * @rule dawn-of-battle 15.5.1.1
 * @rule dawn-of-battle 15.5.1.4
 * @ruling DOB-R51
 */
function impetuousMoveCommand(ctx: Ctx, cmd: Extract<ImpetuousCommand, { type: 'impetuous-move' }>): void {
  const s = ctx.s;
  const ph = impetuousPhase(ctx, cmd.player, 'move', '15.5.1.1');
  const u = unitForWrite(ctx, cmd.unit);
  if (u === undefined) return refuse('unknown-unit', `There is no unit "${cmd.unit}".`, '15.5.1.1');
  if (u.side !== cmd.player) refuse('not-your-unit', `${cmd.unit} belongs to ${u.side}.`, '15.5.1.1');
  if (!ph.movers.includes(u.id)) refuse('not-impetuous-mover', `${cmd.unit} has no impetuous move to make now.`, '15.5.1');
  const charge = cmd.charge === true;
  const end = impetuousEnds(s, u).find((r) => sameHex(r.to, cmd.to) && r.facing === cmd.facing && r.charge === charge);
  if (end === undefined) return refuse('not-impetuous-end', `${cmd.unit} must take a shortest route to engage the nearest enemy it can reach (or close on it); ${cmd.to.q},${cmd.to.r} facing ${cmd.facing}${charge ? ' as a charge' : ''} is not one of its ends.`, '15.5.1.1');
  const outcome = checkPath(s, u, end.path, end.charge, moveEnv(s, u.side));
  performMove(ctx, u, outcome);
  if ((ph.fired ?? []).includes(u.id)) u.marker = 'done';
  ph.movers = ph.movers.filter((id) => id !== u.id);
  emit(ctx, 'impetuous-move', ['15.5.1.1'], { unit: u.id, to: end.to, facing: end.facing, charge: end.charge });
  // §15.5.1.2: a move-and-fire unit that has not fired may fire now, and is settled after (§15.5.1.4).
  if (u.where === 'map' && mayFireImpetuously(s, ph, u)) ph.firing = u.id;
  else settleMover(ctx, ph, u);
  proceedImpetuous(ctx);
}

/** Enemy units `u` could fire at now (§8.1–8.4). */
function fireTargets(s: DobState, u: UnitState): UnitState[] {
  const occ = occupancy(s);
  return Object.values(s.units).filter((t) => t.side !== u.side && t.where === 'map' && whyCannotFire(s, u, t, occ) === null).sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** A move-and-fire impetuous unit that has not fired yet and has a target (§15.5.1.2). */
function mayFireImpetuously(s: DobState, ph: ImpetuousPhase, u: UnitState): boolean {
  return faceOf(s, u).moveAndFire && !(ph.fired ?? []).includes(u.id) && fireTargets(s, u).length > 0;
}

/**
 * `impetuous-fire` (§15.5.1.2): a move-and-fire impetuous unit fires before its impetuous move or
 * after it, for no action point; a unit that moved and then fired (or declined) is settled as
 * engaged or not only then (§15.5.1.4). Rulings (ours): the shot is an ordinary ranged attack
 * with no event or §5.4 window; the firer is marked Done! (move-and-fire, §7.10), so it does not
 * attack in the impetuous melee.
 * @rule dawn-of-battle 15.5.1.2
 * @rule dawn-of-battle 15.5.1.4
 */
function impetuousFireCommand(ctx: Ctx, cmd: Extract<ImpetuousCommand, { type: 'impetuous-fire' }>): void {
  const s = ctx.s;
  const ph = impetuousPhase(ctx, cmd.player, 'move', '15.5.1.2');
  const u = unitForWrite(ctx, cmd.unit);
  if (u === undefined) return refuse('unknown-unit', `There is no unit "${cmd.unit}".`, '15.5.1.2');
  const after = ph.firing === u.id;
  if (ph.firing !== undefined && !after) refuse('firing-pending', `${ph.firing} decides on its shot first.`, '15.5.1.2');
  if (!after && (!ph.movers.includes(u.id) || !mayFireImpetuously(s, ph, u))) refuse('no-impetuous-fire', `${cmd.unit} is not a move-and-fire impetuous unit with a shot to take now.`, '15.5.1.2');
  if (cmd.target === null && !after) refuse('no-target', 'Name a target (a shot before the move cannot be declined: just move).', '15.5.1.2');
  if (cmd.target !== null) {
    const t = fireTargets(s, u).find((x) => x.id === cmd.target);
    if (t === undefined) return refuse('no-shot', `${cmd.unit} cannot fire at ${cmd.target} (range, arc or line of sight).`, '8.0');
    ph.fired = [...(ph.fired ?? []), u.id];
    resolveRanged(ctx, u, [], t, attackDraws(s, u, distance(u.hex!, t.hex!)));
    if (u.where === 'map') u.marker = 'done';
    emit(ctx, 'impetuous-fire', ['15.5.1.2'], { unit: u.id, target: t.id, after });
  }
  if (after) {
    delete ph.firing;
    settleMover(ctx, ph, u);
  }
  proceedImpetuous(ctx);
}

/** After a unit's move (or when it stays): engaged, or disrupted and Active! (§15.5.1.4). */
function settleMover(ctx: Ctx, ph: ImpetuousPhase, unit: UnitState): void {
  const u = unitForWrite(ctx, unit.id)!;
  if (u.where === 'map' && targetsOf(ctx.s, u).length > 0 && u.marker !== 'done') {
    ph.engaged.push(u.id);
    // It has engaged: it attacks in the impetuous melee, so it carries no Active! marker yet.
    if (u.marker === 'active') u.marker = 'none';
    emit(ctx, 'impetuous-engaged', ['15.5.1.3'], { unit: u.id });
    return;
  }
  if (u.where !== 'map') return;
  disrupt(ctx, u, true, '15.5.1.4', 'failed to engage the enemy');
  if (u.marker === 'none') u.marker = 'active';
  emit(ctx, 'impetuous-failed', ['15.5.1.4'], { unit: u.id });
}

/**
 * Runs the impetuousness phase forward until a player must decide: a side without action points
 * bids nothing; units no longer in good order (passed through by a friend) or of an army that has
 * panicked make no move; a unit already engaged stays and will attack; when no remaining unit of
 * the moving side has anywhere to go, they all stay and fail to engage; after the last move the
 * impetuous melee (or the action cycle) begins. Returns true if anything changed.
 * @rule dawn-of-battle 15.5
 * @rule dawn-of-battle 15.5.1.3
 */
export function proceedImpetuous(ctx: Ctx): boolean {
  const s = ctx.s;
  let changed = false;
  for (let guard = 0; guard < 200; guard++) {
    const ph = s.phase;
    if (ph.kind !== 'impetuous' || ph.firing !== undefined) return changed;
    if (ph.step === 'restraint') {
      if (ph.bids[ph.toAct] !== null || s.players[ph.toAct].unspent > 0) return changed;
      bid(ctx, ph, ph.toAct, 0);
      changed = true;
      continue;
    }
    const occ = occupancy(s);
    const before = ph.movers.length;
    ph.movers = ph.movers.filter((id) => {
      const u = s.units[id]!;
      if (u.where !== 'map' || u.status !== 'good' || s.players[u.side].panics > 0) return false;
      if (targetsOf(s, u, occ).length === 0) return true;
      ph.engaged.push(u.id);
      emit(ctx, 'impetuous-engaged', ['15.5.1.3'], { unit: u.id, moved: false });
      return false;
    });
    if (ph.movers.length !== before) changed = true;
    const mine = ph.movers.filter((id) => s.units[id]!.side === ph.toAct);
    if (mine.length === 0) {
      const next = ph.lost.find((side) => side !== ph.toAct && ph.movers.some((id) => s.units[id]!.side === side));
      if (next !== undefined) {
        ph.toAct = next;
        changed = true;
        continue;
      }
      startImpetuousMelee(ctx, ph);
      return true;
    }
    if (mine.some((id) => impetuousEnds(s, s.units[id]!, occ).length > 0 || mayFireImpetuously(s, ph, s.units[id]!))) return changed;
    // Nobody of this side can go anywhere: they all stay, and fail to engage.
    for (const id of mine) {
      ph.movers = ph.movers.filter((x) => x !== id);
      emit(ctx, 'impetuous-move', ['15.5.1.1'], { unit: id, stays: true });
      settleMover(ctx, ph, s.units[id]!);
    }
    changed = true;
  }
  return changed;
}

/**
 * The immediate melee phase (§15.5.1.3): the ordinary melee procedure, in which only the units
 * that engaged (or began engaged) may initiate, and must while they can (ruling DOB-R51); the
 * initiative player's army first when both lost restraint, alternating as in the melee cycle.
 * @rule dawn-of-battle 15.5.1.3
 * @ruling DOB-R51
 */
function startImpetuousMelee(ctx: Ctx, ph: ImpetuousPhase): void {
  const s = ctx.s;
  const engaged = ph.engaged.filter((id) => s.units[id]!.where === 'map');
  if (engaged.length === 0) {
    beginActionCycle(ctx);
    return;
  }
  s.phase = { kind: 'melee', toAct: ph.lost[0]!, passed: [], melee: null, offMapAttacks: [], impetuous: engaged };
  emit(ctx, 'impetuous-melee', ['15.5.1.3'], { units: engaged });
}

/**
 * Ends the impetuous melee phase when both players have passed: engaged units that did not fight
 * are marked Active! for their move (§15.5.1.4), and the action cycle begins (§4.5).
 * @rule dawn-of-battle 15.5.1.3
 */
export function endImpetuousMelee(ctx: Ctx): void {
  const s = ctx.s;
  const ph = s.phase;
  if (ph.kind === 'melee' && ph.impetuous !== undefined) {
    for (const id of ph.impetuous) {
      const u = s.units[id]!;
      if (u.where === 'map' && u.marker === 'none') unitForWrite(ctx, id)!.marker = 'active';
    }
  }
  beginActionCycle(ctx);
}

/** Runs one impetuousness command. */
export function dispatchImpetuous(ctx: Ctx, c: ImpetuousCommand): void {
  switch (c.type) {
    case 'restraint': return restraintCommand(ctx, c.player, c.chits);
    case 'impetuous-move': return impetuousMoveCommand(ctx, c);
    case 'impetuous-fire': return impetuousFireCommand(ctx, c);
  }
}

/**
 * The legal commands of the impetuousness phase, in groups (one per moving unit), for
 * `legalCommands` and `sampleCommands`.
 */
export function impetuousGroups(s: DobState, ph: Extract<Phase, { kind: 'impetuous' }>): Array<() => ImpetuousCommand[]> {
  const side = ph.toAct;
  if (ph.step === 'restraint') {
    return [() => Array.from({ length: s.players[side].unspent + 1 }, (_, chits): ImpetuousCommand => ({ type: 'restraint', player: side, chits }))];
  }
  const firing = ph.firing;
  if (firing !== undefined) {
    return [() => [{ type: 'impetuous-fire', player: side, unit: firing, target: null }, ...fireTargets(s, s.units[firing]!).map((t): ImpetuousCommand => ({ type: 'impetuous-fire', player: side, unit: firing, target: t.id }))]];
  }
  const mine = ph.movers.filter((id) => s.units[id]!.side === side);
  return [
    ...mine.map((id) => () =>
      impetuousEnds(s, s.units[id]!).map((r): ImpetuousCommand => ({ type: 'impetuous-move', player: side, unit: id, to: r.to, facing: r.facing, ...(r.charge ? { charge: true } : {}) }))),
    ...mine.map((id) => () => {
      const u = s.units[id]!;
      return mayFireImpetuously(s, ph, u) ? fireTargets(s, u).map((t): ImpetuousCommand => ({ type: 'impetuous-fire', player: side, unit: id, target: t.id })) : [];
    }),
  ];
}
