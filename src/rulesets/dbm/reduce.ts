/**
 * The one entry point: decodes the command, checks the game is on and the player is one the
 * phase waits for, then dispatches to the chapter (one line per command type). Never throws; a
 * refused command leaves the state untouched.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from '../../core/decode.js';
import { commandDecodeViolation } from '../../core/replay.js';
import { rule } from './data/cite.js';
import { done, refuse, refused, type Applied } from './kernel/result.js';
import { deciders } from './legal.js';
import { dbmCommandCodec, dbmCommandMembers, type DbmCommandAction } from './model/commands.js';
import type { DbmEvent } from './model/events.js';
import type { DbmState } from './model/state.js';
import type { DbmViolation } from './model/violations.js';
import { nominateSeason } from './rules/12-setup/season.js';
import { assignBaggage, deployBaggage, deployCommand } from './rules/15-deployment/deploy.js';
import { endBound } from './rules/16-sequence/bound.js';
import { moveCommand } from './rules/17-tactical-moves/command.js';

const byType: ReadonlyMap<unknown, { decode: (i: unknown) => E.Either<unknown, unknown> }> = new Map(Object.entries(dbmCommandMembers));

function decodeCommand(command: unknown): E.Either<DbmViolation, DbmCommandAction> {
  if (typeof command === 'object' && command !== null) {
    const member = byType.get((command as { type?: unknown }).type);
    if (member !== undefined) {
      const r = member.decode(command);
      if (E.isRight(r)) return E.right(JSON.parse(JSON.stringify(r.right)) as DbmCommandAction);
    }
  }
  const d = decode(dbmCommandCodec, command);
  if (E.isLeft(d)) return E.left({ ...commandDecodeViolation(d.left), code: 'malformed-command' });
  return E.right(JSON.parse(JSON.stringify(d.right)) as DbmCommandAction);
}

/**
 * Applies one command.
 * @rule dbm p.16
 */
export function applyDbm(state: DbmState, command: unknown): Applied {
  try {
    const decoded = decodeCommand(command);
    if (E.isLeft(decoded)) return decoded;
    const c = decoded.right;
    if (state.phase.tag === 'over') return refused('game-over', 'The game is over.', rule('p.16'));
    if (!deciders(state).includes(c.player)) return refused('wrong-player', `${c.player} has nothing to decide now (${state.phase.tag}).`, rule('p.16'));
    return dispatch(state, c);
  } catch (err) {
    return E.left(refuse('internal-error', `Internal error while applying the command: ${err instanceof Error ? err.message : String(err)}`));
  }
}

function wrongPhase(c: DbmCommandAction, state: DbmState): Applied {
  return refused('wrong-phase', `${c.type} is not a command of this phase (${state.phase.tag}).`, rule('p.12'));
}

function dispatch(state: DbmState, c: DbmCommandAction): Applied {
  switch (c.type) {
    case 'nominate-season':
      return nominateSeason(state, c.player, c.season);
    case 'deploy-baggage':
      return state.phase.tag === 'deploy-baggage' ? deployBaggage(state, c.player, c.placements) : wrongPhase(c, state);
    case 'deploy-command':
      return state.phase.tag === 'deploy-command' ? deployCommand(state, c.player, c.command, c.placements) : wrongPhase(c, state);
    case 'assign-baggage':
      return state.phase.tag === 'assign-baggage' ? assignBaggage(state, c.player, c.command) : wrongPhase(c, state);
    case 'tactical-move':
    case 'march-move':
      return moveCommand(state, c);
    case 'end-bound': {
      if (state.phase.tag !== 'bound') return wrongPhase(c, state);
      const events: DbmEvent[] = [];
      return done(endBound(state, c.player, events), events);
    }
  }
}
