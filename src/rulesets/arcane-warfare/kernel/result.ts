/**
 * What a rule returns: the next state and its events, or a refusal with its rule.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Citation } from '../../../core/citation.js';
import type { Step } from '../../../core/ruleset.js';
import type { ArcaneEvent } from '../model/events.js';
import type { ArcaneState } from '../model/state.js';
import type { ArcaneViolation, ArcaneViolationCode } from '../model/violations.js';

/** A rule's answer. */
export type Applied = E.Either<ArcaneViolation, Step<ArcaneState, ArcaneEvent>>;

/** A refusal. */
export function refuse(code: ArcaneViolationCode, message: string, ...citations: Citation[]): ArcaneViolation {
  return { kind: 'rule-violation', code, message, citations };
}

/** A refusal as a rule's answer. */
export function refused(code: ArcaneViolationCode, message: string, ...citations: Citation[]): Applied {
  return E.left(refuse(code, message, ...citations));
}

/** Success. */
export function done(state: ArcaneState, events: ReadonlyArray<ArcaneEvent>): Applied {
  return E.right({ state, events });
}
