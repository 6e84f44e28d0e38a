// Final-state hashes of fixed-seed random games, to tell whether a change plays the same games:
//   node scripts/dba-perf/run.mjs hashes [games] > /tmp/hashes-new.txt   (diff against the base's)
import { gameHash } from './workload.js';

const n = Number(process.argv[2] ?? 20);
for (let i = 0; i < n; i++) console.log(`hash-${i} ${gameHash(`hash-${i}`)}`);
