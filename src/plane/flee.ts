/**
 * Flee: an optional initial recoil, a turn to the direction of flight, then a run that can steer
 * round what is in its way. DBM L1996-2035 (and the DBA sheet, which takes the procedure from DBM):
 * after the initial recoil the fleeing element must change direction by the least angle needed,
 * up to 90°, to avoid enemy, friends it cannot pass, impassable going or a table edge, provided
 * the obstruction is visible within 200 paces in the new direction; DBMM Q480-496 likewise
 * pivots up to 90° to pass round friends or impassable terrain. Which obstructions count, the
 * look-ahead and the side preferred on a tie are the ruleset's, passed as options.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto, headingDelta, normalizeHeading } from './angle.js';
import { centreOf, polygonOf, type Base } from './base.js';
import { planeError, show, type PlaneError } from './errors.js';
import { applyMotion, type Motion } from './move.js';
import { checkMover, overlapsWith, recoil, slide, tableWith, type OutcomeMove } from './outcome.js';
import { firstHit, type Blocker, type Table } from './sweep.js';
import { obstaclesOf, type Obstacles } from './obstacles.js';
import { DEFAULT_TOLERANCE, type Tolerance } from './tolerance.js';

/** A table edge: `left` x = 0, `right` x = width, `bottom` y = 0, `top` y = height. */
export type TableEdge = 'left' | 'right' | 'bottom' | 'top';

const EDGE_BITS: Readonly<Record<TableEdge, number>> = { left: 1, right: 2, bottom: 4, top: 8 };

/**
 * How a fleeing element steers round obstructions: it turns about its centre by the least angle
 * (searched to `precision` degrees) that leaves the way ahead clear for `lookAhead` paces (or
 * what remains of its move, if less), never more than `maxAngle` degrees from its direction of
 * flight in all; `prefer` breaks a tie between the two sides. An obstruction further ahead than
 * `lookAhead` is run towards until it is that close.
 */
export interface FleeSteering {
  readonly maxAngle?: number;
  readonly lookAhead?: number;
  readonly prefer?: 'left' | 'right';
  readonly precision?: number;
}

/** Options of `flee`. */
export interface FleeOptions {
  /** How far to run after turning, in paces. */
  readonly distance: number;
  /** An initial recoil before turning (DBM: one base depth); 0 or absent for none. */
  readonly recoilFirst?: number;
  /** The heading to flee towards, in degrees; default straight to its own rear (a 180° turn). */
  readonly heading?: number;
  /** Steer round obstructions (DBM L1996-2035, ruling DBM-R3: `{ maxAngle: 90, lookAhead: 200 }`); absent: run straight. */
  readonly steer?: FleeSteering;
  /** Table edges it may run off (its own base edge in DBM); it then ends partly or wholly off the table. */
  readonly exits?: ReadonlyArray<TableEdge>;
  readonly passable?: ReadonlyArray<string>;
  readonly pushable?: ReadonlyArray<string>;
  readonly tolerance?: Tolerance;
}

/**
 * A flee: an outcome move plus the turns it made while running (degrees, counter-clockwise
 * positive, the first being the turn to the direction of flight) and whether it ended with any
 * part off the table (through an edge in `exits`).
 */
export interface FleeMove extends OutcomeMove {
  readonly turns: ReadonlyArray<number>;
  readonly offTable: boolean;
}

const cs = new Float64Array(2);

