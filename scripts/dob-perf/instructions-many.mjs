// instructions.mjs against one base for several trees: runs it once per tree (one after the
// other: each run already counts four processes at once) and prints its lines. Valgrind counts
// are load-proof; repeat runs of one tree still differ by up to about 2 %.
//   node scripts/dob-perf/instructions-many.mjs <base-tree> <tree>... [--games N] [--mode battle|example]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const games = option('--games', '20');
const mode = option('--mode', 'battle');
const [base, ...trees] = args;
const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'instructions.mjs');
for (const tree of trees) {
  const r = spawnSync(process.execPath, [script, base, tree, mode, games], { encoding: 'utf8' });
  process.stdout.write(`${tree}: ${r.stdout}${r.stderr}`);
}
