/**
 * The DBA scenario file: the table, its terrain (the low scorer's choice "from that available",
 * already made, with the edges numbered 1-4 clockwise from the south edge), and two armies of
 * elements with their default deployment relative to whichever base edge the dice give them.
 * @module
 */
import * as t from 'io-ts';
import { idCodec } from '../../core/ids.js';
import { boundedArray } from '../../core/limits.js';
import { finiteNumber } from '../../core/numbers.js';
import { closed } from './codecs/closed.js';
import { DBA_TROOP_TYPES, type DbaTroopType } from './data/troop-types.js';
import { TERRAIN_KINDS, type TerrainKind } from './terrain.js';
import { poseCodec, positionCodec } from './position-codec.js';

const troopType = t.keyof(Object.fromEntries(DBA_TROOP_TYPES.map((k) => [k, null])) as Record<DbaTroopType, null>, 'troop type (El, Kn, Cv, LH, SCh, Cm, Sp, Pk, Bd, Ax, Bw, Ps, Wb, Art, WWg, CF)');
const terrainKind = t.keyof(Object.fromEntries(TERRAIN_KINDS.map((k) => [k, null])) as Record<TerrainKind, null>, 'terrain kind');
const point = closed('point', { x: finiteNumber, y: finiteNumber });
const id = idCodec;

/**
 * Where an element deploys, relative to its base edge as its owner sees it from behind:
 * `along` from the left end of that edge to the midpoint of its front edge, `from` the distance
 * of its front edge from the base edge, `facing` degrees to the left of straight into the table.
 */
export const placementCodec = closed('placement', { along: finiteNumber, from: finiteNumber }, { facing: finiteNumber });

/** A deployment placement. */
export type Placement = t.TypeOf<typeof placementCodec>;

/** Limits on a scenario's size (docs/reliability.md): far beyond any DBA army or table. */
export const DBA_SCENARIO_LIMITS = { elementsPerArmy: 100, terrainFeatures: 64, pointsPerPolygon: 500 } as const;

/** An element: `deploy` for a game that starts with deployment, `at` (its pose on the table) in a position. */
const elementCodec = closed('element', { id, type: troopType }, { general: t.boolean, deploy: placementCodec, at: poseCodec });

const armyCodec = closed('army', { id, elements: boundedArray(elementCodec, DBA_SCENARIO_LIMITS.elementsPerArmy, 'elements') }, { name: t.string, camp: closed('camp', { along: finiteNumber }, { garrison: id }) });

const terrainCodec = closed('terrain feature', { id, kind: terrainKind, polygon: boundedArray(point, DBA_SCENARIO_LIMITS.pointsPerPolygon, 'points') });

/**
 * Codec of a DBA scenario. Exact: a key it does not name is refused, at its path. With `position`
 * the scenario is a mid-game position: its elements stand `at` their poses (see position.ts).
 */
export const dbaScenarioCodec = closed(
  'DBA scenario',
  { armies: t.tuple([armyCodec, armyCodec]) },
  { name: t.string, table: closed('table', { width: finiteNumber, height: finiteNumber }), terrain: boundedArray(terrainCodec, DBA_SCENARIO_LIMITS.terrainFeatures, 'terrain features'), position: positionCodec },
);

/** A DBA scenario. */
export type DbaScenario = t.TypeOf<typeof dbaScenarioCodec>;
/** One army of a scenario. */
export type DbaArmySpec = t.TypeOf<typeof armyCodec>;