function checkFleeOptions(options: FleeOptions): E.Either<PlaneError, null> {
  const bad = (path: string, want: string, got: unknown) => E.left(planeError('bad-argument', path, `${path}: expected ${want}, got ${show(got)}`));
  if (options.heading !== undefined && !Number.isFinite(options.heading)) return bad('options.heading', 'a finite number of degrees', options.heading);
  if (options.recoilFirst !== undefined && !(Number.isFinite(options.recoilFirst) && options.recoilFirst >= 0)) return bad('options.recoilFirst', 'a finite number ≥ 0', options.recoilFirst);
  const s = options.steer;
  if (s !== undefined) {
    if (typeof s !== 'object' || s === null) return bad('options.steer', '{ maxAngle?, lookAhead?, prefer?, precision? }', s);
    if (s.maxAngle !== undefined && !(s.maxAngle >= 0 && s.maxAngle <= 180)) return bad('options.steer.maxAngle', 'degrees in [0, 180]', s.maxAngle);
    if (s.lookAhead !== undefined && !(s.lookAhead > 0)) return bad('options.steer.lookAhead', 'paces > 0', s.lookAhead);
    if (s.prefer !== undefined && s.prefer !== 'left' && s.prefer !== 'right') return bad('options.steer.prefer', "'left' or 'right'", s.prefer);
    if (s.precision !== undefined && !(s.precision > 0 && s.precision <= 10)) return bad('options.steer.precision', 'degrees in (0, 10]', s.precision);
  }
  for (const [i, e] of (options.exits ?? []).entries()) if (!(e in EDGE_BITS)) return bad(`options.exits[${i}]`, 'left, right, bottom or top', e);
  return E.right(null);
}

/** Turns `self` about its centre by `angle` degrees, stopping at the first hit. */
function turn(ob: Obstacles, self: Base, angle: number): { end: Base; blocker: Blocker | null } {
  if (angle === 0) return { end: self, blocker: null };
  const c = centreOf(self);
  const motion: Motion = { kind: 'rotate', px: c.x, py: c.y, angle };
  const to = applyMotion(self, motion);
  const hit = firstHit(ob, self, to, motion);
  return hit === null ? { end: to, blocker: null } : { end: hit.at, blocker: hit.blocker };
}

/** The way ahead of `self` is clear for `len` paces. */
function clearAhead(ob: Obstacles, self: Base, len: number): boolean {
  cosSinInto(self.heading, cs);
  return slide(ob, self, { x: cs[0] as number, y: cs[1] as number }, len).blocker === null;
}

/** Turning by `angle` (unobstructed) and then running `len` paces is clear. */
function clearAfterTurn(ob: Obstacles, self: Base, angle: number, len: number): boolean {
  const t = turn(ob, self, angle);
  return t.blocker === null && clearAhead(ob, t.end, len);
}

/**
 * The least turn (signed degrees) within [−right, left] that clears the way for `len` paces, or
 * null. Searched outwards in whole degrees on both sides (preferred side first at equal angles),
 * then refined by bisection between the last blocked and the first clear angle.
 */
function leastClearTurn(ob: Obstacles, self: Base, len: number, left: number, right: number, prefer: 'left' | 'right', precision: number): number | null {
  const sides: ReadonlyArray<1 | -1> = prefer === 'left' ? [1, -1] : [-1, 1];
  const most = Math.max(left, right);
  for (let k = 1; k - 1 < most; k++) {
    for (const side of sides) {
      const budget = side === 1 ? left : right;
      const a = Math.min(k, budget);
      if (a <= (k - 1) || !clearAfterTurn(ob, self, side * a, len)) continue;
      let lo = k - 1;
      let hi = a;
      while (hi - lo > precision) {
        const mid = (lo + hi) / 2;
        if (clearAfterTurn(ob, self, side * mid, len)) hi = mid;
        else lo = mid;
      }
      return side * hi;
    }
  }
  return null;
}

/**
 * Flee: an optional initial recoil (`recoilFirst` paces straight back, pushing `pushable`
 * friends; if it cannot be completed the flee ends there), then a turn about the centre to
 * `heading` (default: straight to its own rear; a 180° turn about the centre covers the same
 * ground and is not checked, any other turn is swept), then a run of `distance` paces. Without
 * `steer` the run is straight and stops at the first base, impassable terrain or table edge
 * (other than `exits`), which is reported. With `steer`, an obstruction within `lookAhead` makes
 * it turn by the least angle that clears the way (see {@link FleeSteering}) and run on; if no
 * turn within `maxAngle` clears it, it runs straight on and stops at it, reporting it (the
 * ruleset decides: destroyed by enemy or impassable terrain, burst through friends, ...).
 * `travelled` counts the recoil and the straight runs; turns are listed in `turns`.
 * @rule dbm L1996-2030
 * @rule dbmm Q462-496
 * @rule dba A132
 * @rule arcane-warfare 9.3
 */
