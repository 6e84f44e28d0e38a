/** The 97.5th percentile of the standard normal distribution, for two-sided 95% intervals. */
export const Z95 = 1.959963984540054;

/** A proportion with its 95% Wilson score interval. */
export interface Interval {
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The 95% Wilson score interval for `successes` out of `trials`. Unlike the normal
 * approximation it stays inside [0, 1] and behaves at 0 and 100% and for small runs.
 * With no trials the interval is the whole of [0, 1].
 */
export function wilson(successes: number, trials: number, z = Z95): Interval {
  if (trials <= 0) return { rate: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denom = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denom;
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** Mean, sample standard deviation, minimum and maximum of a list of numbers. */
export interface Spread {
  readonly n: number;
  readonly mean: number;
  /** Sample standard deviation (n − 1 in the denominator); 0 for fewer than two values. */
  readonly sd: number;
  readonly min: number;
  readonly max: number;
}

/** The {@link Spread} of `values`, or `null` when there are none. Summed in order, so it is reproducible. */
export function spread(values: ReadonlyArray<number>): Spread | null {
  const n = values.length;
  if (n === 0) return null;
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    sum += v;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const mean = sum / n;
  let sq = 0;
  for (const v of values) sq += (v - mean) * (v - mean);
  return { n, mean, sd: n > 1 ? Math.sqrt(sq / (n - 1)) : 0, min, max };
}

/** One histogram bin: values from `from` to `to` inclusive. */
export interface Bin {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/**
 * A histogram of whole-number values (game lengths) with at most `maxBins` bins of equal
 * integer width, from the smallest value to the largest.
 */
export function histogram(values: ReadonlyArray<number>, maxBins = 20): Bin[] {
  const s = spread(values);
  if (s === null) return [];
  const lo = Math.floor(s.min);
  const hi = Math.floor(s.max);
  const width = Math.max(1, Math.ceil((hi - lo + 1) / maxBins));
  const counts = new Array<number>(Math.floor((hi - lo) / width) + 1).fill(0);
  for (const v of values) {
    const k = Math.floor((Math.floor(v) - lo) / width);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts.map((count, k) => ({ from: lo + k * width, to: lo + k * width + width - 1, count }));
}
