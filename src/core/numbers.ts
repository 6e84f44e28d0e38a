/**
 * Number codecs for decoded input. io-ts's `t.number` accepts `NaN` and `±Infinity`, which JSON
 * cannot carry but a caller's object can, and which poison every comparison a rule makes (a
 * `NaN` distance is neither too far nor too near). Commands, scenarios, options and saved states
 * decode their numbers with these instead.
 * @module
 */
import * as t from 'io-ts';
import { withShape } from './codec-shapes.js';

const refined = (name: string, ok: (n: number) => boolean): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    name,
    (u): u is number => typeof u === 'number' && ok(u),
    (u, c) => (typeof u === 'number' && ok(u) ? t.success(u) : t.failure(u, c)),
    (n) => n,
  );

/** A finite number (not `NaN`, not `±Infinity`). */
export const finiteNumber = withShape(refined('a finite number', Number.isFinite), { kind: 'number' });

/** A finite number ≥ 0. */
export const nonNegativeNumber = withShape(
  refined('a finite number ≥ 0', (n) => Number.isFinite(n) && n >= 0),
  { kind: 'number', minimum: 0 },
);

/** A whole number from `lo` to `hi` (−0 refused: it would not survive a JSON round trip). */
export function integerIn(lo: number, hi: number, name = `a whole number from ${lo} to ${hi}`): t.Type<number, number, unknown> {
  return withShape(
    refined(name, (n) => Number.isInteger(n) && n >= lo && n <= hi && !Object.is(n, -0)),
    { kind: 'number', integer: true, minimum: lo, maximum: hi },
  );
}
