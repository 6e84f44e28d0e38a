/**
 * What a rule returns: the next state and its events, or a refusal with its rule.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Citation } from '../../../core/citation.js';
import type { Step } from '../../../core/ruleset.js';
import type { DbmEvent } from '../model/events.js';
import type { DbmState } from '../model/state.js';
import type { DbmViolation, DbmViolationCode } from '../model/violations.js';

/** A rule's answer. */
export type Applied = E.Either<DbmViolation, Step<DbmState, DbmEvent>>;

/** A refusal. */
export function refuse(code: DbmViolationCode, message: string, ...citations: Citation[]): DbmViolation {
  return { kind: 'rule-violation', code, message, citations };
}

/** A refusal as a rule's answer. */
export function refused(code: DbmViolationCode, message: string, ...citations: Citation[]): Applied {
  return E.left(refuse(code, message, ...citations));
}

/** Success. */
export function done(state: DbmState, events: ReadonlyArray<DbmEvent>): Applied {
  return E.right({ state, events });
}
