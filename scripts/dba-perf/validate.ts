// CPU time of the reducer on recorded move commands (the moves random games applied), each
// applied to a shallow copy of its state so the per-state validation memo misses while the
// per-element caches stay warm, as they are for a sampler's proposals:
//   NODE_FLAGS=--cpu-prof node scripts/dba-perf/run.mjs validate [rounds]
import * as E from 'fp-ts/lib/Either.js';
import { dba, type DbaCommand, type DbaState } from '../../src/rulesets/dba/index.js';
import { randomGame } from '../../test/rulesets/dba/agent.js';

const pairs: Array<{ state: DbaState; command: DbaCommand }> = [];
for (let g = 0; g < 10; g++) {
  const game = randomGame(`validate-${g}`, { keepStates: true, options: { maxBounds: 80 } });
  game.commands.forEach((c, i) => {
    if (c.tag === 'move' || c.tag === 'move-group' || c.tag === 'contact') pairs.push({ state: game.states[i]!, command: c });
  });
}
const rounds = Number(process.argv[2] ?? 20);
let events = 0;
const round = () => {
  for (const p of pairs) {
    const r = dba.apply({ ...p.state }, p.command);
    if (E.isRight(r)) events += r.right.events.length;
  }
};
for (let w = 0; w < 3; w++) round();
const t0 = process.cpuUsage();
for (let i = 0; i < rounds; i++) round();
const t = process.cpuUsage(t0);
const us = (t.user + t.system) / (rounds * pairs.length);
console.log(`${pairs.length} move commands x ${rounds}: ${us.toFixed(1)} cpu us per command (${events} events)`);
