/**
 * The units table (§2.3), the base depths (§2.4) and the type and rating modifiers
 * (§11.2–§11.4): every unit's statistics derive from its type code, e.g. `CvLAe`.
 * @module
 */

/** The designations of §2.1 (`Sg` is read as `Bw`, §2.1 BwL). */
export const DESIGNATIONS = ['At', 'Bw', 'Cb', 'Ch', 'Cm', 'Cv', 'Ed', 'El', 'Ex', 'Hd', 'Kn', 'Pk', 'Sp', 'WE', 'WW', 'Baggage'] as const;
/** A unit designation (§2.1). */
export type Designation = (typeof DESIGNATIONS)[number];

/** The characteristic rules of §11.1 (and baggage's own rule from the units table). */
export type Characteristic =
  | 'Armour'
  | 'Charge'
  | 'Chase'
  | 'Close-in'
  | 'Critical'
  | 'Cumbersome'
  | 'Desert'
  | 'Double Stack'
  | 'Expendable'
  | 'Exploit'
  | 'Fast Shot'
  | 'Jumbo'
  | 'Flop'
  | 'Rear Shot'
  | 'Slow Shot'
  | 'Stack'
  | 'Stubborn'
  | 'Swift'
  | 'Withdraw'
  | 'Destroyed on losing combat';

/** One row of the units table. */
export interface DesignationRow {
  readonly move: number;
  readonly mounted: boolean;
  readonly vsFoot: number;
  readonly vsMounted: number;
  readonly characteristics: ReadonlyArray<Characteristic>;
  /** Army points, in halves avoided: the table's value (e.g. 4.5). */
  readonly ap: number;
  /** True for the designations with a single type, treated as Medium (§2.1). */
  readonly single: boolean;
}

/**
 * The units table, row by row as printed.
 * @rule arcane-warfare 2.3
 */
export const UNITS_TABLE: Readonly<Record<Designation, DesignationRow>> = {
  At: { move: 100, mounted: false, vsFoot: 2, vsMounted: 3, characteristics: ['Critical', 'Cumbersome', 'Slow Shot'], ap: 4.5, single: true },
  Bw: { move: 150, mounted: false, vsFoot: 1, vsMounted: 2, characteristics: ['Fast Shot', 'Rear Shot'], ap: 2.5, single: false },
  Cb: { move: 150, mounted: false, vsFoot: 1, vsMounted: 2, characteristics: ['Slow Shot'], ap: 3, single: false },
  Ch: { move: 250, mounted: true, vsFoot: 2, vsMounted: 1, characteristics: ['Swift'], ap: 2, single: false },
  Cm: { move: 200, mounted: true, vsFoot: 2, vsMounted: 2, characteristics: ['Desert'], ap: 3, single: false },
  Cv: { move: 250, mounted: true, vsFoot: 2, vsMounted: 2, characteristics: ['Charge', 'Swift'], ap: 3.5, single: false },
  Ed: { move: 150, mounted: false, vsFoot: 3, vsMounted: 2, characteristics: [], ap: 3, single: false },
  El: { move: 200, mounted: true, vsFoot: 3, vsMounted: 3, characteristics: ['Jumbo', 'Flop'], ap: 4, single: false },
  Ex: { move: 200, mounted: true, vsFoot: 3, vsMounted: 2, characteristics: ['Chase', 'Expendable'], ap: 1.5, single: true },
  Hd: { move: 150, mounted: false, vsFoot: 0, vsMounted: 0, characteristics: ['Critical'], ap: 1, single: true },
  Kn: { move: 200, mounted: true, vsFoot: 3, vsMounted: 2, characteristics: ['Charge', 'Chase', 'Close-in'], ap: 4, single: false },
  Pk: { move: 150, mounted: false, vsFoot: 2, vsMounted: 2, characteristics: ['Double Stack'], ap: 2.5, single: false },
  Sp: { move: 150, mounted: false, vsFoot: 2, vsMounted: 2, characteristics: ['Stack'], ap: 2.5, single: false },
  WE: { move: 100, mounted: false, vsFoot: 1, vsMounted: 2, characteristics: ['Critical', 'Cumbersome', 'Slow Shot'], ap: 3.5, single: true },
  WW: { move: 100, mounted: false, vsFoot: 2, vsMounted: 2, characteristics: ['Critical', 'Armour', 'Cumbersome', 'Slow Shot'], ap: 4.5, single: true },
  Baggage: { move: 100, mounted: false, vsFoot: 0, vsMounted: 0, characteristics: ['Destroyed on losing combat', 'Cumbersome'], ap: 0, single: true },
};

