/**
 * The unit type codes melee needs to look things up by (§3): the Clash of Shields table, the
 * pikemen and camp exceptions, the build cost chart. Same list and order as the `dob` counters
 * format (data/formats.ts `UNIT_TYPES`), which replaces this once it is on main.
 * @module
 */

/**
 * Unit type codes (§3.1–3.3).
 * @rule dawn-of-battle 3.1
 * @rule dawn-of-battle 3.2
 * @rule dawn-of-battle 3.3
 */
export const UNIT_TYPES = [
  'LI', 'MI', 'HI', 'PX', 'PK', 'MM', 'LA', 'HA', 'LG', 'HG',
  'LC', 'HC', 'MA', 'CT', 'HT', 'KT', 'CC', 'CH', 'BC',
  'EL', 'CAMP', 'WW', 'AY',
] as const;

/** A unit type code. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** True when `s` is a unit type code. */
export function isUnitType(s: unknown): s is UnitType {
  return typeof s === 'string' && (UNIT_TYPES as ReadonlyArray<string>).includes(s);
}
