/**
 * A scenario: the game size, the turn limit, the terrain on the table and both armies already
 * deployed (units with their type codes and positions, command centres). The 2D6 terrain
 * generation, scouting and hidden deployment (§4) are not played yet: the scenario gives their
 * result.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { finiteNumber, integerIn } from '../../../core/numbers.js';
import { oneOf } from '../../../core/one-of.js';
import { GAME_SIZES, type CommandKind, type GameSize } from '../data/game-sizes.js';
import { TOPOGRAPHIES, type Topography } from '../data/terrain-tables.js';
import { turnLimitCodec } from './options.js';


/** Terrain kinds (§3.1): level, uneven and overlaying features, impassable ground (a Shore's water, a lake) and unknown features, revealed when first entered (§4.2.4). */
export const TERRAIN_KINDS = ['rough', 'wood', 'dunes', 'marsh', 'bua', 'hill-open', 'hill-rough', 'gully', 'river', 'road', 'impassable', 'unknown'] as const;
/** A terrain kind. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** A point on the table in paces: x along the long edges, y from the south long edge. */
export interface ScenarioPoint {
  readonly x: number;
  readonly y: number;
}

/** A terrain feature: its kind and outline. */
export interface ScenarioFeature {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly polygon: ReadonlyArray<ScenarioPoint>;
}

/** A command centre (§2.5.1): kind, regular or irregular, where its stand's centre stands. */
export interface ScenarioCommand {
  readonly id: string;
  readonly kind: CommandKind;
  readonly regular: boolean;
  readonly x: number;
  readonly y: number;
}

/**
 * A unit: its type code (`SpM`, `CvLAe`, `Baggage`, ...), its front-edge midpoint and facing
 * (degrees counter-clockwise from +x, as `strategos/plane`), and for an allied unit the ally
 * command that alone orders it (§2.5.1).
 */
export interface ScenarioUnit {
  readonly id: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly ally?: string;
  /** The foot type this mounted unit may dismount as, bought for 0.5 AP (§6.16). */
  readonly dismountsAs?: string;
  /** The feature it hides in, when deployed in ambush (§4.4, optional; standard and larger games). */
  readonly ambush?: string;
}

/** One army: its player, the long edge it set up on, its command centres and units. */
export interface ScenarioArmy {
  readonly player: string;
  readonly edge: 'south' | 'north';
  readonly commands: ReadonlyArray<ScenarioCommand>;
  readonly units: ReadonlyArray<ScenarioUnit>;
  /** Temporary defences bought (§2.5.2); placed by part II. */
  readonly defences?: number;
  /** Groups kept off the table for a flank attack (§12, optional; standard and larger games). */
  readonly offBoard?: ReadonlyArray<ScenarioOffBoard>;
}

/**
 * An off-board group (§12): the side edge it will attack from (written secretly) and its units,
 * each at the pose where it comes on: its rear edge on that edge, facing into the table.
 */
export interface ScenarioOffBoard {
  readonly id: string;
  readonly edge: 'west' | 'east';
  readonly units: ReadonlyArray<ScenarioUnit>;
}

/** An Arcane Warfare scenario. */
export interface ArcaneScenario {
  readonly name: string;
  readonly size: GameSize;
  readonly turnLimit: number;
  /** The attacking player (§4.1); the other defends. */
  readonly attacker: string;
  readonly terrain: ReadonlyArray<ScenarioFeature>;
  readonly armies: readonly [ScenarioArmy, ScenarioArmy];
  /** The topography the defender chose (§3.3, §4.1); the weather (Appendix B) and unknown features (§4.2.4) depend on it. */
  readonly topography?: Topography;
}

const topographyCodec = oneOf<Topography>('topography', TOPOGRAPHIES);

const finite = finiteNumber;
const nonNegative = integerIn(0, Number.MAX_SAFE_INTEGER, 'a whole number ≥ 0');
const point = t.type({ x: finite, y: finite }, 'point');

/** Codec of a scenario: exact (an unknown key is refused at its path). */
export const arcaneScenarioCodec = closed(
  t.intersection([t.type(
    {
      name: t.string,
      size: oneOf<GameSize>('game size', GAME_SIZES),
      turnLimit: turnLimitCodec,
      attacker: t.string,
      terrain: t.array(t.type({ id: t.string, kind: oneOf('terrain kind', TERRAIN_KINDS), polygon: t.array(point) }, 'terrain feature')),
      armies: t.tuple([
        t.intersection([
          t.type({
            player: t.string,
            edge: oneOf('edge', ['south', 'north'] as const),
            commands: t.array(t.type({ id: t.string, kind: oneOf('command kind', ['SCo', 'FCo', 'ACo'] as const), regular: t.boolean, x: finite, y: finite }, 'command centre')),
            units: t.array(t.intersection([t.type({ id: t.string, type: t.string, x: finite, y: finite, heading: finite }), t.partial({ ally: t.string, dismountsAs: t.string, ambush: t.string })], 'unit')),
          }),
          t.partial({ defences: nonNegative, offBoard: t.array(t.type({ id: t.string, edge: oneOf('off-board edge', ['west', 'east'] as const), units: t.array(t.intersection([t.type({ id: t.string, type: t.string, x: finite, y: finite, heading: finite }), t.partial({ ally: t.string, dismountsAs: t.string })], 'unit')) }, 'off-board group')) }),
        ], 'army'),
        t.intersection([
          t.type({
            player: t.string,
            edge: oneOf('edge', ['south', 'north'] as const),
            commands: t.array(t.type({ id: t.string, kind: oneOf('command kind', ['SCo', 'FCo', 'ACo'] as const), regular: t.boolean, x: finite, y: finite }, 'command centre')),
            units: t.array(t.intersection([t.type({ id: t.string, type: t.string, x: finite, y: finite, heading: finite }), t.partial({ ally: t.string, dismountsAs: t.string, ambush: t.string })], 'unit')),
          }),
          t.partial({ defences: nonNegative, offBoard: t.array(t.type({ id: t.string, edge: oneOf('off-board edge', ['west', 'east'] as const), units: t.array(t.intersection([t.type({ id: t.string, type: t.string, x: finite, y: finite, heading: finite }), t.partial({ ally: t.string, dismountsAs: t.string })], 'unit')) }, 'off-board group')) }),
        ], 'army'),
      ]),
    },
  ), t.partial({ topography: topographyCodec })], 'arcane-warfare scenario'),
) as unknown as t.Type<ArcaneScenario, unknown, unknown>;