/** Weight (§2.1): Light, Medium or Heavy; single types are Medium. */
export type Weight = 'L' | 'M' | 'H';
/** Rating (§2.2): ordinary, elite or inferior. */
export type Rating = 'o' | 'e' | 'i';

/** A parsed type code. */
export interface UnitType {
  readonly code: string;
  readonly designation: Designation;
  readonly weight: Weight;
  readonly secondary: 'A' | 'B' | null;
  readonly rating: Rating;
}

const CODE = /^(At|Bw|Sg|Cb|Ch|Cm|Cv|Ed|El|Ex|Hd|Kn|Pk|Sp|WE|WW|Baggage)(L|M|H)?(A|B)?(o|e|i)?$/;

/**
 * Reads a type code (`Designation + [L|M|H] + [A|B] + [o|e|i]`, §2.1–§2.2, §11.2–§11.4), or
 * says why it is not one. `SgL` (slingers) is `BwL`.
 * @rule arcane-warfare 2.1
 * @rule arcane-warfare 2.2
 * @rule arcane-warfare 11.3
 */
export function parseUnitType(code: string): UnitType | string {
  const m = CODE.exec(code);
  if (m === null) return `"${code}" is not a unit type code (designation, then L/M/H, then A/B, then o/e/i)`;
  const designation = (m[1] === 'Sg' ? 'Bw' : m[1]) as Designation;
  if (m[1] === 'Sg' && m[2] !== 'L') return `"${code}": slingers are SgL only`;
  const row = UNITS_TABLE[designation];
  if (row.single && m[2] !== undefined) return `"${code}": ${designation} has a single type, without a weight letter`;
  if (!row.single && m[2] === undefined) return `"${code}": ${designation} needs a weight letter (L, M or H)`;
  const weight = (m[2] ?? 'M') as Weight;
  const secondary = (m[3] ?? null) as 'A' | 'B' | null;
  if (secondary === 'A' && designation !== 'Ch' && designation !== 'Cv' && designation !== 'Cm') return `"${code}": only Ch, Cv and Cm may be mounted archers (A)`;
  if (secondary === 'B' && (weight === 'L' || row.characteristics.includes('Cumbersome'))) return `"${code}": only close-order units may be Band (B)`;
  if (designation === 'Baggage' && m[4] !== undefined) return `"${code}": baggage has no rating`;
  return { code, designation, weight, secondary, rating: (m[4] ?? 'o') as Rating };
}

/** Everything the rules derive from a type (§2.3, §2.4, §6.3, §11). */
export interface UnitStats {
  readonly type: UnitType;
  readonly mounted: boolean;
  readonly light: boolean;
  readonly cumbersome: boolean;
  /** Neither Cumbersome nor Light (§2.2). */
  readonly closeOrder: boolean;
  readonly characteristics: ReadonlyArray<Characteristic>;
  /** Move per impulse over open ground (§2.3, §11.2 Light +50). */
  readonly moveOpen: number;
  /** Move per impulse when any part of the impulse is over difficult ground (§6.3, §11). */
  readonly moveDifficult: number;
  readonly vsFoot: number;
  readonly vsMounted: number;
  readonly ap: number;
  /** Base depth in paces (§2.4); every frontage is 100 p. */
  readonly depth: number;
}

/** Base frontage in paces: 40 mm at 15 mm scale (§2.4, §1.3: 2 cm = 50 p). */
export const FRONTAGE = 100;

/**
 * Base depth by type (§2.4): foot 20 mm (50 p), At and WE 40 mm, WW 80 mm, mounted and baggage
 * 40 mm (100 p).
 * @rule arcane-warfare 2.4
 */
