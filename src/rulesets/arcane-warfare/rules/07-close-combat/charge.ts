/**
 * Moving into close combat (§7.2): a single unit's impulse that ends with its front edge aligned
 * against an enemy's front, flank or rear, the target chosen by the player and the position by
 * the rules (the free side-shift of §7.2 lines the edges up).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { normalizeHeading } from '../../../../plane/angle.js';
import { polygonOf, toLocal, type Base } from '../../../../plane/base.js';
import { basesOverlap, classifyUnchecked, isEdgeContact } from '../../../../plane/contact.js';
import { ARCANE_WARFARE_POLICY, frontCornerTravel } from '../../../../plane/move.js';
import { snapToContact } from '../../../../plane/snap.js';
import { sweepMove } from '../../../../plane/sweep.js';
import { rule } from '../../data/cite.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneEvent, CombatKind } from '../../model/events.js';
import type { ArcaneCommandCentre, ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, isDifficult, statsOfUnit } from '../../query/geometry.js';
import { featuresOnPath, sweptPolygons } from '../../query/path.js';
import { activeFor } from '../05-sequence/activation.js';
import { allowance, marchCheck, onTable as onBoard, orderable, passableFriends, tableOf } from '../06-movement/impulse.js';
import { singleMoveMip } from '../06-movement/mip.js';
import { destroy } from '../09-combat-outcome/units.js';
import { CONTACT_TOLERANCE, onTable } from './contacts.js';

/**
 * Which edge of `target` a unit starting at `from` may contact (§7.2, Fig. 21): the front when
 * its front edge starts wholly ahead of the target's front line; a flank when its front edge
 * starts wholly beyond the line prolonging that flank; the rear when its whole base starts behind
 * the line prolonging the target's rear edge; else none.
 * @rule arcane-warfare 7.2
 */
export function approachOf(from: Base, target: Base): { kind: CombatKind; edge: 'front' | 'left' | 'right' | 'rear' } | null {
  const corners = polygonOf(from).map((p) => toLocal(target, p));
  const front = corners.slice(0, 2);
  if (front.every((p) => p.ahead >= -1e-6)) return { kind: 'frontal', edge: 'front' };
  if (corners.every((p) => p.ahead <= -target.depth + 1e-6)) return { kind: 'rear', edge: 'rear' };
  if (front.every((p) => p.along >= target.width / 2 - 1e-6)) return { kind: 'flank', edge: 'left' };
  if (front.every((p) => p.along <= -target.width / 2 + 1e-6)) return { kind: 'flank', edge: 'right' };
  return null;
}

/**
 * §7.2.2: after the move no side or rear edge or corner of the unit may touch an enemy front
 * edge other than as its own front edge, and its front edge touches at most two enemy units.
 * @rule arcane-warfare 7.2.2
 */
export function illegalContact(state: ArcaneState, u: ArcaneUnit, end: Base): string | null {
  let touched = 0;
  for (const e of onTable(state)) {
    if (e.side === u.side) continue;
    const c = classifyUnchecked(baseOf(e), end, CONTACT_TOLERANCE);
    if (isEdgeContact(c) && c.edgeA === 'front' && c.edgeB !== 'front' && c.shared > 0.01) return `its ${c.edgeB} edge would meet ${e.id}'s front edge`;
    if (c.relation === 'edge-to-corner' && c.edgeA === 'front') return `a corner would meet ${e.id}'s front edge`;
    const d = classifyUnchecked(end, baseOf(e), CONTACT_TOLERANCE);
    if (isEdgeContact(d) && d.edgeA === 'front' && d.shared > 0.01) touched++;
  }
  return touched > 2 ? 'its front edge would touch more than two enemy units' : null;
}

/**
 * A unit ordered by `co` moves into close combat with `target` (§7.2): the unit ends with its
 * front edge centred on the target's edge that its start allows (front, flank or rear, Fig. 21),
 * facing it; the path is swept like any move (§6.1), measured by the front corners' travel
 * (§6.4), within the allowance (§6.3, Close-in +50 p, §11.1) and paid in MIP (§6.10). A shaken
 * target is destroyed on contact (§9.3). A move only over open ground counts for Charge (§11.1).
 * @rule arcane-warfare 7.2
 * @rule arcane-warfare 7.2.2
 * @rule arcane-warfare 9.3
 * @rule arcane-warfare 11.1
 */
