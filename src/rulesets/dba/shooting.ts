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
import type { DbxElement } from '../dbx/elements.js';
import { judgeShot, rollFight } from '../dbx/fight.js';
import { aidingProblem, shotProblemIn, shotsIn, type ShootingRules, type ShootingView } from '../dbx/shooting.js';
import { DBA_PROFILE } from './data/profile.js';
import { applyOutcome, factorTerms, lookupOutcome } from './combat.js';
import type { OutcomeKind } from './data/outcomes.js';
import type { DbaEvent, DbaState } from './state.js';
import { active, dc, protocol, refuse, typeOf } from './world.js';

/** The most DBA's aiding shooters: a 2nd and a 3rd element (A:95). */
const MAX_AIDING = 2;

/**
 * DBA's shooting data for the DBx shooting rules: reach from the profile (A:71: artillery 500p,
 * bows and war wagons 200p, or the user's table), artillery only if it did not move.
 * @rule dba distant-shooting
 */
export function dbaShootingRules(state: DbaState): ShootingRules {
  const memo = rulesMemo.get(state.tables);
  if (memo !== undefined) return memo;
  const tables = state.tables;
  const r: ShootingRules = {
    range: (t) => (DBA_PROFILE.troopTypes.includes(t as never) ? DBA_PROFILE.range(t as never, tables) : null),
    onlyUnmoved: (t) => t === 'Art',
    aheadWidth: tables.baseWidth,
    shootersAre: 'artillery, bows and war wagons',
  };
  rulesMemo.set(tables, r);
  return r;
}

/** The rules per resolved tables (a state's tables never change). */
const rulesMemo = new WeakMap<object, ShootingRules>();

function viewOf(state: DbaState): ShootingView {
  return { all: active(state), shot: state.record.shot, moves: state.record.moves };
}

/**
 * Why `shooter` cannot shoot at `target` now, or `null`.
 * @rule dba distant-shooting
 */
export function shotProblem(state: DbaState, shooter: DbxElement, target: DbxElement, returnFire = false): string | null {
  return shotProblemIn(viewOf(state), dbaShootingRules(state), shooter, target, returnFire);
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
  return shotsIn(viewOf(state), dbaShootingRules(state), state.phase.player, firstOnly);
}

/** True when the moving player has any legal shot (stops at the first one found). */
export function anyShotPossible(state: DbaState): boolean {
  const hit = shotsCache.get(state);
  if (hit !== undefined) return hit.length > 0;
  return computeShots(state, true).length > 0;
}

function resolveShot(state: DbaState, shooter: DbxElement, target: DbxElement, aiding: number): { state: DbaState; events: DbaEvent[] } {
  const rolled = rollFight(
    state.rng,
    shooter.id,
    factorTerms(state, shooter, target, { kind: 'shooting', aidingAgainst: 0 }),
    target.id,
    factorTerms(state, target, shooter, { kind: 'shooting', aidingAgainst: aiding }),
  );
  const shotAt = { ...state.record.shotAt, [target.id]: [...(state.record.shotAt[target.id] ?? []), typeOf(shooter)] };
  let next: DbaState = { ...state, rng: rolled.rng, record: { ...state.record, shotAt, shot: [...state.record.shot, shooter.id] } };
  const report = judgeShot<OutcomeKind>(rolled.ta, rolled.tb, (band) => lookupOutcome(next, target, shooter, band, 'shooting'), 'no-effect');
  const events: DbaEvent[] = [{ type: 'combat', report, citations: [dc('distant-shooting'), dc('tactical-factors'), dc('combat-outcome')] }];
  const o = report.outcomes[target.id];
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
  const ap = aidingProblem(viewOf(state), dbaShootingRules(state), state.elements, player, shooterId, t, aiding, MAX_AIDING);
  if (ap !== null) {
    if (ap.kind === 'too-many') return E.left(refuse('too-many-aiding', 'At most a 2nd and 3rd element aid a shooter.', 'tactical-factors', 'A:95'));
    if (ap.kind === 'not-own') return E.left(protocol('bad-aiding', `${ap.id} cannot aid.`));
    if (ap.kind === 'cannot-aid') return E.left(refuse('cannot-aid', `${ap.id} cannot aid: ${ap.why}.`, 'distant-shooting', 'A:71'));
    return E.left(protocol('duplicate-element', 'An aiding element is listed twice.'));
  }
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
