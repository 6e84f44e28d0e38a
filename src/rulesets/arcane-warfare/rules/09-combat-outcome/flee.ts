/**
 * Shaken units flee (§9.3, §9.4): after combat they turn about and run a full move, then face
 * their own base edge; in each later spontaneous movement phase they run on towards it. A flee
 * that cannot be completed, leaves the table or meets a marsh destroys the unit.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { headingDelta } from '../../../../plane/angle.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { flee as planeFlee } from '../../../../plane/flee.js';
import { polygonOf, withPose, type Base } from '../../../../plane/base.js';
import { convexHull } from '../../../../plane/polygon.js';
import { rule } from '../../data/cite.js';
import { FLEE_LIGHT_BONUS } from '../../data/combat.js';
import { UNITS_TABLE } from '../../data/units.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, statsOfUnit } from '../../query/geometry.js';
import { featuresOnPath } from '../../query/path.js';
import { onTable, CONTACT_TOLERANCE } from '../07-close-combat/contacts.js';
import { tableOf } from '../06-movement/impulse.js';
import { destroy, place, poseOf } from './units.js';

/**
 * How far a shaken unit flees (§9.3): its designation's move, 50 p more for Lights.
 * @rule arcane-warfare 9.3
 */
export function fleeDistance(u: ArcaneUnit): number {
  const s = statsOfUnit(u);
  return UNITS_TABLE[s.type.designation].move + (s.light ? FLEE_LIGHT_BONUS : 0);
}

/** The heading that faces a side's own base edge. */
export function homeHeading(state: ArcaneState, side: string): number {
  return state.edges[side] === 'north' ? 90 : 270;
}

/**
 * The friends a fleeing unit passes through (§9.4): Lights in any facing, others facing the same
 * or the opposite way.
 * @rule arcane-warfare 9.4
 */
function passable(state: ArcaneState, u: ArcaneUnit): string[] {
  return onTable(state)
    .filter((f) => f.side === u.side && f.id !== u.id)
    .filter((f) => {
      const d = Math.abs(headingDelta(f.heading, u.heading));
      return statsOfUnit(f).light || d < 0.5 || Math.abs(d - 180) < 0.5;
    })
    .map((f) => f.id);
}

/**
 * A shaken unit's flee: `first` after combat (§9.3: turn about, run, then face the own base
 * edge), otherwise straight ahead in the spontaneous movement phase (§9.4). Destroyed if it cannot
 * complete the move, leaves the table, meets a marsh, or ends over friends it cannot clear by
 * running on up to one more base depth (ruling AW-R27).
 * @rule arcane-warfare 9.3
 * @rule arcane-warfare 9.4
 * @ruling AW-R27
 */
export function fleeUnit(state0: ArcaneState, id: string, first: boolean, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const u = state.units[id]!;
  const section = first ? '9.3' : '9.4';
  const table = tableOf(state);
  const through = passable(state, u);
  const dist = fleeDistance(u);
  const heading = first ? u.heading + 180 : u.heading;
  const edges = ['left', 'right', 'bottom', 'top'] as const;
  let r = planeFlee(table, id, { distance: dist, heading, passable: through, exits: edges, tolerance: CONTACT_TOLERANCE });
  if (E.isRight(r) && r.right.complete && !r.right.offTable && r.right.endsOver.length > 0) {
    let found = null;
    for (let d = dist + 10; d <= dist + u.depth + 1e-9 && found === null; d += 10) {
      const t = planeFlee(table, id, { distance: d, heading, passable: through, exits: edges, tolerance: CONTACT_TOLERANCE });
      if (E.isRight(t) && t.right.complete && !t.right.offTable && t.right.endsOver.length === 0) found = t;
    }
    if (found === null) return destroy(state, id, 'could not find room beyond the friends it fled into', events, section);
    r = found;
  }
  if (E.isLeft(r)) return destroy(state, id, 'could not flee', events, section);
  const m = r.right;
  if (m.offTable) return destroy(state, id, 'fled off the table', events, section);
  if (!m.complete) return destroy(state, id, 'could not complete its flee move', events, section);
  state = place(state, id, m.end);
  if (featuresOnPath(state, [polygonHull(baseOf(u), m.end)]).some((f) => f.kind === 'marsh')) return destroy(state, id, 'fled into a marsh', events, section);
  let end: Base = m.end;
  if (first) {
    const home = homeHeading(state, u.side);
    const c = { x: end.x - (Math.cos((end.heading * Math.PI) / 180) * end.depth) / 2, y: end.y - (Math.sin((end.heading * Math.PI) / 180) * end.depth) / 2 };
    const rad = (home * Math.PI) / 180;
    const turned = withPose(end, { x: c.x + (Math.cos(rad) * end.depth) / 2, y: c.y + (Math.sin(rad) * end.depth) / 2, heading: home });
    const clear = onTable(state).every((o) => o.id === id || !basesOverlap(turned, baseOf(o), CONTACT_TOLERANCE));
    if (clear) end = turned;
    state = place(state, id, end);
  }
  events.push({ type: 'unit-fled', unit: id, from: poseOf(u), to: poseOf(state.units[id]!), distance: m.travelled, citations: [rule(section)] });
  return state;
}

function polygonHull(a: Base, b: Base) {
  return convexHull([...polygonOf(a), ...polygonOf(b)]);
}
