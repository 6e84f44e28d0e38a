// The interleaving of ab.mjs: `slice(v, round)` runs a slice of variant v's work
// and returns its amount; three warm-up rounds, then `rounds` rounds alternating which variant
// goes first, so both see the same machine load. CPU seconds (process.cpuUsage) and work per variant.
export function interleave(slice, rounds) {
  const cpu = [0, 0];
  const work = [0, 0];
  const timed = (v, r) => {
    const t0 = process.cpuUsage();
    const n = slice(v, r);
    const t = process.cpuUsage(t0);
    return { sec: (t.user + t.system) / 1e6, n };
  };
  for (let w = 0; w < 3; w++) { timed(0, -1 - w); timed(1, -1 - w); }
  for (let r = 0; r < rounds; r++) {
    for (const v of r % 2 === 0 ? [0, 1] : [1, 0]) {
      const x = timed(v, r);
      cpu[v] += x.sec;
      work[v] += x.n;
    }
  }
  return { cpu, work };
}
