/**
 * Who must decide now, and what (the contract's `pending`): Dawn of Battle has one player to act
 * at a time, so the list holds one decision, or none once the game is over.
 * @module
 */
import { cite } from '../../core/citation.js';
import type { Decision } from '../../core/ruleset.js';
import type { DobState, Side } from './model/state.js';

/** Every kind of decision `pending` asks for. */
export type DobDecisionKind =
  | 'modify-die'
  | 'bid-initiative'
  | 'bid-panic-points'
  | 'choose-army'
  | 'deploy'
  | 'place-leader'
  | 'choose-first'
  | 'activation'
  | 'activate-or-pass'
  | 'melee-or-pass'
  | 'turn-end'
  | 'event-window'
  | 'restraint'
  | 'impetuous-move';

/** A decision open now. */
export type DobDecision = Decision<DobDecisionKind, Side>;

/** Every decision open now: the player to act's, or none when the game is over. */
export function pending(s: DobState): ReadonlyArray<DobDecision> {
  const d = pendingDecision(s);
  return d === null ? [] : [d];
}

/** The one decision open now, or `null` when the game is over. */
export function pendingDecision(s: DobState): Decision<DobDecisionKind, Side> | null {
  const ph = s.phase;
  const c = (section: string) => cite('dawn-of-battle', section);
  switch (ph.kind) {
    case 'over':
      return null;
    case 'initiative':
      return { player: ph.toAct, kind: 'modify-die', prompt: `Modify ${ph.drawer}'s initiative draw (now ${ph.mod >= 0 ? '+' : ''}${ph.mod}) or cede.`, citation: c('5.4') };
    case 'dieMod':
      return { player: ph.toAct, kind: 'modify-die', prompt: `Modify ${ph.drawer}'s ${windowPurpose(ph.resume)} draw (now ${ph.mod >= 0 ? '+' : ''}${ph.mod}) or cede.`, citation: c('5.4') };
    case 'initiativeBid':
      return { player: ph.toAct, kind: 'bid-initiative', prompt: `${ph.leader} holds the initiative: bid an action point to take it, or cede.`, citation: c('5.1') };
    case 'panicBid':
      return ph.chooser === null
        ? { player: ph.toAct, kind: 'bid-panic-points', prompt: `Seat ${ph.toAct}: bid more panic points than ${ph.high === null ? 'nobody' : `${ph.high.points} (seat ${ph.high.seat})`}, or pass.`, citation: c('15.2') }
        : { player: ph.toAct, kind: 'choose-army', prompt: `Seat ${ph.toAct} won the bidding at ${ph.high?.points ?? 0}: choose an army.`, citation: c('15.2') };
    case 'deploy':
      return { player: ph.toAct, kind: 'deploy', prompt: deployPrompt(ph.step), citation: c(ph.step === 'adjustCampA' || ph.step === 'unitsA' ? '15.1.2' : '15.1.1') };
    case 'placeLeaders':
      return { player: ph.toAct, kind: 'place-leader', prompt: 'Place a leader face down.', citation: c('4.4') };
    case 'action':
      if (ph.chooseFirst) return { player: ph.toAct, kind: 'choose-first', prompt: 'Say who spends the first action point.', citation: c('4.5') };
      if (ph.activation !== null) return { player: ph.toAct, kind: 'activation', prompt: `Carry out the ${ph.activation.action} activation.`, citation: c('5.2') };
      return { player: ph.toAct, kind: 'activate-or-pass', prompt: 'Spend an action point or pass.', citation: c('4.5') };
    case 'melee':
      if (ph.impetuous !== undefined) return { player: ph.toAct, kind: 'melee-or-pass', prompt: 'Attack with an engaged impetuous unit.', citation: c('15.5.1.3') };
      return { player: ph.toAct, kind: 'melee-or-pass', prompt: 'Initiate a melee or pass.', citation: c('4.6') };
    case 'turnEnd':
      return { player: ph.toAct, kind: 'turn-end', prompt: 'Discard or buy events, then end the turn.', citation: c('4.7') };
    case 'eventWindow':
      if (ph.before === 'redo') return { player: ph.toAct, kind: 'event-window', prompt: 'Discard an event card to have one of these die results drawn again, or pass.', citation: c('15.3.2') };
      return { player: ph.toAct, kind: 'event-window', prompt: `Play an event before the ${ph.before} draws, or pass.`, citation: c('14.2') };
    case 'impetuous':
      return ph.step === 'restraint'
        ? { player: ph.toAct, kind: 'restraint', prompt: 'Spend action chits (−1 each) on your restraint check.', citation: c('15.5') }
        : { player: ph.toAct, kind: 'impetuous-move', prompt: 'Move an impetuous unit toward the nearest enemy.', citation: c('15.5.1.1') };
  }
}

function windowPurpose(r: Extract<DobState['phase'], { kind: 'dieMod' }>['resume']): string {
  switch (r.kind) {
    case 'fire': return r.attackMod === null ? 'ranged attack' : 'ranged defense';
    case 'rally': return 'rally';
    case 'casualty': return 'leader casualty';
    case 'randomEvent': return 'fatigue or end-of-game';
    case 'handicap': return 'handicap';
  }
}

function deployPrompt(step: Extract<DobState['phase'], { kind: 'deploy' }>['step']): string {
  switch (step) {
    case 'campB': return "Place side B's Camp 3 to 5 hexes from the map edge.";
    case 'unitsB': return "Place side B's units within 3 hexes of its Camp.";
    case 'campA': return "Place side A's Camp anywhere on the map.";
    case 'adjustCampA': return "Move side A's Camp up to 3 hexes (or keep it where it is).";
    case 'unitsA': return "Place side A's units and leaders within 3 hexes of its Camp.";
  }
}

