// The decisions of whole random games of the bench's 20-v-20 battle as the sim's random agent
// makes them (one sampleCommands(state, rng, 1) draw per decision): (state, command) pairs, for
// scripts that time one part of `apply` on real commands. Seeds are `${prefix}-${g}` and
// `${prefix}-${g}-agent`.
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, type DobCommand, type DobState } from '../../src/dawn-of-battle/index.js';
import { battle } from './workload.js';

export function simPairs(games: number, prefix: string): Array<{ state: DobState; command: DobCommand }> {
  const pairs: Array<{ state: DobState; command: DobCommand }> = [];
  for (let g = 0; g < games; g++) {
    const r = dawnOfBattle.setup(battle, { seed: `${prefix}-${g}` });
    if (E.isLeft(r)) throw new Error(r.left.message);
    let s = r.right;
    let rng: RngState = aleaFromSeed(`${prefix}-${g}-agent`);
    while (s.phase.kind !== 'over') {
      const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
      const d = drawInt(rng, 0, cmds.length - 1);
      rng = d.rng;
      pairs.push({ state: s, command: cmds[d.value]! });
      const step = dawnOfBattle.apply(s, cmds[d.value]!);
      if (E.isLeft(step)) throw new Error(step.left.message);
      s = step.right.state;
    }
  }
  return pairs;
}
