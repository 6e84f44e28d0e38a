/**
 * Turning to face (p.21a, L1651-1662): at the end of the movement phase an element contacted on
 * a flank or its rear by an enemy's front edge, and not itself fighting to its front, turns to
 * face the attacker on its rear if any, else the one on a flank, lining up front to front with
 * it. Train and boats never turn (they count the edge first contacted as their front), nor does
 * an element giving rear support to a friend in close combat (its contact counts against that
 * friend). Where turning would put the element on another base the library leaves it as it is
 * (ruling DBM-R36): the attacker stepping back to make room, and other attackers closing up, are
 * not played yet.
 * @module
 */
import { basesOverlap, roundElement } from '../../../dbx/bases.js';
import { frontContactsOn, inFrontCombat } from '../../../dbx/contact.js';
import { elementAt, type DbxElement } from '../../../dbx/elements.js';
import { rule } from '../../data/cite.js';
import { isTrain } from '../../data/troops.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { behindCombat } from '../21-shooting/who-shoots.js';
import { nearEnemy } from './contacts.js';

/**
 * The attacker `e` must turn to face, or `null`.
 * @rule dbm p.21a L1651-1662
 */
export function mustTurnToFace(state: DbmState, e: DbxElement, all: ReadonlyArray<DbxElement>): string | null {
  const t = state.troops[e.id];
  if (t === undefined || e.camp || isTrain(t.type, t.grade) || t.type === 'Bts') return null;
  const hits = frontContactsOn(e, all).filter((c) => c.edge !== 'front');
  if (hits.length === 0 || inFrontCombat(e, all) || behindCombat(e, all)) return null;
  const rear = hits.filter((c) => c.edge === 'rear').map((c) => c.attacker).sort();
  if (rear.length > 0) return rear[0]!;
  return hits.map((c) => c.attacker).sort()[0]!;
}

/**
 * Every element that must turn to face does so where there is room, in id order.
 * @rule dbm p.21a L1651-1662
 * @ruling DBM-R36
 */
export function turnToFace(state: DbmState, all: ReadonlyArray<DbxElement>, events: DbmEvent[]): DbmState {
  let elements: Record<string, DbxElement> | null = null;
  const near = nearEnemy(all);
  for (const e of all) {
    if (!near.has(e.id)) continue;
    const attacker = mustTurnToFace(state, e, all);
    if (attacker === null) continue;
    const a = state.elements[attacker]!;
    const turned = roundElement(elementAt(e, a.x, a.y, (a.heading + 180) % 360));
    const current = elements === null ? all : Object.values(elements).filter((x) => x.status === 'active');
    if (current.some((o) => o.id !== e.id && o.id !== attacker && Math.abs(o.x - turned.x) < 400 && Math.abs(o.y - turned.y) < 400 && basesOverlap(o, turned))) continue;
    elements ??= { ...state.elements };
    elements[e.id] = turned;
    events.push({ type: 'turned-to-face', element: e.id, attacker, citations: [rule('p.21a', 'L1651-1662: turning to face a flank or rear attack')] });
  }
  return elements === null ? state : { ...state, elements };
}
