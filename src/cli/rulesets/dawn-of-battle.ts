/**
 * Dawn of Battle for the simulator and the command: sides, statistics, a greedy agent that
 * values losses and closing with the enemy, the ranged-odds calculator, and the bundled example
 * battle on the shipped (reconstructed) data. Built only from Dawn of Battle's public exports.
 */
import * as E from 'fp-ts/lib/Either.js';
import {
  dawnOfBattle,
  exampleScenario,
  geometry,
  clashFileCodec,
  countersFileCodec,
  deckFileCodec,
  rangedOdds,
  turnTrackFileCodec,
  slaughterLosses,
  SIDES,
  type DobCommand,
  type DobEvent,
  type DobState,
  type Scenario,
} from '../../rulesets/dawn-of-battle/index.js';
import { randomScenario } from '../../rulesets/dawn-of-battle/design/index.js';
import { greedyAgent } from '../../sim/greedy.js';
import type { DataFileKind, OddsHook, RulesetSim } from '../../sim/types.js';

const dataFile = (description: string, codec: unknown): DataFileKind => ({ description, codec: codec as DataFileKind['codec'] });

/**
 * Losses inflicted minus losses taken (strength and killed leaders, §13.3), then a small pull
 * toward the enemy: the mean distance from each of our units on the map to the nearest enemy.
 */
function evaluate(s: DobState, side: string): number {
  const enemy = side === 'A' ? 'B' : 'A';
  const material = slaughterLosses(s, enemy) - slaughterLosses(s, side as 'A' | 'B');
  const ours = Object.values(s.units).filter((u) => u.side === side && u.where === 'map' && u.hex !== null);
  const theirs = Object.values(s.units).filter((u) => u.side === enemy && u.where === 'map' && u.hex !== null);
  let closing = 0;
  if (ours.length > 0 && theirs.length > 0) {
    for (const u of ours) closing += Math.min(...theirs.map((t) => geometry.distance(u.hex!, t.hex!)));
    closing /= ours.length;
  }
  return 10 * material - closing;
}

const dobOdds: OddsHook = {
  usage: 'ranged <lead unit> <target unit> [supporting units...] — in the example battle as set up (see `strategos rulesets`)',
  compute(args) {
    const [what, lead, target, ...support] = args;
    if (what !== 'ranged' || lead === undefined || target === undefined) return E.left('expected "ranged <lead> <target> [supporters...]"');
    const setup = dawnOfBattle.setup(exampleScenario, { seed: 'odds' });
    if (E.isLeft(setup)) return E.left(setup.left.message);
    const o = rangedOdds(setup.right, lead, support, target);
    if (E.isLeft(o)) {
      const ids = Object.values(setup.right.units).filter((u) => u.where === 'map').map((u) => u.id).join(', ');
      return E.left(`${o.left.message} (${o.left.citations.map((c) => `§${c.section}`).join(', ')}); units on the example map: ${ids}`);
    }
    const r = o.right;
    return E.right({
      title: `${lead} fires at ${target}: best of ${r.draws} draw${r.draws === 1 ? '' : 's'}, +${r.supporters} support, defence ${r.defenseModifier >= 0 ? '+' : ''}${r.defenseModifier}`,
      rows: [
        { label: r.result === 'disrupt' ? 'target disrupted' : 'target eliminated', probability: r.hit },
        { label: 'no effect', probability: 1 - r.hit },
      ],
      citations: [{ ruleset: 'dawn-of-battle', section: '8.5' }],
      notes: ['from the cards left in both draw piles of the example battle as set up, on the reconstructed default deck'],
    });
  },
};

/** The seed of the bundled default battle (a fixed §17 design, so every run plays the same battle). */
export const DEFAULT_BATTLE_SEED = 'strategos/default-battle';
const designed = randomScenario(DEFAULT_BATTLE_SEED);

/** Dawn of Battle's simulation plug-in. */
export const dawnOfBattleSim: RulesetSim<Scenario, DobState, DobCommand, DobEvent> = {
  ruleset: dawnOfBattle,
  players: () => SIDES,
  stats: {
    turn: (s) => s.turn,
    losses: (s) => ({ A: slaughterLosses(s, 'A'), B: slaughterLosses(s, 'B') }),
    reconstructedData: (s) => s.reconstructedData,
  },
  agents: { greedy: greedyAgent<DobState, DobCommand>({ evaluate }) },
  odds: dobOdds,
  scenarios: {
    ...(E.isRight(designed)
      ? {
          default: {
            description: `a meeting engagement built by the §17 design-your-own rules (seed "${DEFAULT_BATTLE_SEED}") from the reconstructed default data`,
            scenario: designed.right.scenario,
            reconstructed: true,
          },
        }
      : {}),
    example: { description: `${exampleScenario.title}, on the shipped reconstructed data`, scenario: exampleScenario, reconstructed: true },
  },
  defaultScenario: E.isRight(designed) ? 'default' : 'example',
  dataFiles: {
    counters: dataFile('counter values (replaces the reconstructed defaults)', countersFileCodec),
    deck: dataFile('an action deck of 72 cards (replaces the reconstructed default)', deckFileCodec),
    clash: dataFile('the Clash of Shields table', clashFileCodec),
    turnTrack: dataFile('the turn track', turnTrackFileCodec),
  },
};
