/**
 * Off-board attacks (§12, optional): groups kept off the table with a secret side edge, their
 * arrival die in each reset phase, their coming on, and the enemy running from the edge (§12.1).
 * Sea landings are not played.
 * @module
 */
import { polygonOf, type Base } from '../../../../plane/base.js';
import { basesOverlap } from '../../../../plane/contact.js';
import { convexHull, insetConvex, polygonsOverlap } from '../../../../plane/polygon.js';
import { rule, ruling } from '../../data/cite.js';
import { ARRIVAL, ARRIVAL_REACTION_RANGE, OFF_BOARD_GROUPS } from '../../data/arrivals.js';
import type { GameSize } from '../../data/game-sizes.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { Pose } from '../../../../plane/base.js';
import type { ArcaneState, ArcaneUnit, OffBoardGroup } from '../../model/state.js';
import { baseOf, enemiesOf, isDifficult, polygonOnFeature, statsOfUnit } from '../../query/geometry.js';
import { scoOf } from '../05-sequence/orders.js';

const EPS = 1e-6;

/**
 * Why a side's off-board groups are not allowed, or null (§12): none in the small game, one in the
 * standard game, two in larger games; each unit comes on with its rear edge on the group's side
 * edge, facing into the table (ruling AW-R47).
 * @rule arcane-warfare 12
 * @ruling AW-R47
 */
export function offBoardProblem(size: GameSize, board: { width: number; height: number }, groups: ReadonlyArray<{ readonly id: string; readonly edge: 'west' | 'east'; readonly units: ReadonlyArray<ArcaneUnit> }>): string | null {
  if (groups.length > OFF_BOARD_GROUPS[size]) return `a ${size} game allows ${OFF_BOARD_GROUPS[size]} off-board group(s) a side (§12)`;
  for (const g of groups) {
    if (g.units.length === 0) return `off-board group ${g.id} has no units`;
    for (const u of g.units) {
      const h = u.heading;
      const rearX = u.x - Math.cos((h * Math.PI) / 180) * u.depth;
      const facing = g.edge === 'west' ? Math.abs(((h + 540) % 360) - 180) <= EPS : Math.abs(h - 180) <= EPS;
      const onEdge = g.edge === 'west' ? Math.abs(rearX) <= EPS : Math.abs(rearX - board.width) <= EPS;
      if (!facing || !onEdge) return `unit ${u.id} of group ${g.id} must come on with its rear edge on the ${g.edge} edge, facing into the table (§12)`;
      if (polygonOf(baseOf(u)).some((p) => p.y < -EPS || p.y > board.height + EPS)) return `unit ${u.id} of group ${g.id} must come on within the ${g.edge} edge`;
    }
  }
  return null;
}

/** How far a unit is from a side edge. */
function fromEdge(state: ArcaneState, b: Base, edge: 'west' | 'east'): number {
  const xs = polygonOf(b).map((p) => p.x);
  return edge === 'west' ? Math.min(...xs) : state.board.width - Math.max(...xs);
}

/** True when a base is clear of every other unit, impassable ground and the table's edges. */
function clear(state: ArcaneState, id: string, polys: ReadonlyArray<ReadonlyArray<{ x: number; y: number }>>): boolean {
  for (const poly of polys) {
    if (poly.some((p) => p.x < -EPS || p.y < -EPS || p.x > state.board.width + EPS || p.y > state.board.height + EPS)) return false;
    const inner = insetConvex(poly, EPS);
    for (const o of Object.values(state.units)) if (o.id !== id && o.status === 'active' && polygonsOverlap(inner, polygonOf(baseOf(o)))) return false;
    for (const f of state.terrain) if (f.kind === 'impassable' && polygonOnFeature(poly, f)) return false;
  }
  return true;
}

/**
 * An enemy unit runs from the arrival edge (§12.1, ruling AW-R48): it turns to face the edge and
 * moves straight back a full move (its difficult rate if the way crosses difficult ground), as far
 * as it can up to that without crossing or ending on another unit or impassable ground; it stays
 * where it was if it cannot turn there.
 * @rule arcane-warfare 12.1
 * @ruling AW-R48
 */
function runAway(state: ArcaneState, u: ArcaneUnit, edge: 'west' | 'east'): Pose | null {
  const heading = edge === 'west' ? 180 : 0;
  const s = statsOfUnit(u);
  const start = baseOf(u);
  const cx = start.x - (Math.cos((start.heading * Math.PI) / 180) * start.depth) / 2;
  const cy = start.y - (Math.sin((start.heading * Math.PI) / 180) * start.depth) / 2;
  const turned: Base = { ...start, heading, x: cx + (Math.cos((heading * Math.PI) / 180) * start.depth) / 2, y: cy + (Math.sin((heading * Math.PI) / 180) * start.depth) / 2 };
  const away = edge === 'west' ? 1 : -1;
  const at = (d: number): Base => ({ ...turned, x: turned.x + away * d });
  const full = at(s.moveOpen);
  const hull = convexHull([...polygonOf(turned), ...polygonOf(full)]);
  const rough = state.terrain.some((f) => isDifficult(f.kind, s) && polygonOnFeature(hull, f));
  const rate = rough ? s.moveDifficult : s.moveOpen;
  for (let d = rate; d >= 0; d -= 10) {
    const end = at(d);
    if (clear(state, u.id, [convexHull([...polygonOf(turned), ...polygonOf(end)])])) return { x: end.x, y: end.y, heading };
  }
  return null;
}

