/**
 * Conforming into frontal close combat in the reset phase (§7.8.2): a unit fighting an enemy
 * front edge with its flank or rear turns to face it, front to front.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { fromLocal, polygonOf, toLocal, withPose, type Base, type Pose } from '../../../../plane/base.js';
import { rule, ruling } from '../../data/cite.js';
import { refuse, type Applied } from '../../kernel/result.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import type { ArcaneViolation } from '../../model/violations.js';
import { baseOf, statsOfUnit } from '../../query/geometry.js';
import { combatsOf, frontAgainst, onTable as unitsOnTable } from '../07-close-combat/contacts.js';
import { ambushesMet, revealMet } from '../04-setup/ambush.js';
import type { ArcaneEvent } from '../../model/events.js';
import { onTable } from './impulse.js';

/** What one conform does: the unit's new pose, a second unit placed behind it, the contactor moved back. */
export interface ConformPlan {
  readonly unit: string;
  readonly enemy: string;
  readonly to: Pose;
  /** Fig. 30: the second 50 p deep unit of a column, placed behind the conforming one. */
  readonly behind: { readonly unit: string; readonly to: Pose } | null;
  /** Fig. 31: the contactor, moved straight back `distance` p to make room. */
  readonly pushed: { readonly unit: string; readonly distance: number; readonly to: Pose } | null;
}

const SLACK = 1e-6;

function norm(h: number): number {
  const r = h % 360;
  return r < 0 ? r + 360 : r;
}

/** How far `b` reaches towards `a` along a's facing: the least `ahead` of b's corners in a's frame. */
function nearestAhead(a: Pose, b: Base): number {
  return Math.min(...polygonOf(b).map((p) => toLocal(a, p).ahead));
}

function clear(placed: ReadonlyArray<Base>, others: ReadonlyArray<ArcaneUnit>): ArcaneUnit | null {
  for (const o of others) if (placed.some((b) => basesOverlap(b, baseOf(o)))) return o;
  return null;
}

/**
 * Plans `unitId`'s conform (§7.8.2), or says why it may not. The unit must be in flank or rear
 * close combat (§7.1) with the only enemy front edge touching it (a second one pins it, Fig. 29);
 * 50 or 100 p deep, neither Cumbersome nor Jumbo (§11.1); not yet conformed this turn. It turns
 * to put its front edge on the enemy's, centred on it (ruling AW-R71). A second 50 p deep unit whose
 * side the same front edge wholly covers goes behind it (Fig. 30); where the turned unit does not
 * fit, the contactor moves straight back the least distance that makes room, at most the depth
 * the conformed unit(s) need (Fig. 31, ruling AW-R72), or nothing happens.
 * @rule arcane-warfare 7.8.2
 * @rule arcane-warfare 11.1
 * @ruling AW-R71
 * @ruling AW-R72
 */
