/**
 * Contracting a line into a column (§6.6.2, Fig. 10): one unit moves straight forward, the
 * others line up behind it as far as they can without going behind the line's original rear
 * line; the rest move sideways, and up to 50 p forward, to stay formed beside the column.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { fromLocal, polygonOf, toLocal, withPose, type Base } from '../../../../plane/base.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { ARCANE_WARFARE_POLICY } from '../../../../plane/move.js';
import { sweepMove } from '../../../../plane/sweep.js';
import type { ArcaneStep } from '../../model/commands.js';
import type { ArcaneState } from '../../model/state.js';
import { baseOf } from '../../query/geometry.js';
import type { Formation } from './formations.js';
import { onTable, passableFriends, tableOf } from './impulse.js';

type Contract = Extract<ArcaneStep, { step: 'contract' }>;

/**
 * Places a contracting line's units (§6.6.2): the end poses and the lead's distance, or why not.
 * @rule arcane-warfare 6.6.2
 */
export function contractLine(state: ArcaneState, f: Formation, c: Contract): { end: Record<string, Base>; distance: number } | string {
  if (f.kind !== 'line') return 'only a line contracts into a column (§6.6.2)';
  if (f.units.some((u) => u.depth > 100)) return 'War Wagons may not contract into a column (§6.6.2)';
  const ids = f.units.map((u) => u.id);
  const listed = [c.lead, ...c.behind, ...c.beside.map((b) => b.unit)];
  if (listed.length !== ids.length || new Set(listed).size !== listed.length || !ids.every((id) => listed.includes(id))) return 'name every unit of the line once: the lead, those behind it and those beside';
  const lead = f.units.find((u) => u.id === c.lead)!;
  const l0 = baseOf(lead);
  // The original rear line, in the lead's frame: the rearmost rear edge of the line.
  const rearLine = Math.min(...f.units.flatMap((u) => polygonOf(baseOf(u)).map((p) => toLocal(l0, p).ahead)));
  const table = tableOf(state);
  const r = sweepMove(table, lead.id, [{ step: 'forward', distance: c.distance }], { policy: ARCANE_WARFARE_POLICY, passable: [...ids, ...passableFriends(state, f.units, false)] });
  if (E.isLeft(r)) return r.left.message;
  if (r.right.collision !== null) return 'the lead runs into something it may not cross (§6.1)';
  const end: Record<string, Base> = { [lead.id]: r.right.end };
  let tail = r.right.end;
  for (const id of c.behind) {
    const u = f.units.find((x) => x.id === id)!;
    const p = fromLocal(tail, 0, -tail.depth);
    const b = withPose(baseOf(u), { x: p.x, y: p.y, heading: tail.heading });
    if (polygonOf(b).some((q) => toLocal(l0, q).ahead < rearLine - 1e-6)) return `${id} would end behind the line's original rear line (§6.6.2)`;
    end[id] = b;
    tail = b;
  }
  for (const s of c.beside) {
    const next = end[s.next];
    if (next === undefined || s.next === s.unit) return `${s.unit} must stand beside a unit already placed in the column`;
    const u = f.units.find((x) => x.id === s.unit)!;
    const p = fromLocal(next, s.lateral * next.width, 0);
    const b = withPose(baseOf(u), { x: p.x, y: p.y, heading: next.heading });
    const ahead = toLocal(baseOf(u), b).ahead;
    if (ahead > 50 + 1e-6) return `${s.unit} may move at most 50 p forward to stay formed (§6.6.2)`;
    if (polygonOf(b).some((q) => toLocal(l0, q).ahead < rearLine - 1e-6)) return `${s.unit} would end behind the line's original rear line (§6.6.2)`;
    end[s.unit] = b;
  }
  const all = Object.entries(end);
  for (let i = 0; i < all.length; i++) {
    const [id, b] = all[i]!;
    if (!onTable(state, b)) return `${id} would leave the table`;
    for (let j = i + 1; j < all.length; j++) if (basesOverlap(b, all[j]![1])) return `${id} and ${all[j]![0]} would overlap`;
    for (const o of Object.values(state.units)) if (o.status === 'active' && !ids.includes(o.id) && basesOverlap(b, baseOf(o))) return `${id} would end overlapping ${o.id} (§6.1)`;
  }
  return { end, distance: c.distance };
}
