/**
 * Expanding a column into line (§6.6.3, Fig. 11): the head stays still and the next units move
 * beside it, ignoring normal move rates, within the limits of the units' move rate; units that
 * do not reach the front line stand as rear ranks or columns behind it.
 * @module
 */
import { basesOverlap } from '../../../../plane/contact.js';
import { fromLocal, withPose, type Base } from '../../../../plane/base.js';
import type { Citation } from '../../../../core/citation.js';
import { rule } from '../../data/cite.js';
import { expansionLimit } from '../../data/movement.js';
import type { ExpandSlot } from '../../model/commands.js';
import type { ArcaneState } from '../../model/state.js';
import { baseOf, featuresUnder, isDifficult, statsOfUnit } from '../../query/geometry.js';
import type { Formation } from './formations.js';
import { onTable } from './impulse.js';

/**
 * Places an expanding column's units (§6.6.3): the end poses, or why not. The rate is the units'
 * move rate for the ground they stand on (the slowest unit's), Light units' open bonus included
 * (ruling AW-R17).
 * @rule arcane-warfare 6.6.3
 * @ruling AW-R17
 */
export function expandColumn(state: ArcaneState, f: Formation, slots: ReadonlyArray<ExpandSlot>): { end: Record<string, Base>; citations: Citation[] } | string {
  if (f.kind !== 'column') return 'only a column expands into line (§6.6.3)';
  if (f.units.some((u) => u.depth > 100)) return 'the manoeuvre does not apply to 80 mm deep units (§6.6.3)';
  const head = f.units[0]!;
  const hb = baseOf(head);
  const followers = f.units.slice(1);
  if (slots.length !== followers.length || new Set(slots.map((s) => s.unit)).size !== slots.length || !followers.every((u) => slots.some((s) => s.unit === u.id))) {
    return 'give one slot to every unit of the column but its head';
  }
  const taken = new Set<string>(['0/0']);
  const front = slots.filter((s) => s.rank === 0);
  for (const s of slots) {
    if (!Number.isInteger(s.lateral) || !Number.isInteger(s.rank) || s.rank < 0 || Math.abs(s.lateral) > 4) return `slot of ${s.unit}: whole frontages and ranks`;
    if (s.rank === 0 && s.lateral === 0) return `${s.unit} cannot take the head's place`;
    const key = `${s.lateral}/${s.rank}`;
    if (taken.has(key)) return `two units in slot ${key}`;
    taken.add(key);
  }
  for (const s of slots) {
    if (s.rank === 0 && Math.abs(s.lateral) > 1 && !taken.has(`${s.lateral - Math.sign(s.lateral)}/0`)) return `${s.unit} would leave a gap in the line`;
    if (s.rank > 0 && !taken.has(`${s.lateral}/${s.rank - 1}`)) return `${s.unit} must stand behind a unit of the line`;
  }
  const rate = Math.min(
    ...f.units.map((u) => {
      const st = statsOfUnit(u);
      return featuresUnder(state, baseOf(u)).some((x) => isDifficult(x.kind, st)) ? st.moveDifficult : st.moveOpen;
    }),
  );
  const lim = expansionLimit(rate);
  const left = front.filter((s) => s.lateral > 0).length;
  const right = front.filter((s) => s.lateral < 0).length;
  if (left + right > lim.total || left > lim.perSide || right > lim.perSide || (lim.oneSideOnly && left > 0 && right > 0)) {
    return `at a move rate of ${rate} p the column expands ${lim.oneSideOnly ? 'one unit to one side' : lim.total === 3 ? 'two units to one side and one to the other' : `${lim.perSide} unit(s) to each side`} (§6.6.3)`;
  }
  const end: Record<string, Base> = { [head.id]: hb };
  for (const s of slots) {
    const u = f.units.find((x) => x.id === s.unit)!;
    const p = fromLocal(hb, s.lateral * hb.width, -s.rank * u.depth);
    end[u.id] = withPose(baseOf(u), { x: p.x, y: p.y, heading: hb.heading });
  }
  const ids = new Set(f.units.map((u) => u.id));
  for (const [id, b] of Object.entries(end)) {
    if (!onTable(state, b)) return `${id} would leave the table`;
    for (const o of Object.values(state.units)) if (o.status === 'active' && !ids.has(o.id) && basesOverlap(b, baseOf(o))) return `${id} would end overlapping ${o.id} (§6.1)`;
  }
  return { end, citations: [rule('6.6.3')] };
}
