/**
 * DBM's kit: the example scenario, a random agent that plays sampled legal commands, the
 * narrator, the army-list data file and bound statistics.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Agent, RulesetKit } from '../../../core/kit.js';
import { drawInt } from '../../../random/rng.js';
import { DEFAULT_DBM_CONFIG } from '../data/config.js';
import { exampleScenario } from '../example.js';
import { armyCodec, armyListCodec, type Army, type ArmyList } from '../model/army-list.js';
import type { DbmCommandAction } from '../model/commands.js';
import type { DbmEvent } from '../model/events.js';
import type { DbmOptions } from '../model/options.js';
import type { DbmScenario } from '../model/scenario.js';
import type { DbmState } from '../model/state.js';
import { usesReconstructed } from '../kernel/config.js';
import { dbm } from '../ruleset.js';
import { validateArmy, validateArmyList } from '../rules/11-army/validate.js';
import { armyDefeatCount } from '../rules/25-pursuit-losses/losses.js';
import { dbmOdds } from './odds.js';
import { dbmNarrator } from './narrator.js';

/** Plays one of a handful of sampled legal commands, at random. */
export const dbmRandomAgent: Agent<DbmState, DbmCommandAction> = {
  name: 'random',
  choose(ctx) {
    const options = ctx.sample(6, ctx.rng);
    const list = options.length > 0 ? options : ctx.legal();
    if (list.length === 0) return null;
    return list[drawInt(ctx.rng, 0, list.length - 1).value]!;
  },
};

/**
 * The DBM kit.
 * @rule dbm p.16
 */
export const dbmKit: RulesetKit<DbmScenario, DbmState, DbmCommandAction, DbmEvent, DbmOptions> = {
  ruleset: dbm,
  stats: {
    turn: (state) => state.bound,
    // In element equivalents as the defeat rule counts them (p.25a): demoralised commands whole.
    losses: (state) => Object.fromEntries(state.players.map((p) => [p, armyDefeatCount(state, p)])),
    reconstructed: (state) => usesReconstructed(state.configSources),
  },
  samplesEveryCommand: true,
  agents: { random: dbmRandomAgent },
  narrator: dbmNarrator,
  odds: dbmOdds,
  scenarios: {
    example: { description: 'Example hoplites against example horse archers (example lists, not published ones; positions ours)', scenario: exampleScenario, reconstructed: true },
  },
  defaultScenario: 'example',
  maxPlies: 400,
  dataFiles: {
    'army-list': {
      description: 'A DBM army list (troop entries with numbers, aggression, climate, terrain, supports, baggage, allies)',
      codec: armyListCodec as never,
      check: (v) => validateArmyList(v as ArmyList, DEFAULT_DBM_CONFIG),
    },
    army: {
      description: 'A DBM army: its list, agreed points, commands with generals and elements, fortifications',
      codec: armyCodec as never,
      check: (v) => (E.isRight(armyCodec.decode(v)) ? validateArmy(v as Army, DEFAULT_DBM_CONFIG) : []),
    },
  },
};
