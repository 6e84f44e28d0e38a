/**
 * The codes of every refusal the DBA reducer gives, as a string-literal union, so a frontend can
 * switch on them: rule refusals (cited to a sheet section) and command-protocol refusals.
 * @module
 */
import type { RuleViolation } from '../../core/errors.js';

/** Every code a DBA refusal may carry. */
export const DBA_VIOLATION_CODES = [
  // the command protocol
  'malformed-command',
  'game-over',
  'wrong-player',
  'wrong-phase',
  'unknown-element',
  'not-your-element',
  'element-gone',
  'not-enemy',
  'duplicate-element',
  'empty-group',
  'no-such-combat',
  'bad-program',
  'internal-error',
  // deployment (A:5)
  'bad-edge',
  'edges-not-adjacent',
  'camp-off-table',
  'camp-on-impassable',
  'camp-overlap',
  'no-deployment',
  'missing-placement',
  'bad-placement',
  // moves
  'camp-cannot-move',
  'not-enough-pips',
  'too-far',
  'blocked',
  'crosses-front',
  'in-contact',
  'no-second-move',
  'bad-group-move',
  'needs-column',
  'not-behind-front',
  // shooting
  'cannot-shoot',
  'cannot-aid',
  'bad-aiding',
  'too-many-aiding',
] as const;

/** A DBA refusal code. */
export type DbaViolationCode = (typeof DBA_VIOLATION_CODES)[number];

/** A DBA refusal. */
export type DbaViolation = RuleViolation<DbaViolationCode>;
