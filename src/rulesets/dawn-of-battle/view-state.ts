/**
 * A determinized view (§2.5.1, §4.4, §14): a complete {@link DobState} as one player may know it,
 * for agents that look ahead with `apply` and `legalCommands`. What the player cannot know is
 * re-dealt from the caller's generator: which of the opponent's face-down leaders stands in which
 * of their hexes (and which are still off the map), the opponent's hand (out of the cards not yet
 * seen: that hand plus the opponent's draw pile), the order of both draw piles, and the game's
 * own generator. Everything public (units, revealed leaders, discard piles, hand sizes, the hexes
 * face-down leaders stand in) is kept as it is.
 *
 * Two states that differ only in hidden information give the same view for the same generator,
 * so nothing an agent computes from it can depend on what it may not see.
 * @module
 */
import { shuffleList } from '../../random/deck.js';
import { fork, type RngState } from '../../random/rng.js';
import type { ExtState } from './model/ext-state.js';
import { renamePhaseLeaders } from './query/phase-leaders.js';
import type { DobState, LeaderState, PlayerState, Side } from './model/state.js';
import { hiddenFrom } from './view.js';

/** Where a face-down leader counter is, and what its counter shows: public. */
type Slot = Pick<LeaderState, 'where' | 'hex' | 'moved' | 'canForm'>;

const slotKey = (s: Slot): string => `${s.where}/${s.hex === null ? '-' : `${s.hex.q},${s.hex.r}`}/${s.moved}/${s.canForm ? 1 : 0}`;
const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Deals the viewer's unknowns anew: the identities of the opponent's face-down leaders over the
 * counters' places (in a canonical order, so the true pairing cannot leak through ordering).
 * `rename` tells, for each leader whose counter now carries another identity, the id dealt to
 * its counter, so that what the state says of that counter elsewhere (a casualty check waiting,
 * a lone leader's melee, the Code of Honor's records) follows the counter, not the identity.
 * @rule dawn-of-battle 4.4
 */
function redealLeaders(state: DobState, viewer: Side, rng: RngState): { leaders: DobState['leaders']; rename: Map<string, string> } {
  const rename = new Map<string, string>();
  const hidden = Object.values(state.leaders).filter((l) => hiddenFrom(l, viewer));
  if (hidden.length < 2) return { leaders: state.leaders, rename };
  // Stable sort: counters whose public places are the same cannot be told apart by the viewer.
  // What the state records of a counter besides its place (where it stood before §4.1 under the
  // Code of Honor, a lone leader's fight this turn) is public too, and tells counters apart.
  const honor = state.ext.honorFrom;
  const fought = state.ext.leaderFought;
  const key = (l: LeaderState): string => {
    const h = honor[l.id];
    return `${slotKey(l)}/${h === undefined ? '-' : `${h.q},${h.r}`}/${fought?.[l.id] ?? '-'}`;
  };
  const bySlot = hidden.map((l) => ({ id: l.id, key: key(l) })).sort((a, b) => byText(a.key, b.key));
  const identities = shuffleList(
    hidden.map((l) => l.id).sort(byText),
    rng,
  ).items;
  const leaders: Record<string, LeaderState> = { ...state.leaders };
  identities.forEach((id, i) => {
    const slot = state.leaders[bySlot[i]!.id]!;
    if (bySlot[i]!.id !== id) rename.set(bySlot[i]!.id, id);
    leaders[id] = { ...state.leaders[id]!, where: slot.where, hex: slot.hex === null ? null : { q: slot.hex.q, r: slot.hex.r }, moved: slot.moved, canForm: slot.canForm };
  });
  return { leaders, rename };
}

/** `rec` with its keys renamed by `rename` (a swap of two keys swaps their values). */
function renameKeys<V>(rec: Record<string, V>, rename: ReadonlyMap<string, string>): Record<string, V> {
  let out: Record<string, V> | null = null;
  for (const k in rec) {
    if (rename.has(k)) {
      out ??= {};
      break;
    }
  }
  if (out === null) return rec;
  for (const k in rec) out[rename.get(k) ?? k] = rec[k]!;
  return out;
}

/** The ext state with leader-keyed records following the re-dealt counters. */
function renameExt(ext: ExtState, rename: ReadonlyMap<string, string>): ExtState {
  if (rename.size === 0) return ext;
  const out: ExtState = { ...ext, honorFrom: renameKeys(ext.honorFrom, rename) };
  if (ext.leaderFought !== undefined) out.leaderFought = renameKeys(ext.leaderFought, rename);
  return out;
}

/**
 * The viewer's own deck: the draw pile's cards in a fresh order. The opponent's: the hand and the
 * draw pile pooled (in sorted order, so neither the true hand nor the true order leaks) and dealt
 * again, as many cards to the hand as it holds.
 * @rule dawn-of-battle 14
 */
function redealCards(p: PlayerState, own: boolean, rng: RngState): PlayerState {
  if (own) return { ...p, deck: { drawPile: shuffleList([...p.deck.drawPile].sort(byText), rng).items, discardPile: p.deck.discardPile } };
  const unseen = shuffleList([...p.hand, ...p.deck.drawPile].sort(byText), rng).items;
  return { ...p, hand: unseen.slice(0, p.hand.length), deck: { drawPile: unseen.slice(p.hand.length), discardPile: p.deck.discardPile } };
}

/**
 * The game as `viewer` may know it, with every unknown re-dealt from `rng` (see the module
 * comment). The result is a valid state to play on; `state` is not changed. Parts the view does
 * not alter are shared with `state`, as the reducer never mutates its input.
 * @rule dawn-of-battle 2.5.1
 * @rule dawn-of-battle 4.4
 */
export function determinizedState(state: DobState, viewer: Side, rng: RngState): DobState {
  const opp: Side = viewer === 'A' ? 'B' : 'A';
  const { leaders, rename } = redealLeaders(state, viewer, fork(rng, 'leaders'));
  let phase = renamePhaseLeaders(state.phase, rename);
  // A re-do window keeps the state before its command (§15.3.2): hidden information too, so it is
  // determinized as well (with its own generator: it is a state of its own).
  if (phase.kind === 'eventWindow' && phase.redo !== undefined) {
    phase = { ...phase, redo: { ...phase.redo, base: determinizedState(phase.redo.base, viewer, fork(rng, 'redo-base')) } };
  }
  return {
    ...state,
    rng: fork(rng, 'game'),
    phase,
    ext: renameExt(state.ext, rename),
    leaders,
    players: {
      ...state.players,
      [viewer]: redealCards(state.players[viewer], true, fork(rng, 'own-deck')),
      [opp]: redealCards(state.players[opp], false, fork(rng, 'opponent-cards')),
    } as DobState['players'],
  };
}
