/**
 * Names chosen by users (unit, leader, element, army, group, agent and ruleset ids) end up as
 * keys of plain JSON records. A key that is also a property of every JavaScript object
 * (`__proto__`, `constructor`, `toString`, ...) would read as that property where the record
 * lacks it, and `__proto__`, assigned, replaces the record's prototype instead of adding an
 * entry: a unit would silently vanish. So such names are refused where they come in, with a
 * message naming the path, and every other string is safe. See docs/reliability.md.
 * @module
 */
import * as t from 'io-ts';
import { withShape } from './codec-shapes.js';

/**
 * The property names of `Object.prototype` in every engine this package supports, written out
 * rather than read at load time so the set does not depend on what else ran in the process.
 */
export const RESERVED_IDS: ReadonlySet<string> = new Set([
  '__proto__',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
]);

/** The longest id accepted (characters): a name, not a payload. */
export const MAX_ID_LENGTH = 200;

/** True for a name a user may not give anything: a property every object already has. */
export function isReservedId(name: string): boolean {
  // `in` also catches what a host added to Object.prototype, which would shadow a key the same way.
  return RESERVED_IDS.has(name) || name in Object.prototype;
}

/** Why `u` is not a usable id, or `null` when it is one. */
export function idProblem(u: unknown): string | null {
  if (typeof u !== 'string') return 'an id (a string)';
  if (u.length === 0) return 'an id (a non-empty string)';
  if (u.length > MAX_ID_LENGTH) return `an id of at most ${MAX_ID_LENGTH} characters`;
  if (isReservedId(u)) return `an id that is not "${u}" (a name every JavaScript object already has, reserved so that no record entry is lost)`;
  return null;
}

/**
 * Codec of a user-chosen id: a non-empty string of at most {@link MAX_ID_LENGTH} characters that
 * is not one of the {@link RESERVED_IDS}. Refusals read `sides.A.units[0].id: expected an id that
 * is not "__proto__" (...)`.
 */
export const idCodec: t.Type<string, string, unknown> = withShape(
  new t.Type<string, string, unknown>(
    'id',
    (u): u is string => idProblem(u) === null,
    (u, c) => {
      const problem = idProblem(u);
      return problem === null ? t.success(u as string) : t.failure(u, c, problem);
    },
    (a) => a,
  ),
  { kind: 'string', maxLength: MAX_ID_LENGTH, not: [...RESERVED_IDS] },
);
