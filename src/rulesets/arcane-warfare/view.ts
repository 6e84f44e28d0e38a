/**
 * What a player may see: everything on the table, but not the generator (the dice to come), the
 * other player's orders decision before both are in (§5.2.2.1), nor the other side's units hidden
 * in ambush (§4.4); and the state an agent plans on, with those re-dealt (the hidden units left
 * out: the agent plans as if they were not there).
 * @module
 */
import { drawInt, fork, type RngState } from '../../random/rng.js';
import type { ArcaneEvent } from './model/events.js';
import type { ArcanePhase, ArcaneState, OffBoardGroup } from './model/state.js';
import { offBoardEventVisible, visibleGroups } from './rules/12-off-board/arrivals.js';

/** A phase as a player sees it: another player's undisclosed choice shows only as `'written'`. */
export type ArcaneViewPhase =
  | Exclude<ArcanePhase, { tag: 'orders-written' }>
  | { readonly tag: 'orders-written'; readonly written: Readonly<Record<string, boolean | 'written' | null>>; readonly pairs: Readonly<Record<string, { readonly message: number; readonly mip: number }>> };

/** What a player may see of a game. */
export type ArcaneView = Omit<ArcaneState, 'rng' | 'phase'> & { readonly phase: ArcaneViewPhase };

/**
 * The units `player` may know of: all but the other side's units still hidden in ambush (§4.4).
 * @rule arcane-warfare 4.4
 */
function unhidden(state: ArcaneState, player: string): ArcaneState['units'] {
  if (!Object.values(state.units).some((u) => u.ambush !== undefined && u.side !== player)) return state.units;
  return Object.fromEntries(Object.entries(state.units).filter(([, u]) => u.ambush === undefined || u.side === player));
}

/**
 * The state without the generator, and with the other player's written orders choice hidden.
 * @rule arcane-warfare 5.2.2.1
 */
export function viewArcane(state: ArcaneState, player: string): ArcaneView {
  const { rng: _rng, phase, ...rest0 } = state;
  const groups = visibleGroups(state, player);
  const rest = { ...rest0, units: unhidden(state, player), ...(groups === undefined ? {} : { offBoard: groups }) };
  if (phase.tag !== 'orders-written') return { ...rest, phase };
  const written = Object.fromEntries(Object.entries(phase.written).map(([p, w]) => [p, p === player || w === null ? w : ('written' as const)]));
  return { ...rest, phase: { ...phase, written } };
}

/**
 * The state with what `player` cannot see re-dealt from `rng`: the generator, the other player's
 * written choice (drawn anew), and the other side's units in ambush (left out).
 */
export function determinizeArcane(state: ArcaneState, player: string, rng: RngState): ArcaneState {
  const phase = state.phase;
  const groups = state.offBoard === undefined ? {} : { offBoard: redealEdges(state, player, rng) };
  const next: ArcaneState = { ...state, units: unhidden(state, player), ...groups, rng: fork(rng, 'blind/0') };
  if (phase.tag !== 'orders-written') return next;
  const written: Record<string, boolean | null> = {};
  for (const [p, w] of Object.entries(phase.written)) written[p] = p === player || w === null ? w : drawInt(fork(rng, `orders/${p}`), 0, 1).value === 1;
  return { ...next, phase: { ...phase, written } };
}

/** Events a player may be told: all but the other side's arrival dice that do not bring a group on (§12); a written choice's event does not say what it was. */
export function filterArcaneEvents(events: ReadonlyArray<ArcaneEvent>, player: string): ReadonlyArray<ArcaneEvent> {
  return events.every((e) => offBoardEventVisible(e, player)) ? events : events.filter((e) => offBoardEventVisible(e, player));
}

/**
 * The other side's off-board groups with the edges not yet announced drawn anew (§12).
 * @rule arcane-warfare 12
 */
function redealEdges(state: ArcaneState, player: string, rng: RngState): NonNullable<ArcaneState['offBoard']> {
  const out: Record<string, OffBoardGroup> = {};
  for (const [id, g] of Object.entries(state.offBoard ?? {})) {
    out[id] = g.side === player || g.status !== 'waiting' ? g : { ...g, edge: drawInt(fork(rng, `edge/${id}`), 0, 1).value === 0 ? 'west' : 'east' };
  }
  return out;
}
