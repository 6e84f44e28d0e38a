// Allocation profile (objects collected included) of whole 20-v-20 games: where the garbage comes from.
import { Session } from 'node:inspector/promises';
import { battle, example, playGame, applyBatch } from './workload.js';

const mode = process.argv[2] ?? 'battle';
const session = new Session();
session.connect();
for (let i = 0; i < 5; i++) playGame(`w${i}`, battle);
await session.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never);
if (mode === 'apply') for (let i = 0; i < 300; i++) applyBatch();
else for (let i = 0; i < 40; i++) playGame(`a${i}`, mode === 'battle' ? battle : example);
const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: Node } };
interface Node { callFrame: { functionName: string; url: string; lineNumber: number }; selfSize: number; children: Node[] }
const self = new Map<string, number>();
let total = 0;
const walk = (n: Node, stack: string[]): void => {
  const name = `${n.callFrame.functionName || '(anon)'}:${n.callFrame.lineNumber + 1}`;
  if (n.selfSize > 0) {
    const k = [name, ...stack.slice(-2).reverse()].join(' < ');
    self.set(k, (self.get(k) ?? 0) + n.selfSize);
    total += n.selfSize;
  }
  for (const c of n.children) walk(c, [...stack, name]);
};
walk(profile.head, []);
console.log(`total sampled ${(total / 1e6).toFixed(1)} MB`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`${(100 * v / total).toFixed(1).padStart(5)}%  ${k}`);
