/**
 * Where a move into contact ends, family-wide: the pose that puts an element's front edge against
 * an edge of another, lined up as the DBx books line up contacts.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { CornerName, EdgeName } from '../../../plane/base.js';
import { snapToContact, type SnapAlign } from '../../../plane/snap.js';
import { placedAs, type DbxElement } from '../elements.js';
import type { MoveScratch } from '../scratch.js';

/**
 * The pose that puts `m`'s front edge against `edgeName` of `t`: centred on a front or rear edge
 * (and on every edge of a camp), front corner to front corner on a flank. With the call's
 * `scratch`, the last answer is remembered there (a sampler's reach test, its pre-check and then
 * the reducer ask it one after the other about the same two elements).
 * @rule dba tactical-moves
 */
export function contactPose(m: DbxElement, t: DbxElement, edgeName: EdgeName, scratch?: MoveScratch): DbxElement {
  const last = scratch?.pose ?? null;
  if (last !== null && last.m === m && last.t === t && last.edge === edgeName) return last.pose;
  const pose = contactPoseOf(m, t, edgeName);
  if (scratch !== undefined) scratch.pose = { m, t, edge: edgeName, pose };
  return pose;
}

function contactPoseOf(m: DbxElement, t: DbxElement, edgeName: EdgeName): DbxElement {
  const flank = edgeName === 'left' || edgeName === 'right';
  const relation = edgeName === 'front' ? 'front-to-front' : edgeName === 'rear' ? 'front-to-rear' : 'front-to-flank';
  const corner: CornerName = edgeName === 'left' ? 'front-left' : 'front-right';
  const align: SnapAlign = flank && !t.camp ? { mover: corner, target: corner } : 'centre';
  const r = snapToContact(m, t, relation, { targetEdge: edgeName, align });
  // plane refuses only malformed bases, which the state never holds
  return E.isRight(r) ? placedAs(m, r.right) : m;
}
