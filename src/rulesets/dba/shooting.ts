/**
 * Distant shooting (A:69-75): artillery within 500p, bows or war wagons within 200p, at one
 * enemy within a base width of straight ahead; neither in close combat or overlapping; nothing
 * even partly between; a target that can shoot back and has not shot must; artillery only if it
 * did not move. Up to two more shooters may aid (the NO CHANGE second paragraph, read from the
 * -1 "for each 2nd or 3rd element aiding a shooting enemy", A:95).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { DbaViolation } from './violations.js';
import { inFrontCombat, overlappers } from '../dbx/contact.js';
import { classifyBand } from '../dbx/dice.js';
import type { DbxElement } from '../dbx/elements.js';
import { boxOf, edgeOf, pointsBox, polygonOf } from '../../plane/base.js';
import { betweenRegion, straightAhead } from '../../plane/measure.js';
import { baseInPolygon, DBX_TOLERANCE, segmentPolygonDistance } from '../dbx/bases.js';
import { boxOfElement } from '../dbx/element-boxes.js';
import { applyOutcome, lookupOutcome, rollTotals, type FightContext } from './combat.js';
import type { CombatReport, DbaEvent, DbaState } from './state.js';
import { active, dc, protocol, refuse } from './world.js';

const SHOOTERS = new Set(['Art', 'Bw', 'WWg']);

function givingOverlap(state: DbaState, e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  return all.some((o) => o.side !== e.side && Math.abs(o.x - e.x) < 400 && Math.abs(o.y - e.y) < 400 && overlappers(o, all).includes(e.id));
}

/** Whether each element is fighting or overlapping, per list of active elements (asked for every shooter and target pair). */
const busyCache = new WeakMap<ReadonlyArray<DbxElement>, Map<string, boolean>>();

/** True when the element is in close combat or giving an overlap, so it can neither shoot nor be shot at (A:71). */
function busy(state: DbaState, e: DbxElement, all: ReadonlyArray<DbxElement>): boolean {
  let m = busyCache.get(all);
  if (m === undefined) {
    m = new Map();
    busyCache.set(all, m);
  }
  let b = m.get(e.id);
  if (b === undefined) {
    b = inFrontCombat(e, all) || givingOverlap(state, e, all);
    m.set(e.id, b);
  }
  return b;
}

/**
 * Why `shooter` cannot shoot at `target` now, or `null`.
 * @rule dba distant-shooting
 */
export function shotProblem(state: DbaState, shooter: DbxElement, target: DbxElement, returnFire = false): string | null {
  if (!SHOOTERS.has(shooter.type)) return `${shooter.id} cannot shoot (only artillery, bows and war wagons shoot)`;
  if (shooter.status !== 'active' || target.status !== 'active') return 'both must be on the table';
  if (target.camp) return 'a camp is not a target for distant shooting';
  if (target.side === shooter.side) return `${target.id} is a friend`;
  if (state.record.shot.includes(shooter.id)) return `${shooter.id} has already shot this bound`;
  if (shooter.type === 'Art' && (state.record.moves[shooter.id] ?? 0) > 0 && !returnFire) return 'artillery shoot only if they did not move';
  const range = state.tables.ranges[shooter.type as 'Art' | 'Bw' | 'WWg'];
  // the gap between the bounding boxes never exceeds the true distance: a cheap first cut
  const sb = boxOf(shooter);
  const tb = boxOf(target);
  const reach = range + DBX_TOLERANCE.distance;
  if (tb.minX - sb.maxX > reach || sb.minX - tb.maxX > reach || tb.minY - sb.maxY > reach || sb.minY - tb.maxY > reach) return `${target.id} is beyond ${range}p`;
  const front = edgeOf(shooter, 'front');
  if (segmentPolygonDistance(front.from, front.to, polygonOf(target)) > range + DBX_TOLERANCE.distance) return `${target.id} is beyond ${range}p`;
  const ahead = straightAhead(shooter, target, range + 1, state.tables.baseWidth, DBX_TOLERANCE);
  if (E.isLeft(ahead) || !ahead.right) return `${target.id} is not within a base width of straight ahead`;
  const all = active(state);
  if (busy(state, shooter, all)) return `${shooter.id} is in close combat or overlapping`;
  if (busy(state, target, all)) return `${target.id} is in close combat or overlapping`;
  const between = betweenRegion(shooter, target);
  // a base whose box does not meet the region's box has no area inside the region
  const rb = pointsBox(between);
  for (const o of all) {
    if (o.id === shooter.id || o.id === target.id) continue;
    if (Math.abs(o.x - shooter.x) > range + 400 || Math.abs(o.y - shooter.y) > range + 400) continue;
    const ob = boxOfElement(o);
    if (ob.minX >= rb.maxX || ob.maxX <= rb.minX || ob.minY >= rb.maxY || ob.maxY <= rb.minY) continue;
    if (baseInPolygon(o, between)) return `${o.id} is between`;
  }
  return null;
}

