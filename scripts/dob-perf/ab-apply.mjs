// `apply` alone, base tree vs new tree, on the same recorded (state, command) pairs of whole
// random games of the 20-v-20 battle (the sim's random agent: one sampled command per decision).
// The pairs are recorded once with the base tree (states are plain JSON, so both trees read them).
//   node scripts/dob-perf/ab-apply.mjs <base-tree> <new-tree> same [games]   every answer identical? (JSON of state/events/refusal)
//   node scripts/dob-perf/ab-apply.mjs <base-tree> <new-tree> cpu [games]    interleaved CPU A/B, one process
//   node scripts/dob-perf/ab-apply.mjs <base-tree> <new-tree> ir [games]     valgrind instructions of the apply replays
// (`ir`: each tree replays the pairs 0 and REPS (10) times under valgrind; the difference over REPS is one replay.)
import { build } from 'esbuild';
import { count } from './valgrind-count.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { interleave } from './interleave.mjs';

const [baseTree, newTree, mode = 'cpu', nArg] = process.argv.slice(2);
const games = Number(nArg ?? 30);

async function bundle(tree, tag) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `dob-ab-apply-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ab-apply-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { aleaFromSeed, drawInt } from ${src('src/random/index.ts')};`,
    `import { dawnOfBattle } from ${src('src/dawn-of-battle/index.ts')};`,
    `import { battle } from ${src('scripts/dob-perf/workload.ts')};`,
    'export function record(games: number): Array<{ state: any; command: any }> {',
    '  const pairs: Array<{ state: any; command: any }> = [];',
    '  for (let g = 0; g < games; g++) {',
    "    const r = dawnOfBattle.setup(battle, { seed: `ab-apply-${g}` });",
    '    if (E.isLeft(r)) throw new Error(r.left.message);',
    '    let s: any = r.right;',
    "    let rng = aleaFromSeed(`ab-apply-${g}-agent`);",
    "    for (let ply = 0; ply < 20000 && s.phase.kind !== 'over'; ply++) {",
    '      const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);',
    '      const d = drawInt(rng, 0, cmds.length - 1);',
    '      rng = d.rng;',
    '      pairs.push({ state: s, command: cmds[d.value] });',
    '      const step = dawnOfBattle.apply(s, cmds[d.value]!);',
    '      if (E.isLeft(step)) throw new Error(step.left.message);',
    '      s = step.right.state;',
    '    }',
    '  }',
    '  return pairs;',
    '}',
    'export function replay(pairs: Array<{ state: any; command: any }>): number {',
    '  let n = 0;',
    '  for (const p of pairs) if (E.isRight(dawnOfBattle.apply(p.state, p.command))) n++;',
    '  return n;',
    '}',
    'export function answer(p: { state: any; command: any }): string {',
    '  return JSON.stringify(dawnOfBattle.apply(p.state, p.command));',
    '}',
    'const n = process.env.DOB_AB_APPLY_GAMES;',
    'if (n !== undefined) {',
    '  const pairs = record(Number(n));',
    '  const reps = Number(process.env.DOB_AB_APPLY_REPS);',
    '  let k = 0;',
    '  for (let i = 0; i < reps; i++) k += replay(pairs);',
    '  console.log(`plies ${k}`);',
    '}',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

const files = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
if (mode === 'ir') {
  // Few games, many replays: the recorded states stay alive, and a big live heap would make the
  // collector's share (and its noise) unlike a game's.
  const reps = Number(process.env.REPS ?? 10);
  const run = (f, r) => count(f, [], { DOB_AB_APPLY_GAMES: String(games), DOB_AB_APPLY_REPS: String(r) });
  const [b0, b3, n0, n3] = await Promise.all([run(files[0], 0), run(files[0], reps), run(files[1], 0), run(files[1], reps)]);
  const per = (zero, full) => (full.ir - zero.ir) / reps / games;
  const fmt = (x) => `${(x / 1e6).toFixed(2)} M`;
  console.log(`apply replay, ${games} games (${b3.plies / reps} commands, ${reps} replays): base ${fmt(per(b0, b3))} instructions/game, new ${fmt(per(n0, n3))}, new/base ${(per(n0, n3) / per(b0, b3)).toFixed(3)}`);
} else {
  const variants = [await import(files[0]), await import(files[1])];
  const pairs = variants[0].record(games);
  if (mode === 'same') {
    let diff = 0;
    for (const p of pairs) {
      const a = variants[0].answer(p);
      const b = variants[1].answer(p);
      if (a !== b && diff++ < 5) console.log(`differs: ${JSON.stringify(p.command)}\n base ${a.slice(0, 400)}\n new  ${b.slice(0, 400)}`);
    }
    console.log(`${pairs.length} commands, ${diff} answers differ`);
    process.exit(diff === 0 ? 0 : 1);
  }
  const { cpu, work } = interleave((v) => variants[v].replay(pairs), Number(process.env.ROUNDS ?? 10));
  const rate = (v) => work[v] / cpu[v];
  console.log(`apply replay (${pairs.length} commands): base ${rate(0).toFixed(0)} commands/cpu-s, new ${rate(1).toFixed(0)}, new/base ${(rate(1) / rate(0)).toFixed(3)}`);
}
