import { shuffleList } from '../random/deck.js';
import { fork, type RngState } from '../random/rng.js';

function isGenerator(v: Record<string, unknown>): boolean {
  return (
    (v['algorithm'] === 'alea' && typeof v['seed'] === 'string' && typeof v['s0'] === 'number' && typeof v['c'] === 'number') ||
    (v['algorithm'] === 'scripted' && Array.isArray(v['values']) && typeof v['next'] === 'number')
  );
}

function isDeck(v: Record<string, unknown>): boolean {
  return Array.isArray(v['drawPile']) && Array.isArray(v['discardPile']);
}

/**
 * A copy of a state in which nothing random can be foreseen: every generator state (the shape
 * `strategos/random` keeps in game states) is replaced by a fork of `rng`, and every deck's draw
 * pile is shuffled with it. Look-ahead on the copy plays with dice and cards the agent invents,
 * never the game's real ones. This is what agents see of a ruleset without a `view` hook;
 * hidden leaders and hands are that hook's to hide. The input is not changed.
 */
export function blindState<S>(state: S, rng: RngState): S {
  let counter = 0;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null) return v;
    const o = v as Record<string, unknown>;
    if (isGenerator(o)) return fork(rng, `blind/${counter++}`);
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = walk(x);
    if (isDeck(o)) out['drawPile'] = shuffleList(o['drawPile'] as unknown[], fork(rng, `deck/${counter++}`)).items;
    return out;
  };
  return walk(state) as S;
}

