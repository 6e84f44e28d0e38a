/**
 * Redressing ranks in the reset phase (§7.8.1): units of one type in mutual flank contact line
 * up beside a unit that stays still, none moving more than half a base depth nor touching enemy.
 * @module
 */
import { classifyUnchecked } from '../../../../plane/contact.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { fromLocal, polygonOf, toLocal, withPose, type Base } from '../../../../plane/base.js';
import { DEFAULT_TOLERANCE } from '../../../../plane/tolerance.js';
import { rule } from '../../data/cite.js';
import { sameFormationType } from '../../data/units.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, statsOfUnit } from '../../query/geometry.js';
import { ambushesMet, revealMet } from '../04-setup/ambush.js';
import type { ArcaneEvent } from '../../model/events.js';
import { onTable } from './impulse.js';
import { touchesEnemy } from './mip.js';

/**
 * Redress ranks (§7.8.1). Enemy units hidden in ambush are no obstacle to the check, so a refusal
 * never tells of them; a redress that would touch or enter their feature does not happen and
 * reveals them instead (ruling AW-R73).
 * @rule arcane-warfare 7.8.1
 * @rule arcane-warfare 5.1
 * @ruling AW-R73
 */
export function redress(state: ArcaneState, player: string, anchorId: string, unitIds: ReadonlyArray<string>): Applied {
  if (state.phase.tag !== 'reset') return refused('wrong-phase', 'Ranks are redressed in the reset phase.', rule('7.8'));
  const anchor = state.units[anchorId];
  if (anchor === undefined || anchor.status !== 'active' || anchor.side !== player) return refused('unknown-unit', `${anchorId} is not one of ${player}'s units on the table.`, rule('7.8.1'));
  if (unitIds.length === 0 || new Set([anchorId, ...unitIds]).size !== unitIds.length + 1) return refused('redress-illegal', 'Name the units to line up, each once, besides the still unit.', rule('7.8.1'));
  const units: ArcaneUnit[] = [];
  const t0 = statsOfUnit(anchor).type;
  for (const id of unitIds) {
    const u = state.units[id];
    if (u === undefined || u.status !== 'active' || u.side !== player) return refused('unknown-unit', `${id} is not one of ${player}'s units on the table.`, rule('7.8.1'));
    if (!sameFormationType(t0, statsOfUnit(u).type)) return refused('redress-illegal', `${id} is not of ${anchorId}'s type (§7.8.1).`, rule('7.8.1'));
    units.push(u);
  }
  // Every unit must reach the still unit through flank-to-flank contacts.
  const all = [anchor, ...units];
  const linked = new Set([anchor.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const u of all) {
      if (linked.has(u.id)) continue;
      if (all.some((v) => linked.has(v.id) && classifyUnchecked(baseOf(u), baseOf(v), DEFAULT_TOLERANCE).relation === 'flank-to-flank')) {
        linked.add(u.id);
        grew = true;
      }
    }
  }
  if (linked.size !== all.length) return refused('redress-illegal', 'The units must be in mutual flank contact (§7.8.1).', rule('7.8.1'));
  const a = baseOf(anchor);
  const left = units.filter((u) => toLocal(a, u).along > 0).sort((p, q) => toLocal(a, p).along - toLocal(a, q).along);
  const right = units.filter((u) => toLocal(a, u).along <= 0).sort((p, q) => toLocal(a, q).along - toLocal(a, p).along);
  const next = { ...state.units };
  const to: Record<string, { x: number; y: number; heading: number }> = {};
  const place = (list: ArcaneUnit[], sign: number) => {
    list.forEach((u, i) => {
      const p = fromLocal(a, sign * a.width * (i + 1), 0);
      to[u.id] = { x: p.x, y: p.y, heading: a.heading };
    });
  };
  place(left, 1);
  place(right, -1);
  for (const u of units) {
    const from = baseOf(u);
    const end: Base = withPose(from, to[u.id]!);
    const pf = polygonOf(from);
    const pe = polygonOf(end);
    const travel = Math.max(...pf.map((p, i) => Math.hypot(pe[i]!.x - p.x, pe[i]!.y - p.y)));
    if (travel > u.depth / 2 + 1e-6) return refused('redress-illegal', `${u.id} would move ${travel.toFixed(1)} p, more than half its base depth (§7.8.1).`, rule('7.8.1'));
    if (!onTable(state, end)) return refused('off-table', `${u.id} would leave the table.`, rule('7.8.1'));
    if (touchesEnemy(state, player, end) || touchesEnemy(state, player, from)) return refused('redress-illegal', `${u.id} may not contact enemy while redressing (§7.8.1).`, rule('7.8.1'));
    for (const o of Object.values(state.units)) {
      if (o.status !== 'active' || o.id === u.id || (o.ambush !== undefined && o.side !== player)) continue;
      const ob = to[o.id] === undefined ? baseOf(o) : withPose(baseOf(o), to[o.id]!);
      if (basesOverlap(end, ob)) return refused('overlap', `${u.id} would end overlapping ${o.id}.`, rule('6.1'));
    }
    next[u.id] = { ...u, ...to[u.id]! };
  }
  const met = ambushesMet(state, player, units.map((u) => withPose(baseOf(u), to[u.id]!)));
  if (met.length > 0) {
    const events: ArcaneEvent[] = [];
    return done(revealMet(state, player, met, events), events);
  }
  return done({ ...state, units: next }, [{ type: 'ranks-redressed', player, anchor: anchorId, to, citations: [rule('7.8.1')] }]);
}
