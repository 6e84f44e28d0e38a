// Where the sampler's inputs repeat: per phase, how often `s.units` (and `s.leaders`) is the same
// object as at the previous sampleCommands call, i.e. how often a memo keyed by the record would
// be asked again on consecutive decisions. Run: node scripts/dob-perf/run.mjs sampler-stats [games]
import { battle } from './workload.js';
import { observeGames } from './observe.js';

const games = Number(process.argv[2] ?? 50);
const stats = new Map<string, { n: number; sameUnits: number; sameLeaders: number }>();
let prevUnits: unknown = null;
let prevLeaders: unknown = null;
observeGames(battle, games, (s) => {
  const ph = s.phase as { kind: string; activation?: { kind: string } | null };
  const key = `${ph.kind}${ph.activation ? '/' + ph.activation.kind : ''}`;
  const st = stats.get(key) ?? { n: 0, sameUnits: 0, sameLeaders: 0 };
  st.n++;
  if (s.units === prevUnits) st.sameUnits++;
  if (s.leaders === prevLeaders) st.sameLeaders++;
  stats.set(key, st);
  prevUnits = s.units;
  prevLeaders = s.leaders;
});
for (const [k, v] of [...stats].sort((a, b) => b[1].n - a[1].n)) {
  console.log(`${k.padEnd(28)} n/game=${(v.n / games).toFixed(1).padStart(6)} sameUnits=${((100 * v.sameUnits) / v.n).toFixed(0)}% sameLeaders=${((100 * v.sameLeaders) / v.n).toFixed(0)}%`);
}
