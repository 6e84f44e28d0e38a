import { playGame } from './workload.js';
for (let w = 0; w < 5; w++) playGame(`warm-${w}`);
(globalThis as any).__st = new Map();
let c = 0;
for (let i = 0; i < 20; i++) c += playGame(`prof-${i}`);
console.log('commands/game', c / 20);
for (const [k, v] of [...(globalThis as any).__st].sort()) console.log(k, v / 20);
