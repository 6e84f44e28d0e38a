/**
 * DBA commands: a tagged union with its io-ts codec. Every command names the player giving it.
 * @module
 */
import * as t from 'io-ts';
import { placementCodec } from './scenario.js';

const player = t.string;
const id = t.string;

/**
 * Codec of one step of a move program (see dbx `MoveStep`), plus DBA's `column`: one step of a
 * group's program, first or part way along, may reduce its frontage to a column one element wide
 * (A:21, `frontage.ts`).
 */
export const moveStepCodec = t.union([
  t.type({ kind: t.literal('forward'), distance: t.number }),
  t.type({ kind: t.literal('sidestep'), distance: t.number }),
  t.type({ kind: t.literal('wheel'), angle: t.number }),
  t.type({ kind: t.literal('turn'), angle: t.number }),
  t.type({ kind: t.literal('column') }),
]);

/** One step of a DBA move program. */
export type DbaMoveStep = t.TypeOf<typeof moveStepCodec>;

const edgeName = t.keyof({ front: null, left: null, right: null, rear: null });

/** Codec of every DBA command. */
export const dbaCommandCodec = t.union([
  /** The high scorer gives the numbers 5 and 6 to two adjacent edges (A:5). */
  t.type({ type: t.literal('allocate-edges'), player, edges: t.tuple([t.number, t.number]) }),
  /** Place one's camp on one's base edge, `along` from its left end (A:5). */
  t.type({ type: t.literal('place-camp'), player, along: t.number }),
  /** Deploy every element within 600p of the base edge (A:5): the scenario's placements, a line, or one's own. */
  t.intersection([t.type({ type: t.literal('deploy'), player, mode: t.keyof({ scenario: null, line: null, custom: null }) }), t.partial({ placements: t.record(t.string, placementCodec) })]),
  /** Move one element by a program. */
  t.type({ type: t.literal('move'), player, element: id, steps: t.array(moveStepCodec) }),
  /** Move a group of elements together by one program (A:21). */
  t.type({ type: t.literal('move-group'), player, elements: t.array(id), steps: t.array(moveStepCodec) }),
  /** Move one element into contact with an enemy's front, flank or rear, lined up. */
  t.type({ type: t.literal('contact'), player, element: id, target: id, edge: edgeName }),
  /** Finish the movement part of the bound. */
  t.type({ type: t.literal('end-moves'), player }),
  /** Shoot at one enemy element, with up to two aiding shooters (A:71). */
  t.type({ type: t.literal('shoot'), player, shooter: id, target: id, aiding: t.array(id) }),
  /** Finish distant shooting. */
  t.type({ type: t.literal('end-shooting'), player }),
  /** Resolve the close combat between two elements in front-edge contact, in the order the moving player decides (A:15). */
  t.type({ type: t.literal('resolve-combat'), player, a: id, b: id }),
]);

/** A DBA command. */
export type DbaCommand = t.TypeOf<typeof dbaCommandCodec>;
