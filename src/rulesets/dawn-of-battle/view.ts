/**
 * What one player may see (§2.5.1, §4.4, §14): the opponent's hand becomes a count, the opponent's
 * face-down leaders become anonymous counters in their hexes, and the order of both draw piles
 * and the generator state (which would reveal future draws) are hidden.
 * @module
 */
import type { Hex } from './model/geometry.js';
import type { DobState, LeaderState, Side } from './model/state.js';
import type { EventWindowPhase, RedoWindow } from './model/state.js';
import { renamePhaseLeaders } from './query/phase-leaders.js';

/**
 * `T` with every free-text string field allowed to be `null`: where a phase names a leader the
 * viewer may not identify, the view shows `null` (string literals, such as `kind`, stay).
 */
export type MayHide<T> = T extends string
  ? string extends T ? T | null : T
  : T extends ReadonlyArray<infer E>
    ? ReadonlyArray<MayHide<E>>
    : T extends object ? { readonly [K in keyof T]: MayHide<T[K]> } : T;

/**
 * A phase as a player sees it: a re-do window (§15.3.2) without the earlier state it keeps, and
 * every id of a leader the viewer may not identify (see {@link hiddenFrom}) as `null`, in casualty
 * checks, commands, melees and nested phases alike; a casualty draw's purpose names "a leader".
 */
export type ViewPhase = MayHide<Exclude<DobState['phase'], EventWindowPhase> | (Omit<EventWindowPhase, 'redo'> & { readonly redo?: Omit<RedoWindow, 'base'> })>;

function viewPhase(state: DobState, viewer: Side): ViewPhase {
  let ph = state.phase;
  if (ph.kind === 'eventWindow' && ph.redo !== undefined) {
    const { base: _hidden, ...redo } = ph.redo;
    ph = { ...ph, redo: redo as RedoWindow };
  }
  let hidden: Map<string, null> | null = null;
  const leaders = state.leaders;
  for (const id in leaders) {
    if (hiddenFrom(leaders[id]!, viewer)) (hidden ??= new Map()).set(id, null);
  }
  return (hidden === null ? ph : renamePhaseLeaders(ph, hidden)) as ViewPhase;
}

/** A player's view of the game. */
export interface DobView {
  readonly ruleset: 'dawn-of-battle';
  readonly viewer: Side;
  readonly turn: number;
  /**
   * The phase; a re-do window (§15.3.2) shows its command and die results, not the state kept for
   * replaying; a face-down enemy leader named anywhere in it shows as `null` (§2.5.1, §4.4).
   */
  readonly phase: ViewPhase;
  readonly initiative: DobState['initiative'];
  readonly units: DobState['units'];
  /** Leaders the viewer may identify, by id. */
  readonly leaders: Readonly<Record<string, LeaderState>>;
  /** Face-down enemy leader counters on the map: where they stand, not who they are. */
  readonly hiddenLeaders: ReadonlyArray<Hex>;
  readonly players: Readonly<
    Record<
      Side,
      Omit<DobState['players']['A'], 'deck' | 'hand'> & {
        readonly hand: ReadonlyArray<string> | null;
        readonly handSize: number;
        readonly drawPile: number;
        readonly discardPile: ReadonlyArray<string>;
      }
    >
  >;
  readonly map: DobState['map'];
  readonly result: DobState['result'];
  readonly reconstructed: boolean;
}

/**
 * True when `viewer` may not identify leader `l`: an opponent's leader still face down, on the
 * map or waiting to be placed (§2.5.1, §4.4). Its hex (when on the map) is public, its identity
 * is not.
 * @rule dawn-of-battle 2.5.1
 * @rule dawn-of-battle 4.4
 */
export function hiddenFrom(l: LeaderState, viewer: Side): boolean {
  return l.side !== viewer && !l.revealed && (l.where === 'map' || l.where === 'aside');
}

/** The view of `state` for `viewer`. */
export function viewFor(state: DobState, viewer: Side): DobView {
  const leaders: Record<string, LeaderState> = {};
  const hiddenLeaders: Hex[] = [];
  for (const l of Object.values(state.leaders)) {
    if (hiddenFrom(l, viewer)) {
      if (l.where === 'map' && l.hex !== null) hiddenLeaders.push(l.hex);
      continue;
    }
    leaders[l.id] = l;
  }
  hiddenLeaders.sort((a, b) => a.q - b.q || a.r - b.r);
  const playerView = (side: Side): DobView['players']['A'] => {
    const { deck, hand, ...rest } = state.players[side];
    return { ...rest, hand: side === viewer ? hand : null, handSize: hand.length, drawPile: deck.drawPile.length, discardPile: deck.discardPile };
  };
  return {
    ruleset: state.ruleset, viewer, turn: state.turn, phase: viewPhase(state, viewer), initiative: state.initiative, units: state.units, leaders, hiddenLeaders,
    players: { A: playerView('A'), B: playerView('B') }, map: state.map, result: state.result, reconstructed: state.reconstructed,
  };
}
