#!/usr/bin/env node
// Packs the tarball, installs it into a fresh temporary project and imports every subpath of
// the exports map from ESM, from CJS and from TypeScript compiled with moduleResolution node16.
// This is the only check that catches import specifiers that work in the repo but not for users
// (e.g. bare `fp-ts/Either` under Node ESM).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const subpaths = Object.keys(pkg.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? pkg.name : `${pkg.name}/${k.slice(2)}`));

const work = mkdtempSync(join(tmpdir(), 'strategos-smoke-'));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root));
  const tarball = join(work, packed[0].filename);
  const consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, version: '0.0.0' }));
  // typescript and @types/node come from this repo's node_modules (no network beyond the tarball's deps).
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', tarball], consumer);
  // Optional peers (boardgame.io for `strategos/boardgame-io`) are linked from this repo's
  // node_modules, as a user who wants that subpath installs them next to strategos.
  for (const peer of Object.keys(pkg.peerDependencies ?? {})) symlinkSync(join(root, 'node_modules', peer), join(consumer, 'node_modules', peer), 'dir');

  const esm = subpaths.map((s, i) => `import * as m${i} from '${s}';\nif (Object.keys(m${i}).length === 0) throw new Error('${s}: no exports (ESM)');`).join('\n');
  writeFileSync(join(consumer, 'smoke.mjs'), `${esm}\nconsole.log('ESM ok: ${subpaths.length} subpaths');\n`);
  const cjs = subpaths.map((s) => `{ const m = require('${s}'); if (Object.keys(m).length === 0) throw new Error('${s}: no exports (CJS)'); }`).join('\n');
  writeFileSync(join(consumer, 'smoke.cjs'), `${cjs}\nconsole.log('CJS ok: ${subpaths.length} subpaths');\n`);
  process.stdout.write(run('node', ['smoke.mjs'], consumer));
  process.stdout.write(run('node', ['smoke.cjs'], consumer));

  // Behaviour, not just presence: a seeded generator replays identically through the package.
  writeFileSync(
    join(consumer, 'behaviour.mjs'),
    `import { createRng, rollD6 } from 'strategos/random';\nimport { stateHash } from 'strategos';\n` +
      `const r = createRng('smoke'); if (r._tag !== 'Right') throw new Error('createRng failed');\n` +
      `const a = rollD6(r.right), b = rollD6(JSON.parse(JSON.stringify(r.right)));\n` +
      `if (a.value !== b.value || stateHash(a.rng) !== stateHash(b.rng)) throw new Error('replay differs');\nconsole.log('behaviour ok');\n`,
  );
  process.stdout.write(run('node', ['behaviour.mjs'], consumer));

  // The `strategos` bin from the installed tarball: help, and a real run of a plug-in ruleset
  // (written here in plain JS against the installed package) sequentially and on worker threads
  // (which exercises dist/worker.js), with identical results.
  const bin = join(consumer, 'node_modules', '.bin', 'strategos');
  const help = execFileSync(bin, ['--help'], { cwd: consumer, encoding: 'utf8' });
  if (!help.includes('strategos <command>')) throw new Error('strategos --help printed no usage');
  writeFileSync(
    join(consumer, 'coin.mjs'),
    `import * as t from 'io-ts';\nimport * as E from 'fp-ts/lib/Either.js';\nimport { blindState, closed } from 'strategos';\nimport { aleaFromSeed, rollD6, rngStateCodec } from 'strategos/random';\n` +
      `const state = closed(t.type({ version: t.literal(1), rng: rngStateCodec, round: t.number, rounds: t.number, score: t.type({ a: t.number, b: t.number }), turn: t.keyof({ a: null, b: null }) }));\n` +
      `const ruleset = { id: 'coin', edition: 'smoke', stateVersion: 1, scenarioCodec: closed(t.type({ rounds: t.number })), commandCodec: closed(t.type({ type: t.literal('roll'), player: t.string })), optionsCodec: t.unknown, stateCodec: state,\n` +
      `  setup: (sc, o) => E.right({ version: 1, rng: aleaFromSeed(o.seed), round: 0, rounds: sc.rounds, score: { a: 0, b: 0 }, turn: 'a' }),\n` +
      `  apply: (s, c) => { if (c.player !== s.turn) return E.left({ kind: 'rule-violation', code: 'wrong-player', message: 'not your turn', citations: [] });\n` +
      `    const d = rollD6(s.rng); return E.right({ state: { ...s, rng: d.rng, score: { ...s.score, [c.player]: s.score[c.player] + d.value }, turn: s.turn === 'a' ? 'b' : 'a', round: s.turn === 'b' ? s.round + 1 : s.round }, events: [{ type: 'rolled', value: d.value, citations: [] }] }); },\n` +
      `  check(s, c) { const r = this.apply(s, c); return r._tag === 'Left' ? r.left : null; }, players: () => ['a', 'b'],\n` +
      `  pending: (s) => (s.round >= s.rounds ? [] : [{ player: s.turn, kind: 'roll', prompt: 'roll' }]),\n` +
      `  legalCommands: (s, p) => (s.round >= s.rounds || (p !== undefined && p !== s.turn) ? [] : [{ type: 'roll', player: s.turn }]),\n` +
      `  view: ({ rng, ...seen }) => seen, determinize: (s, p, rng) => blindState(s, rng), filterEvents: (evs) => evs,\n` +
      `  outcome: (s) => (s.round < s.rounds ? null : { winner: s.score.a === s.score.b ? null : s.score.a > s.score.b ? 'a' : 'b', level: 'win', points: s.score, reason: 'higher total', citations: [], reconstructed: false, rulings: [] }) };\n` +
      `export default { ruleset, scenarios: { default: { description: 'three rounds', scenario: { rounds: 3 }, reconstructed: false } } };\n`,
  );
  const sim = (workers) => execFileSync(bin, ['simulate', '--ruleset-module', 'coin.mjs', '--games', '300', '--json', '--quiet', '--workers', workers, '--batch-size', '40'], { cwd: consumer, encoding: 'utf8' });
  const one = sim('1');
  if (JSON.parse(one).records.length !== 300) throw new Error('strategos simulate: wrong number of records');
  if (sim('2') !== one) throw new Error('strategos simulate: workers changed the results');
  console.log('bin ok: strategos simulate, 1 and 2 workers identical');

  const ts = subpaths.map((s, i) => `import * as m${i} from '${s}';\nexport const k${i}: number = Object.keys(m${i}).length;`).join('\n');
  writeFileSync(join(consumer, 'smoke.mts'), `${ts}\nimport { stateHash } from 'strategos';\nexport const h: string = stateHash({ a: 1 });\n`);
  writeFileSync(join(consumer, 'smoke.cts'), `import strategos = require('strategos');\nexport const h: string = strategos.stateHash({ a: 1 });\n`);
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { module: 'node16', moduleResolution: 'node16', strict: true, noEmit: true, skipLibCheck: false, types: [], typeRoots: [join(root, 'node_modules/@types')] },
      files: ['smoke.mts', 'smoke.cts'],
    }),
  );
  run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], consumer);
  console.log('TypeScript (node16) ok');
} finally {
  rmSync(work, { recursive: true, force: true });
}
