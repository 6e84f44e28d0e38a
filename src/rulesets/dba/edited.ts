/**
 * States edited in place. The reducer and the sampler remember answers by the identity of the
 * objects they were asked about (a state, its elements record, an element): states are never
 * changed by the library, so an answer cannot go stale. A caller who edits a state in place (moves
 * an element, changes the phase or the PIPs used) would then get the answer for the state as it
 * was. So each entry point of the ruleset stamps what it is handed: the state and its elements
 * record, by a checksum of what those caches depend on. When an object seen before comes back
 * with another stamp it was edited in place, and the call runs on a deep copy, which no cache
 * knows: the answer on an edited state is the answer on its deep copy.
 *
 * The stamp is a few arithmetic operations per element: what is checked is every element's pose,
 * size and status, the phase (its tag, player, PIPs), the bound and the sizes of the bound's
 * record. A fresh object (a state built by spreading
 * one the library returned) is stamped on first sight; editing an element object that an older,
 * already stamped record shares is seen through that record only when it comes back.
 * @module
 */
import type { DbaState } from './state.js';

/** The stamp each state and elements record had when first seen. */
const stamps = new WeakMap<object, number>();

/**
 * The checksum of an elements record: every element's pose and status (its id, type and side are
 * not expected to change in place), weighted by its place in the record.
 */
function elementsStamp(elements: DbaState['elements']): number {
  let h = 0;
  let i = 1;
  for (const id in elements) {
    const e = elements[id]!;
    h += i * (e.x * 3.1 + e.y * 5.3 + e.heading * 7.7 + e.status.length * 11.3 + e.width * 0.37 + e.depth * 0.71);
    i++;
  }
  return h + i;
}

/** The number of own keys of a record, without building a list. */
function count(r: object): number {
  let n = 0;
  for (const _ in r) n++;
  return n;
}

/** The checksum of the rest of a state that answers depend on: phase, bound, record, terrain, camps. */
function restStamp(s: DbaState, elements: number): number {
  const p = s.phase as { readonly tag: string; readonly player?: string; readonly pips?: number; readonly pipsUsed?: number };
  let h = elements * 1.0001 + p.tag.length * 3 + (p.player?.length ?? 0) * 5 + (p.pips ?? 0) * 7 + (p.pipsUsed ?? 0) * 11 + s.bound * 13;
  const r = s.record;
  let n = 0;
  for (const id in r.moves) h += ++n * r.moves[id]! * 17;
  h += r.shot.length * 19 + r.fought.length * 23 + count(r.shotAt) * 29 + count(r.contacted) * 31;
  h += s.terrain.length * 37 + (s.result === null ? 0 : 43);
  return h;
}

/**
 * `state`, or a deep copy of it when it (or its elements record) was edited in place since the
 * library first saw it.
 */
export function unedited(state: DbaState): DbaState {
  const el = elementsStamp(state.elements);
  const all = restStamp(state, el);
  const a = stamps.get(state);
  const b = stamps.get(state.elements);
  if ((a !== undefined && a !== all) || (b !== undefined && b !== el)) {
    const copy = JSON.parse(JSON.stringify(state)) as DbaState;
    stamps.set(copy, all);
    stamps.set(copy.elements, el);
    return copy;
  }
  if (a === undefined) stamps.set(state, all);
  if (b === undefined) stamps.set(state.elements, el);
  return state;
}
