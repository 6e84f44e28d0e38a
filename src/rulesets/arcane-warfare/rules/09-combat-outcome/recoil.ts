/**
 * The recoil (§9.1): a loser moves straight back a base depth, through friends where §9.1.1
 * allows, pushing friends that face the same or the opposite way (§9.1.3); it is blocked by a
 * flank wholly against an enemy front edge, destroyed with its rear against one.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { headingDelta } from '../../../../plane/angle.js';
import { recoil as planeRecoil } from '../../../../plane/outcome.js';
import { rule } from '../../data/cite.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { statsOfUnit } from '../../query/geometry.js';
import { combatKind, combatOf, onTable, touchedByEnemyFront, CONTACT_TOLERANCE, type Combat } from '../07-close-combat/contacts.js';
import { tableOf } from '../06-movement/impulse.js';
import { destroy, place, poseOf } from './units.js';

const sameWay = (a: number, b: number) => Math.abs(headingDelta(a, b)) < 0.5;
const parallel = (a: number, b: number) => sameWay(a, b) || Math.abs(Math.abs(headingDelta(a, b)) - 180) < 0.5;

/**
 * True when `u`'s rear edge is wholly against an enemy front edge (§9.1: destroyed on a recoil
 * result, at the start or the end of the recoil).
 * @rule arcane-warfare 9.1
 */
export function rearPinned(state: ArcaneState, u: ArcaneUnit): boolean {
  return onTable(state).some((e) => e.side !== u.side && combatKind(e, u) === 'rear');
}

/**
 * True when a flank of `u` is wholly against the front edge of an enemy that is not in close
 * combat with another unit (§9.1, Fig. 37a, Fig. 39).
 * @rule arcane-warfare 9.1
 */
export function flankBlocked(state: ArcaneState, u: ArcaneUnit, combats: ReadonlyArray<Combat>): boolean {
  return onTable(state).some((e) => {
    if (e.side === u.side || combatKind(e, u) !== 'flank') return false;
    const c = combatOf(combats, e.id);
    return c === null || c.unit === u.id || c.enemy === u.id;
  });
}

/**
 * The friends a recoiling unit may pass through (§9.1.1): facing exactly the same way, any
 * non-Light for a Light unit, At, Bw, Cb, Sp and WE for mounted.
 * @rule arcane-warfare 9.1.1
 */
function throughable(state: ArcaneState, u: ArcaneUnit): string[] {
  const s = statsOfUnit(u);
  return onTable(state)
    .filter((f) => f.side === u.side && f.id !== u.id && sameWay(f.heading, u.heading))
    .filter((f) => {
      const fs = statsOfUnit(f);
      if (s.light) return !fs.light;
      return s.mounted && ['At', 'Bw', 'Cb', 'Sp', 'WE'].includes(fs.type.designation);
    })
    .map((f) => f.id);
}

/**
 * The friends a recoil may push (§9.1.3, ruling AW-R26): facing the same or the opposite way, not
 * in close combat, not touched by an enemy front edge, not Cumbersome.
 * @rule arcane-warfare 9.1.3
 * @ruling AW-R26
 */
function pushable(state: ArcaneState, u: ArcaneUnit, combats: ReadonlyArray<Combat>): string[] {
  return onTable(state)
    .filter((f) => f.side === u.side && f.id !== u.id && parallel(f.heading, u.heading))
    .filter((f) => !statsOfUnit(f).cumbersome && combatOf(combats, f.id) === null && !touchedByEnemyFront(state, f))
    .map((f) => f.id);
}

/** What a recoil did. */
export interface RecoilResult {
  readonly state: ArcaneState;
  /** Entirely or partly blocked (ruling AW-R26: a recoil short of its distance counts as blocked). */
  readonly blocked: boolean;
  readonly destroyed: boolean;
}

/**
 * Recoils `id` (§9.1): Cumbersome units do not recoil (and are not blocked); the rest move
 * straight back their base depth, or up to twice it to get clear through friends (§9.1.1).
 * @rule arcane-warfare 9.1
 * @rule arcane-warfare 9.1.1
 * @rule arcane-warfare 9.1.3
 * @ruling AW-R26
 */
export function recoilUnit(state0: ArcaneState, id: string, combats: ReadonlyArray<Combat>, events: ArcaneEvent[]): RecoilResult {
  let state = state0;
  const u = state.units[id]!;
  const s = statsOfUnit(u);
  if (rearPinned(state, u)) return { state: destroy(state, id, 'recoiled with its rear against an enemy front edge', events, '9.1'), blocked: true, destroyed: true };
  if (s.cumbersome) return { state, blocked: false, destroyed: false };
  if (flankBlocked(state, u, combats)) {
    events.push({ type: 'unit-recoiled', unit: id, from: poseOf(u), to: poseOf(u), distance: 0, blocked: true, pushed: [], citations: [rule('9.1')] });
    return { state, blocked: true, destroyed: false };
  }
  const table = tableOf(state);
  const push = pushable(state, u, combats);
  const through = throughable(state, u);
  const opts = { tolerance: CONTACT_TOLERANCE, pushable: push };
  let r = planeRecoil(table, id, { ...opts, distance: u.depth, passable: through });
  if (E.isRight(r) && r.right.endsOver.length > 0) {
    let found = null;
    for (let d = u.depth + 5; d <= 2 * u.depth + 1e-9 && found === null; d += 5) {
      const t = planeRecoil(table, id, { ...opts, distance: d, passable: through });
      if (E.isRight(t) && t.right.complete && t.right.endsOver.length === 0) found = t;
    }
    r = found ?? planeRecoil(table, id, { ...opts, distance: u.depth });
  }
  if (E.isLeft(r)) return { state, blocked: true, destroyed: false };
  const m = r.right;
  state = place(state, id, m.end);
  for (const [pid, b] of Object.entries(m.pushed)) state = place(state, pid, b);
  const blocked = !m.complete;
  events.push({ type: 'unit-recoiled', unit: id, from: poseOf(u), to: poseOf(state.units[id]!), distance: m.travelled, blocked, pushed: Object.keys(m.pushed), citations: [rule('9.1'), ...(Object.keys(m.pushed).length > 0 ? [rule('9.1.3')] : [])] });
  if (rearPinned(state, state.units[id]!)) return { state: destroy(state, id, 'recoiled with its rear against an enemy front edge', events, '9.1'), blocked, destroyed: true };
  return { state, blocked, destroyed: false };
}
