/**
 * The data files Dawn of Battle needs and the book does not print (rulings DOB-R1 to DOB-R4): counter values,
 * the 72 card faces, the Clash of Shields table and the turn track. Each has a TypeScript type
 * and an io-ts codec; `decode(codec, json)` reports every problem as `path: expected X, got Y`.
 * Every record carries a {@link Provenance} tag.
 * @ruling DOB-R1
 * @ruling DOB-R2
 * @ruling DOB-R3
 * @ruling DOB-R4
 * @module
 */
import * as t from 'io-ts';
import type { Provenance } from '../../../core/provenance.js';
import { checked, intRange, nonNegInt, oneOf } from './codec-helpers.js';
import { provenanceCodec } from './provenance-codec.js';

/** Unit type codes (§3). */
export const UNIT_TYPES = [
  'LI', 'MI', 'HI', 'PX', 'PK', 'MM', 'LA', 'HA', 'LG', 'HG',
  'LC', 'HC', 'MA', 'CT', 'HT', 'KT', 'CC', 'CH', 'BC',
  'EL', 'CAMP', 'WW', 'AY',
] as const;
/** A unit type code (§3.1–3.3). */
export type UnitType = (typeof UNIT_TYPES)[number];
/** Counter size (§2.6.4, §7.9): light, medium or heavy. */
export type Size = 'L' | 'M' | 'H';

/**
 * One face of a counter (§2.6). `missileAttack`/`missileRange` are `null` for units that cannot
 * fire by §8.5 (gunpowder units use their strength instead, §8.7.1).
 */
export interface CounterSide {
  readonly strength: number;
  readonly size: Size;
  readonly movement: number;
  /** Blue movement value: may move and fire (§2.6.5, §7.10). */
  readonly moveAndFire: boolean;
  readonly missileDefense: number;
  readonly missileAttack: number | null;
  readonly missileRange: number | null;
}

/**
 * A counter type. `back` is the disrupted side, except for cannon (`AY`), whose back is the
 * limbered side (§8.7.2.7). `strengthRule` says whether strength is printed, equal to the
 * opponent's (`'opponent'`, elephants' "?", §15.8.1) or set by the scenario (`'scenario'`,
 * cannon "X", §3.3.4).
 */
export interface CounterDef {
  readonly type: UnitType;
  readonly name: string;
  readonly category: 'infantry' | 'cavalry' | 'special';
  readonly gunpowder: boolean;
  readonly canCharge: boolean;
  readonly strengthRule: 'printed' | 'opponent' | 'scenario';
  readonly front: CounterSide;
  readonly back: CounterSide;
  readonly provenance: Provenance;
}

/** The counters file: counter definitions keyed by counter id (scenarios name units by it). */
export interface CountersFile {
  readonly counters: Readonly<Record<string, CounterDef>>;
}

const signed = intRange(-9, 9);
const counterSideCodec = t.type({
  strength: intRange(0, 99),
  size: oneOf(['L', 'M', 'H'] as const),
  movement: intRange(0, 20),
  moveAndFire: t.boolean,
  missileDefense: signed,
  missileAttack: t.union([intRange(1, 9), t.null]),
  missileRange: t.union([intRange(1, 20), t.null]),
});

/** Codec of a {@link CounterDef}. */
export const counterDefCodec: t.Type<CounterDef, CounterDef, unknown> = t.type({
  type: oneOf(UNIT_TYPES, 'unit type code'),
  name: t.string,
  category: oneOf(['infantry', 'cavalry', 'special'] as const),
  gunpowder: t.boolean,
  canCharge: t.boolean,
  strengthRule: oneOf(['printed', 'opponent', 'scenario'] as const),
  front: counterSideCodec,
  back: counterSideCodec,
  provenance: provenanceCodec,
}) as unknown as t.Type<CounterDef, CounterDef, unknown>;

/** Codec of the counters file. */
export const countersFileCodec: t.Type<CountersFile, CountersFile, unknown> = t.type({
  counters: t.record(t.string, counterDefCodec),
}) as unknown as t.Type<CountersFile, CountersFile, unknown>;

/** A melee chart result code (§2.7.3, §10.2.5). `D-E` is implied by §2.7.3. */
export type MeleeResult = 'n' | 'n-d' | 'd' | 'd-D' | 'D' | 'D-E' | 'E';
/** One row of a card's melee chart: the result and the morale-check modifier (0 if none). */
export interface MeleeEntry {
  readonly result: MeleeResult;
  readonly moraleMod: number;
}
/** The chart rows from −6 to +6 (keys `"-6"` … `"6"`). */
export const MELEE_ROWS = ['-6', '-5', '-4', '-3', '-2', '-1', '0', '1', '2', '3', '4', '5', '6'] as const;

/** A random-event icon (§2.7.6, §14.5, §15.8.3). */
export type EventIcon = 'panic' | 'reshuffle' | 'fatigue' | 'endOfGame' | 'elephant';

/**
 * One action card face (§2.7). ex Machina cards (§14.6) have `melee.kind: 'exMachina'`, command
 * value 0 and a die-modifier chart instead of results.
 */
export interface CardDef {
  readonly number: number;
  readonly command: number;
  readonly die: number;
  readonly colour: string;
  readonly icon: EventIcon | null;
  readonly melee:
    | { readonly kind: 'normal'; readonly rows: Readonly<Record<string, MeleeEntry>> }
    | { readonly kind: 'exMachina'; readonly dieMods: Readonly<Record<string, number>> };
  readonly event: { readonly title: string; readonly effect: string | null };
  readonly provenance: Provenance;
}

/** The deck file: the 72 card faces (both players' decks are identical, §2.7). */
export interface DeckFile {
  readonly cards: ReadonlyArray<CardDef>;
}

