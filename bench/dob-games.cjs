// Whole random games of the bench's 20-v-20 battle in a process of their own, on the built
// package (run by bench/dawn-of-battle.bench.ts): `strategos/sim`'s random agent on both sides,
// in runs of 20 games (`bench-battle-run-<i>`, as the bench's row), `warm` runs first, then `runs`
// timed. Prints one JSON line: games, wall and CPU seconds, and the first timed run's records
// hash, which the bench checks against the same run played in its own process.
'use strict';
const { join } = require('node:path');
const root = join(__dirname, '..');
const { dawnOfBattleKit } = require(join(root, 'dist/dawn-of-battle/kit/index.cjs'));
const { randomScenario } = require(join(root, 'dist/dawn-of-battle/design/index.cjs'));
const { simulate } = require(join(root, 'dist/sim/index.cjs'));

const [warm, runs] = process.argv.slice(2).map(Number);
const designed = randomScenario('strategos/bench-battle', { budget: 200 });
if (designed._tag === 'Left') throw new Error(designed.left.message);
const battle = designed.right.scenario;
const GAMES_PER_RUN = 20;
const run = (i) => {
  const r = simulate({ ruleset: dawnOfBattleKit, scenario: battle, games: GAMES_PER_RUN, seed: `bench-battle-run-${i % 50}`, agents: ['random'] });
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right;
};

for (let i = 0; i < warm; i++) run(i);
const t0 = performance.now();
const c0 = process.cpuUsage();
let first = null;
for (let i = 0; i < runs; i++) {
  const doc = run(i);
  first ??= doc.recordsHash;
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
console.log(JSON.stringify({ games: runs * GAMES_PER_RUN, wall, cpu: (cpu.user + cpu.system) / 1e6, first }));
