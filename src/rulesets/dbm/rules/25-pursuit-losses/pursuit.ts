/**
 * Pursuit (p.25, L2036-2053): when its close-combat opponent recoils, flees or is destroyed, an
 * element of knights other than (X), irregular blades, irregular spears, or any impetuous troops
 * goes straight ahead the lesser of its base depth and width. It does not pursue when an enemy
 * front edge touches its flank or rear, or when the move would take it off the table. Naval
 * elements do not pursue land troops, and this library does not move naval pursuers at all
 * (embarked troops are not modelled).
 * @module
 */
import { frontContactsOn } from '../../../dbx/contact.js';
import type { DbxElement } from '../../../dbx/elements.js';
import { pursue } from '../../../dbx/outcome-moves.js';
import { rule, ruling } from '../../data/cite.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { isImpetuous } from '../19-spontaneous-advance/impetuous.js';
import { activeElements, dbmOutcomeWorld } from '../24-destroyed-recoil/world.js';

/**
 * Whether an element is of a kind that pursues (L2037-2042): knights except (X), irregular
 * blades or spears, or impetuous troops.
 * @rule dbm p.25 L2037-2042
 * @ruling DBM-R46
 */
export function isPursuer(e: DbxElement): boolean {
  if (e.type === 'Kn') return e.grade !== 'X';
  if ((e.type === 'Bd' || e.type === 'Sp') && e.irregular) return true;
  return isImpetuous(e);
}

/**
 * How far a pursuer goes: the lesser of its base depth and width (L2042-2044).
 * @rule dbm p.25 L2042-2044
 */
export function pursuitDistance(e: DbxElement): number {
  return Math.min(e.depth, e.width);
}

/**
 * The winner `winner` follows up, where it is a pursuer and nothing prevents it.
 * @rule dbm p.25 L2036-2053
 * @ruling DBM-R46
 */
export function pursueWith(s: DbmState, winner: string, events: DbmEvent[]): DbmState {
  const w = s.elements[winner];
  if (w === undefined || w.status !== 'active' || !isPursuer(w)) return s;
  const all = activeElements(s);
  if (frontContactsOn(w, all).some((c) => c.edge !== 'front')) return s;
  const moved = pursue(dbmOutcomeWorld(s), all, w, pursuitDistance(w));
  if (moved === null) return s;
  const distance = Math.round(Math.hypot(moved.x - w.x, moved.y - w.y) * 1000) / 1000;
  events.push({ type: 'pursued', element: winner, distance, citations: [rule('p.25', 'L2036-2044: pursuers follow up straight ahead'), ruling('DBM-R46', 'pursuers always choose to pursue')] });
  return { ...s, elements: { ...s.elements, [winner]: moved } };
}
