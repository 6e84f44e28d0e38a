// Where the fixed cost of one `apply` goes, per command type, on the commands of whole random
// games of the bench's 20-v-20 battle (the sim's random agent: one sampled command per decision):
// the command guard alone, `begin` + `finish` alone (the working copy and back), and the whole
// `apply`. CPU µs per call (process.cpuUsage), so run it on a quiet machine or compare ratios.
//   TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs apply-overhead [games]
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, type DobCommand, type DobState } from '../../src/dawn-of-battle/index.js';
import { isDobCommand } from '../../src/rulesets/dawn-of-battle/command-guard.js';
import { begin, finish } from '../../src/rulesets/dawn-of-battle/kernel/context.js';
import { battle } from './workload.js';

const games = Number(process.argv[2] ?? 40);
const pairs: Array<{ state: DobState; command: DobCommand }> = [];
for (let g = 0; g < games; g++) {
  const r = dawnOfBattle.setup(battle, { seed: `overhead-${g}` });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`overhead-${g}-agent`);
  for (let ply = 0; ply < 20_000 && s.phase.kind !== 'over'; ply++) {
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    pairs.push({ state: s, command: cmds[d.value]! });
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
}
const byType = new Map<string, typeof pairs>();
for (const p of pairs) {
  const list = byType.get(p.command.type) ?? [];
  list.push(p);
  byType.set(p.command.type, list);
}
let sink = 0;
const time = (list: typeof pairs, f: (p: (typeof pairs)[number]) => void): number => {
  for (let w = 0; w < 3; w++) for (const p of list) f(p);
  const reps = Math.max(1, Math.ceil(20_000 / list.length));
  const t0 = process.cpuUsage();
  for (let i = 0; i < reps; i++) for (const p of list) f(p);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / (reps * list.length);
};
const rows: string[] = [];
let totalApply = 0;
let totalGuard = 0;
let totalCopy = 0;
for (const [type, list] of [...byType].sort((a, b) => b[1].length - a[1].length)) {
  const guard = time(list, (p) => void (sink += isDobCommand(p.command) ? 1 : 0));
  const copy = time(list, (p) => void (sink += finish(begin(p.state)).ply));
  const apply = time(list, (p) => void (sink += E.isRight(dawnOfBattle.apply(p.state, p.command)) ? 1 : 0));
  const perGame = list.length / games;
  totalApply += apply * perGame;
  totalGuard += guard * perGame;
  totalCopy += copy * perGame;
  rows.push(`${type.padEnd(24)} ${perGame.toFixed(1).padStart(6)}/game  guard ${guard.toFixed(2).padStart(6)}  begin+finish ${copy.toFixed(2).padStart(6)}  apply ${apply.toFixed(1).padStart(7)} µs`);
}
console.log(rows.join('\n'));
console.log(`per game: apply ${(totalApply / 1000).toFixed(2)} ms, of which guard ${(totalGuard / 1000).toFixed(3)} ms, begin+finish ${(totalCopy / 1000).toFixed(3)} ms${sink < 0 ? '' : ''}`);
