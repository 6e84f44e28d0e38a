/**
 * Moving through friendly troops (L1533-1556). No element passes through friends whose front edge
 * is on an enemy. Otherwise, and only directly to its front or rear: mounted pass through psiloi
 * facing the same or the opposite way; psiloi through any land troops so facing; bowmen other
 * than (X) and blades through each other so facing; infantry through train in any direction;
 * boats and galleys or ships through each other so facing; any land troops through hordes in any
 * direction, the hordes being destroyed. An element without the move to clear the friend is put
 * just beyond it, unless that would leave it touching enemy.
 * @module
 */
import { angleDiff } from '../../../dbx/bases.js';
import { isMountedType, NAVAL_TYPES } from '../../data/moves.js';

/** A friend or mover as this rule sees it. */
export interface PassClass {
  readonly type: string;
  readonly grade: string | null;
  readonly heading: number;
}

const TRAIN = new Set(['WWg', 'Bge']);
const isTrainType = (p: PassClass) => TRAIN.has(p.type) || (p.type === 'Art' && p.grade !== 'X');
const isInfantry = (p: PassClass) => !isMountedType(p.type) && !NAVAL_TYPES.has(p.type) && !isTrainType(p);
const isLand = (p: PassClass) => !NAVAL_TYPES.has(p.type);

/** The outcome of a pass-through check: allowed (and whether the friend is destroyed), or refused. */
export type PassVerdict = { readonly ok: true; readonly destroysFriend: boolean } | { readonly ok: false; readonly reason: string };

/**
 * Whether `mover`, moving directly to its front or rear (the caller checks the direction), may
 * pass through `friend`.
 * @rule dbm L1533-1541
 */
export function mayPassThrough(mover: PassClass, friend: PassClass, friendFrontOnEnemy: boolean): PassVerdict {
  if (friendFrontOnEnemy) return { ok: false, reason: 'friends in contact with an enemy front edge cannot be passed through (L1533)' };
  const d = angleDiff(mover.heading, friend.heading);
  const aligned = d <= 1 || Math.abs(d - 180) <= 1;
  if (friend.type === 'Hd' && isLand(mover)) return { ok: true, destroysFriend: true };
  if (isInfantry(mover) && isTrainType(friend)) return { ok: true, destroysFriend: false };
  if (!aligned) return { ok: false, reason: 'only facing the same or the opposite way (L1535-1539)' };
  if (isMountedType(mover.type) && friend.type === 'Ps') return { ok: true, destroysFriend: false };
  if (mover.type === 'Ps' && isLand(friend)) return { ok: true, destroysFriend: false };
  if ((mover.type === 'Bw' && mover.grade !== 'X' && friend.type === 'Bd') || (mover.type === 'Bd' && friend.type === 'Bw' && friend.grade !== 'X')) return { ok: true, destroysFriend: false };
  if ((mover.type === 'Bts' && (friend.type === 'Gal' || friend.type === 'Shp')) || ((mover.type === 'Gal' || mover.type === 'Shp') && friend.type === 'Bts')) return { ok: true, destroysFriend: false };
  return { ok: false, reason: `${mover.type} cannot pass through ${friend.type} (L1535-1540)` };
}

/**
 * What a spontaneous advance does to a friend in its path (L1542-1551): foot passed by knights,
 * camelry or expendables flee; other impetuous troops that have not moved recoil and then advance
 * themselves; others recoil. Elephants, friends in contact or supporting, in a river or who have
 * already advanced block it.
 * @rule dbm L1542-1551
 */
export function spontaneousPass(
  mover: { readonly type: string },
  friend: { readonly type: string; readonly impetuous: boolean; readonly movedThisBound: boolean; readonly engaged: boolean; readonly inRiver: boolean; readonly advanced: boolean; readonly train: boolean },
): 'blocked' | 'untouched' | 'flee' | 'recoil-then-advance' | 'recoil' {
  if (friend.type === 'El' || friend.engaged || friend.inRiver || friend.advanced) return 'blocked';
  if (friend.train) return 'untouched';
  const foot = !isMountedType(friend.type) && !NAVAL_TYPES.has(friend.type);
  if (foot && (mover.type === 'Kn' || mover.type === 'Cm' || mover.type === 'Exp')) return 'flee';
  if (friend.impetuous && !friend.movedThisBound) return 'recoil-then-advance';
  return 'recoil';
}
