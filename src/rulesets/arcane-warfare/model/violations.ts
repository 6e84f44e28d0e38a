/**
 * Why a command is refused: a string-literal union, each refusal citing its rule.
 * @module
 */
import type { RuleViolation } from '../../../core/errors.js';

/** Every refusal code. */
export const ARCANE_VIOLATION_CODES = [
  'malformed-command',
  'internal-error',
  'game-over',
  'wrong-player',
  'wrong-phase',
  'unknown-unit',
  'unknown-command',
  'not-your-unit',
  'not-active',
  'already-ordered',
  'ally-orders',
  'not-enough-mip',
  'too-far',
  'overlap',
  'blocked',
  'off-table',
  'not-a-formation',
  'formation-terrain',
  'march-limit',
  'no-march-left',
  'bad-step',
  'pair-held',
  'no-pair-held',
  'has-dice',
  'no-swap',
  'not-regular',
  'already-written',
  'not-movable',
  'redress-illegal',
  'conform-illegal',
  'cannot-dismount',
  'not-closest-co',
  'illegal-contact',
  'engaged',
  'shaken',
  'not-shaken',
  'out-of-radius',
  'already-tried',
] as const;

/** A refusal code. */
export type ArcaneViolationCode = (typeof ARCANE_VIOLATION_CODES)[number];
/** A refusal. */
export type ArcaneViolation = RuleViolation<ArcaneViolationCode>;

/** The kinds of decision `pending` reports. */
export const ARCANE_DECISION_KINDS = ['write-orders', 'give-orders', 'activate', 'issue-orders', 'reset', 'initiative-move', 'rally'] as const;
/** A decision kind. */
export type ArcaneDecisionKind = (typeof ARCANE_DECISION_KINDS)[number];