export function conformPlan(state: ArcaneState, player: string, unitId: string): E.Either<ArcaneViolation, ConformPlan> {
  const no = (why: string) => E.left(refuse('conform-illegal', why, rule('7.8.2')));
  const t = state.units[unitId];
  if (t === undefined || t.status !== 'active' || t.side !== player) return E.left(refuse('unknown-unit', `${unitId} is not one of ${player}'s units on the table.`, rule('7.8.2')));
  if ((state.conformed ?? []).includes(t.id)) return no(`${t.id} has conformed already this turn (§7.8.2).`);
  const ch = statsOfUnit(t).characteristics;
  if (ch.includes('Cumbersome') || ch.includes('Jumbo')) return E.left(refuse('conform-illegal', `${t.id} never conforms (§11.1 ${ch.includes('Jumbo') ? 'Jumbo' : 'Cumbersome'}).`, rule('11.1'), rule('7.8.2')));
  if (t.depth !== 50 && t.depth !== 100) return no(`Only units 50 or 100 p deep conform (§7.8.2); ${t.id} is ${t.depth} p deep.`);
  // Enemies hidden in ambush are not there for the player's rules until revealed (§4.4).
  const units = unitsOnTable(state).filter((u) => u.ambush === undefined || u.side === player);
  const fronts = units.filter((e) => e.side !== player && frontAgainst(e, t) !== null);
  if (fronts.length === 0) return no(`No enemy front edge touches ${t.id} (§7.8.2).`);
  if (fronts.length > 1) return no(`${t.id} is pinned: ${fronts.length} enemy front edges touch it (§7.8.2, Fig. 29).`);
  const a = fronts[0]!;
  const combat = combatsOf(state).find((c) => c.unit === a.id && c.enemy === t.id);
  if (combat === undefined || combat.kind === 'frontal') return no(`${t.id} is not in flank or rear close combat with ${a.id} (§7.8.2).`);
  // Fig. 30: a second 50 p deep friend in column, its side wholly under the same front edge.
  const partner =
    t.depth === 50
      ? (units.find((p) => p.id !== t.id && p.side === player && p.depth === 50 && !(state.conformed ?? []).includes(p.id) && frontAgainst(a, p)?.fullB === true && frontAgainst(a, p)!.edgeB !== 'front' && fronts.length === 1 && units.filter((e) => e.side !== player && frontAgainst(e, p) !== null).length === 1) ?? null)
      : null;
  const heading = norm(a.heading + 180);
  const need = t.depth + (partner === null ? 0 : partner.depth);
  const others = units.filter((o) => o.id !== t.id && o.id !== a.id && o.id !== partner?.id);
  const at = (back: number) => {
    const front = fromLocal(a, 0, -back);
    const aTo: Pose = { x: front.x, y: front.y, heading: a.heading };
    const to: Pose = { x: front.x, y: front.y, heading };
    const behind = partner === null ? null : { unit: partner.id, to: { ...fromLocal(to, 0, -t.depth), heading } };
    const placed = [withPose(baseOf(t), to), ...(behind === null ? [] : [withPose(baseOf(partner!), behind.to)]), ...(back > 0 ? [withPose(baseOf(a), aTo)] : [])];
    return { aTo, to, behind, placed };
  };
  let back = 0;
  for (let tries = 0; tries < 4; tries++) {
    const p = at(back);
    const hit = clear(p.placed, others);
    if (hit === null) {
      if (!p.placed.every((b) => onTable(state, b))) return no(`${t.id} would leave the table conforming (§7.8.2).`);
      return E.right({ unit: t.id, enemy: a.id, to: p.to, behind: p.behind, pushed: back > 0 ? { unit: a.id, distance: back, to: p.aTo } : null });
    }
    // Room is made by moving the contactor straight back until the hit unit clears (Fig. 31).
    const wanted = need - nearestAhead({ x: a.x, y: a.y, heading: a.heading }, baseOf(hit));
    if (wanted <= back + SLACK || wanted > need + SLACK) break;
    back = wanted;
  }
  return E.left(refuse('conform-illegal', `There is no room for ${t.id} to conform to ${a.id}, and ${a.id} cannot move back to make it (§7.8.2, Fig. 31).`, rule('7.8.2'), ruling('AW-R72')));
}

/**
 * Conforms one unit into frontal close combat (§7.8.2). A conform that would touch or enter a
 * feature holding enemies in ambush does not happen and reveals them (ruling AW-R73).
 * @rule arcane-warfare 7.8.2
 * @ruling AW-R70
 * @ruling AW-R73
 */
export function conform(state: ArcaneState, player: string, unitId: string): Applied {
  if (state.phase.tag !== 'reset') return E.left(refuse('wrong-phase', 'Units conform in the reset phase.', rule('7.8')));
  const plan = conformPlan(state, player, unitId);
  if (E.isLeft(plan)) return plan;
  const p = plan.right;
  const moved = [withPose(baseOf(state.units[p.unit]!), p.to), ...(p.behind === null ? [] : [withPose(baseOf(state.units[p.behind.unit]!), p.behind.to)])];
  const met = ambushesMet(state, player, moved);
  if (met.length > 0) {
    const events: ArcaneEvent[] = [];
    return E.right({ state: revealMet(state, player, met, events), events });
  }
  const units = { ...state.units };
  units[p.unit] = { ...units[p.unit]!, ...p.to };
  if (p.behind !== null) units[p.behind.unit] = { ...units[p.behind.unit]!, ...p.behind.to };
  if (p.pushed !== null) units[p.pushed.unit] = { ...units[p.pushed.unit]!, ...p.pushed.to };
  const conformed = [...(state.conformed ?? []), p.unit, ...(p.behind === null ? [] : [p.behind.unit])];
  return E.right({
    state: { ...state, units, conformed },
    events: [{ type: 'unit-conformed', player, unit: p.unit, enemy: p.enemy, to: p.to, behind: p.behind, pushed: p.pushed, citations: [rule('7.8.2')] }],
  });
}

/**
 * The units `player` may conform now (§7.8.2), for `legalCommands`.
 * @rule arcane-warfare 7.8.2
 */
export function conformOptions(state: ArcaneState, player: string): string[] {
  if (state.phase.tag !== 'reset') return [];
  return unitsOnTable(state)
    .filter((u) => u.side === player)
    .filter((u) => E.isRight(conformPlan(state, player, u.id)))
    .map((u) => u.id);
}
