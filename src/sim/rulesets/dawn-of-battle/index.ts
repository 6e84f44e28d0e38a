/**
 * Dawn of Battle's simulation plug-in under the first contract, made from its kit
 * (src/rulesets/dawn-of-battle/kit): kept only until the simulator reads kits.
 * @module
 */
import { dawnOfBattleV1, determinizedState, SIDES, type DobCommand, type DobEvent, type DobState, type Scenario, type Side } from '../../../rulesets/dawn-of-battle/index.js';
import { dawnOfBattleKit } from '../../../rulesets/dawn-of-battle/kit/index.js';
import type { Agent, RulesetSim } from '../../types.js';

export { dobNarrator, narrateDobCommand, narrateDobEvent, dobOdds, DEFAULT_BATTLE_SEED } from '../../../rulesets/dawn-of-battle/kit/index.js';
export { determinizedState } from '../../../rulesets/dawn-of-battle/index.js';

const kit = dawnOfBattleKit;

// The greedy agent reads only the context's state, player, rng and legal(), which both contracts give.
/** The greedy agent, typed for the first contract's simulator. */
export const dobGreedyAgent = kit.agents!['greedy'] as unknown as Agent<DobState, DobCommand>;

/** Dawn of Battle's simulation plug-in. */
export const dawnOfBattleSim: RulesetSim<Scenario, DobState, DobCommand, DobEvent> = {
  ruleset: dawnOfBattleV1,
  players: () => SIDES,
  view: (s, player, rng) => determinizedState(s, player as Side, rng),
  samplesEveryCommand: true,
  prepareScenario: kit.prepareScenario!,
  stats: { turn: kit.stats!.turn!, losses: kit.stats!.losses!, reconstructedData: kit.stats!.reconstructed! },
  agents: { greedy: dobGreedyAgent },
  narrator: kit.narrator!,
  odds: kit.odds!,
  get scenarios() {
    return kit.scenarios!;
  },
  get defaultScenario() {
    return kit.defaultScenario!;
  },
  dataFiles: kit.dataFiles!,
};
