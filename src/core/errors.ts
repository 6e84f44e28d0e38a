import type { Citation } from './citation.js';

/**
 * One failing location in an input document: a dotted/bracketed path such as
 * `units[3].strength`, what was expected there, and what was found.
 */
export interface DecodeIssue {
  readonly path: string;
  readonly expected: string;
  readonly got: string;
}

/** Untrusted input (a scenario file, a command from the wire) did not match its codec. */
export interface DecodeError {
  readonly kind: 'decode-error';
  /** One line per issue, `path: expected X, got Y`, ready to print. */
  readonly message: string;
  readonly issues: ReadonlyArray<DecodeIssue>;
}

/**
 * A command was refused. The state it was applied to is unchanged. `code` is a stable
 * machine-readable tag (e.g. `'wrong-player'`, `'out-of-arc'`); `citations` names the rules
 * that forbid it.
 */
export interface RuleViolation<Code extends string = string> {
  readonly kind: 'rule-violation';
  readonly code: Code;
  readonly message: string;
  readonly citations: ReadonlyArray<Citation>;
  /** Present when the command itself failed to decode. */
  readonly issues?: ReadonlyArray<DecodeIssue>;
}

/** A scenario could not be set up: it failed to decode, or it decodes but breaks a rule. */
export interface SetupError {
  readonly kind: 'setup-error';
  readonly code: string;
  readonly message: string;
  readonly citations: ReadonlyArray<Citation>;
  readonly issues?: ReadonlyArray<DecodeIssue>;
}

/** Builds a {@link RuleViolation}. */
export function violation<Code extends string>(code: Code, message: string, ...citations: Citation[]): RuleViolation<Code> {
  return { kind: 'rule-violation', code, message, citations };
}

/** Builds a {@link SetupError}. */
export function setupError(code: string, message: string, ...citations: Citation[]): SetupError {
  return { kind: 'setup-error', code, message, citations };
}
