/**
 * Options of a DBA game: data overrides, strictness, and the named readings of places where the
 * sheet is ambiguous or contradicts itself.
 * @module
 */
import * as t from 'io-ts';
import type { DbaOverrides } from './data/index.js';
import { DBA_TROOP_TYPES } from './data/troop-types.js';
import { finiteNumber } from '../../core/numbers.js';
import { closed } from './codecs/closed.js';

/** DBA setup options. Every field is optional; the defaults are documented in docs/dba.md. */
export interface DbaOptions {
  /** Refuse to start while any value used rests only on the library's inference (names each). */
  readonly strict?: boolean;
  /** Also refuse values borrowed from DBM or DBA 2.x. */
  readonly strictProxies?: boolean;
  /** A user's table replacing any of the library's values (e.g. from the DBA 1.1 book). */
  readonly overrides?: DbaOverrides;
  /** Read A:67 over A:132: mounted may recoil through psiloi, and psiloi through anyone, facing the opposite way. Default false (ruling DBA-R1). */
  readonly recoilThroughOpposite?: boolean;
  /** War wagons and artillery take the 400p road move (the transcription's reading, default true; ruling DBA-R2). */
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

const num = finiteNumber;
const partialRecord = <C extends t.Mixed>(name: string, c: C) => closed(name, {}, Object.fromEntries(DBA_TROOP_TYPES.map((k) => [k, c])) as Record<(typeof DBA_TROOP_TYPES)[number], C>);
const kind = t.keyof({ 'no-effect': null, recoil: null, flee: null, destroyed: null });
const troop = t.keyof(Object.fromEntries(DBA_TROOP_TYPES.map((k) => [k, null])) as Record<(typeof DBA_TROOP_TYPES)[number], null>);
const clause = closed('outcome clause', {
  vs: t.union([t.literal('any'), t.literal('mounted'), t.array(troop)]),
  going: t.union([t.literal('good'), t.literal('bad'), t.null]),
  when: t.union([t.literal('contacted-bows-this-bound'), t.literal('close-combat'), t.null]),
  result: kind,
});
const outcomeRow = closed('outcome row', { clauses: t.array(clause), otherwise: kind });

/** Codec of the override table (a JSON file a user writes). Exact: an unknown key is refused at its path. */
export const overridesCodec = closed('override table', {}, {
  source: t.string,
  combatFactors: partialRecord('combat factors by troop type', closed('combat factors', {}, { vsFoot: num, vsMounted: num, shooting: t.union([num, t.null]) })),
  moveDistances: partialRecord('move distances by troop type', closed('move distances', {}, { good: num, bad: num, road: num })),
  baseDepths: partialRecord('base depths by troop type', num),
  tacticalFactors: closed('tactical factors', {}, { campDefender: num, general: num, uphill: num }),
  outcomes: closed('outcome rows', {}, {
    equal: partialRecord('outcome rows by troop type', outcomeRow),
    less: partialRecord('outcome rows by troop type', outcomeRow),
    half: partialRecord('outcome rows by troop type', outcomeRow),
  }),
  riverMove: num,
  campSize: closed('camp size', { width: num, depth: num }),
  confirm: t.array(t.string),
});

/** Codec of the options. Exact: an unknown option is refused. */
export const optionsCodec = closed('DBA options', {}, {
  strict: t.boolean,
  strictProxies: t.boolean,
  overrides: overridesCodec,
  recoilThroughOpposite: t.boolean,
  roadForWwgArt: t.boolean,
  sweepAway: t.boolean,
  maxBounds: finiteNumber,
});
