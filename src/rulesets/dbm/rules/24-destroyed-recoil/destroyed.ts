/**
 * Destroyed elements (p.24, L1931-1952): a destroyed element is removed; when it was destroyed as
 * its close-combat outcome, or could not finish a recoil from close combat, the friends directly
 * behind it within its depth (or its width, if less) of where its rear edge stood are swept away
 * with it, unless the front element is psiloi and they are not, either is war wagons, baggage or
 * naval, or the front element is hordes (I).
 * @module
 */
import { newElement, type DbxElement } from '../../../dbx/elements.js';
import { DBM_SWEEP_RULE, sweptAway, type SweepRule } from '../../../dbx/sweep-away.js';
import { rule } from '../../data/cite.js';
import { DBM_NAVAL } from '../../data/troops.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import type { DbmTroopType } from '../../model/troop.js';
import { activeElements } from './world.js';

/** What `lostHow` says of an element destroyed in close combat (baggage so lost weighs 2, p.25). */
export const DESTROYED_IN_CLOSE_COMBAT = 'destroyed in close combat';

/**
 * DBM's sweep-away: the DBx rule, with naval elements and hordes (I) in front also sparing those
 * behind (L1938-1944).
 * @rule dbm p.24 L1931-1952
 */
export const DBM_SWEEP: SweepRule = {
  reach: DBM_SWEEP_RULE.reach,
  spared: (d, b) => DBM_SWEEP_RULE.spared(d, b) || DBM_NAVAL.has(d.type as DbmTroopType) || DBM_NAVAL.has(b.type as DbmTroopType) || (d.type === 'Hd' && d.grade === 'I'),
};

/**
 * Destroys `id` (standing as `before` when its outcome began), and when `closeCombat` sweeps away
 * the friends behind it.
 * @rule dbm p.24 L1931-1952
 */
export function destroyElement(s: DbmState, before: DbxElement, by: string | null, reason: string, closeCombat: boolean, events: DbmEvent[]): DbmState {
  const cur = s.elements[before.id] ?? before;
  const elements: Record<string, DbxElement> = { ...s.elements, [before.id]: newElement({ ...cur, status: 'destroyed', lostHow: closeCombat ? DESTROYED_IN_CLOSE_COMBAT : reason }) };
  events.push({ type: 'element-destroyed', element: before.id, by, reason, closeCombat, citations: [rule('p.24', 'L1931-1937: a destroyed element is removed')] });
  let next: DbmState = { ...s, elements };
  if (!closeCombat) return next;
  const swept = sweptAway(before, activeElements(next), DBM_SWEEP);
  if (swept.length === 0) return next;
  const e2 = { ...next.elements };
  for (const id of swept) {
    e2[id] = newElement({ ...e2[id]!, status: 'destroyed', lostHow: `swept away behind ${before.id}` });
    events.push({ type: 'element-destroyed', element: id, by, reason: `swept away behind ${before.id}`, closeCombat: true, citations: [rule('p.24', 'L1938-1951: friends directly behind are swept away')] });
  }
  next = { ...next, elements: e2 };
  return next;
}
