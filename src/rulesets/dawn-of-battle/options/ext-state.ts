/**
 * The part of the game state the events in play (§14.2), elephants (§15.8) and the supplementary
 * rules (§15.3–15.13) keep: plain JSON, copied with the rest of the state on every command.
 * @module
 */
import type { DrawKind, EventDuration, EventEffect } from '../events/effects.js';
import type { Hex } from '../geometry.js';
import type { DieResume, Phase, Side } from '../state.js';

/** An effect of a played event that waits for its draw or melee, or lasts for its duration. */
export interface ActiveEffect {
  /** The side whose player played it. */
  readonly by: Side;
  /** The card played (discarded), or `'redo'` for a §15.3.2 re-do. */
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
}

/** The state of a new game. */
export function initialExt(): ExtState {
  return { effects: [], elephantChecks: 0, heads: { A: 0, B: 0 }, barbarianTurn: { A: null, B: null }, honorFrom: {} };
}

/** A deep copy (the reducer's working copy, see `context.ts`). */
export function copyExt(x: ExtState): ExtState {
  const honorFrom: Record<string, Hex> = {};
  for (const k in x.honorFrom) honorFrom[k] = { q: x.honorFrom[k]!.q, r: x.honorFrom[k]!.r };
  return {
    effects: x.effects.map((e) => ({ ...e })),
    elephantChecks: x.elephantChecks,
    heads: { A: x.heads.A, B: x.heads.B },
    barbarianTurn: { A: x.barbarianTurn.A, B: x.barbarianTurn.B },
    honorFrom,
    ...(x.restraintLost === undefined ? {} : { restraintLost: { A: x.restraintLost.A, B: x.restraintLost.B } }),
    ...(x.leaderFought === undefined ? {} : { leaderFought: { ...x.leaderFought } }),
  };
}

/** What an event window (§14.2) comes before. */
export type WindowBefore = 'ranged' | 'rally' | 'melee';

/** What to carry on with when an event window closes. */
export type WindowResume = DieResume | { readonly kind: 'melee'; readonly data: Readonly<Record<string, unknown>> };

/**
 * An event window (§14.2): before a draw or result is resolved, each player in turn, the
 * initiative player first, may play an event (or, with §15.3.2, discard one for a re-do) or
 * pass; the window closes when both have passed in a row.
 */
export interface EventWindowPhase {
  readonly kind: 'eventWindow';
  readonly before: WindowBefore;
  toAct: Side;
  /** Passes in a row; two close the window. */
  passes: number;
  /** Who draws in this resolution, first the acting side (for re-dos, §15.3.2). */
  readonly drawers: ReadonlyArray<{ readonly draw: DrawKind; readonly side: Side }>;
  readonly resume: WindowResume;
  readonly returnTo: Phase;
}
