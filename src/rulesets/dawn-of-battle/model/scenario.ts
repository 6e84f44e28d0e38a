/**
 * The scenario file (§16): map, armies, leaders, panic levels, reinforcements and options.
 * Coordinates are axial `{ q, r }` on flat-topped hexes (see `geometry.ts`); the playable map is
 * the `width` × `height` offset rectangle (odd columns shoved down), and `terrain` lists every
 * hex that is not clear, keyed `"q,r"`.
 * @module
 */
import * as t from 'io-ts';
import { idCodec } from '../../../core/ids.js';
import { boundedArray, boundedRecord } from '../../../core/limits.js';
import { closed, intRange, nonNegInt, oneOf } from '../data/codec-helpers.js';
import { TERRAIN_TYPES, type TerrainId } from '../data/terrain.js';
import { meleeScenarioOptionsCodec, type MeleeScenarioOptions } from './melee-phase.js';
import { supplementaryOptionProps, type SupplementaryScenarioOptions } from './supplementary.js';

const hexCodec = t.type({ q: intRange(-99, 99), r: intRange(-99, 99) });
const facingCodec = intRange(0, 5);

/** A combat unit in the scenario's order of battle. */
export interface ScenarioUnit {
  readonly id: string;
  /** Counter id in the counters file (e.g. `"KT"`). */
  readonly counter: string;
  readonly hex: { readonly q: number; readonly r: number };
  readonly facing: number;
  /** `'disrupted'` starts the unit on its back side (cannon: limbered). Default good order. */
  readonly status?: 'good' | 'disrupted';
  /** Cannon strength X (§3.3.4); required for counters whose strength the scenario sets. */
  readonly strength?: number;
  /** Rapid fire ×2 or ×3 (§8.6). */
  readonly rapidFire?: 2 | 3;
}

/** A reinforcement group (§7.8): units and leaders arriving from `turn` through `entryHexes`. */
export interface ScenarioReinforcement {
  readonly id: string;
  readonly turn: number;
  readonly entryHexes: ReadonlyArray<{ readonly q: number; readonly r: number }>;
  readonly units: ReadonlyArray<{ readonly id: string; readonly counter: string; readonly strength?: number }>;
  readonly leaders: ReadonlyArray<string>;
}

/** A leader counter, `command-range-combat` (§2.5, e.g. 1-2-1). */
export interface ScenarioLeader {
  readonly id: string;
  readonly name?: string;
  readonly command: number;
  readonly range: number;
  readonly combat: number;
}

/** One army. */
export interface ScenarioSide {
  readonly name: string;
  readonly panicLevel: number;
  /** Victory points assigned at the start (§13.4, §16.6). */
  readonly victoryPoints?: number;
  /** Action chits (§2.3.4, §16.4); 7 unless an epic scenario says otherwise. */
  readonly chits?: number;
  readonly units: ReadonlyArray<ScenarioUnit>;
  readonly leaders: ReadonlyArray<ScenarioLeader>;
  readonly reinforcements?: ReadonlyArray<ScenarioReinforcement>;
}

/** Optional rules (§15) and rulings where the book is unclear (docs/rulings/dawn-of-battle.md). */
export interface ScenarioOptions extends SupplementaryScenarioOptions {
  /** §15.14: the game ends when an army reaches its panic level. */
  readonly quickerPlay?: boolean;
  /** §15.15: side B gets half a victory point, so it wins ties. */
  readonly noDraws?: boolean;
  /**
   * Sudden death on `losses ≤ panic level − 10` (the example, `true`) instead of `<` (the rule,
   * default `false`).
   * @ruling DOB-R45
   */
  readonly suddenDeathInclusive?: boolean;
  /**
   * Panic movement may leave the map, eliminating the unit (§12.7; default `true`), or stops at
   * the edge (`false`).
   * @ruling DOB-R44
   */
  readonly panicMayExitMap?: boolean;
  /**
   * Die-result modification windows (§5.4): before initiative draws (default), before every
   * initiative, ranged attack, ranged defense and rally draw (`'all'`), or never.
   * @ruling DOB-R14
   */
  readonly dieModWindows?: 'initiative' | 'all' | 'none';
  /**
   * §15.1 free deployment: the units' scenario positions are set aside and the players deploy
   * around their Camps (each side needs a Camp or a War Wagon).
   * @ruling DOB-R48
   */
  readonly freeDeployment?: boolean;
  /**
   * §15.2 tournament balancing: the players bid panic points for the choice of army.
   * @ruling DOB-R49
   */
  readonly tournamentBalancing?: boolean;
  /** Melee options: discipline, double attack, barbarian charge, rulings (see `MeleeScenarioOptions`). */
  readonly melee?: MeleeScenarioOptions;
}

