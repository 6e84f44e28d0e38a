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
import { boxOfElement } from './element-boxes.js';

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

/**
 * The last few tables built, strongly held: a new state usually differs from the one before it
 * by an element or two, so its table starts from that one's touches (see {@link derive}).
 */
const recent: Table[] = [];
const RECENT = 4;
/** A table is derived from a recent one when at most this many elements differ. */
const DERIVE_UP_TO = 4;

function tableOf(list: ReadonlyArray<DbxElement>): Table {
  return tables.get(list) ?? buildTable(list);
}

function buildTable(list: ReadonlyArray<DbxElement>): Table {
  const members = new Map<string, DbxElement>();
  const act: DbxElement[] = [];
  for (const e of list) {
    if (e.status !== 'active') continue;
    members.set(e.id, e);
    act.push(e);
  }
  // lists usually come sorted by id already (a ruleset's memoised active list): sort only when not
  let sorted = true;
  for (let i = 1; i < act.length && sorted; i++) if (act[i - 1]!.id > act[i]!.id) sorted = false;
  if (!sorted) act.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  let index: SpatialIndex | null = null;
  if (act.length >= INDEX_FROM) {
    const bases: Record<string, DbxElement> = {};
    for (const e of act) bases[e.id] = e;
    index = createIndex(bases);
  }
  const t: Table = { members, list: act, boxes: act.map(boxOfElement), index, touches: new Map() };
  if (index === null) derive(t);
  tables.set(list, t);
  recent.unshift(t);
  if (recent.length > RECENT) recent.pop();
  return t;
}

/**
 * Seeds a new table's touches from a recent table that differs from it in a few elements: for
 * every element present in both, unchanged, and already looked up there, its touches are the old
 * ones without the changed elements plus its contacts with the changed elements as they now stand.
 * The result is exactly what a fresh lookup would give.
 */
function derive(t: Table): void {
  // Maps and Sets are walked with forEach, which makes no iterator or entry objects
  for (const r of recent) {
    const changed = new Set<string>();
    for (const e of t.list) if (r.members.get(e.id) !== e) changed.add(e.id);
    if (changed.size > DERIVE_UP_TO) continue;
    r.members.forEach((_, id) => {
      if (!t.members.has(id)) changed.add(id);
    });
    if (changed.size > DERIVE_UP_TO) continue;
    const now: DbxElement[] = [];
    changed.forEach((id) => {
      const e = t.members.get(id);
      if (e !== undefined) now.push(e);
    });
    r.touches.forEach((old, id) => {
      if (changed.has(id)) return;
      const e = t.members.get(id);
      if (e === undefined) return;
      let out: Touch[] | null = null;
      for (const x of old) {
        if (!changed.has(x.other.id)) continue;
        out ??= old.filter((y) => !changed.has(y.other.id));
      }
      for (const c of now) {
        const contact = contactOf(e, c, DBX_TOLERANCE);
        if (contact === null) continue;
        out ??= old.slice();
        out.push({ other: c, contact });
      }
      if (out === null) t.touches.set(id, old);
      else t.touches.set(id, out.sort((a, b) => (a.other.id < b.other.id ? -1 : a.other.id > b.other.id ? 1 : 0)));
    });
    return;
  }
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

