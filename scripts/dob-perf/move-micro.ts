// Micro-timing of one unit's move list in the sampler (the action/unit states of battle games):
// the cell env, the searches, and every group of the decision. Least CPU µs per state over 7
// trials; under load the figures still swing by ±50 %, so compare trees with instructions.mjs.
// Run: node scripts/dob-perf/run.mjs move-micro [games] [label filter]
import type { DobState } from '../../src/dawn-of-battle/index.js';
import { buildCellEnv } from '../../src/rulesets/dawn-of-battle/rules/07-movement/move-cells.js';
import { legalMoveEnds, legalChargeEnds, moveEnv } from '../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import { commandGroups } from '../../src/rulesets/dawn-of-battle/legal.js';
import { gridOf } from '../../src/rulesets/dawn-of-battle/query/grid.js';
import { battle } from './workload.js';
import { observeGames } from './observe.js';

const games = Number(process.argv[2] ?? 30);
const states: DobState[] = [];
observeGames(battle, games, (s) => {
  if (s.phase.kind === 'action' && s.phase.activation?.kind === 'unit') states.push(s);
});
const g0 = gridOf(states[0]!);
console.log(`${states.length} states; grid size ${g0.index.size}, playable ${g0.index.playable.length}`);
const only = process.argv[3];
/** The least CPU time per state over 7 trials (the least disturbed by other processes). */
const time = (label: string, f: (s: DobState) => number): void => {
  if (only !== undefined && !label.includes(only)) return;
  for (let w = 0; w < 3; w++) for (const s of states) f(s);
  let best = Infinity;
  let sink = 0;
  const reps = 5;
  for (let trial = 0; trial < 7; trial++) {
    const t0 = process.cpuUsage();
    for (let w = 0; w < reps; w++) for (const s of states) sink += f(s);
    const t = process.cpuUsage(t0);
    best = Math.min(best, (t.user + t.system) / (reps * states.length));
  }
  console.log(`${label.padEnd(24)} ${best.toFixed(2)} µs/state (${sink})`);
};
const unitOf = (s: DobState) => {
  const a = (s.phase as any).activation;
  return s.units[a.remaining[0] ?? a.current?.unit]!;
};
time('buildCellEnv', (s) => buildCellEnv(s, s.phase.toAct as 'A').occupied.length);
time('legalMoveEnds', (s) => { const u = unitOf(s); return legalMoveEnds(s, u, moveEnv(s, u.side)).length; });
time('legalChargeEnds', (s) => { const u = unitOf(s); return legalChargeEnds(s, u, moveEnv(s, u.side)).length; });
time('all groups', (s) => { let n = 0; for (const g of commandGroups(s)) n += g().length; return n; });
