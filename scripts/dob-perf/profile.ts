// CPU-time measurement of the Dawn of Battle reducer (the bench's workloads from workload.ts,
// without vitest), for `node --cpu-prof`: `apply` (the bench's mid-game batch, many iterations),
// `battle` (whole random games of the 20-v-20 battle over sampleCommands) or `example` (whole
// games of the example scenario). Prints CPU seconds and the rate.
// Run: NODE_FLAGS=--cpu-prof node scripts/dob-perf/run.mjs profile battle 300
import { applyBatch, battle, example, playGame } from './workload.js';

const mode = process.argv[2] ?? 'battle';
const n = Number(process.argv[3] ?? 200);
const cpuSeconds = (t: NodeJS.CpuUsage): number => (t.user + t.system) / 1e6;
if (mode === 'apply') {
  for (let w = 0; w < 50; w++) applyBatch();
  const t0 = process.cpuUsage();
  let commands = 0;
  for (let i = 0; i < n; i++) commands += applyBatch();
  const sec = cpuSeconds(process.cpuUsage(t0));
  console.log(`apply: ${commands} commands in ${sec.toFixed(2)} cpu s = ${Math.round(commands / sec)} commands/cpu-s`);
} else {
  const scenario = mode === 'battle' ? battle : example;
  for (let w = 0; w < 10; w++) playGame(`warm-${w}`, scenario);
  const t0 = process.cpuUsage();
  let plies = 0;
  for (let i = 0; i < n; i++) plies += playGame(`bench-battle-${i % 50}`, scenario);
  const sec = cpuSeconds(process.cpuUsage(t0));
  console.log(`${mode}: ${n} games (${plies} plies) in ${sec.toFixed(2)} cpu s = ${(n / sec).toFixed(1)} games/cpu-s, ${Math.round(plies / sec)} plies/cpu-s`);
}
