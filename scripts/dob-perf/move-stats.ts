// What the sampler's move groups cost, per search kind, on the activation states of bench games:
// how many units get the self-disrupt probe and the charge search, how many ends each search
// finds, and the CPU µs of each (least of 5 trials). Run:
//   TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs move-stats [games]
import type { DobState, UnitState } from '../../src/dawn-of-battle/index.js';
import { faceOf, isCannon } from '../../src/rulesets/dawn-of-battle/query/derived.js';
import { legalMoveEnds, legalChargeEnds, moveEnv } from '../../src/rulesets/dawn-of-battle/rules/07-movement/movement.js';
import { battle } from './workload.js';
import { observeGames } from './observe.js';

const games = Number(process.argv[2] ?? 30);
const cases: Array<{ s: DobState; u: UnitState; probe: UnitState | null }> = [];
observeGames(battle, games, (s) => {
  const ph = s.phase;
  if (ph.kind !== 'action' || ph.activation === null || ph.activation.kind !== 'unit' || ph.activation.current !== null) return;
  const a = ph.activation;
  if (a.action === 'fire') return;
  for (const id of a.remaining) {
    const u = s.units[id]!;
    if (u.where !== 'map') continue;
    let probe: UnitState | null = null;
    if (a.action === 'move' && u.status === 'good' && !isCannon(s, u)) {
      const p: UnitState = { ...u, status: 'disrupted' };
      if (faceOf(s, p).movement > faceOf(s, u).movement) probe = p;
    }
    cases.push({ s, u, probe });
  }
});
const good = cases.filter((c) => c.u.status === 'good');
let probes = 0, normalEnds = 0, probeEnds = 0, chargeEnds = 0, chargeNonEmpty = 0;
for (const c of cases) {
  normalEnds += legalMoveEnds(c.s, c.u, moveEnv(c.s, c.u.side)).length;
  if (c.probe) { probes++; probeEnds += legalMoveEnds(c.s, c.probe, moveEnv(c.s, c.u.side)).length; }
  if (c.u.status === 'good') { const n = legalChargeEnds(c.s, c.u, moveEnv(c.s, c.u.side)).length; chargeEnds += n; if (n > 0) chargeNonEmpty++; }
}
console.log(`${cases.length} unit move groups; good ${good.length}; probes ${probes} (${(probeEnds / Math.max(1, probes)).toFixed(1)} ends); normal ${(normalEnds / cases.length).toFixed(1)} ends; charges non-empty ${chargeNonEmpty}/${good.length}, ${(chargeEnds / Math.max(1, good.length)).toFixed(2)} ends`);
const time = (label: string, f: () => number): void => {
  let best = Infinity, sink = 0;
  for (let trial = 0; trial < 5; trial++) {
    const t0 = process.cpuUsage();
    sink += f();
    const t = process.cpuUsage(t0);
    best = Math.min(best, t.user + t.system);
  }
  console.log(`${label.padEnd(20)} ${(best / cases.length).toFixed(2)} µs per group (${sink})`);
};
time('normal', () => { let n = 0; for (const c of cases) n += legalMoveEnds(c.s, c.u, moveEnv(c.s, c.u.side)).length; return n; });
time('probe', () => { let n = 0; for (const c of cases) if (c.probe) n += legalMoveEnds(c.s, c.probe, moveEnv(c.s, c.u.side)).length; return n; });
time('charge', () => { let n = 0; for (const c of cases) if (c.u.status === 'good') n += legalChargeEnds(c.s, c.u, moveEnv(c.s, c.u.side)).length; return n; });
