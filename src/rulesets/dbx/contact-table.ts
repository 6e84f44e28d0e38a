/**
 * Contacts looked up instead of recomputed. A list of elements (a ruleset passes the same array
 * for every query on one state, e.g. its memoised list of active elements) gets a plane spatial
 * index, built once, when it is long enough for the index to pay (a DBA table of two dozen
 * elements is scanned faster than it is indexed; DBM and DBMM tables hold hundreds); each
 * element's touching neighbours are classified once, on first request, and kept with the list. Lists and elements are never mutated, so nothing here goes stale: a new
 * state brings new lists.
 * @module
 */
import type { Contact } from '../../plane/contact.js';
import { candidatesInBox, createIndex, type SpatialIndex } from '../../plane/spatial-index.js';
import { boxOf, type Box } from '../../plane/base.js';
import type { Tolerance } from '../../plane/tolerance.js';
import { contactOf, DBX_TOLERANCE } from './bases.js';
import type { DbxElement } from './elements.js';

/** Another element touching (or overlapping) the one asked about, and the contact seen from the one asked about. */
export interface Touch {
  readonly other: DbxElement;
  readonly contact: Contact;
}

interface Table {
  readonly members: ReadonlyMap<string, DbxElement>;
  readonly list: ReadonlyArray<DbxElement>;
  /** The bounding box of each element of `list`, same order. */
  readonly boxes: ReadonlyArray<Box>;
  /** `null` for short lists, which are scanned. */
  readonly index: SpatialIndex | null;
  readonly touches: Map<string, ReadonlyArray<Touch>>;
}

const tables = new WeakMap<ReadonlyArray<DbxElement>, Table>();

/** Lists of at least this many active elements get a spatial index. */
const INDEX_FROM = 64;

function tableOf(list: ReadonlyArray<DbxElement>): Table {
  const hit = tables.get(list);
  if (hit !== undefined) return hit;
  const members = new Map<string, DbxElement>();
  const bases: Record<string, DbxElement> = {};
  const act: DbxElement[] = [];
  for (const e of list) {
    if (e.status !== 'active') continue;
    members.set(e.id, e);
    bases[e.id] = e;
    act.push(e);
  }
  act.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const t: Table = { members, list: act, boxes: act.map(boxOf), index: act.length >= INDEX_FROM ? createIndex(bases) : null, touches: new Map() };
  tables.set(list, t);
  return t;
}

/**
 * Every active element of `list` (other than `e` itself, by id) that touches or overlaps `e` under
 * the tolerance, with the contact from `e`'s point of view, in id order. Looked up through the
 * list's spatial index, and cached when `e` is itself the member of `list` with its id.
 */
export function touchesOf(e: DbxElement, list: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): ReadonlyArray<Touch> {
  const t = tableOf(list);
  const member = t.members.get(e.id) === e && tolerance === DBX_TOLERANCE;
  if (member) {
    const hit = t.touches.get(e.id);
    if (hit !== undefined) return hit;
  }
  const out: Touch[] = [];
  // candidates in id order (the index answers in cell order, so its answer is sorted)
  const candidates = t.index === null ? t.list : candidatesInBox(t.index, boxOf(e), tolerance.distance).sort().map((id) => t.members.get(id) as DbxElement);
  for (const o of candidates) {
    if (o.id === e.id) continue;
    const c = contactOf(e, o, tolerance);
    if (c !== null) out.push({ other: o, contact: c });
  }
  if (member) t.touches.set(e.id, out);
  return out;
}

/**
 * The active elements of `list` whose bounding box comes within `margin` of `box`, in index order,
 * through the list's spatial index.
 */
export function elementsNear(list: ReadonlyArray<DbxElement>, box: Box, margin = 0): DbxElement[] {
  const t = tableOf(list);
  if (t.index !== null) return candidatesInBox(t.index, box, margin).map((id) => t.members.get(id) as DbxElement);
  const out: DbxElement[] = [];
  for (let i = 0; i < t.list.length; i++) {
    const b = t.boxes[i] as Box;
    if (b.maxX >= box.minX - margin && b.minX <= box.maxX + margin && b.maxY >= box.minY - margin && b.minY <= box.maxY + margin) out.push(t.list[i] as DbxElement);
  }
  return out;
}

