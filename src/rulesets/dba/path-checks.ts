/**
 * DBA's path checks on the family's movement engine (dbx/movement): the world a DBA state is
 * checked in, and the one DBA-only reading, the option that denies war wagons and artillery the
 * road distance. The checks themselves (going, table edge, impassable ground, interpenetration,
 * front crossing) are the family's.
 * @module
 */
import type { Base } from '../../plane/base.js';
import type { DbxElement } from '../dbx/elements.js';
import {
  crossesFront as dbxCrossesFront,
  moveAllowance,
  pathFacts as dbxPathFacts,
  pathProblem as dbxPathProblem,
  type MoveGround,
  type MoveWorld,
  type PathFacts,
} from '../dbx/movement/index.js';
import type { DbaData } from './data/index.js';
import { DBA_MOVE_PROFILE } from './data/profile.js';
import type { DbaTroopType } from './data/troop-types.js';
import type { DbaState } from './state.js';
import { inBadGoing, isBadGoing, onImpassable, onRoad, screened, terrainNear, type TerrainFeature } from './terrain.js';
import { active, typeOf } from './world.js';

export type { PathFacts } from '../dbx/movement/index.js';

/** A DBA state's movement world. */
export type DbaMoveWorld = MoveWorld<DbaTroopType, DbaData, TerrainFeature>;

const GROUND = {
  near: terrainNear,
  isBad: (t: TerrainFeature) => isBadGoing(t.kind),
  isRoad: (t: TerrainFeature) => t.kind === 'road',
  inBad: inBadGoing,
  onRoad,
  impassable: onImpassable,
  screened,
} as const;

const worlds = new WeakMap<DbaState, DbaMoveWorld>();
let lastState: DbaState | null = null;
let lastWorld: DbaMoveWorld | null = null;

/**
 * The movement world of a DBA state: one object per state (states are never mutated), so the
 * engine's remembered answers keep working across the checks of one command.
 */
export function moveWorld(state: DbaState): DbaMoveWorld {
  if (state === lastState && lastWorld !== null) return lastWorld;
  let w = worlds.get(state);
  if (w === undefined) {
    const ground: MoveGround<TerrainFeature> = { features: state.terrain, ...GROUND };
    w = { profile: DBA_MOVE_PROFILE, tables: state.tables, elements: active(state), table: state.table, ground };
    worlds.set(state, w);
  }
  lastState = state;
  lastWorld = w;
  return w;
}

/** Whether a path crosses bad going and whether it is wholly by road. */
export function pathFacts(state: DbaState, samples: ReadonlyArray<Base>): PathFacts {
  return dbxPathFacts(moveWorld(state), samples);
}

/**
 * The most an element may move (the family's allowance), with DBA's option that war wagons and
 * artillery take no road distance.
 * @rule dba move-distances
 */
export function allowance(state: DbaState, e: DbxElement, facts: PathFacts): number {
  const t = typeOf(e);
  if (facts.road && (t === 'WWg' || t === 'Art') && state.options.roadForWwgArt === false) return moveAllowance(moveWorld(state), e, { bad: facts.bad, road: false });
  return moveAllowance(moveWorld(state), e, facts);
}

/** Checks a moving element's sampled path against the table, terrain and other bases. */
export function pathProblem(state: DbaState, mover: DbxElement, samples: ReadonlyArray<Base>, moving: ReadonlySet<string>, target: string | null): string | null {
  return dbxPathProblem(moveWorld(state), mover, samples, moving, target);
}

/**
 * The rule against moving across an enemy's front within one base width (A:25).
 * @rule dba front-crossing
 */
export function crossesFront(state: DbaState, mover: DbxElement, samples: ReadonlyArray<Base>, retiring: boolean): string | null {
  return dbxCrossesFront(moveWorld(state), mover, samples, retiring);
}
