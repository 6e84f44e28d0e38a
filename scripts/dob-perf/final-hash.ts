// What the final state hash of a simulated game costs and which parts of the state canonicalJson
// must rebuild (objects whose keys are not written in sorted order), by path:
//   node scripts/dob-perf/run.mjs final-hash [games]
import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson } from '../../src/core/canonical-json.js';
import { stateHash } from '../../src/core/hash.js';
import { dawnOfBattle, type DobState } from '../../src/dawn-of-battle/index.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { battle } from './workload.js';

const n = Number(process.argv[2] ?? 50);

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

// Objects (by generalised path) whose own keys are not in sorted order: canonicalJson rebuilds them.
const unsorted = new Map<string, number>();
let objects = 0;
function walk(v: unknown, path: string): void {
  if (typeof v !== 'object' || v === null) return;
  if (Array.isArray(v)) {
    v.forEach((x) => walk(x, `${path}[]`));
    return;
  }
  objects++;
  const keys = Object.keys(v);
  const sorted = [...keys].sort();
  if (keys.some((k, i) => k !== sorted[i])) unsorted.set(path, (unsorted.get(path) ?? 0) + 1);
  const generic = path === '.units' || path === '.leaders' || path === '.groups' || path === '.map.terrain';
  for (const k of keys) walk((v as Record<string, unknown>)[k], generic ? `${path}.*` : `${path}.${k}`);
}

const states = Array.from({ length: n }, (_, i) => finalState(`fh-${i}`));
for (const s of states) walk(s, '');
console.log(`${n} final states, ${objects / n} objects each; unsorted objects per state by path:`);
for (const [p, c] of [...unsorted].sort((a, b) => b[1] - a[1])) console.log(`  ${(c / n).toFixed(1)}  ${p || '(root)'}`);
console.log(`canonical JSON ${canonicalJson(states[0]).length} chars`);

let sink = 0;
const time = (label: string, f: (s: DobState) => number): void => {
  for (let w = 0; w < 3; w++) for (const s of states) sink += f(s);
  const t0 = process.cpuUsage();
  const R = 20;
  for (let w = 0; w < R; w++) for (const s of states) sink += f(s);
  const t = process.cpuUsage(t0);
  console.log(`${label}: ${((t.user + t.system) / (R * n)).toFixed(1)} cpu-µs per state`);
};
time('stateHash', (s) => stateHash(s).length);
time('canonicalJson', (s) => canonicalJson(s).length);
time('JSON.stringify', (s) => JSON.stringify(s).length);
console.log(sink > 0 ? '' : '?');

// Upper bound: the same states with every object's keys written in sorted order except the
// records keyed by id (units, leaders, groups, terrain), whose order the rules iterate in.
function sortedDeep(v: unknown, keepOrder: boolean): unknown {
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) return v.map((x) => sortedDeep(x, false));
  const o = v as Record<string, unknown>;
  const keys = keepOrder ? Object.keys(o) : Object.keys(o).sort();
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = sortedDeep(o[k], ['units', 'leaders', 'groups', 'terrain'].includes(k));
  return out;
}
const sortedStates = states.map((s) => sortedDeep(s, false) as DobState);
time('canonicalJson, sorted objects', (s) => canonicalJson(sortedStates[states.indexOf(s)]).length);
const sortedUnits = states.map((s) => ({ ...s, units: sortedDeep(s.units, true) as DobState['units'] }));
time('canonicalJson, sorted units only', (s) => canonicalJson(sortedUnits[states.indexOf(s)]).length);
{
  const s0 = states[0]! as unknown as Record<string, unknown>;
  console.log(Object.keys(s0).map((k) => `${k}:${canonicalJson(s0[k]).length}`).join(' '));
  for (const k of Object.keys(s0)) {
    const parts = states.map((s) => (s as unknown as Record<string, unknown>)[k]);
    let t0 = process.cpuUsage();
    for (let r = 0; r < 20; r++) for (const p of parts) sink += canonicalJson(p).length;
    t0 = process.cpuUsage(t0);
    console.log(`  ${k}: ${((t0.user + t0.system) / (20 * n)).toFixed(2)} µs`);
  }
}
{
  const us = states.map((s) => s.units);
  const su = sortedUnits.map((s) => s.units);
  const t = (label: string, xs: unknown[], f: (x: unknown) => number): void => {
    for (let r = 0; r < 5; r++) for (const p of xs) sink += f(p);
    let t0 = process.cpuUsage();
    for (let r = 0; r < 40; r++) for (const p of xs) sink += f(p);
    t0 = process.cpuUsage(t0);
    console.log(`  ${label}: ${((t0.user + t0.system) / (40 * n)).toFixed(2)} µs`);
  };
  t('units canonical', us, (x) => canonicalJson(x).length);
  t('units sorted canonical', su, (x) => canonicalJson(x).length);
  t('units stringify', us, (x) => JSON.stringify(x).length);
  t('units sorted stringify', su, (x) => JSON.stringify(x).length);
  console.log(JSON.stringify(su[0]).slice(0, 300));
}
{
  const us = states.map((s) => s.units);
  const t = (label: string, xs: unknown[], f: (x: unknown) => number): void => {
    for (let r = 0; r < 5; r++) for (const p of xs) sink += f(p);
    let t0 = process.cpuUsage();
    for (let r = 0; r < 40; r++) for (const p of xs) sink += f(p);
    t0 = process.cpuUsage(t0);
    console.log(`  ${label}: ${((t0.user + t0.system) / (40 * n)).toFixed(2)} µs`);
  };
  const hybrid = (x: unknown): string => {
    const o = x as Record<string, unknown>;
    const keys = Object.keys(o).sort();
    let out = '{';
    for (let i = 0; i < keys.length; i++) out += `${i === 0 ? '' : ','}${JSON.stringify(keys[i])}:${JSON.stringify(o[keys[i]!])}`;
    return `${out}}`;
  };
  for (const u of us) if (hybrid(u) !== canonicalJson(u)) throw new Error('hybrid differs');
  for (let k = 0; k < 3; k++) {
    t('units canonical', us, (x) => canonicalJson(x).length);
    t('units hybrid', us, (x) => hybrid(x).length);
    t('units stringify', us, (x) => JSON.stringify(x).length);
  }
}
