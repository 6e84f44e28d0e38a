/**
 * The codec of a position's own fields (see position.ts): the pose of an element already on the
 * table, and the bound and step a position starts in. Exact, like every scenario codec.
 * @module
 */
import * as t from 'io-ts';
import { idCodec } from '../../core/ids.js';
import { closed } from './codecs/closed.js';

/** Where an element of a position stands: its front-edge midpoint and heading. */
export const poseCodec = closed('pose', { x: t.number, y: t.number, heading: t.number });

const edgeNo = t.union([t.literal(1), t.literal(2), t.literal(3), t.literal(4)], 'edge number (1 south, 2 west, 3 north, 4 east)');
const step = t.keyof({ move: null, shoot: null, combat: null }, 'step of the bound (move, shoot, combat)');

/**
 * The `position` of a scenario: whose bound, which bound (1 is the high scorer's first), and the
 * step to start in; `pips` fixes the PIPs of a move step (else the die is thrown); `baseEdges`
 * gives each army's base edge (default: the first army's 1, the second's 3).
 */
export const positionCodec = closed('position', { bound: t.number, player: idCodec, phase: step }, { pips: t.number, baseEdges: t.record(idCodec, edgeNo) });

/** A scenario's position. */
export type DbaPosition = t.TypeOf<typeof positionCodec>;

