// Small statistics over the runs: medians, percentiles, spreads, and how sure a ratio of medians is.

/** The p-th percentile (0..100) by linear interpolation between closest ranks. */
export function percentile(values, p) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

export const median = (values) => percentile(values, 50);

/** Median and range of one figure over the runs. */
export function spread(values) {
  const finite = values.filter((v) => Number.isFinite(v));
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : Number.NaN,
    max: finite.length ? Math.max(...finite) : Number.NaN,
    n: finite.length,
  };
}

/** Numbers in [0, 1) from a 32-bit xorshift: a fixed seed gives the same interval from the same figures. */
function seededRandom(seed) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

/**
 * How far the ratio of two medians (a's over b's) could move had the run drawn
 * other samples of the same two pages: a percentile bootstrap, each side
 * resampled with replacement `resamples` times. An interval that holds a
 * target's limit says that this run cannot tell whether the target is met.
 * Null with fewer than two samples on a side.
 */
export function medianRatioInterval(a, b, { level = 0.95, resamples = 2000, seed = 16 } = {}) {
  const xs = a.filter((v) => Number.isFinite(v));
  const ys = b.filter((v) => Number.isFinite(v));
  if (xs.length < 2 || ys.length < 2) return null;
  const random = seededRandom(seed);
  const draw = (values) => values.map(() => values[Math.floor(random() * values.length)]);
  const ratios = Array.from({ length: resamples }, () => median(draw(xs)) / median(draw(ys)));
  const tail = ((1 - level) / 2) * 100;
  return { low: percentile(ratios, tail), high: percentile(ratios, 100 - tail) };
}
