/**
 * The bound of the DBx family as one phase machine: the moving player throws PIP dice (one per
 * command) and moves; then distant shooting, skipped when nobody can shoot; then every front-edge
 * contact fights, in the order the moving player chooses; then the end-of-bound checks; then the
 * other side's bound. The machine owns the order of the steps; a ruleset supplies the state it
 * writes (`BoundRules`) and the hooks where its book has a chapter of its own: the PIP dice, the
 * start of a bound (DBM's flank marches and spontaneous advance would go there), and the
 * end-of-bound check (victory, army breaks).
 * @module
 */
import type { Stepped } from './close-combat.js';

/** A pair of elements in front-edge contact, waiting to fight. */
export type CombatPair = readonly [string, string];

/** The step of the bound a state is in, as the machine reads it. */
export type BoundStep = 'move' | 'shoot' | 'combat' | 'other';

/** What the bound machine needs from a ruleset over its state `S` and events `E`. */
export interface BoundRules<S, E> {
  /** The step the state is in and whose bound it is (`null` outside the bound, e.g. game over). */
  readonly step: (s: S) => { readonly step: BoundStep; readonly player: string | null };
  /** The bound number. */
  readonly bound: (s: S) => number;
  /** The other player. */
  readonly nextPlayer: (s: S, player: string) => string;
  /**
   * Opens bound `bound` for `player`: throws the PIP dice (one per command), clears the bound's
   * record and enters the move step, announcing it. The ruleset's chapter: its dice and events.
   */
  readonly openBound: (s: S, player: string, bound: number) => Stepped<S, E>;
  /** Anything the ruleset does when a bound has opened (flank marches arriving, spontaneous advances); none by default. */
  readonly boundOpened?: (s: S, player: string) => Stepped<S, E>;
  /** `s` in the shooting step. */
  readonly toShoot: (s: S, player: string) => S;
  /** Whether the moving player has any legal shot in `s` (in the shooting step). */
  readonly anyShot: (s: S) => boolean;
  /** Every pair in front-edge contact now. */
  readonly contacts: (s: S) => ReadonlyArray<CombatPair>;
  /** `s` in the close-combat step with these pairs left to fight. */
  readonly toCombat: (s: S, player: string, pairs: ReadonlyArray<CombatPair>) => S;
  /** The pairs still waiting in the close-combat step. */
  readonly waiting: (s: S) => ReadonlyArray<CombatPair>;
  /** Elements that have fought this bound. */
  readonly fought: (s: S) => ReadonlyArray<string>;
  /** The event for a change of step. */
  readonly stepEvent: (from: 'move' | 'shoot', to: 'shoot' | 'combat') => E;
  /** The end-of-bound checks: the finished game, or `null` to play on. The ruleset's chapter (victory). */
  readonly endOfBound: (s: S) => Stepped<S, E> | null;
}

function moving<S, E>(rules: BoundRules<S, E>, s: S, fallback: () => string): string {
  return rules.step(s).player ?? fallback();
}

/**
 * Starts a bound for `player`: the PIP dice, then the ruleset's start-of-bound chapter.
 * @rule dba sequence-of-play
 */
export function startBoundWith<S, E>(rules: BoundRules<S, E>, state: S, player: string, bound: number): Stepped<S, E> {
  const o = rules.openBound(state, player, bound);
  if (rules.boundOpened === undefined) return o;
  const h = rules.boundOpened(o.state, player);
  return { state: h.state, events: [...o.events, ...h.events] };
}

/**
 * Ends the moves: on to shooting, or straight on to close combat when nobody can shoot.
 * @rule dba sequence-of-play
 */
export function endMovesWith<S, E>(rules: BoundRules<S, E>, state: S, fallback: () => string): Stepped<S, E> {
  const player = moving(rules, state, fallback);
  const ev = rules.stepEvent('move', 'shoot');
  const s = rules.toShoot(state, player);
  if (rules.anyShot(s)) return { state: s, events: [ev] };
  const c = startCombatWith(rules, s, fallback);
  return { state: c.state, events: [ev, ...c.events] };
}

/**
 * Opens close combat with every pair in front-edge contact, or ends the bound when there is none.
 * @rule dba sequence-of-play
 */
export function startCombatWith<S, E>(rules: BoundRules<S, E>, state: S, fallback: () => string): Stepped<S, E> {
  const player = moving(rules, state, fallback);
  const pairs = rules.contacts(state);
  const ev = rules.stepEvent('shoot', 'combat');
  if (pairs.length === 0) {
    const e = endBoundWith(rules, state, fallback);
    return { state: e.state, events: [ev, ...e.events] };
  }
  return { state: rules.toCombat(state, player, pairs), events: [ev] };
}

/**
 * After a fight: keeps the pairs still in contact whose elements have not fought, and ends the
 * bound when none remain.
 * @rule dba sequence-of-play
 */
export function afterCombatWith<S, E>(rules: BoundRules<S, E>, state: S, fallback: () => string): Stepped<S, E> {
  const at = rules.step(state);
  if (at.step !== 'combat') return { state, events: [] };
  const live = new Set(rules.contacts(state).map(([a, b]) => `${a}|${b}`));
  const fought = new Set(rules.fought(state));
  const pairs = rules.waiting(state).filter(([a, b]) => live.has(`${a}|${b}`) && !fought.has(a) && !fought.has(b));
  if (pairs.length > 0) return { state: rules.toCombat(state, at.player ?? fallback(), pairs), events: [] };
  return endBoundWith(rules, state, fallback);
}

/**
 * Ends the bound: the ruleset's end-of-bound checks, then the other side's bound.
 * @rule dba sequence-of-play
 */
export function endBoundWith<S, E>(rules: BoundRules<S, E>, state: S, fallback: () => string): Stepped<S, E> {
  const over = rules.endOfBound(state);
  if (over !== null) return over;
  const player = moving(rules, state, fallback);
  return startBoundWith(rules, state, rules.nextPlayer(state, player), rules.bound(state) + 1);
}
