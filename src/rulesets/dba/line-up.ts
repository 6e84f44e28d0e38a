/**
 * Lining up a group that moves into contact (A:21): a group move may include "up to half an
 * element base width sideways to line up with enemy". When a group move ends with one of its
 * elements' front edge against an enemy's front edge, facing it squarely but offset sideways,
 * the whole group shifts sideways so that element stands exactly opposite that enemy, provided
 * the shift and any sidesteps already in the program together stay within half a base width and
 * the shifted group lands clear of everything else. The first element of the group (in the
 * order given) that makes such a contact decides the shift. The shift is the sheet's permitted
 * lining-up, not part of the measured move (a ruling: the sheet lists it beside the move).
 * @module
 */
import type { Base } from '../../plane/base.js';
import { angleDiff, basesOverlap, baseOnTable, fromLocal, toLocal } from '../dbx/bases.js';
import { inFrontContact } from '../dbx/contact.js';
import { elementAt, type DbxElement } from '../dbx/elements.js';
import type { MoveStep } from '../dbx/moves.js';
import type { DbaState } from './state.js';
import { onImpassable } from './terrain.js';
import { active } from './world.js';

/** What lining up did: the final poses, the sideways shift applied (paces), and who contacted whom. */
export interface LineUp {
  readonly finals: ReadonlyArray<DbxElement>;
  readonly shift: number;
  /** For each element of the group, the enemies whose front edge its front edge touches. */
  readonly contacts: Readonly<Record<string, ReadonlyArray<string>>>;
}

/** Headings within this many degrees of exactly opposite count as facing squarely. */
const SQUARE = 1;

function frontContacts(finals: ReadonlyArray<DbxElement>, enemies: ReadonlyArray<DbxElement>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of finals) {
    const hit = enemies.filter((e) => inFrontContact(f, e)).map((e) => e.id);
    if (hit.length > 0) out[f.id] = hit;
  }
  return out;
}

/**
 * Lines up a group's final poses on the enemy it contacts (see the module comment); with
 * `shiftAllowed` false (a single element's ordinary move) it only reports the contacts made.
 * @rule dba group-moves
 * @rule dba tactical-moves
 */
export function lineUpGroup(state: DbaState, finals: ReadonlyArray<DbxElement>, steps: ReadonlyArray<MoveStep>, shiftAllowed = true): LineUp {
  const side = finals[0]?.side;
  const ids = new Set(finals.map((f) => f.id));
  const enemies = active(state).filter((o) => o.side !== side && !ids.has(o.id));
  const none: LineUp = { finals, shift: 0, contacts: frontContacts(finals, enemies) };
  if (!shiftAllowed) return none;
  const others = active(state).filter((o) => !ids.has(o.id));
  const used = steps.reduce((s, x) => s + (x.kind === 'sidestep' ? Math.abs(x.distance) : 0), 0);
  const budget = state.tables.baseWidth / 2 - used;
  for (const f of finals) {
    const e = enemies.find((x) => inFrontContact(f, x) && angleDiff(f.heading, x.heading + 180) <= SQUARE);
    if (e === undefined) continue;
    const along = toLocal(f, { x: e.x, y: e.y }).along;
    if (Math.abs(along) <= 0.5 || Math.abs(along) > budget + 1e-9) return none;
    const origin = fromLocal(f, 0, 0);
    const to = fromLocal(f, along, 0);
    const dx = to.x - origin.x;
    const dy = to.y - origin.y;
    const shifted = finals.map((g) => elementAt(g, g.x + dx, g.y + dy, g.heading));
    const clear = shifted.every(
      (g: Base) => baseOnTable(g, state.table.width, state.table.height) && !onImpassable(state.terrain, g) && !others.some((o) => basesOverlap(g, o)),
    );
    if (!clear) return none;
    return { finals: shifted, shift: Math.abs(along), contacts: frontContacts(shifted, enemies) };
  }
  return none;
}

/**
 * Adds a move's new front contacts to the bound's record (who moved into contact with whom,
 * which the knights' row of the outcome table looks back at, A:113).
 * @rule dba combat-outcome
 */
export function recordContacts(
  record: Readonly<Record<string, ReadonlyArray<string>>>,
  contacts: Readonly<Record<string, ReadonlyArray<string>>>,
): Record<string, ReadonlyArray<string>> {
  const out: Record<string, ReadonlyArray<string>> = { ...record };
  for (const [id, hit] of Object.entries(contacts)) {
    const had = out[id] ?? [];
    out[id] = [...had, ...hit.filter((h) => !had.includes(h))];
  }
  return out;
}
