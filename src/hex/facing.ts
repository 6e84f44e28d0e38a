/**
 * Facing toward a vertex, as Dawn of Battle has it (§7.3): a unit faces one of the six corners
 * of its hex, which splits the six neighbours into two front, two flank and two rear hexes.
 *
 * **Facing convention.** `facing = f` (0..5) names the vertex between directions `f` and
 * `f + 1` (directions: see `directions.ts`). Then, with `+` taken mod 6:
 *
 * | relative | directions | who |
 * |---|---|---|
 * | front | `f` (left front), `f+1` (right front) | moves, ZOC (§7.6), arc of fire (§8.3) |
 * | flank | `f+5` (left), `f+2` (right) | sidestep (§7.12), vector +1 (§10.2.3.3) |
 * | rear  | `f+4` (left), `f+3` (right) | vector +2 |
 *
 * On a pointy-top map facing 5 is the N vertex (front NW and NE), facing 0 is the vertex
 * between NE and E. On a flat-top map facing `f` is the corner drawn at `60°·f` clockwise from
 * due E (facing 0 = E corner, facing 4 = upper-left corner). {@link vertexAngle} gives the
 * angle for either orientation.
 * @rule dawn-of-battle 7.3
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Hex } from './coords.js';
import { directionTo, neighbor, neighbors, range, turn, type Direction, type Orientation } from './directions.js';
import { hexError, type HexError } from './errors.js';

/** A facing: the vertex `f` between directions `f` and `f + 1` (see the module table). */
export type Facing = 0 | 1 | 2 | 3 | 4 | 5;

/** The six facings in order. */
export const FACINGS: ReadonlyArray<Facing> = [0, 1, 2, 3, 4, 5];

/** True when `f` is an integer 0..5. */
export function isFacing(f: unknown): f is Facing {
  return f === 0 || f === 1 || f === 2 || f === 3 || f === 4 || f === 5;
}

/** Validates a facing (integer 0..5). */
export function checkFacing(f: unknown): E.Either<HexError, Facing> {
  return isFacing(f) ? E.right(f) : E.left(hexError('bad-facing', `A facing must be an integer 0..5 (a vertex), got ${String(f)}.`));
}

/**
 * The screen angle of vertex `f`, in degrees clockwise from due east (+x, with y down):
 * pointy-top `60f − 30`, flat-top `60f`. Corner `f` of `hexCorners` sits at this angle.
 */
export function vertexAngle(f: Facing, orientation: Orientation): number {
  return orientation === 'pointy' ? 60 * f - 30 : 60 * f;
}

/** Two hexes ordered from the unit's point of view: `[left, right]`. */
export type HexPair = readonly [left: Hex, right: Hex];

/** The six neighbours of a facing unit's hex, two of each kind, each pair `[left, right]`. */
export interface FacingHexes {
  readonly front: HexPair;
  readonly flank: HexPair;
  readonly rear: HexPair;
}

/**
 * The two front, two flank and two rear hexes of a unit in `h` facing vertex `f`, each pair
 * ordered `[left, right]` as the unit sees it. The rear pair is the front pair turned 180°.
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 10.2.3.3
 */
export function facingHexes(h: Hex, f: Facing): FacingHexes {
  const n = neighbors(h);
  const at = (k: number): Hex => n[(f + k) % 6] as Hex;
  return { front: [at(0), at(1)], flank: [at(5), at(2)], rear: [at(4), at(3)] };
}

/** The directions of the two front hexes, `[f, f + 1]` (left, right). */
export function frontDirections(f: Facing): readonly [Direction, Direction] {
  return [f, turn(f, 1) as Direction];
}

/** The directions of the two flank hexes, `[f + 5, f + 2]` (left, right): the sidestep directions. */
export function flankDirections(f: Facing): readonly [Direction, Direction] {
  return [turn(f, 5) as Direction, turn(f, 2) as Direction];
}

/** The directions of the two rear hexes, `[f + 4, f + 3]` (left, right). */
export function rearDirections(f: Facing): readonly [Direction, Direction] {
  return [turn(f, 4) as Direction, turn(f, 3) as Direction];
}

/** Where a neighbouring hex lies relative to a facing unit. */
export type Relative = 'front' | 'flank' | 'rear';

/** Where direction `d` lies relative to facing `f`. */
export function relativeDirection(f: Facing, d: Direction): Relative {
  const k = (d - f + 6) % 6;
  return k <= 1 ? 'front' : k === 2 || k === 5 ? 'flank' : 'rear';
}