/**
 * A coming group comes on (§12): each unit at its pose, destroyed if it cannot (another unit or
 * impassable ground there); then the enemy closer than 400 p to the edge run (§12.1).
 * @rule arcane-warfare 12
 * @rule arcane-warfare 12.1
 */
function comeOn(state0: ArcaneState, g: OffBoardGroup, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const came: string[] = [];
  const destroyed: string[] = [];
  for (const u of g.units) {
    const ok = clear(state, u.id, [polygonOf(baseOf(u))]) && !Object.values(state.units).some((o) => o.status === 'active' && basesOverlap(baseOf(o), baseOf(u)));
    state = { ...state, units: { ...state.units, [u.id]: ok ? { ...u, arrivedOnTurn: state.turn } : { ...u, status: 'destroyed' } } };
    (ok ? came : destroyed).push(u.id);
  }
  const ranAway: Record<string, Pose> = {};
  for (const e of enemiesOf(state, g.side)) {
    if (fromEdge(state, baseOf(e), g.edge) >= ARRIVAL_REACTION_RANGE - EPS) continue;
    const to = runAway(state, e, g.edge);
    if (to === null) continue;
    ranAway[e.id] = to;
    state = { ...state, units: { ...state.units, [e.id]: { ...e, ...to } } };
  }
  events.push({ type: 'group-arrived', player: g.side, group: g.id, edge: g.edge, units: came, destroyed, ranAway, citations: [rule('12'), rule('12.1'), ruling('AW-R48')] });
  return { ...state, offBoard: { ...state.offBoard!, [g.id]: { ...g, status: 'arrived' } } };
}

/**
 * The off-board step of the reset phase (§5.1, §12): groups that rolled a 6 last turn come on,
 * unless both sides' groups come on the same edge, when both attacks are cancelled and later dice
 * get +1 (§12.2); then every waiting group rolls its arrival die: a natural 1 loses it (a regular
 * SCo re-rolls one 1, ruling AW-R47), 6 or more with the bonus brings it next turn and announces its
 * edge.
 * @rule arcane-warfare 5.1
 * @rule arcane-warfare 12
 * @rule arcane-warfare 12.2
 * @ruling AW-R47
 */
export function offBoardStep(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  if (state0.offBoard === undefined) return state0;
  let state = state0;
  const ids = Object.keys(state.offBoard!).sort();
  for (const id of ids) {
    const g = state.offBoard![id]!;
    if (g.status === 'coming') state = comeOn(state, g, events);
  }
  const results: Record<string, { dice: number[]; result: 'lost' | 'not-yet' | 'coming' }> = {};
  for (const id of ids) {
    const g = state.offBoard![id]!;
    if (g.status !== 'waiting') continue;
    const [first, s1] = d6(state);
    state = s1;
    const dice = [first];
    let die = first;
    if (die === ARRIVAL.lost && scoOf(state, g.side).regular) {
      const [again, s2] = d6(state);
      state = s2;
      dice.push(again);
      die = again;
    }
    results[id] = { dice, result: die === ARRIVAL.lost ? 'lost' : die + g.bonus >= ARRIVAL.arrives ? 'coming' : 'not-yet' };
  }
  const groups: Record<string, OffBoardGroup> = { ...state.offBoard! };
  for (const [id, r] of Object.entries(results)) {
    const g = groups[id]!;
    const clash = r.result === 'coming' && Object.entries(results).some(([o, x]) => x.result === 'coming' && groups[o]!.side !== g.side && groups[o]!.edge === g.edge);
    const result = clash ? 'cancelled' : r.result;
    groups[id] = { ...g, status: result === 'lost' ? 'lost' : result === 'coming' ? 'coming' : 'waiting', bonus: clash ? g.bonus + ARRIVAL.cancelledBonus : g.bonus };
    events.push({
      type: 'arrival-rolled',
      player: g.side,
      group: id,
      dice: r.dice,
      bonus: g.bonus,
      result,
      edge: result === 'coming' || result === 'cancelled' ? g.edge : null,
      citations: [rule('12'), ...(r.dice.length > 1 ? [ruling('AW-R47')] : []), ...(clash ? [rule('12.2')] : [])],
    });
  }
  return { ...state, offBoard: groups };
}

/** The off-board groups the other side may know of: announced or arrived (§12: the edge is told as soon as it is known). */
export function visibleGroups(state: ArcaneState, player: string): ArcaneState['offBoard'] {
  if (state.offBoard === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(state.offBoard)
      .filter(([, g]) => g.side === player || g.status === 'coming' || g.status === 'arrived')
      .map(([id, g]) => [id, g.side === player || g.status === 'arrived' ? g : { ...g, units: [] }]),
  );
}

/** Whether `player` may be told an event: the other side's arrival dice only when they bring a group on (§12). */
export function offBoardEventVisible(e: ArcaneEvent, player: string): boolean {
  return e.type !== 'arrival-rolled' || e.player === player || e.result === 'coming';
}
