// The normal move searches of the sampler's move groups (bench games' activation states),
// repeated for `node --cpu-prof`: where one search's time goes (the search loop, the policy,
// the reading of the rows). Run:
//   NODE_FLAGS="--cpu-prof --cpu-prof-dir=DIR" TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs move-prof [games] [reps]
import type { DobState, UnitState } from '../../src/dawn-of-battle/index.js';
import { legalMoveEnds, moveEnv } from '../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import { battle } from './workload.js';
import { observeGames } from './observe.js';

const games = Number(process.argv[2] ?? 30);
const reps = Number(process.argv[3] ?? 30);
const cases: Array<{ s: DobState; u: UnitState }> = [];
observeGames(battle, games, (s) => {
  const ph = s.phase;
  if (ph.kind !== 'action' || ph.activation === null || ph.activation.kind !== 'unit' || ph.activation.current !== null) return;
  if (ph.activation.action === 'fire') return;
  for (const id of ph.activation.remaining) if (s.units[id]!.where === 'map') cases.push({ s, u: s.units[id]! });
});
const t0 = process.cpuUsage();
let n = 0;
for (let r = 0; r < reps; r++) for (const c of cases) n += legalMoveEnds(c.s, c.u, moveEnv(c.s, c.u.side)).length;
const t = process.cpuUsage(t0);
console.log(`${cases.length} searches × ${reps}: ${((t.user + t.system) / (reps * cases.length)).toFixed(2)} µs each (${n})`);
