import { drawInt } from '../random/rng.js';
import type { Agent, AnyRulesetKit } from './types.js';

/** How many free-form commands the random agent asks `sampleCommands` for at each decision. */
export const RANDOM_AGENT_SAMPLES = 8;

/**
 * Plays uniformly at random. When the ruleset's plug-in says its `sampleCommands` draws from
 * every legal command ({@link RulesetKit.samplesEveryCommand}), it plays one sample and never
 * enumerates `legalCommands` (the cheap path for big games); otherwise it picks uniformly over the
 * legal discrete choices together with a handful of free-form samples. It draws only from its
 * own stream (see {@link agentRng}), so it never sees the game's future draws.
 */
export const randomAgent: Agent = {
  name: 'random',
  choose(ctx) {
    if (ctx.kit.samplesEveryCommand === true && ctx.kit.ruleset.sampleCommands !== undefined) {
      const one = ctx.sample(1, ctx.rng);
      if (one.length > 0) return one[0]!;
    }
    const legal = ctx.legal();
    const sampled = ctx.sample(RANDOM_AGENT_SAMPLES, ctx.rng);
    const total = legal.length + sampled.length;
    if (total === 0) return null;
    const pick = drawInt(ctx.rng, 0, total - 1).value;
    return pick < legal.length ? legal[pick]! : sampled[pick - legal.length]!;
  },
};

/** Names of the agents a ruleset offers: `random` for every ruleset, then its own. */
export function agentNames(sim: AnyRulesetKit): string[] {
  return ['random', ...Object.keys(sim.agents ?? {}).filter((n) => n !== 'random')];
}

/** The agent called `name` for this ruleset, or `null` when it has none by that name. */
export function findAgent(sim: AnyRulesetKit, name: string): Agent | null {
  // Own keys only: an agent called `constructor` or `__proto__` is no agent (docs/reliability.md).
  const own = sim.agents !== undefined && Object.prototype.hasOwnProperty.call(sim.agents, name) ? sim.agents[name] : undefined;
  if (own !== undefined) return own as Agent;
  return name === 'random' ? randomAgent : null;
}
