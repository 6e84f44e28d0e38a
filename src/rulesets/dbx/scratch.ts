/**
 * The workspace of one call of a ruleset (one `apply`, one sampler call): the last answers of the
 * movement checks, which a sampler's pre-check and then the reducer ask for one after the other
 * on the same objects. It belongs to the call that creates it ({@link newMoveScratch}) and is
 * dropped with it, so nothing remembered outlives the call or leaks into another: the library
 * keeps no module-level state between calls. A scratch is valid while what it was asked about
 * (the world, the elements, the poses, the program) stands unchanged; a caller who edits any of
 * them in place takes a fresh one. Every check that takes a scratch also works without one, and
 * then remembers nothing.
 * @module
 */
import type { Base, Box, EdgeName } from '../../plane/base.js';
import type { DbxElement } from './elements.js';

/** A move step of the DBx move programs (moves.ts), as the scratch compares them. */
export type ScratchStep =
  | { readonly kind: 'forward'; readonly distance: number }
  | { readonly kind: 'sidestep'; readonly distance: number }
  | { readonly kind: 'wheel'; readonly angle: number }
  | { readonly kind: 'turn'; readonly angle: number };

/** A remembered answer of a path check, with what it was asked about. */
export interface ScratchAnswer {
  /** The world asked about. */
  readonly world: object;
  /** The moving element. */
  readonly mover: DbxElement;
  /** The poses of the path (compared by identity, pose by pose). */
  readonly samples: ReadonlyArray<Base>;
  /** The rest of the question (who moves, the target), as a string. */
  readonly key: string;
  /** The answer: a reason, or `null` for none. */
  readonly answer: string | null;
}

/** A remembered program run of one element (moves.ts `runProgram`). */
export interface ScratchRun {
  /** The element's pose (compared by identity). */
  readonly base: Base;
  /** A copy of the program. */
  readonly steps: ReadonlyArray<ScratchStep>;
  /** The sampling interval. */
  readonly every: number;
  /** The run (`null`: plane refused the program). */
  readonly run: unknown;
}

/** A remembered contact pose (movement/contact-pose.ts). */
export interface ScratchPose {
  /** The mover. */
  readonly m: DbxElement;
  /** The element contacted. */
  readonly t: DbxElement;
  /** The edge of `t` contacted. */
  readonly edge: EdgeName;
  /** Where the mover ends. */
  readonly pose: DbxElement;
}

/** The workspace of one call: each slot holds the last answer of one check, or `null`. */
export interface MoveScratch {
  /** The last single-element program run. */
  run: ScratchRun | null;
  /** The last contact pose. */
  pose: ScratchPose | null;
  /** The path whose bounding box is in `box`. */
  path: ReadonlyArray<Base> | null;
  /** The bounding box of every pose of `path`. */
  box: Box | null;
  /** The last answer of the path check (`pathProblem`). */
  problem: ScratchAnswer | null;
  /** The last answer of the front-crossing check (`crossesFront`). */
  crossing: ScratchAnswer | null;
}

/** A fresh, empty workspace for one call. */
export function newMoveScratch(): MoveScratch {
  return { run: null, pose: null, path: null, box: null, problem: null, crossing: null };
}
