// Where warm DBA games allocate (objects collected by GC included): V8's sampling heap profiler
// through the inspector, summed by allocating function.
//   node scripts/dba-perf/run.mjs allocs [games]
import { Session } from 'node:inspector/promises';
import { playGame } from './workload.js';

const n = Number(process.argv[2] ?? 10);
for (let w = 0; w < 5; w++) playGame(`warm-${w}`);
const session = new Session();
session.connect();
await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
for (let i = 0; i < n; i++) playGame(`alloc-${i}`);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: Node } };
interface Node {
  callFrame: { functionName: string; lineNumber: number; url: string };
  selfSize: number;
  children: Node[];
}
const self = new Map<string, number>();
let total = 0;
const walk = (x: Node, path: string): void => {
  const here = `${x.callFrame.functionName || '(anon)'} ${x.callFrame.url.split('/').pop()}:${x.callFrame.lineNumber + 1}`;
  // a builtin (no script) is named with its caller, which is where the fix goes
  const k = x.callFrame.url === '' ? `${here} <- ${path}` : here;
  self.set(k, (self.get(k) ?? 0) + x.selfSize);
  total += x.selfSize;
  for (const c of x.children) walk(c, here);
};
walk(profile.head, '');
console.log(`${(total / n / 1e6).toFixed(1)} MB sampled per game`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${((100 * v) / total).toFixed(1).padStart(5)}% ${k}`);