/**
 * Why the element `shooterId` cannot shoot at `targetId` in `state` (a sentence naming the rule
 * broken: range, straight ahead, close combat or overlap, something between, artillery that moved,
 * already shot), or `null` when it can: the check `apply` makes for a `shoot` command, for a
 * frontend to explain a shot before it is tried. Ids that name no element get a sentence too.
 * @rule dba distant-shooting
 */
export function shotDiagnosis(state: DbaState, shooterId: string, targetId: string): string | null {
  const s = state.elements[shooterId];
  const t = state.elements[targetId];
  if (s === undefined || t === undefined) return `there is no element ${s === undefined ? shooterId : targetId}`;
  return shotProblem(state, s, t);
}

const shotsCache = new WeakMap<DbaState, Array<{ shooter: string; target: string }>>();

/** Every legal (shooter, target) pair for the moving player (memoised per state). */
export function legalShots(state: DbaState): Array<{ shooter: string; target: string }> {
  if (state.phase.tag !== 'shoot') return [];
  const hit = shotsCache.get(state);
  if (hit !== undefined) return hit;
  const r = computeShots(state);
  shotsCache.set(state, r);
  return r;
}

function computeShots(state: DbaState, firstOnly = false): Array<{ shooter: string; target: string }> {
  if (state.phase.tag !== 'shoot') return [];
  const player = state.phase.player;
  const all = active(state);
  const out: Array<{ shooter: string; target: string }> = [];
  for (const s of all) {
    if (s.side !== player || !SHOOTERS.has(s.type)) continue;
    // a shooter fighting or overlapping cannot shoot at anything (shotProblem says why per target)
    if (state.record.shot.includes(s.id) || busy(state, s, all)) continue;
    const range = state.tables.ranges[s.type as 'Art' | 'Bw' | 'WWg'] + DBX_TOLERANCE.distance;
    const sb = boxOfElement(s);
    for (const t of all) {
      if (t.side === player) continue;
      // shotProblem's own first cut, on cached boxes: most targets are far out of range
      const tb = boxOfElement(t);
      if (tb.minX - sb.maxX > range || sb.minX - tb.maxX > range || tb.minY - sb.maxY > range || sb.minY - tb.maxY > range) continue;
      // and its refusal of a target fighting or overlapping, known already, before the geometry
      if (busy(state, t, all)) continue;
      if (shotProblem(state, s, t) === null) {
        out.push({ shooter: s.id, target: t.id });
        if (firstOnly) return out;
      }
    }
  }
  return out;
}

/** True when the moving player has any legal shot (stops at the first one found). */
export function anyShotPossible(state: DbaState): boolean {
  const hit = shotsCache.get(state);
  if (hit !== undefined) return hit.length > 0;
  return computeShots(state, true).length > 0;
}

