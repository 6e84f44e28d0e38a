/**
 * Losses in element equivalents (p.25, L2087-2112): an element is lost when destroyed or when
 * any part of it crosses the table edge; each counts its element equivalents (data/ele.ts).
 * Baggage is not part of a command's strength; for the army's defeat a lost baggage element
 * weighs 2 when destroyed in close combat and 1 when lost another way. Losses are read from the
 * elements, never stored, so they always agree with the table.
 * @module
 */
import type { DbmState } from '../../model/state.js';
import { DESTROYED_IN_CLOSE_COMBAT } from '../24-destroyed-recoil/destroyed.js';

/** True when the element was on the table and is gone (destroyed or lost). */
export function isLost(s: DbmState, id: string): boolean {
  const e = s.elements[id];
  return e !== undefined && e.status !== 'active';
}

/**
 * The element equivalents `command` has lost (baggage excluded).
 * @rule dbm p.25 L2087-2108
 */
export function commandLosses(s: DbmState, command: string): number {
  const c = s.commands[command];
  if (c === undefined) return 0;
  let lost = 0;
  for (const id of c.elements) {
    const t = s.troops[id];
    if (t === undefined || t.type === 'Bge') continue;
    if (isLost(s, id)) lost += t.ele;
  }
  return lost;
}

/**
 * What `side`'s lost baggage adds to its army's losses: 2 for each baggage element destroyed in
 * close combat, 1 for each lost another way (L2108-2111).
 * @rule dbm p.25 L2108-2111
 */
export function baggageLosses(s: DbmState, side: string): number {
  let n = 0;
  for (const t of Object.values(s.troops)) {
    if (t.side !== side || t.type !== 'Bge' || !isLost(s, t.id)) continue;
    n += s.elements[t.id]!.lostHow === DESTROYED_IN_CLOSE_COMBAT ? 2 : 1;
  }
  return n;
}

/** The element equivalents of `side`'s army at the start: its commands' original strengths. */
export function armyOriginal(s: DbmState, side: string): number {
  let n = 0;
  for (const c of Object.values(s.commands)) if (c.side === side) n += c.originalEle;
  return n;
}

/**
 * What counts towards `side`'s defeat (L2124-2127): the losses of its undemoralised commands, the
 * whole original strength of each demoralised command, and its baggage losses.
 * @rule dbm p.25a L2124-2127
 * @ruling DBM-R47
 */
export function armyDefeatCount(s: DbmState, side: string): number {
  let n = baggageLosses(s, side);
  for (const c of Object.values(s.commands)) {
    if (c.side !== side) continue;
    n += s.morale.demoralised.includes(c.id) ? c.originalEle : commandLosses(s, c.id);
  }
  return n;
}
