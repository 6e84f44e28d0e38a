/**
 * Why a command is refused, and the kinds of decision a player may face.
 * @module
 */
import type { RuleViolation } from '../../../core/errors.js';

/** Every refusal code. */
export const DBM_VIOLATION_CODES = [
  'malformed-command',
  'internal-error',
  'game-over',
  'wrong-player',
  'wrong-phase',
  'already-nominated',
  'unknown-command',
  'unknown-element',
  'not-your-command',
  'wrong-elements',
  'off-table',
  'outside-deployment-area',
  'bases-overlap',
  'command-area',
  'baggage-placement',
  'out-of-order',
  'illegal-move',
  'not-enough-pips',
] as const;

/** A refusal code. */
export type DbmViolationCode = (typeof DBM_VIOLATION_CODES)[number];

/** A refusal. */
export type DbmViolation = RuleViolation<DbmViolationCode>;

/** Every decision kind. */
export const DBM_DECISION_KINDS = ['nominate-season', 'deploy-baggage', 'deploy-command', 'assign-baggage', 'bound'] as const;

/** A decision kind. */
export type DbmDecisionKind = (typeof DBM_DECISION_KINDS)[number];
