/**
 * Which edges shoot and over whom (p.21, L1602-1603, L1632-1633): war wagons and boats (S) count
 * any base edge as their front edge for shooting; artillery (F), elephants (X), artillery on a
 * hill, war wagons (S) and ships (X) shoot over friendly infantry other than pikes or bowmen and
 * other than friends within 150p of the target; artillery shoots over psiloi (ruling DBM-R38).
 * @module
 */
import { centreOf, edgeMidpoint, polygonOf, type EdgeName } from '../../../../plane/base.js';
import { pointInPolygon } from '../../../../plane/polygon.js';
import { segmentPolygonDistance } from '../../../dbx/bases.js';
import { elementAt, type DbxElement } from '../../../dbx/elements.js';
import { isInfantry } from '../../data/troops.js';
import type { DbmState } from '../../model/state.js';

/**
 * The bases an element shoots from: its own, and for war wagons and boats (S) each other edge
 * taken as the front (the same element turned to face out of that edge).
 * @rule dbm p.21 L1602-1603
 */
export function shootingFaces(state: DbmState, e: DbxElement): DbxElement[] {
  const t = state.troops[e.id]!;
  if (!(t.type === 'WWg' || (t.type === 'Bts' && t.grade === 'S'))) return [e];
  const face = (edge: EdgeName, turn: number, across: boolean): DbxElement => {
    const m = edgeMidpoint(e, edge);
    return elementAt(e, m.x, m.y, (e.heading + turn + 360) % 360, across ? e.depth : e.width, across ? e.width : e.depth);
  };
  return [e, face('left', 90, true), face('rear', 180, false), face('right', 270, true)];
}

/**
 * Whether `shooter` may shoot over `friend` at `target`.
 * @rule dbm p.21 L1632-1633
 * @ruling DBM-R38
 */
export function shootsOver(state: DbmState, shooter: DbxElement, friend: DbxElement, target: DbxElement): boolean {
  const s = state.troops[shooter.id]!;
  const f = state.troops[friend.id]!;
  if (friend.side !== shooter.side) return false;
  if (s.type === 'Art' && f.type === 'Ps') return true;
  const onHill = state.terrain.some((x) => (x.kind === 'gentle-hill' || x.kind === 'steep-hill') && pointInPolygon(centreOf(shooter), x.polygon));
  const overInfantry = (s.type === 'Art' && (s.grade === 'F' || onHill)) || (s.type === 'El' && s.grade === 'X') || (s.type === 'WWg' && s.grade === 'S') || (s.type === 'Shp' && s.grade === 'X');
  if (!overInfantry || !isInfantry(f.type, f.grade) || f.type === 'Pk' || f.type === 'Bw') return false;
  const near = polygonOf(friend).some((p, i, ps) => segmentPolygonDistance(p, ps[(i + 1) % 4]!, polygonOf(target)) <= 150);
  return !near;
}

/** True when some friend of `shooter` might be shot over (so the line of fire must be checked without it). */
export function mayShootOverAny(state: DbmState, shooter: DbxElement): boolean {
  const s = state.troops[shooter.id]!;
  return s.type === 'Art' || (s.type === 'El' && s.grade === 'X') || (s.type === 'WWg' && s.grade === 'S') || (s.type === 'Shp' && s.grade === 'X');
}
