/**
 * "As far away as possible": pick the best end states of a movement range by a score, for
 * withdrawal (Dawn of Battle §10.2.2: as far from the attacker as possible) and panic movement
 * (§12: as far from the enemy as possible). Ties are all returned, for the owner to choose.
 * @rule dawn-of-battle 10.2.2
 * @rule dawn-of-battle 12.4
 * @module
 */
import type { Hex } from './coords.js';
import { distance } from './directions.js';
import { reachable, type MoveNode, type MoveRange } from './movement.js';

/** The best-scoring end states and their score. */
export interface Best {
  /** The best score (−Infinity when nothing is endable). */
  readonly score: number;
  /** Every endable (hex, facing) with that score, cheapest first, with node indices. */
  readonly nodes: ReadonlyArray<MoveNode & { readonly index: number }>;
}

/** The endable states that maximise `score` (see {@link Best}). */
export function bestEndings(range: MoveRange, score: (n: MoveNode) => number): Best {
  let best = -Infinity;
  let out: Array<MoveNode & { readonly index: number }> = [];
  for (const n of reachable(range)) {
    const s = score(n);
    if (s > best) {
      best = s;
      out = [n];
    } else if (s === best) out.push(n);
  }
  return { score: best, nodes: out };
}

/**
 * The endable states whose hex is farthest from the nearest of `from` (hex distance): the
 * withdrawal and panic destinations. With no `from` hexes every state scores Infinity.
 * @rule dawn-of-battle 10.2.2
 * @rule dawn-of-battle 12.4
 */
export function farthestFrom(range: MoveRange, from: ReadonlyArray<Hex>): Best {
  return bestEndings(range, (n) => {
    let m = Infinity;
    for (const h of from) m = Math.min(m, distance(n.hex, h));
    return m;
  });
}
