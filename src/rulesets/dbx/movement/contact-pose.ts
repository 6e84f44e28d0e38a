/**
 * Where a move into contact ends, family-wide: the pose that puts an element's front edge against
 * an edge of another, lined up as the DBx books line up contacts.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CornerName, EdgeName } from '../../../plane/base.js';
import { snapToContact, type SnapAlign } from '../../../plane/snap.js';
import { placedAs, type DbxElement } from '../elements.js';

/**
 * The pose that puts `m`'s front edge against `edgeName` of `t`: centred on a front or rear edge
 * (and on every edge of a camp), front corner to front corner on a flank.
 * @rule dba tactical-moves
 */
export function contactPose(m: DbxElement, t: DbxElement, edgeName: EdgeName): DbxElement {
  // asked for by a sampler's reach test, its pre-check and then the reducer, one after the
  // other on the same two elements: the last answer is kept
  const last = lastPose;
  if (last !== null && last.m === m && last.t === t && last.edge === edgeName) return last.pose;
  const pose = contactPoseOf(m, t, edgeName);
  lastPose = { m, t, edge: edgeName, pose };
  return pose;
}

let lastPose: { readonly m: DbxElement; readonly t: DbxElement; readonly edge: EdgeName; readonly pose: DbxElement } | null = null;

function contactPoseOf(m: DbxElement, t: DbxElement, edgeName: EdgeName): DbxElement {
  const flank = edgeName === 'left' || edgeName === 'right';
  const relation = edgeName === 'front' ? 'front-to-front' : edgeName === 'rear' ? 'front-to-rear' : 'front-to-flank';
  const corner: CornerName = edgeName === 'left' ? 'front-left' : 'front-right';
  const align: SnapAlign = flank && !t.camp ? { mover: corner, target: corner } : 'centre';
  const r = snapToContact(m, t, relation, { targetEdge: edgeName, align });
  // plane refuses only malformed bases, which the state never holds
  return E.isRight(r) ? placedAs(m, r.right) : m;
}
