// Workload: whole random DBA games on one built tree, the agent of bench/dba-games.cjs (the
// reducer's sampler for moves, a random legal command otherwise) on DBA's example battle, 80
// bounds at most, in runs of 2 games (`dba-run-<i>-<g>`). Prints one JSON line: games, commands,
// wall and CPU seconds, and every run's hash of its final states (the fingerprint: two trees
// that play the same games print the same hashes).
//
//   node tools/perf/workloads/dba-games.cjs <tree> <warm> <runs>
'use strict';
const { join, resolve } = require('node:path');

const [treeArg, warmArg, runsArg] = process.argv.slice(2);
const dist = join(resolve(treeArg ?? '.'), 'dist');
const { dba, exampleScenario } = require(join(dist, 'dba/index.cjs'));
const { aleaFromSeed, drawInt } = require(join(dist, 'random/index.cjs'));
const { stateHash } = require(join(dist, 'index.cjs'));

const warm = Number(warmArg ?? 0);
const runs = Number(runsArg ?? 1);
const GAMES_PER_RUN = 2;
let commands = 0;

/** One game: its final state. */
function play(seed) {
  const setup = dba.setup(exampleScenario, { seed, options: { maxBounds: 80 } });
  if (setup._tag === 'Left') throw new Error(setup.left.message);
  let state = setup.right;
  let rng = aleaFromSeed(`agent/${seed}`);
  for (let i = 0; i < 5000 && dba.outcome(state) === null; i++) {
    let options;
    if (state.phase.tag === 'move') {
      const left = state.phase.pips - state.phase.pipsUsed;
      const stop = drawInt(rng, 0, 19);
      rng = stop.rng;
      const sampled = left > 0 && stop.value > 0 ? dba.sampleCommands(state, rng, 1) : [];
      rng = drawInt(rng, 0, 1).rng;
      options = sampled.length > 0 ? sampled : [{ type: 'end-moves', player: state.phase.player }];
    } else options = dba.legalCommands(state);
    const pick = drawInt(rng, 0, options.length - 1);
    rng = pick.rng;
    const step = dba.apply(state, options[pick.value]);
    if (step._tag === 'Left') throw new Error(step.left.message);
    state = step.right.state;
    commands++;
  }
  return state;
}

const run = (i) => {
  const finals = [];
  for (let g = 0; g < GAMES_PER_RUN; g++) finals.push(play(`dba-run-${i % 50}-${g}`));
  return stateHash(finals);
};

for (let i = 0; i < warm; i++) run(i);
commands = 0;
const t0 = performance.now();
const c0 = process.cpuUsage();
const hashes = [];
for (let i = 0; i < runs; i++) hashes.push(run(warm + i));
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
console.log(JSON.stringify({ games: runs * GAMES_PER_RUN, commands, wall, cpu: (cpu.user + cpu.system) / 1e6, first: hashes[0], hashes }));
