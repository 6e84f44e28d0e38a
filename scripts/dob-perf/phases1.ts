// phases.ts for the library's random agent (one `sampleCommands(state, rng, 1)` per decision, the
// issue #6 target) on the bench's 20-v-20 battle. A temporary probe in movement.ts may count its
// searches in `globalThis.__dobSearches`: the last column is then searches per call (else 0).
//   TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs phases1 [games]
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle } from '../../src/dawn-of-battle/index.js';
import { battle } from './workload.js';

const g0 = globalThis as { __dobSearches?: number };
const stats = new Map<string, { n: number; sample: number; apply: number; searches: number }>();
let setupT = 0;
const games = Number(process.argv[2] ?? 100);
for (let g = 0; g < games; g++) {
  const seed = `bench-battle-${g % 50}`;
  const t0 = performance.now();
  const rs = dawnOfBattle.setup(battle, { seed });
  setupT += performance.now() - t0;
  if (E.isLeft(rs)) throw new Error(rs.left.message);
  let s = rs.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  while (s.phase.kind !== 'over') {
    const n0 = g0.__dobSearches ?? 0;
    const a = performance.now();
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
    const b = performance.now();
    const searches = (g0.__dobSearches ?? 0) - n0;
    rng = drawInt(rng, 0, 1).rng;
    const c = cmds[0]!;
    const step = dawnOfBattle.apply(s, c);
    const e = performance.now();
    if (E.isLeft(step)) throw new Error(step.left.message);
    const ph = s.phase as { kind: string; activation?: { current: unknown } | null; melee?: unknown };
    const k = `${ph.kind}${ph.kind === 'action' ? (ph.activation ? (ph.activation.current ? '/unit' : '/activation') : '/choose') : ''}${ph.kind === 'melee' ? (ph.melee ? '/fight' : '/choose') : ''} ${c.type}`;
    const st = stats.get(k) ?? { n: 0, sample: 0, apply: 0, searches: 0 };
    st.n++;
    st.sample += b - a;
    st.apply += e - b;
    st.searches += searches;
    stats.set(k, st);
    s = step.right.state;
  }
}
let total = setupT;
for (const v of stats.values()) total += v.sample + v.apply;
console.log(`total ${total.toFixed(0)} ms over ${games} games; setup ${((100 * setupT) / total).toFixed(1)}%`);
for (const [k, v] of [...stats].sort((a, b) => b[1].sample + b[1].apply - a[1].sample - a[1].apply)) {
  console.log(`${k.padEnd(46)} n=${(v.n / games).toFixed(1).padStart(6)}/game  sample ${((100 * v.sample) / total).toFixed(1).padStart(5)}%  apply ${((100 * v.apply) / total).toFixed(1).padStart(5)}%  µs/call s=${((1000 * v.sample) / v.n).toFixed(1)} a=${((1000 * v.apply) / v.n).toFixed(1)} searches/call=${(v.searches / v.n).toFixed(2)}`);
}
