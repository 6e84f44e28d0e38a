/**
 * DBA commands: a union told apart by `type`, with its io-ts codec. Every command names the
 * player giving it. The codec is exact: a command with a key it does not name is refused.
 * @module
 */
import * as t from 'io-ts';
import { boundedArray, boundedRecord } from '../../core/limits.js';
import { finiteNumber } from '../../core/numbers.js';
import { closed, tagged } from './codecs/closed.js';
import { placementCodec } from './scenario.js';

const player = t.string;
const id = t.string;

/**
 * Codec of one step of a move program (see dbx `MoveStep`), plus DBA's `column`: one step of a
 * group's program, first or part way along, may reduce its frontage to a column one element wide
 * (A:21, `frontage.ts`).
 */
export const moveStepCodec = tagged('move step', 'kind', {
  forward: closed('forward step', { kind: t.literal('forward'), distance: finiteNumber }),
  sidestep: closed('sidestep', { kind: t.literal('sidestep'), distance: finiteNumber }),
  wheel: closed('wheel step', { kind: t.literal('wheel'), angle: finiteNumber }),
  turn: closed('turn step', { kind: t.literal('turn'), angle: finiteNumber }),
  column: closed('column step', { kind: t.literal('column') }),
});

/** One step of a DBA move program. */
export type DbaMoveStep = t.TypeOf<typeof moveStepCodec>;

const edgeName = t.keyof({ front: null, left: null, right: null, rear: null });

/** Each command's own codec, by its `type`. */
export const dbaCommandMembers = {
  /** The high scorer gives the numbers 5 and 6 to two adjacent edges (A:5). */
  'allocate-edges': closed('allocate-edges command', { type: t.literal('allocate-edges'), player, edges: t.tuple([finiteNumber, finiteNumber]) }),
  /** Place one's camp on one's base edge, `along` from its left end (A:5). */
  'place-camp': closed('place-camp command', { type: t.literal('place-camp'), player, along: finiteNumber }),
  /** Deploy every element within 600p of the base edge (A:5): the scenario's placements, a line, or one's own. */
  deploy: closed('deploy command', { type: t.literal('deploy'), player, mode: t.keyof({ scenario: null, line: null, custom: null }) }, { placements: boundedRecord(placementCodec, 100, 'placements') }),
  /** Move one element by a program. */
  move: closed('move command', { type: t.literal('move'), player, element: id, steps: boundedArray(moveStepCodec, 64, 'steps') }),
  /** Move a group of elements together by one program (A:21). */
  'move-group': closed('move-group command', { type: t.literal('move-group'), player, elements: boundedArray(id, 100, 'elements'), steps: boundedArray(moveStepCodec, 64, 'steps') }),
  /** Move one element into contact with an enemy's front, flank or rear, lined up. */
  contact: closed('contact command', { type: t.literal('contact'), player, element: id, target: id, edge: edgeName }),
  /** Finish the movement part of the bound. */
  'end-moves': closed('end-moves command', { type: t.literal('end-moves'), player }),
  /** Shoot at one enemy element, with up to two aiding shooters (A:71). */
  shoot: closed('shoot command', { type: t.literal('shoot'), player, shooter: id, target: id, aiding: boundedArray(id, 8, 'aiding elements') }),
  /** Finish distant shooting. */
  'end-shooting': closed('end-shooting command', { type: t.literal('end-shooting'), player }),
  /** Resolve the close combat between two elements in front-edge contact, in the order the moving player decides (A:15). */
  'resolve-combat': closed('resolve-combat command', { type: t.literal('resolve-combat'), player, a: id, b: id }),
};

/** Codec of every DBA command: the member named by `type` decodes it; unknown keys are refused. */
export const dbaCommandCodec = tagged('DBA command', 'type', dbaCommandMembers);

/** A DBA command. */
export type DbaCommand = t.TypeOf<typeof dbaCommandCodec>;

/** The `type` of every DBA command. */
export type DbaCommandType = DbaCommand['type'];
