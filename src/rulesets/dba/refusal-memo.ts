/**
 * The sampler's path refusals kept from one state to the next. A single element's path check
 * (proposal-screen.ts) reads only the moving element, its program, the table, the terrain, the
 * data and options, and the elements standing near the path: those meeting the path's box (what
 * it runs into), meeting that box widened by a base width (the enemies whose front it may cross)
 * and lying across a sight line from such an enemy to the path (what screens it). All of these
 * meet the path's box widened by a base width and the largest extent of any base, the answer's
 * *region*. When a later state has the same element object, the same program, the same table,
 * terrain, data and options, and exactly the same element objects meeting the region, the check
 * would read the same values and give the same answer, so the kept answer is returned.
 *
 * An element blocked by its neighbours is drawn again and again while they stand still (about
 * 40 of the 75 refusals of a random game repeat one already met on an earlier state).
 * @module
 */
import { boxOf, type Base, type Box } from '../../plane/base.js';
import { elementsNear } from '../dbx/contact-table.js';
import type { DbxElement } from '../dbx/elements.js';
import type { DbaState } from './state.js';
import { active } from './world.js';

/** A path check's answer with what it read. */
interface Kept {
  readonly key: string;
  readonly table: object;
  readonly terrain: object;
  readonly data: object;
  readonly options: object;
  readonly region: Box;
  readonly near: ReadonlyArray<DbxElement>;
  readonly answer: 'too-far' | 'refused';
}

/** Per element object, its last few refused programs. */
const kept = new WeakMap<DbxElement, Kept[]>();
const PER_ELEMENT = 4;

/** The largest width plus depth of any base in the list (bounds every base's box extent). */
function largestExtent(list: ReadonlyArray<DbxElement>): number {
  if (list === lastList) return lastExtent;
  let m = 0;
  for (const e of list) m = Math.max(m, e.width + e.depth);
  lastList = list;
  lastExtent = m;
  return m;
}

let lastList: ReadonlyArray<DbxElement> | null = null;
let lastExtent = 0;

function sameElements(a: ReadonlyArray<DbxElement>, b: ReadonlyArray<DbxElement>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The refusal kept for `mover`'s program `key` when nothing it read has changed in `state`, else `null`. */
export function recallRefusal(state: DbaState, mover: DbxElement, key: string): 'too-far' | 'refused' | null {
  const list = kept.get(mover);
  if (list === undefined) return null;
  for (const k of list) {
    if (k.key !== key || k.table !== state.table || k.terrain !== state.terrain || k.data !== state.data || k.options !== state.options) continue;
    if (sameElements(k.near, elementsNear(active(state), k.region))) return k.answer;
  }
  return null;
}

/** Keeps a refusal of `mover`'s program `key`, whose sampled poses are `samples`. */
export function keepRefusal(state: DbaState, mover: DbxElement, key: string, samples: ReadonlyArray<Base>, answer: 'too-far' | 'refused'): void {
  const all = active(state);
  const margin = state.data.baseWidth + largestExtent(all) + 1;
  let { minX, minY, maxX, maxY } = boxOf(mover);
  for (const s of samples) {
    const b = boxOf(s);
    minX = Math.min(minX, b.minX);
    minY = Math.min(minY, b.minY);
    maxX = Math.max(maxX, b.maxX);
    maxY = Math.max(maxY, b.maxY);
  }
  const region: Box = { minX: minX - margin, minY: minY - margin, maxX: maxX + margin, maxY: maxY + margin };
  const entry: Kept = { key, table: state.table, terrain: state.terrain, data: state.data, options: state.options, region, near: elementsNear(all, region), answer };
  const list = kept.get(mover);
  if (list === undefined) kept.set(mover, [entry]);
  else {
    list.unshift(entry);
    if (list.length > PER_ELEMENT) list.pop();
  }
}
