/**
 * DBA's kit (`core/kit.ts`): what is not the rules but what the simulator, the command line and
 * frontends want with them: bound and loss statistics, the `mover` and `greedy` agents, the
 * narrator, the odds calculator, the bundled example scenario and the override data file.
 * @module
 */
import type * as t from 'io-ts';
import type { RulesetKit } from '../../../core/kit.js';
import type { DbaCommand } from '../commands.js';
import { exampleScenario } from '../example.js';
import { overridesCodec, type DbaOptions } from '../options.js';
import { dba } from '../ruleset.js';
import type { DbaScenario } from '../scenario.js';
import type { DbaEvent, DbaState } from '../state.js';
import { losses } from '../winning.js';
import { dbaGreedyAgent } from './greedy.js';
import { moverAgent } from './mover.js';
import { dbaNarrator } from './narrator.js';
import { dbaOdds } from './odds.js';

/**
 * The DBA kit.
 * @rule dba winning
 */
export const dbaKit: RulesetKit<DbaScenario, DbaState, DbaCommand, DbaEvent, DbaOptions> = {
  ruleset: dba,
  stats: {
    turn: (state) => state.bound,
    losses: (state) => ({ [state.players[0]]: losses(state, state.players[0]).total, [state.players[1]]: losses(state, state.players[1]).total }),
    reconstructed: (state) => state.reconstructed,
  },
  agents: { mover: moverAgent, greedy: dbaGreedyAgent },
  narrator: dbaNarrator,
  odds: dbaOdds,
  scenarios: { example: { description: 'Romans against Successors: two 12-element armies, a wood, a hill, a marsh and a road', scenario: exampleScenario, reconstructed: true } },
  defaultScenario: 'example',
  maxPlies: 5000,
  dataFiles: {
    overrides: {
      description: "DBA 1.1 values replacing the library's (combat factors, move distances, base depths, tactical factors, outcome rows)",
      codec: overridesCodec as unknown as t.Type<unknown, unknown, unknown>,
    },
  },
};

export { dbaGreedyAgent, moverAgent, dbaNarrator, dbaOdds };
