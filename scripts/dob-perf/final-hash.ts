// What the final state hash of a simulated game costs and which parts of the state canonicalJson
// must rebuild (objects whose keys are not written in sorted order), by path:
//   node scripts/dob-perf/run.mjs final-hash [games]
// Also times the hash with every object but the id-keyed records rebuilt in sorted key order
// (what writing the state's objects in sorted order could at best save) and each top-level part.
import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { stateHash } from '../../src/core/hash.js';
import { dawnOfBattle, type DobState } from '../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { battle } from './workload.js';

const n = Number(process.argv[2] ?? 50);

/** The final state of one game of the sim's random agent (one sample per decision). */
function finalState(seed: string): DobState {
  const r = dawnOfBattle.setup(battle, { seed });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  for (let ply = 0; s.phase.kind !== 'over' && ply < 20_000; ply++) {
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
  return s;
}

// Records keyed by id: the rules iterate them in their order, so it is not theirs to change.
const RECORDS = ['units', 'leaders', 'groups', 'terrain'];

// Objects (by generalised path) whose own keys are not in sorted order: canonicalJson rebuilds them.
const unsorted = new Map<string, number>();
let objects = 0;
function walk(v: unknown, path: string, key: string): void {
  if (typeof v !== 'object' || v === null) return;
  if (Array.isArray(v)) {
    v.forEach((x) => walk(x, `${path}[]`, ''));
    return;
  }
  objects++;
  const keys = Object.keys(v);
  if (keys.some((k, i) => i > 0 && !(keys[i - 1]! < k))) unsorted.set(path, (unsorted.get(path) ?? 0) + 1);
  for (const k of keys) walk((v as Record<string, unknown>)[k], RECORDS.includes(key) ? `${path}.*` : `${path}.${k}`, k);
}

/** `v` with every object's keys in sorted order, except the records' own order. */
function sortedDeep(v: unknown, keepOrder: boolean): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => sortedDeep(x, false));
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k of keepOrder ? Object.keys(o) : Object.keys(o).sort()) out[k] = sortedDeep(o[k], RECORDS.includes(k));
  return out;
}

let sink = 0;
/** CPU µs per call of `f` over `xs` (after a warm-up). */
function time(label: string, xs: ReadonlyArray<unknown>, f: (x: unknown) => number): void {
  for (let w = 0; w < 3; w++) for (const x of xs) sink += f(x);
  const R = 20;
  const t0 = process.cpuUsage();
  for (let w = 0; w < R; w++) for (const x of xs) sink += f(x);
  const t = process.cpuUsage(t0);
  console.log(`${label}: ${((t.user + t.system) / (R * xs.length)).toFixed(2)} cpu-µs`);
}

const states = Array.from({ length: n }, (_, i) => finalState(`fh-${i}`));
for (const s of states) walk(s, '', '');
console.log(`${n} final states, ${objects / n} objects each; unsorted objects per state by path:`);
for (const [p, c] of [...unsorted].sort((a, b) => b[1] - a[1])) console.log(`  ${(c / n).toFixed(1)}  ${p || '(root)'}`);
console.log(`canonical JSON ${canonicalJson(states[0]).length} chars`);
time('stateHash', states, (s) => stateHash(s).length);
time('canonicalJson', states, (s) => canonicalJson(s).length);
time('JSON.stringify', states, (s) => JSON.stringify(s).length);
time('canonicalJson, objects in sorted key order', states.map((s) => sortedDeep(s, false)), (s) => canonicalJson(s).length);
const s0 = states[0] as unknown as Record<string, unknown>;
for (const k of Object.keys(s0)) time(`  ${k} (${canonicalJson(s0[k]).length} chars)`, states.map((s) => (s as unknown as Record<string, unknown>)[k]), (x) => canonicalJson(x).length);
if (sink === 0) console.log('?');
