/**
 * Contact tolerances. A tolerance is always an argument (per call, or a ruleset's named
 * constant passed along); the module keeps no global, mutable precision setting.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { planeError, show, type PlaneError } from './errors.js';

/**
 * How far apart two features may be and still count as touching: `distance` in paces and
 * `angle` in degrees (how far from parallel two edges may be and still share an edge contact).
 */
export interface Tolerance {
  readonly distance: number;
  readonly angle: number;
}

/**
 * The tolerance used when none is passed: 1e-6 paces and 1e-6 degrees. It absorbs the rounding
 * of bases built with float rotations on a table of a few thousand paces (errors near 1e-12
 * paces) and nothing a player could see. Rulesets that accept hand-placed poses pass a looser
 * constant of their own and then snap with `snapToContact`.
 */
export const DEFAULT_TOLERANCE: Tolerance = Object.freeze({ distance: 1e-6, angle: 1e-6 });

/** Checks a tolerance: both fields finite and ≥ 0. */
export function validateTolerance(value: unknown, path = 'tolerance'): E.Either<PlaneError, Tolerance> {
  if (typeof value !== 'object' || value === null) {
    return E.left(planeError('bad-tolerance', path, `${path}: expected { distance, angle }, got ${show(value)}`));
  }
  const v = value as Record<string, unknown>;
  for (const k of ['distance', 'angle'] as const) {
    const n = v[k];
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0) {
      return E.left(planeError('bad-tolerance', `${path}.${k}`, `${path}.${k}: expected a finite number ≥ 0, got ${show(n)}`));
    }
  }
  return E.right(value as Tolerance);
}
