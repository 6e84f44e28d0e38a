import { it, expect } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import { dawnOfBattle, exampleScenario } from '../../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt } from '../../../src/random/index.js';

it('plays', () => {
  for (let g = 0; g < 20; g++) {
    const r = dawnOfBattle.setup(exampleScenario, { seed: 'g' + g });
    if (E.isLeft(r)) throw new Error(r.left.message);
    let s = r.right;
    let rng = aleaFromSeed('agent' + g);
    let n = 0;
    const t0 = Date.now();
    while (s.phase.kind !== 'over' && n < 5000) {
      const cmds = dawnOfBattle.legalCommands(s);
      if (cmds.length === 0) throw new Error('no commands in ' + JSON.stringify(s.phase));
      const d = drawInt(rng, 0, cmds.length - 1); rng = d.rng;
      const c = cmds[d.value]!;
      const st = dawnOfBattle.apply(s, c);
      if (E.isLeft(st)) throw new Error(JSON.stringify(c) + ' -> ' + st.left.message + ' phase ' + JSON.stringify(s.phase));
      s = st.right.state; n++;
    }
    console.log(g, n, s.turn, JSON.stringify(s.result?.level), s.result?.winner, Date.now() - t0, 'ms', s.players.A.losses, s.players.B.losses);
  }
});
