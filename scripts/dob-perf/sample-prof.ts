// sampleCommands(state, rng, 1) (the library's random agent) repeated on the states of bench
// games of one kind (`action/choose`, `action/activation`, `placeLeaders`, `melee/choose`... or
// `all`), for `node --cpu-prof`, printing CPU µs per call. Run:
//   NODE_FLAGS="--cpu-prof --cpu-prof-dir=DIR" TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs sample-prof [kind] [games] [reps]
import { dawnOfBattle, type DobState } from '../../src/dawn-of-battle/index.js';
import { aleaFromSeed } from '../../src/random/index.js';
import { battle } from './workload.js';
import { observeGames } from './observe.js';

const kind = process.argv[2] ?? 'all';
const games = Number(process.argv[3] ?? 30);
const reps = Number(process.argv[4] ?? 20);
const kindOf = (s: DobState): string => {
  const ph = s.phase as { kind: string; activation?: unknown; melee?: unknown };
  if (ph.kind === 'action') return ph.activation ? 'action/activation' : 'action/choose';
  if (ph.kind === 'melee') return ph.melee ? 'melee/fight' : 'melee/choose';
  return ph.kind;
};
const states: DobState[] = [];
observeGames(battle, games, (s) => {
  if (kind === 'all' || kindOf(s) === kind) states.push(s);
});
const rngs = states.map((_, i) => aleaFromSeed(`sp-${i}`));
const t0 = process.cpuUsage();
let n = 0;
for (let r = 0; r < reps; r++) for (let i = 0; i < states.length; i++) n += dawnOfBattle.sampleCommands!(states[i]!, rngs[(i + r) % states.length]!, 1).length;
const t = process.cpuUsage(t0);
console.log(`${kind}: ${states.length} states × ${reps}: ${((t.user + t.system) / (reps * states.length)).toFixed(2)} µs per call (${n})`);