const meleeEntryCodec = t.type({
  result: oneOf(['n', 'n-d', 'd', 'd-D', 'D', 'D-E', 'E'] as const, 'melee result n | n-d | d | d-D | D | D-E | E'),
  moraleMod: signed,
});

function fullRows<A>(value: t.Type<A, A, unknown>, what: string): t.Type<Record<string, A>, Record<string, A>, unknown> {
  return checked(t.record(t.string, value) as unknown as t.Type<Record<string, A>, Record<string, A>, unknown>, (rows) => {
    for (const k of MELEE_ROWS) if (!(k in rows)) return { path: [k], expected: `${what} for row ${k}`, got: undefined };
    for (const k of Object.keys(rows)) {
      if (!(MELEE_ROWS as ReadonlyArray<string>).includes(k)) return { path: [k], expected: 'a row key between "-6" and "6"', got: k };
    }
    return null;
  });
}

/** Codec of a {@link CardDef}; normal charts need all 13 rows −6…+6 (§10.2.4 clamp). */
export const cardDefCodec: t.Type<CardDef, CardDef, unknown> = t.type({
  number: intRange(1, 72),
  command: intRange(0, 3),
  die: intRange(1, 6),
  colour: t.string,
  icon: t.union([oneOf(['panic', 'reshuffle', 'fatigue', 'endOfGame', 'elephant'] as const), t.null]),
  melee: t.union([
    t.type({ kind: t.literal('normal'), rows: fullRows(meleeEntryCodec as unknown as t.Type<MeleeEntry, MeleeEntry, unknown>, 'a melee entry') }),
    t.type({ kind: t.literal('exMachina'), dieMods: fullRows(signed, 'a die modifier') }),
  ]),
  event: t.type({ title: t.string, effect: t.union([t.string, t.null]) }),
  provenance: provenanceCodec,
}) as unknown as t.Type<CardDef, CardDef, unknown>;

/** Codec of the deck file: exactly 72 cards numbered 1..72, each once. */
export const deckFileCodec: t.Type<DeckFile, DeckFile, unknown> = checked(
  t.type({ cards: t.array(cardDefCodec) }) as unknown as t.Type<DeckFile, DeckFile, unknown>,
  (d) => {
    if (d.cards.length !== 72) return { path: ['cards'], expected: '72 cards (§2.7)', got: d.cards };
    const seen = new Set<number>();
    for (let i = 0; i < d.cards.length; i++) {
      const n = d.cards[i]!.number;
      if (seen.has(n)) return { path: ['cards', String(i), 'number'], expected: 'a card number not used before', got: n };
      seen.add(n);
    }
    return null;
  },
);

/** One Clash of Shields cell (§10.2.3.2): attacker type against defender type. */
export interface ClashCell {
  readonly attacker: UnitType;
  readonly defender: UnitType;
  readonly value: number;
  readonly provenance: Provenance;
}
/** The Clash of Shields file; absent cells are 0. */
export interface ClashFile {
  readonly cells: ReadonlyArray<ClashCell>;
}
/** Codec of the Clash of Shields file; a cell may appear once. */
export const clashFileCodec: t.Type<ClashFile, ClashFile, unknown> = checked(
  t.type({
    cells: t.array(
      t.type({
        attacker: oneOf(UNIT_TYPES, 'unit type code'),
        defender: oneOf(UNIT_TYPES, 'unit type code'),
        value: signed,
        provenance: provenanceCodec,
      }),
    ),
  }) as unknown as t.Type<ClashFile, ClashFile, unknown>,
  (f) => {
    const seen = new Set<string>();
    for (let i = 0; i < f.cells.length; i++) {
      const c = f.cells[i]!;
      const k = `${c.attacker}>${c.defender}`;
      if (seen.has(k)) return { path: ['cells', String(i)], expected: `one cell for ${c.attacker} attacking ${c.defender}`, got: 'a repeat' };
      seen.add(k);
    }
    return null;
  },
);

/** One Turn track box (§2.3.6, §5.7, §14.5.4). */
export interface TurnBox {
  readonly turn: number;
  /** The circled handicap value of a chit banked in this box (§5.7, §13.5). */
  readonly handicap: number;
  /** The end-of-game value (§14.5.4); `null` where the box has none. */
  readonly endOfGame: number | null;
  readonly provenance: Provenance;
}
/** The turn track file: boxes 1..n in order, n ≤ 10 (§4.0). */
export interface TurnTrackFile {
  readonly boxes: ReadonlyArray<TurnBox>;
}
/** Codec of the turn track file. */
export const turnTrackFileCodec: t.Type<TurnTrackFile, TurnTrackFile, unknown> = checked(
  t.type({
    boxes: t.array(
      t.type({ turn: intRange(1, 10), handicap: nonNegInt, endOfGame: t.union([intRange(0, 6), t.null]), provenance: provenanceCodec }),
    ),
  }) as unknown as t.Type<TurnTrackFile, TurnTrackFile, unknown>,
  (f) => {
    if (f.boxes.length < 1 || f.boxes.length > 10) return { path: ['boxes'], expected: '1 to 10 boxes (§4.0)', got: f.boxes };
    for (let i = 0; i < f.boxes.length; i++) {
      if (f.boxes[i]!.turn !== i + 1) return { path: ['boxes', String(i), 'turn'], expected: `turn ${i + 1} (boxes in order)`, got: f.boxes[i]!.turn };
    }
    return null;
  },
);

/** Everything the rules refer to but do not print, together. */
export interface DataSet {
  readonly counters: CountersFile;
  readonly deck: DeckFile;
  readonly clash: ClashFile;
  readonly turnTrack: TurnTrackFile;
}