/** A scenario file. */
export interface Scenario {
  readonly id: string;
  readonly title: string;
  /** Number of turns (≤ the turn track's boxes); default: every box. */
  readonly turns?: number;
  readonly map: {
    readonly width: number;
    readonly height: number;
    readonly terrain?: Readonly<Record<string, TerrainId>>;
  };
  readonly sides: { readonly A: ScenarioSide; readonly B: ScenarioSide };
  readonly options?: ScenarioOptions;
}

const unitCodec = t.intersection([
  t.type({ id: idCodec, counter: idCodec, hex: hexCodec, facing: facingCodec }),
  t.partial({ status: oneOf(['good', 'disrupted'] as const), strength: intRange(1, 9), rapidFire: t.union([t.literal(2), t.literal(3)]) }),
]);

const sideCodec = t.intersection([
  t.type({
    name: t.string,
    panicLevel: intRange(1, 99),
    units: boundedArray(unitCodec, 400, 'units per side'),
    leaders: boundedArray(
      t.intersection([t.type({ id: idCodec, command: intRange(0, 9), range: intRange(0, 16), combat: intRange(0, 9) }), t.partial({ name: t.string })]),
      100,
      'leaders per side',
    ),
  }),
  t.partial({
    victoryPoints: nonNegInt,
    chits: intRange(1, 14),
    reinforcements: boundedArray(
      t.type({
        id: idCodec,
        turn: intRange(1, 10),
        entryHexes: boundedArray(hexCodec, 64, 'entry hexes'),
        units: boundedArray(t.intersection([t.type({ id: idCodec, counter: idCodec }), t.partial({ strength: intRange(1, 9) })]), 100, 'units per group'),
        leaders: boundedArray(idCodec, 100, 'leaders per group'),
      }),
      40,
      'reinforcement groups per side',
    ),
  }),
]);

/**
 * Codec of a {@link Scenario}. Closed at its top level and in `options`: a stray top-level key or
 * a misspelt option is refused with its path (`options.suddenDeth: no field ...`), not ignored.
 */
export const scenarioCodec: t.Type<Scenario, Scenario, unknown> = closed(t.intersection([
  t.type({
    id: t.string,
    title: t.string,
    map: t.intersection([
      t.type({ width: intRange(1, 64), height: intRange(1, 64) }),
      t.partial({ terrain: boundedRecord(oneOf(TERRAIN_TYPES, 'terrain type'), 64 * 64, 'terrain hexes') }),
    ]),
    sides: t.type({ A: sideCodec, B: sideCodec }),
  }),
  t.partial({
    turns: intRange(1, 10),
    options: closed(
      t.partial({
        quickerPlay: t.boolean,
        noDraws: t.boolean,
        suddenDeathInclusive: t.boolean,
        panicMayExitMap: t.boolean,
        dieModWindows: oneOf(['initiative', 'all', 'none'] as const),
        ...supplementaryOptionProps,
        freeDeployment: t.boolean,
        tournamentBalancing: t.boolean,
        melee: meleeScenarioOptionsCodec,
      }),
    ),
  }),
])) as unknown as t.Type<Scenario, Scenario, unknown>;
