// Workload: whole random games of Dawn of Battle's 20-v-20 bench battle on one built tree, the
// random agent on both sides, in runs of 20 games (`bench-battle-run-<i>`, as bench/dob-games.cjs).
// Works on trees from before and after the kit and design subpaths were split off, so an A/B
// can span that change. Prints one JSON line: games, wall and CPU seconds, and every run's
// records hash (the fingerprint: two trees that play the same games print the same hashes).
//
//   node tools/perf/workloads/dob-games.cjs <tree> <warm> <runs>
'use strict';
const { join, resolve } = require('node:path');
const { existsSync } = require('node:fs');

const [treeArg, warmArg, runsArg] = process.argv.slice(2);
const dist = join(resolve(treeArg ?? '.'), 'dist');
const sub = (p) => (existsSync(join(dist, p)) ? require(join(dist, p)) : {});
const main = require(join(dist, 'dawn-of-battle/index.cjs'));
const kit = sub('dawn-of-battle/kit/index.cjs').dawnOfBattleKit ?? main.dawnOfBattleKit;
const randomScenario = sub('dawn-of-battle/design/index.cjs').randomScenario ?? main.randomScenario;
const { simulate } = require(join(dist, 'sim/index.cjs'));

const warm = Number(warmArg ?? 0);
const runs = Number(runsArg ?? 1);
const designed = randomScenario('strategos/bench-battle', { budget: 200 });
if (designed._tag === 'Left') throw new Error(designed.left.message);
const battle = designed.right.scenario;
const GAMES_PER_RUN = 20;
const run = (i) => {
  const r = simulate({ ruleset: kit, scenario: battle, games: GAMES_PER_RUN, seed: `bench-battle-run-${i % 50}`, agents: ['random'] });
  if (r._tag === 'Left') throw new Error(r.left.message);
  return r.right;
};

for (let i = 0; i < warm; i++) run(i);
const t0 = performance.now();
const c0 = process.cpuUsage();
const hashes = [];
for (let i = 0; i < runs; i++) hashes.push(run(warm + i).recordsHash);
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
console.log(JSON.stringify({ games: runs * GAMES_PER_RUN, wall, cpu: (cpu.user + cpu.system) / 1e6, first: hashes[0], hashes }));
