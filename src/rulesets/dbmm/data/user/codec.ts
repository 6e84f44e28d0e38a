/**
 * The DBMM user tables file: the tables the quick reference sheet cannot give (the per-type
 * combat-outcome exceptions, the quick kills, the impetuous troop list, and the morale
 * equivalents it prints illegibly), supplied by the user from their own copy of the rulebook.
 * Every table is optional in the file; `missingTables` names what a game still lacks. The codec
 * is closed (an unknown or misspelt key is refused with its path) and every troop selector is
 * checked (`model/selector.ts`). See docs/dbmm.md, "The user tables file".
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../../core/closed.js';
import { nonNegativeNumber } from '../../../../core/numbers.js';
import { oneOf } from '../../../../core/one-of.js';
import { parseToken } from '../../model/selector.js';
import { DBMM_GOINGS, DBMM_TROOP_TYPES, type DbmmTroopType } from '../../model/troop.js';

/** The value of the file's `format` field. */
export const USER_TABLES_FORMAT = 'strategos-dbmm-user-tables';

/** A troop selector token such as `Irr Kn(S/O)` or `!Ps`. */
export const selectorToken = new t.Type<string, string, unknown>(
  'a troop selector such as "Kn", "Irr Kn(S/O)", "Mounted" or "!Ps"',
  (u): u is string => typeof u === 'string' && parseToken(u) !== null,
  (u, c) => (typeof u === 'string' && parseToken(u) !== null ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

/** A selector: a non-empty list of tokens. */
const selector = new t.Type<ReadonlyArray<string>, ReadonlyArray<string>, unknown>(
  'a non-empty list of troop selectors',
  (u): u is ReadonlyArray<string> => Array.isArray(u) && u.length > 0 && u.every((x) => selectorToken.is(x)),
  (u, c) => {
    if (!Array.isArray(u) || u.length === 0) return t.failure(u, c);
    const errors: t.Errors = [];
    u.forEach((x, i) => {
      if (!selectorToken.is(x)) errors.push({ value: x, context: [...c, { key: String(i), type: selectorToken, actual: x }] });
    });
    return errors.length > 0 ? t.failures(errors) : t.success(u as ReadonlyArray<string>);
  },
  (s) => s,
);

/** What happens to a beaten element (the outcome kinds of the rulebook's outcome table). */
export const OUTCOME_KINDS = ['stand', 'turn-180', 'recoil', 'repulse', 'flee', 'spent', 'destroyed', 'no-effect'] as const;

/** An outcome kind. */
export type DbmmOutcomeKind = (typeof OUTCOME_KINDS)[number];

/** The bands an outcome depends on. */
export const OUTCOME_BANDS = ['equal', 'less', 'half'] as const;

const outcomeKind = oneOf('outcome kind', OUTCOME_KINDS);
const going = oneOf('going', DBMM_GOINGS);

/** One clause of an outcome row: against these winners (and going, and fight), this result. */
const clause = closed(
  t.intersection([
    t.type({ vs: selector, result: outcomeKind }),
    t.partial({ going: t.union([going, t.null]), fight: oneOf('fight', ['close-combat', 'shooting', 'any'] as const), note: t.string }),
  ]),
  'outcome clause',
);

/** A band of an outcome row: clauses tried in order, then `otherwise`. */
const band = closed(t.type({ clauses: t.readonlyArray(clause), otherwise: outcomeKind }), 'outcome band');

/** An element type's outcome row. */
const outcomeRow = closed(t.type({ equal: band, less: band, half: band }), 'outcome row');

/** A quick kill: a loser destroyed on scoring less than a listed winner, whatever the margin. */
const quickKill = closed(
  t.intersection([t.type({ loser: selector, winner: selector }), t.partial({ going: t.union([t.readonlyArray(going), t.null]), fight: oneOf('fight', ['close-combat', 'shooting', 'any'] as const), note: t.string })]),
  'quick kill',
);

/** Outcome rows by troop type: any subset of the types (`missingTables` names the rest); another key is refused. */
const outcomeRows = closed(t.partial(Object.fromEntries(DBMM_TROOP_TYPES.map((k) => [k, outcomeRow])) as Record<DbmmTroopType, typeof outcomeRow>), 'outcome rows by troop type');

/** A morale-equivalent key: `general`, or a troop selector token (`Kn`, `El(S/O)`, `Hd(I)`). */
const meKey = new t.Type<string, string, unknown>(
  'a morale-equivalent key: "general" or a troop selector such as "Kn" or "El(S/O)"',
  (u): u is string => typeof u === 'string' && (u === 'general' || parseToken(u) !== null),
  (u, c) => (typeof u === 'string' && (u === 'general' || parseToken(u) !== null) ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

const meValues = t.record(t.string, nonNegativeNumber);

/**
 * Morale equivalents by key. io-ts's `t.record` drops keys its domain refuses without a word, so
 * each key is checked here and refused with its path.
 */
const meRecord = new t.Type<Readonly<Record<string, number>>, Readonly<Record<string, number>>, unknown>(
  'morale equivalents by key',
  (u): u is Readonly<Record<string, number>> => meValues.is(u) && Object.keys(u).every((k) => meKey.is(k)),
  (u, c) => {
    const r = meValues.validate(u, c);
    if (r._tag === 'Left') return r;
    const errors: t.Errors = Object.keys(r.right)
      .filter((k) => !meKey.is(k))
      .map((k) => ({ value: k, context: [...c, { key: k, type: meKey, actual: k }] }));
    return errors.length > 0 ? t.failures(errors) : r;
  },
  (a) => a,
);

/**
 * The file. `source` says where the values come from (a book, a page): it labels every value's
 * provenance (`user`).
 */
export const userTablesCodec = closed(
  t.intersection([
    t.type({ format: t.literal(USER_TABLES_FORMAT), version: t.literal(1), source: t.string }),
    t.partial({
      combatOutcomes: outcomeRows,
      quickKills: t.readonlyArray(quickKill),
      impetuous: t.readonlyArray(selector),
      moraleEquivalents: meRecord,
    }),
  ]),
  'DBMM user tables',
);

/** A decoded user tables file. */
export type DbmmUserTables = t.TypeOf<typeof userTablesCodec>;

/** A decoded outcome row. */
export type DbmmOutcomeRow = t.TypeOf<typeof outcomeRow>;

/** A decoded quick kill. */
export type DbmmQuickKill = t.TypeOf<typeof quickKill>;

/** The options that govern the user tables. */
export const userTableOptionsCodec = closed(t.partial({ strict: t.boolean, proxies: oneOf('proxies', ['none', 'dbm'] as const) }), 'DBMM table options');

/**
 * `strict` (default true): refuse low-confidence readings of the sheet where the user could
 * supply the value (today: the morale equivalents the sheet prints illegibly). `proxies`
 * (default `none`): `dbm` fills a missing table with DBM 3.x's rows, labelled as proxies.
 */
export type DbmmTableOptions = t.TypeOf<typeof userTableOptionsCodec>;
