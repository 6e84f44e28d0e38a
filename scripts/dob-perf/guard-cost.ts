// The command guard (`isDobCommand`, command-guard.ts) alone, per command type, on the commands
// of whole random games of the bench's 20-v-20 battle (the sim's random agent). CPU ns per check
// (process.cpuUsage): compare builds in the same machine phase, or better, by ratios.
//   TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs guard-cost [games]
import type { DobCommand } from '../../src/dawn-of-battle/index.js';
import { isDobCommand } from '../../src/rulesets/dawn-of-battle/command-guard.js';
import { simPairs } from './sim-pairs.js';

const games = Number(process.argv[2] ?? 40);
const byType = new Map<string, DobCommand[]>();
for (const { command: c } of simPairs(games, 'guard')) {
  const list = byType.get(c.type) ?? [];
  list.push(c);
  byType.set(c.type, list);
}
const all = [...byType.values()].flat();
let sink = 0;
for (let w = 0; w < 20; w++) for (const c of all) sink += isDobCommand(c) ? 0 : 1;
let total = 0;
for (const [type, list] of [...byType].sort((a, b) => b[1].length - a[1].length)) {
  const reps = Math.ceil(100_000 / list.length);
  const t0 = process.cpuUsage();
  for (let i = 0; i < reps; i++) for (const c of list) sink += isDobCommand(c) ? 0 : 1;
  const u = process.cpuUsage(t0);
  const ns = ((u.user + u.system) * 1000) / (reps * list.length);
  total += (ns * list.length) / games;
  console.log(`${type.padEnd(20)} ${(list.length / games).toFixed(1).padStart(6)}/game ${ns.toFixed(0).padStart(6)} ns`);
}
console.log(`per game ${(total / 1000).toFixed(1)} µs${sink === 0 ? '' : ` (${sink} checks failed!)`}`);
