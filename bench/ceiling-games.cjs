// One of several independent processes playing the same simulation at once (run by
// bench/sim.bench.ts to measure what this machine's cores give when nothing is shared: no
// isolate, no heap, no message). Plays `warm` games of the ruleset's default battle with random
// agents, prints `ready`, waits for a line on stdin, then plays `games` more and prints one JSON
// line: games, wall and CPU seconds. The parent starts the timed parts of every process together.
'use strict';
const { join } = require('node:path');
const root = join(__dirname, '..');
const { simulate } = require(join(root, 'dist/sim/index.cjs'));
const { kits } = require(join(root, 'dist/index.cjs'));

const [ruleset, warm, games] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const sim = kits[ruleset];
const scenario = sim.scenarios[sim.defaultScenario].scenario;
const run = (n, seed) => {
  const r = simulate({ ruleset: sim, scenario, games: n, seed, agents: ['random'], rotate: true });
  if (r._tag === 'Left') throw new Error(r.left.message);
};

run(warm, 'ceiling-warm');
process.stdout.write('ready\n');
process.stdin.once('data', () => {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  run(games, 'bench');
  const cpu = process.cpuUsage(c0);
  process.stdout.write(`${JSON.stringify({ games, wall: (performance.now() - t0) / 1000, cpu: (cpu.user + cpu.system) / 1e6 })}\n`);
  process.exit(0);
});
