/** Latency figures of one benchmark scenario, in milliseconds. */
export interface LatencyStats {
  count: number;
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

/**
 * The nearest-rank percentile of sorted samples.
 * @param sorted - samples in ascending order
 * @param p - percentile between 0 and 100
 * @example
 * percentile([1, 2, 3, 4], 50); // 2
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Summarises latency samples (ms). */
export function summarize(samples: readonly number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: sorted.length > 0 ? sum / sorted.length : Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  };
}