export function flee(table: Table, id: string, options: FleeOptions): E.Either<PlaneError, FleeMove> {
  if (typeof options !== 'object' || options === null) return E.left(planeError('bad-argument', 'options', 'options: expected { distance }'));
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const checked = checkMover(table, id, tolerance, options.distance);
  if (E.isLeft(checked)) return checked;
  if (options.distance === undefined) return E.left(planeError('bad-argument', 'options.distance', 'options.distance: required'));
  const vo = checkFleeOptions(options);
  if (E.isLeft(vo)) return vo;
  const passable = options.passable ?? [];
  let bases: Readonly<Record<string, Base>> = table.bases;
  let pushed: Record<string, Base> = {};
  let travelled = 0;
  if (options.recoilFirst !== undefined && options.recoilFirst > 0) {
    const r = recoil(table, id, { distance: options.recoilFirst, tolerance, passable, pushable: options.pushable ?? [] });
    if (E.isLeft(r)) return r;
    travelled += r.right.travelled;
    pushed = { ...r.right.pushed };
    bases = { ...bases, ...r.right.pushed, [id]: r.right.end };
    if (!r.right.complete) return E.right({ ...r.right, travelled, turns: [], offTable: false });
  }
  let exits = 0;
  for (const e of options.exits ?? []) exits |= EDGE_BITS[e];
  const ob = obstaclesOf(tableWith(table, bases), [id, ...passable], tolerance, exits);
  let self = bases[id] as Base;
  const flight = options.heading === undefined ? self.heading + 180 : options.heading;
  const first = headingDelta(self.heading, flight);
  const turns: number[] = [first === -180 ? 180 : first];
  let blocker: Blocker | null = null;
  if (Math.abs(first) === 180) {
    // Turned about: the same footprint, facing the other way.
    cosSinInto(self.heading, cs);
    self = { ...self, x: self.x - (cs[0] as number) * self.depth, y: self.y - (cs[1] as number) * self.depth, heading: normalizeHeading(self.heading + 180) };
  } else {
    const t = turn(ob, self, first);
    self = t.end;
    blocker = t.blocker;
  }
  let remaining = options.distance;
  const steer = options.steer;
  const maxAngle = steer?.maxAngle ?? 90;
  const lookAhead = steer?.lookAhead ?? Infinity;
  for (let guard = 0; blocker === null && remaining > tolerance.distance && guard < 32; guard++) {
    cosSinInto(self.heading, cs);
    const dir = { x: cs[0] as number, y: cs[1] as number };
    const run = slide(ob, self, dir, remaining);
    if (run.blocker === null || steer === undefined) {
      self = run.end;
      travelled += run.got;
      remaining -= run.got;
      blocker = run.blocker;
      break;
    }
    // Run on until the obstruction is `lookAhead` away.
    if (run.got > lookAhead) {
      const closer = slide(ob, self, dir, run.got - lookAhead);
      self = closer.end;
      travelled += closer.got;
      remaining -= closer.got;
    }
    const off = headingDelta(normalizeHeading(flight), self.heading);
    const angle = leastClearTurn(ob, self, Math.min(remaining, lookAhead), maxAngle - off, maxAngle + off, steer.prefer ?? 'left', steer.precision ?? 0.01);
    if (angle === null) {
      const last = slide(ob, self, dir, remaining);
      self = last.end;
      travelled += last.got;
      remaining -= last.got;
      blocker = last.blocker;
      break;
    }
    self = turn(ob, self, angle).end;
    turns.push(angle);
  }
  const finalBases = { ...bases, [id]: self };
  const bounds = table.bounds;
  const offTable = bounds !== undefined && polygonOf(self).some((p) => p.x < 0 || p.y < 0 || p.x > bounds.width || p.y > bounds.height);
  return E.right({
    end: self,
    travelled,
    complete: blocker === null,
    pushed,
    blocker,
    endsOver: overlapsWith(self, passable, finalBases, tolerance),
    turns,
    offTable,
  });
}
