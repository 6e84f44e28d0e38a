// The states the bench's random agent decides on (workload.ts's `playGame`), handed to `visit`
// before each decision: the sampler is wrapped for the duration of the games, so the games are
// the bench's own (same seeds, same sampler, same plies).
import { dawnOfBattle, type DobState, type Scenario } from '../../src/dawn-of-battle/index.js';
import { playGame } from './workload.js';

/** Plays `games` bench games (seeds `bench-battle-0`...) of `scenario`, calling `visit` on every state sampled. */
export function observeGames(scenario: Scenario, games: number, visit: (s: DobState) => void): void {
  const sample = dawnOfBattle.sampleCommands!;
  const ruleset = dawnOfBattle as { sampleCommands?: typeof sample };
  ruleset.sampleCommands = (s, rng, n) => {
    visit(s);
    return sample(s, rng, n);
  };
  try {
    for (let g = 0; g < games; g++) playGame(`bench-battle-${g % 50}`, scenario);
  } finally {
    ruleset.sampleCommands = sample;
  }
}
