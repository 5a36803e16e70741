import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './paymentLines.js';

describe('allocate', () => {
  it('should split in proportion and give the remainder to the largest fractions, earlier lines first on ties', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(8578, [5999, 1999])).toEqual([6434, 2144]);
    expect(allocate(1000, [0, 500, 500])).toEqual([0, 500, 500]);
  });

  it('should give nothing when there is nothing to split or no weight', () => {
    expect(allocate(0, [100, 200])).toEqual([0, 0]);
    expect(allocate(500, [0, 0])).toEqual([0, 0]);
    expect(allocate(500, [])).toEqual([]);
  });

  it('should always add up to the total exactly, never go negative and give zero weights zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 5 }), (total, weights) => {
        const shares = allocate(total, weights);
        const sum = weights.reduce((a, b) => a + b, 0);
        expect(shares).toHaveLength(weights.length);
        expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(sum === 0 ? 0 : total);
        weights.forEach((w, i) => {
          if (w === 0) expect(shares[i]).toBe(0);
        });
      }),
    );
  });
});
