/**
 * Recoils and push-backs (p.24, L1953-1992): a beaten element goes back its base depth, or its
 * width if less, without turning; friends facing the same way are passed through or pushed back;
 * a recoil that cannot be completed destroys the recoiler; crossing the table edge loses it. The
 * geometry is the DBx engine's.
 * @module
 */
import { recoil, type OutcomeMoveResult } from '../../../dbx/outcome-moves.js';
import { newElement, type DbxElement } from '../../../dbx/elements.js';
import { rule } from '../../data/cite.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { destroyElement } from './destroyed.js';
import { activeElements, dbmOutcomeWorld } from './world.js';

/**
 * How far an element recoils: its base depth, or its width if that is less (L1953-1955).
 * @rule dbm p.24 L1953-1955
 */
export function recoilDistance(e: DbxElement): number {
  return Math.min(e.depth, e.width);
}

/**
 * What a recoil and a flight share once the element did not die where it stood: the friends it
 * pushed back (L1975-1990) and those pushed off the table, lost (L1992), then the element itself
 * lost when it crossed the table edge (L2089-2091). Returns the elements after the move.
 */
export function settleMove(s: DbmState, id: string, res: OutcomeMoveResult, events: DbmEvent[]): Record<string, DbxElement> {
  for (const p of res.pushed) events.push({ type: 'pushed-back', element: p.id, by: id, distance: p.distance, citations: [rule('p.24', 'L1975-1990: friends facing the same way are pushed back')] });
  const elements = { ...s.elements, ...res.updates };
  for (const [other, e] of Object.entries(res.updates)) {
    if (other === id || e.status !== 'lost') continue;
    events.push({ type: 'element-lost', element: other, reason: e.lostHow ?? 'pushed off the table', citations: [rule('p.24', 'L1991-1992: a pushed-back element going off the table is lost')] });
  }
  if (res.end.kind !== 'lost') return elements;
  elements[id] = newElement({ ...(res.updates[id] ?? s.elements[id]!), status: 'lost', lostHow: res.end.reason });
  events.push({ type: 'element-lost', element: id, reason: res.end.reason, citations: [rule('p.25', 'L2089-2091: an element crossing the table edge is lost')] });
  return elements;
}

/**
 * Recoils `id` (beaten by `by`): moves it, pushes friends, or destroys or loses it.
 * @rule dbm p.24 L1953-1992
 */
export function recoilElement(s: DbmState, id: string, by: string | null, closeCombat: boolean, events: DbmEvent[]): { state: DbmState; moved: boolean } {
  const e = s.elements[id]!;
  const res = recoil(dbmOutcomeWorld(s), activeElements(s), e, recoilDistance(e));
  const end = res.end;
  if (end.kind === 'destroyed') return { state: destroyElement(s, e, end.by ?? by, end.reason, closeCombat, events), moved: true };
  const elements = settleMove(s, id, res, events);
  if (end.kind === 'lost') return { state: { ...s, elements }, moved: true };
  events.push({ type: 'recoiled', element: id, distance: end.distance, stoppedBy: end.kind === 'stopped' ? end.by : null, citations: [rule('p.24', 'L1953-1974: recoil a base depth without turning')] });
  return { state: { ...s, elements }, moved: true };
}