function resolveShot(state: DbaState, shooter: DbxElement, target: DbxElement, aiding: number): { state: DbaState; events: DbaEvent[] } {
  const ctxS: FightContext = { kind: 'shooting', aidingAgainst: 0 };
  const ctxT: FightContext = { kind: 'shooting', aidingAgainst: aiding };
  const rolled = rollTotals(state, state.rng, shooter, target, ctxS, ctxT);
  const shotAt = { ...state.record.shotAt, [target.id]: [...(state.record.shotAt[target.id] ?? []), shooter.type] };
  let next: DbaState = { ...state, rng: rolled.rng, record: { ...state.record, shotAt, shot: [...state.record.shot, shooter.id] } };
  const { ta, tb } = rolled;
  const outcomes: Record<string, 'no-effect' | 'recoil' | 'flee' | 'destroyed'> = {};
  let band: 'equal' | 'less' | 'half' = 'equal';
  let loser: string | null = null;
  if (tb.total < ta.total) {
    loser = target.id;
    band = classifyBand(tb.total, ta.total) === 'half' ? 'half' : 'less';
    outcomes[target.id] = lookupOutcome(next, target, shooter, band, 'shooting');
  } else if (tb.total > ta.total) {
    loser = shooter.id;
    band = classifyBand(ta.total, tb.total) === 'half' ? 'half' : 'less';
    outcomes[shooter.id] = 'no-effect';
  }
  const report: CombatReport = { kind: 'shooting', a: ta, b: tb, loser, band, outcomes };
  const events: DbaEvent[] = [{ type: 'combat', report, citations: [dc('distant-shooting'), dc('tactical-factors'), dc('combat-outcome')] }];
  const o = outcomes[target.id];
  if (o !== undefined) {
    const r = applyOutcome(next, target.id, shooter.id, o, 'shooting');
    next = r.state;
    events.push(...r.events);
  }
  return { state: next, events };
}

/**
 * Shoots, with up to two aiding shooters, then makes the target shoot back if it can.
 * @rule dba distant-shooting
 */
export function shoot(state: DbaState, player: string, shooterId: string, targetId: string, aiding: ReadonlyArray<string>): E.Either<DbaViolation, { state: DbaState; events: DbaEvent[] }> {
  if (state.phase.tag !== 'shoot' || state.phase.player !== player) return E.left(protocol('wrong-phase', `It is not ${player}'s shooting phase.`));
  const s = state.elements[shooterId];
  const t = state.elements[targetId];
  if (s === undefined || t === undefined) return E.left(protocol('unknown-element', `Unknown element ${s === undefined ? shooterId : targetId}.`));
  if (s.side !== player) return E.left(protocol('not-your-element', `${shooterId} belongs to ${s.side}.`));
  const p = shotProblem(state, s, t);
  if (p !== null) return E.left(refuse('cannot-shoot', p, 'distant-shooting', 'A:71'));
  if (aiding.length > 2) return E.left(refuse('too-many-aiding', 'At most a 2nd and 3rd element aid a shooter.', 'tactical-factors', 'A:95'));
  for (const id of aiding) {
    const x = state.elements[id];
    if (x === undefined || x.side !== player || id === shooterId) return E.left(protocol('bad-aiding', `${id} cannot aid.`));
    const q = shotProblem(state, x, t);
    if (q !== null) return E.left(refuse('cannot-aid', `${id} cannot aid: ${q}.`, 'distant-shooting', 'A:71'));
  }
  if (new Set(aiding).size !== aiding.length) return E.left(protocol('duplicate-element', 'An aiding element is listed twice.'));
  const afterAid: DbaState = { ...state, record: { ...state.record, shot: [...state.record.shot, ...aiding] } };
  let r = resolveShot(afterAid, s, t, aiding.length);
  // return fire: the target shoots back if it can and has not shot
  const t2 = r.state.elements[targetId]!;
  const s2 = r.state.elements[shooterId]!;
  if (t2.status === 'active' && s2.status === 'active' && !r.state.record.shot.includes(targetId) && shotProblem(r.state, t2, s2, true) === null) {
    const back = resolveShot(r.state, t2, s2, 0);
    r = { state: back.state, events: [...r.events, ...back.events.map((e) => (e.type === 'combat' ? { ...e, citations: [...e.citations, dc('distant-shooting', 'A:71: a target that can shoot back must')] } : e))] };
  }
  return E.right(r);
}
