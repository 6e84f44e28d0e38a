/**
 * The one entry point: decodes the command, checks the game is on and the player is one the
 * phase waits for, dispatches to the chapter, then moves the sequence on where nothing is left to
 * decide. Never throws; a refused command leaves the state untouched.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../core/decode.js';
import { commandDecodeViolation } from '../../core/replay.js';
import { rule } from './data/cite.js';
import { refuse, type Applied } from './kernel/result.js';
import { arcaneCommandCodec, arcaneCommandMembers, type ArcaneCommand } from './model/commands.js';
import type { ArcaneEvent } from './model/events.js';
import type { ArcaneState } from './model/state.js';
import type { ArcaneViolation } from './model/violations.js';
import { endActivation, holdBack } from './rules/05-sequence/activation.js';
import { giveOrders, throwOrders, writeOrders } from './rules/05-sequence/orders-commands.js';
import { endReset, settle } from './rules/05-sequence/turn.js';
import { moveFormation } from './rules/06-movement/formation.js';
import { initiativeMove, passInitiative } from './rules/06-movement/initiative.js';
import { redress } from './rules/06-movement/redress.js';
import { conform } from './rules/06-movement/conform.js';
import { dismount } from './rules/06-movement/dismount.js';
import { revealAmbushes } from './rules/04-setup/ambush.js';
import { revealUnknown } from './rules/04-setup/unknown.js';
import { moveUnit } from './rules/06-movement/single.js';
import { deciders } from './legal.js';
import { advanceRally } from './rules/05-sequence/turn.js';
import { charge } from './rules/07-close-combat/charge.js';
import { engagementCheck } from './rules/07-close-combat/engaged.js';
import { commandEscapes } from './rules/10-command-victory/escape.js';
import { endRally, rally } from './rules/10-command-victory/rally.js';

const byType: ReadonlyMap<unknown, { decode: (i: unknown) => E.Either<unknown, unknown> }> = new Map(Object.entries(arcaneCommandMembers));

function decodeCommand(command: unknown): E.Either<ArcaneViolation, ArcaneCommand> {
  if (typeof command === 'object' && command !== null) {
    const member = byType.get((command as { type?: unknown }).type);
    if (member !== undefined) {
      const r = member.decode(command);
      if (E.isRight(r)) return E.right(JSON.parse(JSON.stringify(r.right)) as ArcaneCommand);
    }
  }
  const d = decode(arcaneCommandCodec, command);
  if (E.isLeft(d)) return E.left({ ...commandDecodeViolation(d.left), code: 'malformed-command' });
  return E.right(JSON.parse(JSON.stringify(d.right)) as ArcaneCommand);
}

/**
 * Applies one command.
 * @rule arcane-warfare 5
 */
export function applyArcane(state: ArcaneState, command: unknown): Applied {
  try {
    return applyInner(state, command);
  } catch (err) {
    return E.left(refuse('internal-error', `Internal error while applying the command: ${err instanceof Error ? err.message : String(err)}`));
  }
}

/**
 * True when `apply` would accept the command: the same checks and the chapter's own work, without
 * what follows an accepted command (reveals, escapes, the phases that run by themselves), which
 * never refuses. For samplers that try many commands.
 * @rule arcane-warfare 5
 */
export function acceptsArcane(state: ArcaneState, command: unknown): boolean {
  try {
    return E.isRight(checked(state, command));
  } catch {
    return false;
  }
}

function checked(state: ArcaneState, command: unknown): Applied {
  const decoded = decodeCommand(command);
  if (E.isLeft(decoded)) return decoded;
  const c = decoded.right;
  if (state.phase.tag === 'over') return E.left(refuse('game-over', 'The game is over.', rule('5.8')));
  if (!deciders(state).includes(c.player)) return E.left(refuse('wrong-player', `${c.player} has nothing to decide now (${state.phase.tag}).`, rule('5')));
  const blocked = engagementCheck(state, c);
  if (blocked !== null) return E.left(blocked);
  const r = dispatch(state, c);
  return r;
}

function applyInner(state: ArcaneState, command: unknown): Applied {
  const r = checked(state, command);
  if (E.isLeft(r)) return r;
  const events: ArcaneEvent[] = [...r.right.events];
  // A command stand an enemy front edge reached rolls to escape at once (§10.1).
  const escaped = commandEscapes(revealAmbushes(revealUnknown(state, r.right.state, events), events), events);
  const next = settle(state.phase.tag, escaped, events);
  return E.right({ state: next, events });
}

function dispatch(state: ArcaneState, c: ArcaneCommand): Applied {
  switch (c.type) {
    case 'write-orders':
      return writeOrders(state, c.player, c.swap);
    case 'give-orders':
      return giveOrders(state, c.player, c.co, c.swap);
    case 'throw-orders':
      return throwOrders(state, c.player);
    case 'hold-back':
      return holdBack(state, c.player, c.co);
    case 'move':
      return moveUnit(state, c.player, c.co, c.unit, c.steps);
    case 'move-formation':
      return moveFormation(state, c.player, c.co, c.units, c.steps);
    case 'end-activation':
      return endActivation(state, c.player, c.co, c.to);
    case 'redress':
      return redress(state, c.player, c.anchor, c.units);
    case 'conform':
      return conform(state, c.player, c.unit);
    case 'end-reset': {
      if (state.phase.tag !== 'reset') return E.left(refuse('wrong-phase', 'end-reset is for the reset phase.', rule('5.1')));
      const events: ArcaneEvent[] = [];
      const s = endReset(state, c.player, events);
      return E.right({ state: s, events });
    }
    case 'initiative-move':
      return initiativeMove(state, c.player, c.units, c.distance);
    case 'pass-initiative':
      return passInitiative(state, c.player);
    case 'dismount':
      return dismount(state, c.player, c.unit, c.edge);
    case 'charge':
      return charge(state, c.player, c.co, c.unit, c.target);
    case 'rally':
      return rally(state, c.player, c.co, c.unit);
    case 'end-rally': {
      const events: ArcaneEvent[] = [];
      if (!endRally(state, c.player, events)) return E.left(refuse('wrong-phase', 'end-rally is for the rally phase.', rule('5.4')));
      return E.right({ state: advanceRally(state, events), events });
    }
  }
}
