/**
 * Lining up a group that moves into contact, family-wide: a group move may include up to half a
 * base width sideways to line up with an enemy. When a group move ends with one of its elements'
 * front edge against an enemy's front edge, facing it squarely but offset sideways, the whole
 * group shifts sideways so that element stands exactly opposite that enemy, provided the shift
 * and any sidesteps already in the program together stay within half a base width (the
 * profile's) and the shifted group lands clear of everything else. The first element of the group
 * (in the order given) that makes such a contact decides the shift. The shift is the permitted
 * lining-up, not part of the measured move.
 * @module
 */
import type { Base } from '../../../plane/base.js';
import { angleDiff, basesOverlap, baseOnTable, fromLocal, toLocal } from '../bases.js';
import { inFrontContact } from '../contact.js';
import { elementAt, type DbxElement } from '../elements.js';
import type { MoveStep } from '../moves.js';
import type { MoveWorld } from './world.js';

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
export function lineUpGroup<T extends string, D, F>(world: MoveWorld<T, D, F>, finals: ReadonlyArray<DbxElement>, steps: ReadonlyArray<MoveStep>, shiftAllowed = true): LineUp {
  const side = finals[0]?.side;
  const ids = new Set(finals.map((f) => f.id));
  const enemies = world.elements.filter((o) => o.side !== side && !ids.has(o.id));
  const none: LineUp = { finals, shift: 0, contacts: frontContacts(finals, enemies) };
  if (!shiftAllowed) return none;
  const others = world.elements.filter((o) => !ids.has(o.id));
  const used = steps.reduce((s, x) => s + (x.kind === 'sidestep' ? Math.abs(x.distance) : 0), 0);
  const budget = world.profile.baseWidth(world.tables) / 2 - used;
  const g = world.ground;
  for (const f of finals) {
    const e = enemies.find((x) => inFrontContact(f, x) && angleDiff(f.heading, x.heading + 180) <= SQUARE);
    if (e === undefined) continue;
    const along = toLocal(f, { x: e.x, y: e.y }).along;
    if (Math.abs(along) <= 0.5 || Math.abs(along) > budget + 1e-9) return none;
    const origin = fromLocal(f, 0, 0);
    const to = fromLocal(f, along, 0);
    const dx = to.x - origin.x;
    const dy = to.y - origin.y;
    const shifted = finals.map((h) => elementAt(h, h.x + dx, h.y + dy, h.heading));
    const clear = shifted.every(
      (s: Base) => baseOnTable(s, world.table.width, world.table.height) && !g.impassable(g.features, s) && !others.some((o) => basesOverlap(s, o)),
    );
    if (!clear) return none;
    return { finals: shifted, shift: Math.abs(along), contacts: frontContacts(shifted, enemies) };
  }
  return none;
}

/**
 * Adds a move's new front contacts to the bound's record (who moved into contact with whom,
 * which an outcome table may look back at, e.g. DBA's knights' row).
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
