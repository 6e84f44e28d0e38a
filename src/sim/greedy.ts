import * as E from 'fp-ts/lib/Either.js';
import type { PlayerId } from '../core/ruleset.js';
import { shuffleList } from '../random/deck.js';
import { drawInt, fork } from '../random/rng.js';
import type { Agent, AnyRulesetKit } from './types.js';

/** Options of {@link greedyAgent}. */
export interface GreedyOptions<S> {
  /** The agent's name (default `greedy`). */
  readonly name?: string;
  /** How good `state` is for `player` (higher is better). Finished games score ±∞ by the outcome. */
  evaluate(state: S, player: PlayerId): number;
  /** At most this many candidate commands are looked at (a random subset of the rest). Default 32. */
  readonly maxCandidates?: number;
}

/**
 * A one-ply look-ahead agent: applies each candidate command (legal ones and a few free-form
 * samples) to its view (where future draws are the agent's own inventions), scores the result with `evaluate` (a win
 * is best, a loss worst) and plays the best, breaking ties with its own stream. Rulesets with
 * exact odds calculators may supply a sharper greedy agent of their own through `agents`.
 */
export function greedyAgent<S, C>(opts: GreedyOptions<S>): Agent<S, C> {
  const limit = opts.maxCandidates ?? 32;
  return {
    name: opts.name ?? 'greedy',
    choose(ctx) {
      const rs = ctx.kit.ruleset;
      let candidates: ReadonlyArray<C> = [...ctx.legal(), ...ctx.sample(8, fork(ctx.rng, 'sample'))];
      if (candidates.length === 0) return null;
      if (candidates.length > limit) candidates = shuffleList(candidates, fork(ctx.rng, 'subset')).items.slice(0, limit);
      const blinded = ctx.state;
      let best = -Infinity;
      let bestOnes: C[] = [];
      for (const c of candidates) {
        const step = rs.apply(blinded, c);
        if (E.isLeft(step)) continue;
        const after = step.right.state;
        const o = rs.outcome(after);
        const score = o !== null ? (o.winner === ctx.player ? Infinity : o.winner === null ? 0 : -Infinity) : opts.evaluate(after, ctx.player);
        if (score > best) {
          best = score;
          bestOnes = [c];
        } else if (score === best) bestOnes.push(c);
      }
      if (bestOnes.length === 0) bestOnes = [...candidates];
      return bestOnes[drawInt(ctx.rng, 0, bestOnes.length - 1).value]!;
    },
  };
}

/**
 * An evaluation from a ruleset's stats hook: the other sides' losses minus the player's own
 * (0 when the ruleset reports no losses). A generic default for {@link greedyAgent}.
 */
export function lossBalance(sim: AnyRulesetKit): (state: unknown, player: PlayerId) => number {
  return (state, player) => {
    const losses = sim.stats?.losses?.(state);
    if (losses === undefined) return 0;
    let score = 0;
    for (const [p, v] of Object.entries(losses)) score += p === player ? -v : v;
    return score;
  };
}