/**
 * Where the neighbour `other` lies relative to a unit in `h` facing `f`: `'front'`, `'flank'`
 * or `'rear'`; `null` when `other` is not adjacent. With `allRound` every neighbour is front
 * (Camps and War Wagons have no flank or rear, §11.1).
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 10.2.3.3
 * @rule dawn-of-battle 11.1
 */
export function relativeSide(h: Hex, f: Facing, other: Hex, allRound = false): Relative | null {
  const d = directionTo(h, other);
  if (d === null) return null;
  return allRound ? 'front' : relativeDirection(f, d);
}

/**
 * A unit's zone of control: its two front hexes, or all six neighbours when `allRound`
 * (Camps and War Wagons, §11.1).
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 11.1
 */
export function zoneOfControl(h: Hex, f: Facing, allRound = false): Hex[] {
  if (allRound) return neighbors(h);
  return [neighbor(h, f), neighbor(h, turn(f, 1) as Direction)];
}

/**
 * The facings a unit may take **for free** on entering the neighbour in direction `d`:
 * entering the left front hex (`d = f`) allows `f` or `f − 1`; the right front hex
 * (`d = f + 1`) allows `f` or `f + 1`. Either way the hex just entered from stays in front.
 * Any other direction is not a forward move and gives `[]`.
 * @rule dawn-of-battle 7.3
 */
export function facingsAfterEntering(f: Facing, d: Direction): Facing[] {
  if (d === f) return [f, turn(f, -1)];
  if (d === turn(f, 1)) return [f, turn(f, 1)];
  return [];
}

/**
 * The shape of an arc of fire:
 * - `'front'`: the 60° sector that extends outward through both front hexes, i.e. the hexes
 *   `a·d_f + b·d_{f+1}` away with `a, b ≥ 0` (our reading of the missing §8.3
 *   diagram, ruling DOB-R27);
 * - `'half'`: every hex strictly in front of the line through the two flank hexes (a wider
 *   reading, offered as an option);
 * - `'all'`: 360°, for Camps and War Wagons (§8.3 exception, §11.2).
 * @ruling DOB-R27
 */
export type ArcShape = 'front' | 'half' | 'all';

/**
 * True when `target` lies in the arc of a unit in `from` facing `f` (the unit's own hex is not
 * in its arc). Range is not checked here; see {@link arcOfFire}.
 * @rule dawn-of-battle 8.3
 * @rule dawn-of-battle 11.2
 */
export function inArc(from: Hex, f: Facing, target: Hex, shape: ArcShape = 'front'): boolean {
  const dq = target.q - from.q;
  const dr = target.r - from.r;
  if (dq === 0 && dr === 0) return false;
  if (shape === 'all') return true;
  // Rotate the offset by -f so the facing becomes 0 (front directions d0 = (1,-1), d1 = (1,0)).
  let q = dq;
  let r = dr;
  for (let n = (6 - f) % 6; n > 0; n--) {
    const s = -q - r;
    const nq = -r;
    r = -s;
    q = nq;
  }
  // Offset = a·(1,-1) + b·(1,0) = (a + b, -a): a = -r, b = q + r.
  if (shape === 'front') return r <= 0 && q + r >= 0;
  // 'half': the flank line is the axial r axis (d2/d5); the front side has q > 0.
  return q > 0;
}

/**
 * Every hex of the arc of fire out to distance `n` (inclusive), in axial order. `n` below 1
 * gives `[]`.
 * @rule dawn-of-battle 8.3
 * @rule dawn-of-battle 11.2
 */
export function arcOfFire(from: Hex, f: Facing, n: number, shape: ArcShape = 'front'): Hex[] {
  return range(from, n).filter((h) => inArc(from, f, h, shape));
}

/**
 * The facing whose front pair points most directly at `target` from `from` (ties go to the
 * lower facing); `null` when `target` is `from`. Handy for placing a unit to face an enemy.
 */
export function facingToward(from: Hex, target: Hex): Facing | null {
  if (from.q === target.q && from.r === target.r) return null;
  // Pointy-top unit pixels: x = √3(q + r/2), y = 1.5 r; vertex f at angle 60f − 30.
  const x = Math.sqrt(3) * (target.q - from.q + (target.r - from.r) / 2);
  const y = 1.5 * (target.r - from.r);
  const deg = (Math.atan2(y, x) * 180) / Math.PI;
  const f = Math.round((deg + 30) / 60 - 1e-9);
  return (((f % 6) + 6) % 6) as Facing;
}
