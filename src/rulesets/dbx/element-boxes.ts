/**
 * Bounding boxes cached per element object. Elements are never mutated (a move makes a new
 * object), so an element's box can be kept for as long as the object lives; most elements
 * survive unchanged from one state to the next, which is what makes the cache pay.
 * Internal to the DBx core and its rulesets; not part of the public API.
 */
import { boxOf, type Box } from '../../plane/base.js';
import type { DbxElement } from './elements.js';

const boxes = new WeakMap<DbxElement, Box>();

/** The axis-aligned bounding box of `e`'s base, computed once per element object. */
export function boxOfElement(e: DbxElement): Box {
  let b = boxes.get(e);
  if (b === undefined) {
    b = boxOf(e);
    boxes.set(e, b);
  }
  return b;
}
