/**
 * Prepared scenarios: a scenario decoded once and frozen, so that `setup` can skip the decode
 * and the checks of its forces against the data on every game of a run (a simulator sets up
 * the same scenario thousands of times). Only objects made here are trusted: they are frozen
 * all the way down, so nobody can change one after it was checked.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cite } from '../../../../core/citation.js';
import { copyUnit } from '../../kernel/context.js';
import { decode } from '../../../../core/decode.js';
import type { DecodeError, SetupError } from '../../../../core/errors.js';
import { setupError } from '../../../../core/errors.js';
import type { DataSet } from '../../data/formats.js';
import { scenarioCodec, type Scenario } from '../../model/scenario.js';
import { placeForces, type Forces } from './setup-forces.js';
import type { Supplementary } from '../../model/supplementary.js';

/** Scenarios made by {@link prepareScenario}: decoded, plain JSON and deeply frozen. */
const prepared = new WeakSet<object>();

/**
 * The forces of each prepared scenario, for the data set they were checked against (the
 * shipped defaults are one shared object, so every game of a run on them hits), with the
 * frozen map every game of it shares.
 */
const forcesCache = new WeakMap<object, PlacedForces & { readonly data: DataSet }>();

/** The forces of a scenario, and whether they are shared with other games (then with their map). */
export interface PlacedForces {
  readonly forces: E.Either<SetupError, Forces>;
  /**
   * True when the forces are remembered for every game: copy their records before changing any
   * (a game copies a unit or the leaders before changing them, and never changes groups,
   * which are frozen).
   */
  readonly shared: boolean;
  /** The frozen map every game of a prepared scenario shares (null when not shared). */
  readonly map: PreparedMap | null;
}

/** A prepared scenario's map as states carry it (frozen, shared by all its games). */
export interface PreparedMap {
  readonly width: number;
  readonly height: number;
  readonly terrain: Readonly<Record<string, Forces['terrain'][string]>>;
}

/** The scenario decoding failure `setup` reports. */
export function badScenario(d: DecodeError): SetupError {
  return { ...setupError('bad-scenario', `The scenario is not valid:\n${d.message}`, cite('strategos', 'scenario')), issues: d.issues };
}

/**
 * Decodes a scenario once for many games: the result is a frozen plain-JSON copy that `setup`
 * recognises and does not decode or check against the data again (the checks are done on its
 * first setup with a given data set and remembered). `setup` gives exactly the same answer for
 * the prepared scenario as for `raw`. The same failure as `setup` when `raw` is not a valid
 * scenario; `not-json` when it is valid but not plain JSON (a cycle, a `BigInt` beside the
 * known fields).
 */
export function prepareScenario(raw: unknown): E.Either<SetupError, Scenario> {
  if (isPrepared(raw)) return E.right(raw);
  const decoded = decode(scenarioCodec, raw);
  if (E.isLeft(decoded)) return E.left(badScenario(decoded.left));
  let text: string;
  try {
    text = JSON.stringify(decoded.right);
  } catch (e) {
    return E.left(setupError('not-json', `The scenario is not plain JSON: ${String(e)}`, cite('strategos', 'scenario')));
  }
  // The copy is ours alone, so freezing it freezes nothing of the caller's; a JSON round trip
  // keeps every field the codec reads, so it decodes (again) to the same scenario.
  const copy = decode(scenarioCodec, JSON.parse(text));
  if (E.isLeft(copy)) return E.left(badScenario(copy.left));
  const sc = deepFreeze(copy.right);
  prepared.add(sc);
  return E.right(sc);
}

/** True for a scenario made by {@link prepareScenario}. */
export function isPrepared(sc: unknown): sc is Scenario {
  return typeof sc === 'object' && sc !== null && prepared.has(sc);
}

/**
 * The forces of a scenario for `data`: remembered for a prepared scenario (with its shared
 * frozen map), computed afresh (and the caller's own) otherwise.
 */
export function forcesOf(sc: Scenario, supplementary: Supplementary, data: DataSet): PlacedForces {
  if (!isPrepared(sc)) return { forces: placeForces(sc, supplementary, data), shared: false, map: null };
  const hit = forcesCache.get(sc);
  if (hit !== undefined && hit.data === data) return hit;
  const forces = placeForces(sc, supplementary, data);
  // Every game of the scenario starts from these objects (setup does not copy them).
  if (E.isRight(forces)) {
    const f = forces.right;
    // Units keep the layout of the reducer's copies (`copyUnit`): frozen ones, or ones built by
    // another literal, would make every rule that reads units see two layouts (games 3-5 %
    // slower). They never change all the same: the reducer copies a unit before writing it
    // (the laws tests hand it frozen states). Leaders are copied on first use.
    for (const id in f.units) f.units[id] = copyUnit(f.units[id]!);
    deepFreeze(f.groups);
  }
  const map = E.isRight(forces) ? deepFreeze({ width: forces.right.sc.map.width, height: forces.right.sc.map.height, terrain: forces.right.terrain }) : null;
  const entry = { data, forces, shared: true, map };
  forcesCache.set(sc, entry);
  return entry;
}

/** Freezes `v` and everything in it (what is frozen already is taken as frozen through). */
export function deepFreeze<T>(v: T): T {
  if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
  for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k]);
  return Object.freeze(v);
}
