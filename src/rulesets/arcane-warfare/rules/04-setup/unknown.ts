/**
 * Unknown features (§4.2.4) in play: until a unit first steps in, an unknown feature is open
 * ground; at the end of that impulse a die says what it is.
 * @module
 */
import { polygonOf } from '../../../../plane/base.js';
import { rule, ruling } from '../../data/cite.js';
import { UNKNOWN_TRAP_REMOVES_ON } from '../../data/terrain-tables.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneFeature, ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, polygonOnFeature } from '../../query/geometry.js';
import { unknownBecomes } from './terrain.js';

function touchesBoardEdge(state: ArcaneState, f: ArcaneFeature): boolean {
  return f.polygon.some((p) => p.x <= 1e-6 || p.y <= 1e-6 || p.x >= state.board.width - 1e-6 || p.y >= state.board.height - 1e-6);
}

/**
 * Reveals the unknown features units stepped into with a command (§4.2.4): one die each. Open:
 * the template goes. Impassable: each unit in it rolls, and is removed from play on 5–6; the
 * others go back to where they stood before the impulse, at the edge they entered by (ruling
 * AW-R46). Otherwise the feature becomes gully, rough, dunes or marsh.
 * @rule arcane-warfare 4.2.4
 * @ruling AW-R46
 */
export function revealUnknown(before: ArcaneState, after: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  if (!after.terrain.some((f) => f.kind === 'unknown')) return after;
  let state = after;
  for (const f of after.terrain) {
    if (f.kind !== 'unknown') continue;
    const inside = Object.values(state.units).filter((u) => u.status === 'active' && polygonOnFeature(polygonOf(baseOf(u)), f));
    if (inside.length === 0) continue;
    const [die, s1] = d6(state);
    state = s1;
    const becomes = unknownBecomes(die, state.topography ?? null, touchesBoardEdge(state, f));
    const removed: string[] = [];
    const returned: string[] = [];
    const units: Record<string, ArcaneUnit> = { ...state.units };
    if (becomes === 'impassable') {
      for (const u of inside) {
        const [roll, s2] = d6(state);
        state = s2;
        if (roll >= UNKNOWN_TRAP_REMOVES_ON) {
          units[u.id] = { ...u, status: 'removed' };
          removed.push(u.id);
        } else {
          const was = before.units[u.id] ?? u;
          units[u.id] = { ...u, x: was.x, y: was.y, heading: was.heading };
          returned.push(u.id);
        }
      }
    }
    const terrain = becomes === 'open' ? state.terrain.filter((x) => x.id !== f.id) : state.terrain.map((x) => (x.id === f.id ? { ...x, kind: becomes } : x));
    events.push({ type: 'unknown-revealed', feature: f.id, die, becomes, removed, returned, citations: [rule('4.2.4'), ...(returned.length > 0 ? [ruling('AW-R46')] : [])] });
    state = { ...state, terrain, units };
  }
  return state;
}
