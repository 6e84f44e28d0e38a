/**
 * Options of a DBA game: data overrides, strictness, and the named readings of places where the
 * sheet is ambiguous or contradicts itself.
 * @module
 */
import * as t from 'io-ts';
import type { DbaOverrides } from './data/index.js';
import { DBA_TROOP_TYPES } from './data/troop-types.js';

/** DBA setup options. Every field is optional; the defaults are documented in docs/dba.md. */
export interface DbaOptions {
  /** Refuse to start while any value used rests only on the library's inference (names each). */
  readonly strict?: boolean;
  /** Also refuse values borrowed from DBM or DBA 2.x. */
  readonly strictProxies?: boolean;
  /** A user's table replacing any of the library's values (e.g. from the DBA 1.1 book). */
  readonly overrides?: DbaOverrides;
  /** Read A:67 over A:132: mounted may recoil through psiloi, and psiloi through anyone, facing the opposite way. Default false (errata 2). */
  readonly recoilThroughOpposite?: boolean;
  /** War wagons and artillery take the 400p road move (the transcription's reading, default true; errata 4). */
  readonly roadForWwgArt?: boolean;
  /**
   * Sweep away friends directly behind an element destroyed in close combat, by DBM's rule
   * (M:1931-1952) as a labelled proxy. Default false: neither the sheet nor any public DBA 1.x
   * source states such a rule.
   */
  readonly sweepAway?: boolean;
  /** Ends the game as a draw after this many bounds (a library limit, not a rule; default 200). */
  readonly maxBounds?: number;
}

const num = t.number;
const partialRecord = <C extends t.Mixed>(c: C) => t.partial(Object.fromEntries(DBA_TROOP_TYPES.map((k) => [k, c])) as Record<(typeof DBA_TROOP_TYPES)[number], C>);
const kind = t.keyof({ 'no-effect': null, recoil: null, flee: null, destroyed: null });
const troop = t.keyof(Object.fromEntries(DBA_TROOP_TYPES.map((k) => [k, null])) as Record<(typeof DBA_TROOP_TYPES)[number], null>);
const clause = t.type({
  vs: t.union([t.literal('any'), t.literal('mounted'), t.array(troop)]),
  going: t.union([t.literal('good'), t.literal('bad'), t.null]),
  when: t.union([t.literal('contacted-bows-this-bound'), t.literal('close-combat'), t.null]),
  result: kind,
});
const outcomeRow = t.type({ clauses: t.array(clause), otherwise: kind });

/** Codec of the override table (a JSON file a user writes). */
export const overridesCodec = t.partial({
  source: t.string,
  combatFactors: partialRecord(t.partial({ vsFoot: num, vsMounted: num, shooting: t.union([num, t.null]) })),
  moveDistances: partialRecord(t.partial({ good: num, bad: num, road: num })),
  baseDepths: partialRecord(num),
  tacticalFactors: t.partial({ campDefender: num, general: num, uphill: num }),
  outcomes: t.partial({ equal: partialRecord(outcomeRow), less: partialRecord(outcomeRow), half: partialRecord(outcomeRow) }),
  riverMove: num,
  campSize: t.type({ width: num, depth: num }),
  confirm: t.array(t.string),
});

/** Codec of the options. */
export const optionsCodec = t.partial({
  strict: t.boolean,
  strictProxies: t.boolean,
  overrides: overridesCodec,
  recoilThroughOpposite: t.boolean,
  roadForWwgArt: t.boolean,
  sweepAway: t.boolean,
  maxBounds: t.number,
});
