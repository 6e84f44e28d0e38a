// Same-process A/B of `sampleCommands(state, rng, 1)` (the issue #6 agent's one draw) in two
// source trees, on the states of whole 20-v-20 battle games played by that agent in the base
// tree (plain JSON states, so both trees read the same ones). Interleaved slices, CPU time.
//   node scripts/dob-perf/ab-sample.mjs <base-tree> <new-tree> [games] [rounds] [apply]
// With `apply`, each slice also applies the sampled command (the agent's whole ply, without setup).
// Also checks that both trees sample the same command on every state (or counts the differences).
// The tree loaded first ran up to 15 % faster or slower here whatever its code: run it both ways
// round and take the square root of (ratio one way / ratio the other way).
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, gamesArg = '20', roundsArg = '20', applyArg] = process.argv.slice(2);
const withApply = applyArg === 'apply';

async function bundle(tree, tag) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `dob-ab-sample-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ab-sample-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { aleaFromSeed, drawInt } from ${src('src/random/index.ts')};`,
    `import { dawnOfBattle } from ${src('src/dawn-of-battle/index.ts')};`,
    `import { battle } from ${src('scripts/dob-perf/workload.ts')};`,
    'export function record(games: number): any[] {',
    '  const out: any[] = [];',
    '  for (let g = 0; g < games; g++) {',
    '    const r = dawnOfBattle.setup(battle, { seed: `ab-sample-${g}` });',
    '    if (E.isLeft(r)) throw new Error(r.left.message);',
    '    let s = r.right;',
    '    let rng = aleaFromSeed(`ab-sample-${g}-agent`);',
    "    while (s.phase.kind !== 'over') {",
    '      out.push({ s, rng });',
    '      const c = dawnOfBattle.sampleCommands!(s, rng, 1)[0]!;',
    '      rng = drawInt(rng, 0, 1).rng;',
    '      const st = dawnOfBattle.apply(s, c);',
    '      if (E.isLeft(st)) throw new Error(st.left.message);',
    '      s = st.right.state;',
    '    }',
    '  }',
    '  return out;',
    '}',
    'export function sampleAll(states: any[], apply: boolean): any[] {',
    '  const out = new Array(states.length);',
    '  for (let i = 0; i < states.length; i++) {',
    '    const c = dawnOfBattle.sampleCommands!(states[i].s, states[i].rng, 1)[0];',
    '    out[i] = c;',
    '    if (apply && E.isLeft(dawnOfBattle.apply(states[i].s, c!))) throw new Error("refused");',
    '  }',
    '  return out;',
    '}',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return import(out);
}

const variants = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
const states = JSON.parse(JSON.stringify(variants[0].record(Number(gamesArg))));
const a = variants[0].sampleAll(states, false);
const b = variants[1].sampleAll(states, false);
let differ = 0;
for (let i = 0; i < a.length; i++) if (JSON.stringify(a[i]) !== JSON.stringify(b[i])) differ++;
const cpu = [0, 0];
const slice = (v) => {
  const t0 = process.cpuUsage();
  variants[v].sampleAll(states, withApply);
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / 1e6;
};
for (let w = 0; w < 3; w++) { slice(0); slice(1); }
const rounds = Number(roundsArg);
for (let r = 0; r < rounds; r++) for (const v of r % 2 === 0 ? [0, 1] : [1, 0]) cpu[v] += slice(v);
const us = (v) => (1e6 * cpu[v]) / (rounds * states.length);
console.log(`sampleCommands(…, 1)${withApply ? ' + apply' : ''} on ${states.length} states: base ${us(0).toFixed(2)} µs/call, new ${us(1).toFixed(2)} µs/call, new/base time ${(cpu[1] / cpu[0]).toFixed(3)}; ${differ} states sample a different command`);
