// `apply` alone on the recorded commands of whole random games of the 20-v-20 battle (the sim's
// random agent: one sampled command per decision), replayed `reps` times: for `--cpu-prof`.
//   TMPDIR=$PWD/node_modules/.perf NODE_FLAGS="--cpu-prof --cpu-prof-dir=DIR" node scripts/dob-perf/run.mjs apply-replay [games] [reps]
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, type DobCommand, type DobState } from '../../src/dawn-of-battle/index.js';
import { battle } from './workload.js';

const games = Number(process.argv[2] ?? 40);
const reps = Number(process.argv[3] ?? 20);
// Optional: only the commands of these types (comma-separated), e.g. placeLeader,move.
const only = process.argv[4] === undefined ? null : new Set(process.argv[4].split(','));
const pairs: Array<{ state: DobState; command: DobCommand }> = [];
for (let g = 0; g < games; g++) {
  const r = dawnOfBattle.setup(battle, { seed: `replay-${g}` });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`replay-${g}-agent`);
  for (let ply = 0; ply < 20_000 && s.phase.kind !== 'over'; ply++) {
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    if (only === null || only.has(cmds[d.value]!.type)) pairs.push({ state: s, command: cmds[d.value]! });
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
}
const t0 = process.cpuUsage();
let ok = 0;
for (let i = 0; i < reps; i++) for (const p of pairs) if (E.isRight(dawnOfBattle.apply(p.state, p.command))) ok++;
const t = process.cpuUsage(t0);
const sec = (t.user + t.system) / 1e6;
console.log(`${ok} applies in ${sec.toFixed(2)} cpu s: ${(1e6 * sec / ok).toFixed(1)} µs each, ${(1e3 * sec / (reps * games)).toFixed(3)} ms per game`);
