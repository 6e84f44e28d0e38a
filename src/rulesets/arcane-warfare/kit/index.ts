/**
 * Arcane Warfare's kit: the bundled scenarios, a `mover` agent that plays sampled moves, the
 * narrator, the odds calculator and turn statistics.
 * @module
 */
import type { Agent, RulesetKit } from '../../../core/kit.js';
import { drawInt } from '../../../random/rng.js';
import { exampleScenario, starterScenario } from '../example.js';
import type { ArcaneCommand } from '../model/commands.js';
import type { ArcaneEvent } from '../model/events.js';
import type { ArcaneOptions } from '../model/options.js';
import type { ArcaneScenario } from '../model/scenario.js';
import type { ArcaneState } from '../model/state.js';
import { arcaneWarfare } from '../ruleset.js';
import { arcaneNarrator } from './narrator.js';
import { arcaneOdds } from './odds.js';
import { breakPoints } from '../rules/10-command-victory/victory.js';

/** Plays one of a handful of sampled legal commands (moves first), at random, taking a move into contact or a rally when one is offered. */
export const arcaneMoverAgent: Agent<ArcaneState, ArcaneCommand> = {
  name: 'mover',
  choose(ctx) {
    const options = ctx.sample(6, ctx.rng);
    const fights = options.filter((c) => c.type === 'charge' || c.type === 'rally');
    const list = fights.length > 0 ? fights : options.length > 0 ? options : ctx.legal();
    if (list.length === 0) return null;
    return list[drawInt(ctx.rng, 0, list.length - 1).value]!;
  },
};

/**
 * The Arcane Warfare kit.
 * @rule arcane-warfare 5
 */
export const arcaneKit: RulesetKit<ArcaneScenario, ArcaneState, ArcaneCommand, ArcaneEvent, ArcaneOptions> = {
  ruleset: arcaneWarfare,
  stats: {
    turn: (state) => state.turn,
    losses: (state) => Object.fromEntries(state.players.map((p) => [p, breakPoints(state, p)])),
    reconstructed: () => false,
  },
  samplesEveryCommand: true,
  agents: { mover: arcaneMoverAgent },
  narrator: arcaneNarrator,
  odds: arcaneOdds,
  scenarios: {
    example: { description: 'Hoplites against the Great King: a small game, a wood and a rough hill (positions ours)', scenario: exampleScenario, reconstructed: false },
    starter: { description: "The front matter's beginner set-up: play with the option preset: 'starter'", scenario: starterScenario, reconstructed: false },
  },
  defaultScenario: 'example',
  maxPlies: 3000,
};
