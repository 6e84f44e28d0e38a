// The issue #6 workload (strategos/sim's random agent, one sampleCommands(state, rng, 1) per
// decision, on the bench's 20-v-20 battle) in two source trees, compared two ways:
//   node scripts/dob-perf/ab-sim.mjs <base-tree> <new-tree> cpu [rounds]   interleaved CPU time, one process
//   node scripts/dob-perf/ab-sim.mjs <base-tree> <new-tree> ir [games]     valgrind instructions per game
// (the `ir` mode as instructions.mjs: each tree with `games` games and with none, in parallel).
// Each tree needs its node_modules (a symlink to this checkout's for a `git worktree add` tree).
import { build } from 'esbuild';
import { count } from './valgrind-count.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, mode = 'cpu', nArg] = process.argv.slice(2);

async function bundle(tree, tag) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `dob-ab-sim-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ab-sim-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { simulate } from ${src('src/sim/run.ts')};`,
    `import { dawnOfBattleKit as dawnOfBattleSim } from ${src('src/rulesets/dawn-of-battle/kit/index.ts')};`,
    `import { battle } from ${src('scripts/dob-perf/workload.ts')};`,
    'export function play(games: number, seed: string): number {',
    "  const r = simulate({ ruleset: dawnOfBattleSim, scenario: battle, games, seed, agents: ['random'] });",
    '  if (E.isLeft(r)) throw new Error(r.left.message);',
    '  return r.right.records.reduce((a, g) => a + g.plies, 0);',
    '}',
    'const n = process.env.DOB_AB_SIM_GAMES;',
    'if (n !== undefined) console.log(`plies ${Number(n) > 0 ? play(Number(n), "ir") : 0}`);',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

const countRun = (file, n) => count(file, [], { DOB_AB_SIM_GAMES: String(n) });

const files = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
if (mode === 'ir') {
  const games = Number(nArg ?? 20);
  const [b0, bn, n0, nn] = await Promise.all([countRun(files[0], 0), countRun(files[0], games), countRun(files[1], 0), countRun(files[1], games)]);
  const per = (zero, full) => (full.ir - zero.ir) / games;
  const fmt = (x) => `${(x / 1e6).toFixed(1)} M`;
  console.log(`sim random agent, ${games} games: base ${fmt(per(b0, bn))} instructions/game (${bn.plies} plies), new ${fmt(per(n0, nn))} (${nn.plies} plies), new/base ${(per(n0, nn) / per(b0, bn)).toFixed(3)}`);
} else {
  const rounds = Number(nArg ?? 20);
  const PER = 25;
  const variants = [await import(files[0]), await import(files[1])];
  const cpu = [0, 0];
  const work = [0, 0];
  const slice = (v, r) => {
    const t0 = process.cpuUsage();
    variants[v].play(PER, `ab-${r}`);
    const t = process.cpuUsage(t0);
    return (t.user + t.system) / 1e6;
  };
  for (let w = 0; w < 5; w++) { slice(0, -1 - w); slice(1, -1 - w); }
  for (let r = 0; r < rounds; r++) {
    for (const v of r % 2 === 0 ? [0, 1] : [1, 0]) {
      cpu[v] += slice(v, r);
      work[v] += PER;
    }
  }
  const rate = (v) => work[v] / cpu[v];
  console.log(`sim random agent: base ${rate(0).toFixed(1)} games/cpu-s, new ${rate(1).toFixed(1)} games/cpu-s, new/base ${(rate(1) / rate(0)).toFixed(3)}`);
}
