/**
 * Army lists and armies. The book refers to its army-list books for what each historical army
 * may field (p.11, L787-789): troop types, grades, drill and numbers, aggression, home climate,
 * terrain, dismounting, permitted supports, baggage and allies. Those books are not part of the
 * library: an `ArmyList` is that data in a file the user writes (or one of the examples, which
 * are labelled as such and are no published list). An `Army` is what a player fields from a list:
 * commands, generals, elements, fortifications.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { finite, idString, oneOf, wholeIn } from './codec-helpers.js';
import { DBM_CLIMATES, DBM_DRILLS, DBM_GRADES, DBM_TROOP_TYPES, type DbmClimate, type DbmDrill, type DbmGrade, type DbmTroopType } from './troop.js';
import { TERRAIN_KINDS, type TerrainKind } from './terrain.js';

/** Supports an army list may permit beyond the book's own (p.22, L1752-1786). */
export const LIST_SUPPORTS = ['psiloi-behind-cavalry', 'psiloi-behind-foot', 'other-grade-rear-support'] as const;

/** A support an army list permits. */
export type ListSupport = (typeof LIST_SUPPORTS)[number];

/** One line of an army list: a troop kind and how many of it an army may field. */
export interface ArmyListEntry {
  readonly id: string;
  readonly type: DbmTroopType;
  readonly grade: DbmGrade;
  readonly drill: DbmDrill;
  readonly min: number;
  readonly max: number;
  readonly chariot?: boolean;
  readonly mountedInfantry?: boolean;
  readonly onWagon?: boolean;
  /** The foot troop these may dismount as (p.9, L643-654: only where the list says so), or absent. */
  readonly dismountAs?: { readonly type: DbmTroopType; readonly grade: DbmGrade };
  /** Entries these may stand double-based with as the rear element (p.10, L746-772). */
  readonly doubleBaseRear?: ReadonlyArray<string>;
}

/** An army list. */
export interface ArmyList {
  readonly id: string;
  readonly name: string;
  /** True for the library's examples: built from the book's own text, not from any published list. */
  readonly example: boolean;
  /** Added to the set-up die (p.12, L853). */
  readonly aggression: number;
  /** Home climate (p.13, L1010-1012). */
  readonly climate: DbmClimate;
  /** Terrain features the list permits, and those it makes compulsory (p.12, L866-870). */
  readonly terrain: { readonly permitted: ReadonlyArray<TerrainKind>; readonly compulsory: ReadonlyArray<TerrainKind> };
  readonly troops: ReadonlyArray<ArmyListEntry>;
  /** Baggage (p.9, L619-625): mobile (wagons, herds) or not (camps); whether ships may replace it. */
  readonly baggage: { readonly mobile: boolean; readonly ships: boolean };
  /** Supports the list permits (p.22, L1752-1786). */
  readonly supports: ReadonlyArray<ListSupport>;
  /** Fortifications the list specifies (p.11, L787-790): camp TF, and PF for a built-up area. */
  readonly fortifications: { readonly campTemporary: boolean; readonly permanent: boolean };
  /** Ids of lists it may take allies from (p.11, L780-782). */
  readonly allies: ReadonlyArray<string>;
}

const troopType = oneOf('troop type', DBM_TROOP_TYPES);
const grade = oneOf('grade', DBM_GRADES);
const drill = oneOf('drill (reg or irr)', DBM_DRILLS);

const entryCodec = t.intersection(
  [
    t.type({ id: idString, type: troopType, grade, drill, min: wholeIn(0, 200), max: wholeIn(0, 200) }),
    t.partial({
      chariot: t.boolean,
      mountedInfantry: t.boolean,
      onWagon: t.boolean,
      dismountAs: t.type({ type: troopType, grade }),
      doubleBaseRear: t.array(idString),
    }),
  ],
  'army list entry',
);

/** Codec of an army list: exact, every unknown key refused at its path. */
export const armyListCodec = closed(
  t.type(
    {
      id: idString,
      name: t.string,
      example: t.boolean,
      aggression: wholeIn(0, 4),
      climate: oneOf('climate', DBM_CLIMATES),
      terrain: t.type({ permitted: t.array(oneOf('terrain kind', TERRAIN_KINDS)), compulsory: t.array(oneOf('terrain kind', TERRAIN_KINDS)) }),
      troops: t.array(entryCodec),
      baggage: t.type({ mobile: t.boolean, ships: t.boolean }),
      supports: t.array(oneOf('support', LIST_SUPPORTS)),
      fortifications: t.type({ campTemporary: t.boolean, permanent: t.boolean }),
      allies: t.array(idString),
    },
    'army list',
  ),
) as unknown as t.Type<ArmyList, unknown, unknown>;

/** Fortification pieces bought (p.11, L834-847), each one element frontage. */
export interface FortificationPurchase {
  readonly kind: 'temporary' | 'permanent';
  readonly count: number;
  /** How many outward-facing parapets each piece has (2 for a corner tower); inward ones are free. */
  readonly faces: 1 | 2;
  readonly tower: boolean;
  readonly gateway: boolean;
  /** Temporary fortifications part of a built-up area, or listed as defending the camp or baggage. */
  readonly campOrBua: boolean;
}

/** Elements of one list entry in a command; `rear` makes them double bases with that entry behind. */
export interface ArmyElements {
  readonly entry: string;
  readonly count: number;
  readonly rear?: string;
}

/** A command (p.11, L778-786): its general (one element of an entry) and its other elements. */
export interface ArmyCommand {
  readonly id: string;
  readonly role: 'c-in-c' | 'sub' | 'ally';
  /** The entry of the general's element. */
  readonly general: string;
  readonly elements: ReadonlyArray<ArmyElements>;
}

/** An army: what a player fields from a list. */
export interface Army {
  readonly name: string;
  readonly list: ArmyList;
  /** The agreed army-point total (p.11, L777). */
  readonly points: number;
  readonly commands: ReadonlyArray<ArmyCommand>;
  /** Baggage grade: (O) if it will be fortified, (I) if not (p.9, L621). */
  readonly baggageGrade: 'O' | 'I';
  readonly fortifications: ReadonlyArray<FortificationPurchase>;
}

const elementsCodec = t.intersection([t.type({ entry: idString, count: wholeIn(1, 200) }), t.partial({ rear: idString })], 'elements');

/** Codec of an army (with its list): exact. */
export const armyCodec = closed(
  t.type(
    {
      name: t.string,
      list: armyListCodec,
      points: finite,
      commands: t.array(t.type({ id: idString, role: oneOf('general role', ['c-in-c', 'sub', 'ally'] as const), general: idString, elements: t.array(elementsCodec) }, 'command')),
      baggageGrade: oneOf('baggage grade', ['O', 'I'] as const),
      fortifications: t.array(
        t.type(
          {
            kind: oneOf('fortification kind', ['temporary', 'permanent'] as const),
            count: wholeIn(1, 500),
            faces: t.union([t.literal(1), t.literal(2)]),
            tower: t.boolean,
            gateway: t.boolean,
            campOrBua: t.boolean,
          },
          'fortification',
        ),
      ),
    },
    'army',
  ),
) as unknown as t.Type<Army, unknown, unknown>;
