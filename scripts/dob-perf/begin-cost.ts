// What `begin` + `finish` (the working copy and back) cost per phase kind of the state, on the
// states of whole random games of the bench's 20-v-20 battle (the sim's random agent). CPU µs per
// call (process.cpuUsage): compare ratios between builds, not absolute numbers.
//   TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs begin-cost [games]
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, type DobState } from '../../src/dawn-of-battle/index.js';
import { begin, finish } from '../../src/rulesets/dawn-of-battle/context.js';
import { battle } from './workload.js';

const games = Number(process.argv[2] ?? 40);
const byKind = new Map<string, DobState[]>();
for (let g = 0; g < games; g++) {
  const r = dawnOfBattle.setup(battle, { seed: `begin-${g}` });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`begin-${g}-agent`);
  for (let ply = 0; ply < 20_000 && s.phase.kind !== 'over'; ply++) {
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const ph = s.phase;
    const kind = ph.kind === 'action' ? `action/${ph.activation === null ? 'none' : 'open'}` : ph.kind === 'melee' ? `melee/${ph.melee === null ? 'none' : 'open'}` : ph.kind;
    const list = byKind.get(kind) ?? [];
    list.push(s);
    byKind.set(kind, list);
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
}
let sink = 0;
const time = (list: DobState[]): number => {
  for (let w = 0; w < 3; w++) for (const s of list) sink += finish(begin(s)).ply;
  const reps = Math.max(1, Math.ceil(50_000 / list.length));
  const t0 = process.cpuUsage();
  for (let i = 0; i < reps; i++) for (const s of list) sink += finish(begin(s)).ply;
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / (reps * list.length);
};
let total = 0;
for (const [kind, list] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
  const us = time(list);
  total += (us * list.length) / games;
  console.log(`${kind.padEnd(16)} ${(list.length / games).toFixed(1).padStart(6)}/game  begin+finish ${us.toFixed(3).padStart(7)} µs`);
}
console.log(`per game ${total.toFixed(1)} µs${sink < 0 ? '!' : ''}`);
