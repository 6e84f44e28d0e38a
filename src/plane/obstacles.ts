/**
 * Internal: the obstacles a sweep tests against, prepared once per move. Obstacles are the
 * table's bases by their number in the packed spatial index; each one's {@link Frame} (the base
 * unpacked into numbers) is made once and kept with the packed index, reused by later moves on
 * the same index for as long as the base's pose and size are unchanged (checked the first time
 * each move looks at the base, so a base moved without rebuilding the index is still tested
 * where it now is).
 * @module
 * @internal
 */
import type { Base } from './base.js';
import { fillFrame, newFrame, type Frame } from './frame.js';
import { packBases, packIndex, type PackedIndex } from './spatial-index.js';
import type { Table } from './table.js';
import type { Tolerance } from './tolerance.js';

/** @internal Obstacle lookup prepared once per sweep. */
export interface Obstacles {
  readonly table: Table;
  readonly packed: PackedIndex;
  /** Ids the sweep ignores: the movers and the bases they may pass through. */
  readonly skip: ReadonlySet<string>;
  readonly eps: number;
  readonly tolerance: Tolerance;
  /** Table edges a mover may cross (bits: 1 x = 0, 2 x = width, 4 y = 0, 8 y = height); 0 for none. */
  readonly exits: number;
  /** What this lookup knows of base n: `cache.mark[n]` is `stamp` (an obstacle, frame current) or `−stamp` (skipped). */
  readonly stamp: number;
  readonly cache: FrameCache;
}

/**
 * Frames kept with a packed index, shared by every lookup on it. `mark[n]` names the lookup
 * that last resolved base n (its stamp; negative when that lookup skips it), so a lookup trusts
 * `frames[n]` only while the mark is its own: any other lookup that refills the frame, for a
 * table where the base stands elsewhere, re-marks it.
 */
interface FrameCache {
  readonly frames: Array<Frame | undefined>;
  /** x, y, heading, width, depth of the base each frame was made from, 5 numbers a base. */
  readonly poses: Float64Array;
  readonly mark: Int32Array;
  next: number;
}

const frameCaches = new WeakMap<PackedIndex, FrameCache>();

/** @internal Prepares obstacle lookup for a table: every base except those in `skip`. */
export function obstaclesOf(table: Table, skip: Iterable<string>, tolerance: Tolerance, exits = 0): Obstacles {
  // Without an index, the bases are packed straight into numbers (no JSON index to build).
  const packed = table.index !== undefined ? packIndex(table.index) : packBases(table.bases);
  let cache = frameCaches.get(packed);
  if (cache === undefined) {
    cache = { frames: [], poses: new Float64Array(5 * packed.ids.length), mark: new Int32Array(packed.ids.length), next: 0 };
    frameCaches.set(packed, cache);
  }
  if (cache.next >= 0x7fffffff) {
    cache.next = 0;
    cache.mark.fill(0);
  }
  const stamp = ++cache.next;
  return { table, packed, skip: new Set(skip), eps: tolerance.distance, tolerance, exits, stamp, cache };
}

/** @internal The frame of obstacle number `n`, or null when it is skipped or gone from the table. */
export function obstacleFrame(ob: Obstacles, n: number): Frame | null {
  const c = ob.cache;
  const m = c.mark[n];
  if (m === ob.stamp) return c.frames[n] as Frame;
  if (m === -ob.stamp) return null;
  const id = ob.packed.ids[n] as string;
  const b = ob.table.bases[id];
  // A stale index may name a base that is gone: skip it rather than fail.
  if (b === undefined || ob.skip.has(id)) {
    c.mark[n] = -ob.stamp;
    return null;
  }
  c.mark[n] = ob.stamp;
  return frameOf(c, n, b);
}

/** The kept frame of base `n` when it was made from `b`'s pose and size, else a refilled one. */
function frameOf(c: FrameCache, n: number, b: Base): Frame {
  const p = c.poses;
  const i = 5 * n;
  let f = c.frames[n];
  if (f !== undefined && p[i] === b.x && p[i + 1] === b.y && p[i + 2] === b.heading && p[i + 3] === b.width && p[i + 4] === b.depth) return f;
  f ??= newFrame();
  c.frames[n] = fillFrame(f, b);
  p[i] = b.x;
  p[i + 1] = b.y;
  p[i + 2] = b.heading;
  p[i + 3] = b.width;
  p[i + 4] = b.depth;
  return f;
}
