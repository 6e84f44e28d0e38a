/**
 * Commands: a tagged union on `type` (kebab-case), each naming the `player` giving it.
 * @module
 */
import * as t from 'io-ts';
import { closed } from '../../../core/closed.js';
import { finite, idString, oneOf } from './codec-helpers.js';
import { DBM_SEASONS, type DbmSeason } from './troop.js';
import type { MoveStep } from '../../dbx/moves.js';

/** Where one element goes at deployment: the midpoint of its front edge and its heading (degrees). */
export interface Placement {
  readonly element: string;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** Every command. */
export type DbmCommandAction =
  /** p.12: nominate the season the battle is fought in if this player becomes the invader. */
  | { readonly type: 'nominate-season'; readonly player: string; readonly season: DbmSeason }
  /** p.15: place all this player's baggage. */
  | { readonly type: 'deploy-baggage'; readonly player: string; readonly placements: ReadonlyArray<Placement> }
  /** p.15: deploy one command. */
  | { readonly type: 'deploy-command'; readonly player: string; readonly command: string; readonly placements: ReadonlyArray<Placement> }
  /** p.15: assign all baggage to the C-in-C's or a sub-general's command. */
  | { readonly type: 'assign-baggage'; readonly player: string; readonly command: string }
  /** p.16-19: a tactical move of one element or a group (the first element leads) by a program of steps. */
  | { readonly type: 'tactical-move'; readonly player: string; readonly elements: ReadonlyArray<string>; readonly steps: ReadonlyArray<MoveStep> }
  /** p.18a: a march move, as a tactical move but repeatable and kept away from known enemy. */
  | { readonly type: 'march-move'; readonly player: string; readonly elements: ReadonlyArray<string>; readonly steps: ReadonlyArray<MoveStep> }
  /** p.16: the bound's moves are done; shooting and close combat (part II) are not resolved yet. */
  | { readonly type: 'end-bound'; readonly player: string };

/** The command types. */
export const DBM_COMMAND_TYPES = ['nominate-season', 'deploy-baggage', 'deploy-command', 'assign-baggage', 'tactical-move', 'march-move', 'end-bound'] as const satisfies ReadonlyArray<DbmCommandAction['type']>;

/** One step of a move program: forward (negative: straight back), sidestep, wheel or turn, in paces and degrees. */
const moveStep = t.union([
  closed(t.type({ kind: t.literal('forward'), distance: finite })),
  closed(t.type({ kind: t.literal('sidestep'), distance: finite })),
  closed(t.type({ kind: t.literal('wheel'), angle: finite })),
  closed(t.type({ kind: t.literal('turn'), angle: finite })),
], 'move step');
const moveProgram = t.refinement(t.array(moveStep), (a) => a.length >= 1 && a.length <= 8, 'a program of 1 to 8 steps');
const moverIds = t.refinement(t.array(idString), (a) => a.length >= 1 && a.length <= 64, '1 to 64 element ids');

const placement = t.type({ element: idString, x: finite, y: finite, heading: finite }, 'placement');

/** Each command type's own codec (exact). */
export const dbmCommandMembers = {
  'nominate-season': closed(t.type({ type: t.literal('nominate-season'), player: t.string, season: oneOf('season', DBM_SEASONS) })),
  'deploy-baggage': closed(t.type({ type: t.literal('deploy-baggage'), player: t.string, placements: t.array(placement) })),
  'deploy-command': closed(t.type({ type: t.literal('deploy-command'), player: t.string, command: idString, placements: t.array(placement) })),
  'assign-baggage': closed(t.type({ type: t.literal('assign-baggage'), player: t.string, command: idString })),
  'tactical-move': closed(t.type({ type: t.literal('tactical-move'), player: t.string, elements: moverIds, steps: moveProgram })),
  'march-move': closed(t.type({ type: t.literal('march-move'), player: t.string, elements: moverIds, steps: moveProgram })),
  'end-bound': closed(t.type({ type: t.literal('end-bound'), player: t.string })),
} as const;

/** Codec of a command: exact (an unknown key is refused at its path). */
export const dbmCommandCodec = t.union(Object.values(dbmCommandMembers) as unknown as [t.Mixed, t.Mixed, ...t.Mixed[]], 'dbm command') as unknown as t.Type<DbmCommandAction, unknown, unknown>;
