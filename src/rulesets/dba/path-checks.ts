/**
 * DBA's path checks on the family's movement engine (dbx/movement): the world a DBA state is
 * checked in, and the one DBA-only reading, the option that denies war wagons and artillery the
 * road distance. The checks themselves (going, table edge, impassable ground, interpenetration,
 * front crossing) are the family's.
 * @module
 */
import type { Base } from '../../plane/base.js';
import type { DbxElement } from '../dbx/elements.js';
import { newMoveScratch, type MoveScratch } from '../dbx/scratch.js';
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

/** A DBA state's movement world, with the state it was built for. */
export interface DbaMoveWorld extends MoveWorld<DbaTroopType, DbaData, TerrainFeature> {
  /** The state the world is the table of. */
  readonly state: DbaState;
}

const GROUND = {
  near: terrainNear,
  isBad: (t: TerrainFeature) => isBadGoing(t.kind),
  isRoad: (t: TerrainFeature) => t.kind === 'road',
  inBad: inBadGoing,
  onRoad,
  impassable: onImpassable,
  screened,
} as const;

/**
 * The movement world of a DBA state, built afresh (a few references): each call that checks moves
 * builds its own and threads it through, with its own workspace (`newMoveScratch()`) where the
 * path checks keep their last answers for that call only.
 */
export function moveWorld(state: DbaState, scratch?: MoveScratch): DbaMoveWorld {
  const ground: MoveGround<TerrainFeature> = { features: state.terrain, ...GROUND };
  const w = { state, profile: DBA_MOVE_PROFILE, tables: state.tables, elements: active(state), table: state.table, ground };
  return scratch === undefined ? w : { ...w, scratch };
}

/** The caller's world `w` when it is `state`'s, else a fresh world of `state` with a fresh workspace. */
export function worldOf(state: DbaState, w: DbaMoveWorld | undefined): DbaMoveWorld {
  return w !== undefined && w.state === state ? w : moveWorld(state, newMoveScratch());
}

/** Whether a path crosses bad going and whether it is wholly by road. */
export function pathFacts(w: DbaMoveWorld, samples: ReadonlyArray<Base>): PathFacts {
  return dbxPathFacts(w, samples);
}

/**
 * The most an element may move (the family's allowance), with DBA's option that war wagons and
 * artillery take no road distance.
 * @rule dba move-distances
 */
export function allowance(w: DbaMoveWorld, e: DbxElement, facts: PathFacts): number {
  const t = typeOf(e);
  if (facts.road && (t === 'WWg' || t === 'Art') && w.state.options.roadForWwgArt === false) return moveAllowance(w, e, { bad: facts.bad, road: false });
  return moveAllowance(w, e, facts);
}

/** Checks a moving element's sampled path against the table, terrain and other bases. */
export function pathProblem(w: DbaMoveWorld, mover: DbxElement, samples: ReadonlyArray<Base>, moving: ReadonlySet<string>, target: string | null): string | null {
  return dbxPathProblem(w, mover, samples, moving, target);
}

/**
 * The rule against moving across an enemy's front within one base width (A:25).
 * @rule dba front-crossing
 */
export function crossesFront(w: DbaMoveWorld, mover: DbxElement, samples: ReadonlyArray<Base>, retiring: boolean): string | null {
  return dbxCrossesFront(w, mover, samples, retiring);
}
