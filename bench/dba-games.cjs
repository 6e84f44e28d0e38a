// Whole random DBA games in a process of their own, on the built package (run by
// bench/dba.bench.ts): the bench's agent and its 10 seeds (`bench-0` … `bench-9`, 80 bounds),
// `warm` games first, then `games` timed. Prints one JSON line: games, commands, wall and CPU
// seconds, and a hash of the final states, so a run can be checked against another.
'use strict';
const { join } = require('node:path');
const root = join(__dirname, '..');
const { dba, exampleScenario } = require(join(root, 'dist/dba/index.cjs'));
const { aleaFromSeed, drawInt } = require(join(root, 'dist/random/index.cjs'));
const { stateHash } = require(join(root, 'dist/index.cjs'));

const [warm, games] = process.argv.slice(2).map(Number);

/**
 * The agent of test/rulesets/dba/agent.ts (`randomGame`) restated without TypeScript, returning
 * its command count and final state; dba.bench.ts checks the final states against randomGame's.
 */
function play(seed) {
  const setup = dba.setup(exampleScenario, { seed, options: { maxBounds: 80 } });
  if (setup._tag === 'Left') throw new Error(setup.left.message);
  let state = setup.right;
  let rng = aleaFromSeed(`agent/${seed}`);
  let n = 0;
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
    n++;
  }
  return { n, state };
}

for (let g = 0; g < warm; g++) play(`bench-${g % 10}`);
const t0 = performance.now();
const c0 = process.cpuUsage();
let commands = 0;
const finals = [];
for (let g = 0; g < games; g++) {
  const r = play(`bench-${g % 10}`);
  commands += r.n;
  if (g < 10) finals.push(r.state);
}
const wall = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(c0);
console.log(JSON.stringify({ games, commands, wall, cpu: (cpu.user + cpu.system) / 1e6, finals: stateHash(finals) }));
