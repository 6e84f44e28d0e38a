/**
 * Table edges and the edge-relative frame deployments are written in: the owner stands behind
 * its base edge looking into the table; `along` runs from the left end of that edge to the
 * right, `from` runs into the table.
 * @module
 */
import type { Point } from '../../plane/base.js';
import type { EdgeNo } from './state.js';

/** The frame of one edge: origin (left end as seen by the owner), along and inward unit vectors, and the heading into the table. */
export interface EdgeFrame {
  readonly origin: Point;
  readonly along: Point;
  readonly inward: Point;
  readonly heading: number;
  readonly length: number;
}

/**
 * The frame of an edge of a `w` × `h` table. Edges are numbered clockwise as seen from above with
 * north up: 1 south (y = 0), 2 west (x = 0), 3 north (y = h), 4 east (x = w).
 * @rule dba deployment
 */
export function edgeFrame(edge: EdgeNo, w: number, h: number): EdgeFrame {
  switch (edge) {
    case 1:
      return { origin: { x: 0, y: 0 }, along: { x: 1, y: 0 }, inward: { x: 0, y: 1 }, heading: 90, length: w };
    case 2:
      return { origin: { x: 0, y: h }, along: { x: 0, y: -1 }, inward: { x: 1, y: 0 }, heading: 0, length: h };
    case 3:
      return { origin: { x: w, y: h }, along: { x: -1, y: 0 }, inward: { x: 0, y: -1 }, heading: 270, length: w };
    case 4:
      return { origin: { x: w, y: 0 }, along: { x: 0, y: 1 }, inward: { x: -1, y: 0 }, heading: 180, length: h };
  }
}

/** A point given in an edge's frame, on the table. */
export function fromEdge(f: EdgeFrame, along: number, from: number): Point {
  return { x: f.origin.x + f.along.x * along + f.inward.x * from, y: f.origin.y + f.along.y * along + f.inward.y * from };
}

/** How far a table point is from the edge (into the table). */
export function distanceFromEdge(f: EdgeFrame, p: Point): number {
  return (p.x - f.origin.x) * f.inward.x + (p.y - f.origin.y) * f.inward.y;
}

/** The edge opposite. */
export function opposite(edge: EdgeNo): EdgeNo {
  return (((edge + 1) % 4) + 1) as EdgeNo;
}

/** True when two edges are adjacent (share a corner). */
export function adjacent(a: EdgeNo, b: EdgeNo): boolean {
  return a !== b && opposite(a) !== b;
}

/** All four edges. */
export const EDGES: ReadonlyArray<EdgeNo> = [1, 2, 3, 4];

/** True when a number is an edge number 1-4. */
export function isEdgeNo(n: number): n is EdgeNo {
  return n === 1 || n === 2 || n === 3 || n === 4;
}