export function baseDepth(t: UnitType): number {
  if (t.designation === 'WW') return 200;
  if (t.designation === 'At' || t.designation === 'WE' || t.designation === 'Baggage') return 100;
  return UNITS_TABLE[t.designation].mounted ? 100 : 50;
}

function gainLose(base: ReadonlyArray<Characteristic>, gain: ReadonlyArray<Characteristic>, lose: ReadonlyArray<Characteristic>): Characteristic[] {
  const out = base.filter((c) => !lose.includes(c));
  for (const g of gain) if (!out.includes(g)) out.push(g);
  return out;
}

/**
 * A type's statistics: the units table row adjusted by the primary type (§11.2: Heavy gains
 * Armour, loses Swift, +0.5 AP; Light gains Swift, loses Charge and Stack, CF −1, +50 p on open,
 * −1 AP), the secondary type (§11.3: A gains Fast Shot, loses Charge, +0.5 AP; B gains Chase,
 * Close-in, Flop, −0.5 AP) and the rating (§11.4: elite Exploit and Stubborn +0.5 AP; inferior
 * Flop and Withdraw −0.5 AP). Move over difficult (§6.3, §11.1, §11.2): Cumbersome 50, Heavy
 * 100, mounted Medium or Light 100 less, Desert 50 more unless Heavy.
 * @rule arcane-warfare 2.3
 * @rule arcane-warfare 6.3
 * @rule arcane-warfare 11.1
 * @rule arcane-warfare 11.2
 * @rule arcane-warfare 11.3
 * @rule arcane-warfare 11.4
 */
export function unitStats(t: UnitType): UnitStats {
  const row = UNITS_TABLE[t.designation];
  let ch: Characteristic[] = [...row.characteristics];
  let ap = row.ap;
  let vsFoot = row.vsFoot;
  let vsMounted = row.vsMounted;
  if (!row.single) {
    if (t.weight === 'H') {
      ch = gainLose(ch, ['Armour'], ['Swift']);
      ap += 0.5;
    } else if (t.weight === 'L') {
      ch = gainLose(ch, ['Swift'], ['Charge', 'Stack']);
      ap -= 1;
      vsFoot -= 1;
      vsMounted -= 1;
    }
  }
  if (t.secondary === 'A') {
    ch = gainLose(ch, ['Fast Shot'], ['Charge']);
    ap += 0.5;
  } else if (t.secondary === 'B') {
    ch = gainLose(ch, ['Chase', 'Close-in', 'Flop'], []);
    ap -= 0.5;
  }
  if (t.rating === 'e') {
    ch = gainLose(ch, ['Exploit', 'Stubborn'], []);
    ap += 0.5;
  } else if (t.rating === 'i') {
    ch = gainLose(ch, ['Flop', 'Withdraw'], []);
    ap -= 0.5;
  }
  const light = !row.single && t.weight === 'L';
  const cumbersome = ch.includes('Cumbersome');
  const moveOpen = row.move + (light ? 50 : 0);
  let moveDifficult: number;
  if (cumbersome) moveDifficult = 50;
  else if (!row.single && t.weight === 'H') moveDifficult = 100;
  else if (row.mounted) moveDifficult = row.move - 100;
  else moveDifficult = row.move;
  if (ch.includes('Desert') && t.weight !== 'H') moveDifficult += 50;
  return {
    type: t,
    mounted: row.mounted,
    light,
    cumbersome,
    closeOrder: !light && !cumbersome,
    characteristics: ch,
    moveOpen,
    moveDifficult,
    vsFoot,
    vsMounted,
    ap,
    depth: baseDepth(t),
  };
}

/** The statistics of a type code, or why it is not one. */
export function statsOf(code: string): UnitStats | string {
  const t = parseUnitType(code);
  return typeof t === 'string' ? t : unitStats(t);
}

/** True when two units are of the same type for formations: same designation, weight and secondary letter (ruling AW-R9: ratings may differ). */
export function sameFormationType(a: UnitType, b: UnitType): boolean {
  return a.designation === b.designation && a.weight === b.weight && a.secondary === b.secondary;
}
