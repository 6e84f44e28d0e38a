/**
 * Outcome moves after combat: recoil (straight back without turning) and push-back of friends
 * behind (flee: flee.ts). Each reports how far it got and what blocked it, with
 * the contact at the stop so the ruleset can apply its own consequence (DBA 1.2: destroyed when
 * the recoil meets an enemy front edge, merely stopped by another enemy edge or corner; DBMM:
 * stopped, with a penalty).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto } from './angle.js';
import { validateBase, type Base } from './base.js';
import { planeError, show, type PlaneError } from './errors.js';
import { classifyUnchecked } from './contact.js';
import { applyMotion, type Motion } from './move.js';
import { firstHit, type Blocker, type Table } from './sweep.js';
import { obstaclesOf, type Obstacles } from './obstacles.js';
import { DEFAULT_TOLERANCE, validateTolerance, type Tolerance } from './tolerance.js';

/** Options of `recoil`. */
export interface RecoilOptions {
  /** How far to go back, in paces; default the base's depth (DBA, DBM use min(depth, width): pass it). */
  readonly distance?: number;
  /** Bases the recoiler may pass through (interpenetration the ruleset allows). */
  readonly passable?: ReadonlyArray<string>;
  /** Friends that may be pushed back when met (same facing, not elephants or war wagons, ...: the ruleset decides). */
  readonly pushable?: ReadonlyArray<string>;
  readonly tolerance?: Tolerance;
}

/**
 * The result of an outcome move: the mover's end pose, the distance it got, whether it got all
 * the way, the friends it pushed (their new poses) and what stopped it (null when nothing did).
 * `endsOver` lists passable bases it ends on top of (the ruleset decides what happens then).
 */
export interface OutcomeMove {
  readonly end: Base;
  readonly travelled: number;
  readonly complete: boolean;
  readonly pushed: Readonly<Record<string, Base>>;
  readonly blocker: Blocker | null;
  readonly endsOver: ReadonlyArray<string>;
}

const cs = new Float64Array(2);

/** @internal Validates the mover, tolerance and distance of an outcome move. */
export function checkMover(table: Table, id: string, tolerance: unknown, distance: unknown): E.Either<PlaneError, Base> {
  const b = table.bases[id];
  if (b === undefined) return E.left(planeError('unknown-id', 'id', `id: no base ${JSON.stringify(id)} on the table`));
  const vb = validateBase(b, `table.bases.${id}`);
  if (E.isLeft(vb)) return vb;
  const vt = validateTolerance(tolerance, 'options.tolerance');
  if (E.isLeft(vt)) return vt;
  if (distance !== undefined && (typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0)) {
    return E.left(planeError('bad-argument', 'options.distance', `options.distance: expected a finite number ≥ 0, got ${show(distance)}`));
  }
  return E.right(b);
}

/**
 * Recoil: the base moves straight back, without turning, by `options.distance` (default its
 * depth). A friend listed in `pushable` that it meets is pushed back in the recoiler's direction
 * by what remains, and pushes its own pushable friends in turn; if the chain cannot move far
 * enough the recoil stops short. Anything else met stops it and is reported with the contact.
 * @rule dba A132
 * @rule dba A150-152
 * @rule dbm L1953-1993
 * @rule dbmm Q428-452
 * @rule arcane-warfare 9.1
 */
export function recoil(table: Table, id: string, options: RecoilOptions = {}): E.Either<PlaneError, OutcomeMove> {
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const checked = checkMover(table, id, tolerance, options.distance);
  if (E.isLeft(checked)) return checked;
  const mover = checked.right;
  const distance = options.distance ?? mover.depth;
  cosSinInto(mover.heading, cs);
  const dir = { x: -(cs[0] as number), y: -(cs[1] as number) };
  const pushable = new Set(options.pushable ?? []);
  const passable = options.passable ?? [];
  const pushed: Record<string, Base> = {};
  const r = pushChain(table.bases, table, id, dir, distance, passable, pushable, pushed, tolerance, 0);
  const bases = r.bases;
  const end = bases[id] as Base;
  return E.right({
    end,
    travelled: r.moved,
    complete: r.moved >= distance - tolerance.distance,
    pushed,
    blocker: r.blocker,
    endsOver: overlapsWith(end, passable, bases, tolerance),
  });
}

/** @internal The table with other bases (a fresh index is built from them when needed). */
export function tableWith(table: Table, bases: Readonly<Record<string, Base>>): Table {
  const { index: _stale, ...rest } = table;
  void _stale;
  return { ...rest, bases };
}

/** @internal Translates `self` by up to `len` along `dir`, stopping at the first hit. */
export function slide(ob: Obstacles, self: Base, dir: { x: number; y: number }, len: number): { end: Base; got: number; blocker: Blocker | null } {
  const motion: Motion = { kind: 'translate', dx: dir.x * len, dy: dir.y * len };
  const to = applyMotion(self, motion);
  const hit = firstHit(ob, self, to, motion);
  if (hit === null) return { end: to, got: len, blocker: null };
  return { end: hit.at, got: len * hit.t, blocker: hit.blocker };
}

/** Moves `id` by up to `distance` along `dir`, pushing pushable friends; returns how far it got. */
function pushChain(
  bases: Readonly<Record<string, Base>>,
  table: Table,
  id: string,
  dir: { x: number; y: number },
  distance: number,
  passable: ReadonlyArray<string>,
  pushable: ReadonlySet<string>,
  pushed: Record<string, Base>,
  tolerance: Tolerance,
  depth: number,
): { bases: Readonly<Record<string, Base>>; moved: number; blocker: Blocker | null } {
  let moved = 0;
  let blocker: Blocker | null = null;
  let cur = bases;
  for (let guard = 0; guard < 64 && moved < distance - tolerance.distance; guard++) {
    const self = cur[id] as Base;
    const ob = obstaclesOf(tableWith(table, cur), [id, ...passable], tolerance);
    const s = slide(ob, self, dir, distance - moved);
    moved += s.got;
    cur = { ...cur, [id]: s.end };
    const b = s.blocker;
    if (b === null) break;
    if (b.kind === 'base' && pushable.has(b.id) && depth < 32) {
      // Push the friend by what is left; then try again from where we are.
      const inner = pushChain(cur, table, b.id, dir, distance - moved, passable, pushable, pushed, tolerance, depth + 1);
      cur = inner.bases;
      if (inner.moved > 0) pushed[b.id] = cur[b.id] as Base;
      if (inner.moved <= tolerance.distance) {
        blocker = inner.blocker ?? b;
        break;
      }
      continue;
    }
    blocker = b;
    break;
  }
  return { bases: cur, moved, blocker };
}

/** @internal The ids among `ids` whose bases `b` overlaps, sorted. */
export function overlapsWith(b: Base, ids: ReadonlyArray<string>, bases: Readonly<Record<string, Base>>, tolerance: Tolerance): string[] {
  return ids.filter((id) => bases[id] !== undefined && classifyUnchecked(b, bases[id] as Base, tolerance).relation === 'overlapping').sort();
}