export function charge(state0: ArcaneState, player: string, coId: string, unitId: string, targetId: string): Applied {
  const events: ArcaneEvent[] = [];
  const a = activeFor(state0, player, coId, events);
  if ('kind' in a) return refused(a.code, a.message, ...a.citations);
  const { state, co } = a as { state: ArcaneState; co: ArcaneCommandCentre };
  const u = orderable(state, co, unitId, player);
  if ('kind' in u) return refused(u.code, u.message, ...u.citations);
  const march = marchCheck(state, [u]);
  if (march !== null) return E.left(march);
  const t = state.units[targetId];
  if (t === undefined || t.status !== 'active' || t.side === player) return refused('unknown-unit', `There is no enemy unit ${targetId} on the table.`, rule('7.2'));
  const from = baseOf(u);
  const tb = baseOf(t);
  const ap = approachOf(from, tb);
  if (ap === null) return refused('illegal-contact', `${unitId} does not start wholly in front of, beyond a flank of, or behind ${targetId} (Fig. 21).`, rule('7.2'));
  const relation = ap.kind === 'frontal' ? 'front-to-front' : ap.kind === 'rear' ? 'front-to-rear' : 'front-to-flank';
  const snapped = snapToContact(from, tb, relation, { moverEdge: 'front', targetEdge: ap.edge, align: 'centre' });
  if (E.isLeft(snapped)) return refused('illegal-contact', snapped.left.message, rule('7.2'));
  const end = { ...snapped.right, heading: normalizeHeading(snapped.right.heading) };
  const sw = sweepMove(tableOf(state), unitId, [{ step: 'move-to', x: end.x, y: end.y, heading: end.heading }], {
    policy: ARCANE_WARFARE_POLICY,
    passable: [targetId, ...passableFriends(state, [u], false)],
    tolerance: CONTACT_TOLERANCE,
  });
  if (E.isLeft(sw)) return refused('bad-step', sw.left.message, rule('7.2'));
  if (sw.right.collision !== null) return refused('blocked', `The way to ${targetId} is blocked (§6.1).`, rule('6.1'));
  if (!onBoard(state, end)) return refused('off-table', 'The unit would end off the table.', rule('6.1'));
  for (const o of onTable(state)) if (o.id !== unitId && o.id !== targetId && basesOverlap(end, baseOf(o), CONTACT_TOLERANCE)) return refused('overlap', `The unit would end overlapping ${o.id} (§6.1).`, rule('6.1'));
  const bad = illegalContact(state, u, end);
  if (bad !== null) return refused('illegal-contact', `Illegal contact: ${bad} (§7.2.2).`, rule('7.2.2'));
  const stats = statsOfUnit(u);
  const over = featuresOnPath(state, sw.right.steps.flatMap((s) => sweptPolygons(s)));
  const allow = allowance(stats, over, true);
  const distance = Math.max(50, frontCornerTravel(from, end));
  if (distance > allow + 1e-6) return refused('too-far', `Contact needs ${distance.toFixed(1)} p; ${unitId} may move ${allow} p this impulse (§6.3).`, rule('6.3'));
  const bill = singleMoveMip(state, co, u, end, false);
  const dice = co.dice!;
  if (bill.total > dice.mipLeft) return refused('not-enough-mip', `The impulse costs ${bill.total} MIP; ${coId} has ${dice.mipLeft} left.`, rule('6.10'), ...bill.items.map((i) => i.citation));
  const moved: ArcaneUnit = { ...u, x: end.x, y: end.y, heading: end.heading, orderedBy: co.id, impulses: u.impulses + 1, cumbersomePaid: true };
  const open = !over.some((f) => isDifficult(f.kind, stats));
  events.push({
    type: 'contact-made',
    player,
    co: coId,
    unit: unitId,
    target: targetId,
    kind: ap.kind,
    from: { x: u.x, y: u.y, heading: u.heading },
    to: { x: end.x, y: end.y, heading: end.heading },
    distance,
    allowance: allow,
    mip: bill.total,
    citations: [rule('7.2'), ...bill.items.map((i) => i.citation)],
  });
  let next: ArcaneState = {
    ...state,
    units: { ...state.units, [unitId]: moved },
    commands: { ...state.commands, [coId]: { ...co, dice: { ...dice, mipLeft: dice.mipLeft - bill.total } } },
    charged: open ? [...state.charged.filter((x) => x !== unitId), unitId] : state.charged.filter((x) => x !== unitId),
  };
  if (next.shaken.includes(targetId)) next = destroy(next, targetId, 'a shaken unit contacted by an enemy front edge', events, '9.3');
  return done(next, events);
}
