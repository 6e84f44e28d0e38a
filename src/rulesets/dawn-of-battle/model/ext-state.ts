/**
 * The part of the game state the events in play (§14.2), elephants (§15.8) and the supplementary
 * rules (§15.3–15.13) keep: plain JSON, copied with the rest of the state on every command.
 * @module
 */
import type { EventDuration, EventEffect } from '../data/event-effects.js';
import type { Hex } from './geometry.js';
import type { Side } from './side.js';

/** An effect of a played event that waits for its draw or melee, or lasts for its duration. */
export interface ActiveEffect {
  /** The side whose player played it. */
  readonly by: Side;
  /** The card played (discarded). */
  readonly card: string;
  readonly title: string;
  readonly effect: EventEffect;
  readonly duration: EventDuration;
  /** The turn it was played in; nothing outlives its turn. */
  readonly turn: number;
  /** The command (ply) in which it first applied to a draw; it lasts for that command's draws. */
  usedAt: number | null;
}

/** What the events, elephants and supplementary options keep in the state. */
export interface ExtState {
  /** Effects of events played that have not run out (§14.2). */
  effects: ActiveEffect[];
  /** Elephant control checks owed for elephant icons drawn in the action cycle (§15.8.3). */
  elephantChecks: number;
  /**
   * The elephants still to check in a round of control checks that a stampede's melee paused
   * (§15.8.3), in order; absent when no round is under way.
   */
  elephantQueue?: string[];
  /** Taking Heads scores (§15.11). */
  heads: { A: number; B: number };
  /** The turn each barbarian side used its charge (§15.4), or `null`. */
  barbarianTurn: { A: number | null; B: number | null };
  /** Where each leader stood when it came off the map, for the Code of Honor shift (§15.12.1). */
  honorFrom: Record<string, Hex>;
  /** The turn each army last lost restraint (§15.5); absent until one does (saved games stay as they were). */
  restraintLost?: { A: number | null; B: number | null };
  /** The turn each leader last fought alone in melee (§15.12.2); absent until one does. */
  leaderFought?: Record<string, number>;
  /**
   * While a command runs under the re-do option (§15.3.2): the die results drawn so far and the
   * ones to draw again. Present only inside `apply`; never in a state it returns.
   */
  redo?: RedoTracking;
}

/** One die result drawn in a command's resolution, as a re-do window (§15.3.2) lists it. */
export interface DieDrawn {
  /** The player who drew it (and who would draw it again). */
  readonly side: Side;
  /** What it was drawn for (the `card-drawn` event's purpose). */
  readonly purpose: string;
  /** The card drawn (`'0'` for a physical die roll, §15.3.1). */
  readonly card: string;
  /** The die result as applied (after any event modifier). */
  readonly die: number;
}

/** The bookkeeping of die results while a command runs under §15.3.2 (see `rules/15-optional/redo.ts`). */
export interface RedoTracking {
  /** The ordinals (0-based, in drawing order) of the die results to draw again, once per re-do. */
  readonly plan: ReadonlyArray<number>;
  /** Die results drawn so far in this run. */
  seen: number;
  /** Re-draws still owed to the die result being drawn. */
  left: number;
  /** True while a die result is being drawn again. */
  chain: boolean;
  /** The die results as they stand, in drawing order. */
  draws: DieDrawn[];
}

/** The state of a new game. */
export function initialExt(): ExtState {
  return { effects: [], elephantChecks: 0, heads: { A: 0, B: 0 }, barbarianTurn: { A: null, B: null }, honorFrom: {} };
}

/** A deep copy (the reducer's working copy, see `context.ts`). */
export function copyExt(x: ExtState): ExtState {
  // Optional fields are added only when present, in this order (no spread of a temporary
  // object per field: this runs once per command).
  const out: ExtState = {
    effects: x.effects.length === 0 ? [] : x.effects.map((e) => ({ ...e })),
    elephantChecks: x.elephantChecks,
    heads: { A: x.heads.A, B: x.heads.B },
    barbarianTurn: { A: x.barbarianTurn.A, B: x.barbarianTurn.B },
    // Replaced as a whole at §4.1 (rules/15-optional/leaders.ts), never edited in place: shared.
    honorFrom: x.honorFrom,
  };
  if (x.restraintLost !== undefined) out.restraintLost = { A: x.restraintLost.A, B: x.restraintLost.B };
  if (x.leaderFought !== undefined) out.leaderFought = { ...x.leaderFought };
  if (x.elephantQueue !== undefined) out.elephantQueue = [...x.elephantQueue];
  if (x.redo !== undefined) out.redo = { plan: x.redo.plan, seen: x.redo.seen, left: x.redo.left, chain: x.redo.chain, draws: [...x.redo.draws] };
  return out;
}

/**
 * What an event window (§14.2) comes before: a ranged attack's, a rally's or a melee's draws, a
 * leader casualty draw (§6.4), a turn-end fatigue or end-of-game draw (§14.5.3, §14.5.4), or an
 * initiative draw (§4.3); `'redo'` is the re-do window after a command's die results are seen
 * (§15.3.2).
 */
export type WindowBefore = 'ranged' | 'rally' | 'melee' | 'casualty' | 'randomEvent' | 'initiative' | 'redo';
