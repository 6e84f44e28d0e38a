/**
 * The movement impulse phase's activation sequence (§5.3): command centres activate by message
 * score, hold back, and end their activation with an optional move of their stand (§10.1).
 * @module
 */
import { lengthInside } from '../../../../plane/polygon.js';
import { rule, ruling } from '../../data/cite.js';
import { GAME_SIZE_TABLE } from '../../data/game-sizes.js';
import { done, refuse, refused, type Applied } from '../../kernel/result.js';
import type { PointXY } from '../../model/commands.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneCommandCentre, ArcaneState } from '../../model/state.js';
import type { ArcaneViolation } from '../../model/violations.js';

/**
 * The command centres that may activate next (§5.3): of those with dice and not done, the highest
 * message score, then the higher MIP, then the attacker's; among one army's still tied, the owner
 * chooses (ruling AW-R15; or the first by id).
 * @rule arcane-warfare 5.3
 * @ruling AW-R15
 */
export function activationCandidates(state: ArcaneState): ArcaneCommandCentre[] {
  const waiting = Object.values(state.commands).filter((c) => c.status === 'active' && c.dice !== null && !c.dice.done);
  if (waiting.length === 0) return [];
  const key = (c: ArcaneCommandCentre): [number, number, number] => [c.dice!.score, c.dice!.mipLeft, c.side === state.attacker ? 1 : 0];
  let best = key(waiting[0]!);
  for (const c of waiting) {
    const k = key(c);
    if (k[0] > best[0] || (k[0] === best[0] && (k[1] > best[1] || (k[1] === best[1] && k[2] > best[2])))) best = k;
  }
  const top = waiting.filter((c) => {
    const k = key(c);
    return k[0] === best[0] && k[1] === best[1] && k[2] === best[2];
  });
  top.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return state.readings.activationTie === 'id-order' ? top.slice(0, 1) : top;
}

/**
 * The command centre `coId` as the active one for a command of `player`: the active one, or one
 * of the candidates, which the command activates (its event is added to `events`).
 * @rule arcane-warfare 5.3
 */
export function activeFor(state: ArcaneState, player: string, coId: string, events: ArcaneEvent[]): { state: ArcaneState; co: ArcaneCommandCentre } | ArcaneViolation {
  const phase = state.phase;
  if (phase.tag !== 'movement') return refuse('wrong-phase', 'Orders are issued in the movement impulse phase.', rule('5.3'));
  const co = state.commands[coId];
  if (co === undefined || co.status !== 'active') return refuse('unknown-command', `There is no command centre ${coId}.`, rule('2.5.1'));
  if (co.side !== player) return refuse('not-your-unit', `${coId} is not ${player}'s.`, rule('5.3'));
  if (phase.active !== null) {
    if (phase.active !== coId) return refuse('not-active', `${phase.active} is active now, not ${coId}.`, rule('5.3'));
    return { state, co };
  }
  if (!activationCandidates(state).some((c) => c.id === coId)) return refuse('not-active', `${coId} is not next to activate (message score, then MIP, then the attacker).`, rule('5.3'));
  events.push({ type: 'command-activated', player, co: coId, score: co.dice!.score, citations: [rule('5.3')] });
  return { state: { ...state, phase: { tag: 'movement', active: coId } }, co };
}

/**
 * Holding back (§5.3): 1 MIP for a regular, 2 for an irregular command centre; its message score
 * is halved, rounding down, and the activation sequence starts again on the new scores.
 * @rule arcane-warfare 5.3
 */
export function holdBack(state0: ArcaneState, player: string, coId: string): Applied {
  const events: ArcaneEvent[] = [];
  const a = activeFor(state0, player, coId, events);
  if ('kind' in a && a.kind === 'rule-violation') return refused(a.code, a.message, ...a.citations);
  const { state, co } = a as { state: ArcaneState; co: ArcaneCommandCentre };
  const cost = co.regular ? 1 : 2;
  const dice = co.dice!;
  if (dice.mipLeft < cost) return refused('not-enough-mip', `Holding back costs ${cost} MIP; ${coId} has ${dice.mipLeft}.`, rule('5.3'));
  const score = Math.floor(dice.score / 2);
  events.push({ type: 'held-back', player, co: coId, cost, score, citations: [rule('5.3')] });
  return done({ ...state, commands: { ...state.commands, [coId]: { ...co, dice: { ...dice, mipLeft: dice.mipLeft - cost, score } } }, phase: { tag: 'movement', active: null } }, events);
}

/**
 * Ending an activation (§5.3, §10.1): the command centre may move its stand once, up to its
 * command radius plus its diameter, ignoring terrain other than impassable; its message die is
 * put aside and any MIP left kept.
 * @rule arcane-warfare 5.3
 * @rule arcane-warfare 10.1
 */
export function endActivation(state0: ArcaneState, player: string, coId: string, to: PointXY | null): Applied {
  const events: ArcaneEvent[] = [];
  const a = activeFor(state0, player, coId, events);
  if ('kind' in a && a.kind === 'rule-violation') return refused(a.code, a.message, ...a.citations);
  const { state, co } = a as { state: ArcaneState; co: ArcaneCommandCentre };
  let moved = co;
  if (to !== null) {
    const reach = GAME_SIZE_TABLE[state.size].commandRadius + co.diameter;
    const d = Math.hypot(to.x - co.x, to.y - co.y);
    if (d > reach + 1e-6) return refused('too-far', `${coId} may move up to ${reach} p, not ${d.toFixed(1)}.`, rule('10.1'));
    const r = co.diameter / 2;
    if (to.x - r < 0 || to.x + r > state.board.width || to.y - r < 0 || to.y + r > state.board.height) return refused('off-table', `${coId} would leave the table.`, rule('10.1'));
    for (const f of state.terrain) {
      if (f.kind === 'impassable' && lengthInside({ x: co.x, y: co.y }, to, f.polygon) > 1e-9) return refused('blocked', `${coId} may not cross impassable ground (${f.id}).`, rule('10.1'));
    }
    moved = { ...co, x: to.x, y: to.y };
  }
  events.push({ type: 'activation-ended', player, co: coId, movedTo: to === null ? null : { x: to.x, y: to.y }, citations: [rule('5.3'), ...(to === null ? [] : [rule('10.1')])] });
  void ruling;
  return done({ ...state, commands: { ...state.commands, [coId]: { ...moved, dice: { ...co.dice!, done: true } } }, phase: { tag: 'movement', active: null } }, events);
}
