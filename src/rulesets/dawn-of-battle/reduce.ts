/**
 * The one entry point: `apply(state, command)` checks the command against the phase and its
 * tag, runs the rule code on a working copy, resolves panics the action caused (§12.2), and then
 * runs the steps nobody has to decide (a player with no action points can only pass, and so on).
 * @module
 */
import { resumePaused } from './resume.js';
import { playEventCommand } from './rules/14-events/event-commands.js';
import { autoPassWindow, passEvent } from './rules/14-events/event-window.js';
import { applyWithRedos } from './rules/15-optional/redo.js';
import { runElephantChecks } from './rules/15-optional/elephants.js';
import { barbarianCharge } from './rules/15-optional/melee-options.js';
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../core/citation.js';
import { decode } from '../../core/decode.js';
import { violation, type RuleViolation } from '../../core/errors.js';
import { commandDecodeViolation } from '../../core/replay.js';
import type { Step } from '../../core/ruleset.js';
import {
  activateFormation, activateUnit, bankChits, chooseFirst, endActivation, endUnit, fireCommand, moveCommand, passCommand, purchaseEvent,
} from './rules/05-actions/actions.js';
import { commandCodec, type DobCommand } from './model/commands.js';
import { isDobCommand } from './command-guard.js';
import { begin, citing, type Ctx, type DobEvent, finish, playersToRead, record, Refusal, refuse } from './kernel/context.js';
import { morale } from './query/derived.js';
import { bidInitiative, declineDieMod, modifyDie } from './rules/04-sequence/initiative.js';
import { resolvePanics } from './rules/12-panic/panic.js';
import { runDeferredCasualtyChecks } from './rules/06-command-control/command-control.js';
import { activateCannon } from './rules/08-ranged/cannon.js';
import { activateReinforcements, enterMap } from './rules/07-movement/reinforcements.js';
import { deployLeader, deployUnit } from './rules/15-optional/deployment.js';
import { bidPanicPoints, chooseArmy, passPanicBid } from './rules/15-optional/panic-bidding.js';
import { discardEvent, endTurnEnd, passAction, passMelee, placeLeader, settleInitiative } from './rules/04-sequence/sequence.js';
import type { DobState } from './model/state.js';
import { canInitiateAny, dispatchMelee, isMeleeCommand, passMeleeCycle } from './rules/10-melee/phase/index.js';
import { dispatchImpetuous, proceedImpetuous } from './rules/15-optional/impetuous.js';
import { isImpetuousCommand } from './model/impetuous-commands.js';
import { dispatchPanicFire, isPanicFireCommand } from './rules/10-melee/phase/panic-fire.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_5_0 = citing('5.0');

function dispatch(ctx: Ctx, c: DobCommand): void {
  if (isMeleeCommand(c)) return dispatchMelee(ctx, c);
  if (isImpetuousCommand(c)) return dispatchImpetuous(ctx, c);
  if (isPanicFireCommand(c)) return dispatchPanicFire(ctx, c);
  switch (c.type) {
    case 'modify-die': return modifyDie(ctx, c.player, c.delta);
    case 'decline-die-mod': return declineDieMod(ctx, c.player);
    case 'bid-initiative': return bidInitiative(ctx, c.player);
    case 'decline-bid': return settleInitiative(ctx, c.player);
    case 'place-leader': return placeLeader(ctx, c.player, c.leader, c.hex);
    case 'choose-first': return chooseFirst(ctx, c.player, c.first);
    case 'activate-formation': return activateFormation(ctx, c);
    case 'activate-unit': return activateUnit(ctx, c);
    case 'move': return moveCommand(ctx, c);
    case 'fire': return fireCommand(ctx, c);
    case 'activate-cannon': return activateCannon(ctx, c);
    case 'activate-reinforcements': return activateReinforcements(ctx, c);
    case 'enter-map': return enterMap(ctx, c);
    case 'end-unit': return endUnit(ctx, c.player);
    case 'end-activation': return endActivation(ctx, c.player);
    case 'purchase-event': return purchaseEvent(ctx, c.player);
    case 'bank-chits': return bankChits(ctx, c.player, c.count);
    case 'pass': return passCommand(ctx, c.player, passAction);
    case 'pass-melee': return passMeleeCycle(ctx, c.player);
    case 'discard-event': return discardEvent(ctx, c.player, c.card);
    case 'end-turn-end': return endTurnEnd(ctx, c.player);
    case 'play-event': return playEventCommand(ctx, c);
    case 'pass-event': return passEvent(ctx, c.player);
    case 'redo': return refuse('option-off', 'Re-dos are a supplementary rule this scenario does not use.', '15.3.2');
    case 'barbarian-charge': return barbarianCharge(ctx, c.player);
    case 'bid-panic-points': return bidPanicPoints(ctx, c.player, c.points);
    case 'pass-panic-bid': return passPanicBid(ctx, c.player);
    case 'choose-army': return chooseArmy(ctx, c.player, c.army);
    case 'deploy-unit': return deployUnit(ctx, c.player, c.unit, c.hex, c.facing);
    case 'deploy-leader': return deployLeader(ctx, c.player, c.leader, c.hex);
    default: {
      const never: never = c;
      return never;
    }
  }
}

