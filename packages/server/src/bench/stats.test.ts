import { describe, expect, it } from 'vitest';
import { percentile, summarize } from './stats.js';

describe('benchmark statistics', () => {
  it('should take nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('should summarise unsorted samples', () => {
    expect(summarize([5, 1, 3, 2, 4])).toEqual({ count: 5, p50: 3, p95: 5, mean: 3, max: 5 });
  });
});
