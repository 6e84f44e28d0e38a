/**
 * The going a move is charged by (L1493-1517 with the terrain going of L917-939): the worst going
 * any part of an element stands in at the start, along, or at the end of its move. Rivers cap the
 * move while wading; waterways are impassable to land troops. Roads are not yet used: a move is
 * charged as at least partly off-road (ruling DBM-R23).
 * @module
 */
import type { Base } from '../../../../plane/base.js';
import { baseInPolygon } from '../../../dbx/bases.js';
import type { MoveGoing } from '../../data/moves.js';

/** A terrain feature as the going rule reads it. */
export interface GoingFeature {
  readonly kind: string;
  readonly polygon: ReadonlyArray<{ readonly x: number; readonly y: number }>;
}

const ROUGH = new Set(['rocky', 'brush', 'boggy', 'gully']);
const DIFFICULT = new Set(['steep-hill', 'wood', 'orchard', 'enclosed-fields', 'vineyard', 'marsh', 'dunes', 'bua']);

/** The going of one feature kind for land troops (`null` for good going or a feature that is not an area of going). */
export function featureGoing(kind: string): 'rough' | 'difficult' | null {
  if (ROUGH.has(kind)) return 'rough';
  if (DIFFICULT.has(kind)) return 'difficult';
  return null;
}

/** What a set of poses meets: the worst going, whether it wades a river, whether it enters a waterway. */
export interface GoingMet {
  readonly going: MoveGoing;
  readonly river: boolean;
  readonly waterway: boolean;
}

/**
 * The worst going met by any of the poses.
 * @rule dbm L1493-1498
 * @rule dbm L917-939
 * @ruling DBM-R23
 */
export function goingMet(poses: ReadonlyArray<Base>, terrain: ReadonlyArray<GoingFeature>): GoingMet {
  let going: MoveGoing = 'good';
  let river = false;
  let waterway = false;
  for (const f of terrain) {
    const g = featureGoing(f.kind);
    const isRiver = f.kind === 'river';
    const isWaterway = f.kind === 'waterway';
    if (g === null && !isRiver && !isWaterway) continue;
    if (g === 'rough' && going !== 'good') continue;
    if (g === 'difficult' && going === 'difficult') continue;
    if (!poses.some((p) => baseInPolygon(p, f.polygon))) continue;
    if (isRiver) river = true;
    else if (isWaterway) waterway = true;
    else if (g === 'difficult' || going === 'good') going = g as MoveGoing;
  }
  return { going, river, waterway };
}
