// Where the time of whole random games goes, by phase and command type (sampleCommands and apply).
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle } from '../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../src/dawn-of-battle/design/index.js';

const r = randomScenario('strategos/bench-battle', { budget: 200 });
if (E.isLeft(r)) throw new Error(r.left.message);
const scenario = r.right.scenario;
const stats = new Map<string, { n: number; sample: number; apply: number }>();
let setupT = 0;
const games = Number(process.argv[2] ?? 100);
for (let g = 0; g < games; g++) {
  const seed = `bench-battle-${g % 50}`;
  const t0 = performance.now();
  const rs = dawnOfBattle.setup(scenario, { seed });
  setupT += performance.now() - t0;
  if (E.isLeft(rs)) throw new Error(rs.left.message);
  let s = rs.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  while (s.phase.kind !== 'over') {
    const a = performance.now();
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 4);
    const b = performance.now();
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const c = cmds[d.value]!;
    const step = dawnOfBattle.apply(s, c);
    const e = performance.now();
    if (E.isLeft(step)) throw new Error(step.left.message);
    const ph = s.phase as { kind: string; activation?: { current: unknown } | null; melee?: unknown };
    const k = `${ph.kind}${ph.kind === 'action' ? (ph.activation ? (ph.activation.current ? '/unit' : '/activation') : '/choose') : ''}${ph.kind === 'melee' ? (ph.melee ? '/fight' : '/choose') : ''} ${c.type}`;
    const st = stats.get(k) ?? { n: 0, sample: 0, apply: 0 };
    st.n++;
    st.sample += b - a;
    st.apply += e - b;
    stats.set(k, st);
    s = step.right.state;
  }
}
let total = setupT;
for (const v of stats.values()) total += v.sample + v.apply;
console.log(`total ${total.toFixed(0)} ms over ${games} games; setup ${(100 * setupT / total).toFixed(1)}%`);
for (const [k, v] of [...stats].sort((a, b) => b[1].sample + b[1].apply - a[1].sample - a[1].apply)) {
  console.log(`${k.padEnd(50)} n=${String(v.n / games).padStart(6)}/game  sample ${(100 * v.sample / total).toFixed(1).padStart(5)}%  apply ${(100 * v.apply / total).toFixed(1).padStart(5)}%  µs/call s=${(1000 * v.sample / v.n).toFixed(1)} a=${(1000 * v.apply / v.n).toFixed(1)}`);
}