/**
 * Runs the steps that need no decision: a die-modification or bidding turn for a player with no
 * action point, the action-cycle turn of a player with none left (a forced pass, §5.0), the
 * melee-cycle turn of a player with no unit able to initiate (§10.2.1), and the turn-end step of
 * a player with nothing to discard or buy.
 */
export function autoAdvance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 10_000; guard++) {
    // A window closed by the last step hands back what it interrupted: resume it first.
    resumePaused(ctx);
    // Read through playersToRead: a command that spent nothing does not copy the players.
    const players = playersToRead(s);
    resolvePanics(ctx);
    runDeferredCasualtyChecks(ctx);
    if (runElephantChecks(ctx) || autoPassWindow(ctx) || proceedImpetuous(ctx)) continue;
    const ph = s.phase;
    if ((ph.kind === 'initiative' || ph.kind === 'dieMod') && players[ph.toAct].unspent === 0) declineDieMod(ctx, ph.toAct);
    else if (ph.kind === 'initiativeBid' && players[ph.toAct].unspent === 0) settleInitiative(ctx, ph.toAct);
    else if (ph.kind === 'action' && ph.activation === null && !ph.chooseFirst && players[ph.toAct].unspent === 0) {
      record(ctx, { side: ph.toAct, type: 'forced-pass', citations: CITE_5_0 });
      passAction(ctx, ph.toAct);
    } else if (ph.kind === 'melee' && ph.melee === null && !canInitiateAny(s, ph.toAct)) passMelee(ctx, ph.toAct);
    else if (ph.kind === 'turnEnd') {
      const p = players[ph.toAct];
      const canBuy = p.unspent > 0 && p.hand.length < morale(s, ph.toAct);
      if (p.hand.length === 0 && !canBuy) endTurnEnd(ctx, ph.toAct);
      else return;
    } else return;
  }
}

/**
 * Applies one command. Pure and total: an illegal or malformed command returns `Left` with the
 * rule that forbids it, and the input state is never modified. Under §15.3.2 (`reDos`) the
 * command's die results may then be re-done (`rules/15-optional/redo.ts`).
 */
export function apply(state: DobState, command: DobCommand): E.Either<RuleViolation, Step<DobState, DobEvent>> {
  if (!isDobCommand(command)) {
    const d = decode(commandCodec, command);
    return E.left(E.isLeft(d) ? commandDecodeViolation(d.left) : violation('malformed-command', 'The command is not well formed.', cite('strategos', 'commands')));
  }
  if (state.phase.kind === 'over') return E.left(violation('game-over', 'The game is over.', cite('dawn-of-battle', '13.0')));
  return state.options.supplementary.reDos ? applyWithRedos(state, command, run) : run(state, command);
}

/**
 * {@link apply} with every unit copied before the rule code runs (`begin`'s `copyAllUnits`), for
 * the copy-on-write test: it must give the same step as `apply`. Not part of the public API.
 */
export function applyCopyingAllUnits(state: DobState, command: DobCommand): E.Either<RuleViolation, Step<DobState, DobEvent>> {
  if (!isDobCommand(command) || state.phase.kind === 'over') return apply(state, command);
  const eager = (s: DobState, c: DobCommand) => run(s, c, true);
  return state.options.supplementary.reDos ? applyWithRedos(state, command, eager) : eager(state, command);
}

/** Runs a well-formed command: the rule code, then the steps nobody has to decide. */
function run(state: DobState, command: DobCommand, copyAllUnits = false): E.Either<RuleViolation, Step<DobState, DobEvent>> {
  const ctx = begin(state, copyAllUnits);
  try {
    dispatch(ctx, command);
    autoAdvance(ctx);
  } catch (e) {
    if (e instanceof Refusal) return E.left(e.violation);
    return E.left(violation('internal-error', `Internal error: ${String(e)}`, cite('strategos', 'apply')));
  }
  ctx.s.ply += 1;
  return E.right({ state: finish(ctx), events: ctx.events });
}
