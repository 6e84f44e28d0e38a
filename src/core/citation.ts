/**
 * Rule citations: every violation and every event that resolves something says which rule
 * section it applied, so a frontend can show it and a rules lawyer can check it.
 * @module
 */

/** Identifiers of the rule systems this library ships. */
export type KnownRulesetId = 'dawn-of-battle' | 'dba' | 'dbm' | 'dbmm' | 'arcane-warfare';

/**
 * The identifier of a rule system: one this library ships (offered by editors' completion) or
 * any other string, so a plug-in ruleset names itself without a cast.
 */
// eslint-disable-next-line @typescript-eslint/ban-types
export type RulesetId = KnownRulesetId | (string & {});

/**
 * A pointer into a rule book: the ruleset, the section number as printed (e.g. `'7.9'`), and an
 * optional note in our own words. `ruleset: 'strategos'` marks a library rule (input validation,
 * the command protocol) rather than a rule of the game.
 */
export interface Citation {
  readonly ruleset: RulesetId | 'strategos';
  readonly section: string;
  readonly note?: string;
}

/** Builds a citation; the note is omitted when not given so the value stays minimal JSON. */
export function cite(ruleset: Citation['ruleset'], section: string, note?: string): Citation {
  return note === undefined ? { ruleset, section } : { ruleset, section, note };
}
