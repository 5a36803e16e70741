import { describe, expect, it } from 'vitest';
import { addOneMonth, parsePremiumPrice } from './planPrice.js';

describe('parsePremiumPrice', () => {
  it('should default to 14.99 and read amounts with up to two decimals as minor units', () => {
    expect(parsePremiumPrice(undefined)).toBe(1499);
    expect(parsePremiumPrice(' ')).toBe(1499);
    expect(parsePremiumPrice('9.99')).toBe(999);
    expect(parsePremiumPrice('10')).toBe(1000);
    expect(parsePremiumPrice('10.5')).toBe(1050);
  });

  it('should refuse zero, negative, over-precise and non-numeric amounts with the expected form', () => {
    for (const bad of ['0', '0.00', '-1', '14.999', 'abc', '1e3', '14,99']) {
      expect(() => parsePremiumPrice(bad)).toThrow(/PREMIUM_PRICE must be a positive amount/);
    }
  });
});

describe('addOneMonth', () => {
  it('should move to the same day of the next month, or its last day when shorter', () => {
    expect(new Date(addOneMonth(Date.UTC(2024, 0, 15, 10, 30))).toISOString()).toBe('2024-02-15T10:30:00.000Z');
    expect(new Date(addOneMonth(Date.UTC(2024, 0, 31))).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(new Date(addOneMonth(Date.UTC(2023, 0, 31))).toISOString()).toBe('2023-02-28T00:00:00.000Z');
    expect(new Date(addOneMonth(Date.UTC(2024, 11, 31))).toISOString()).toBe('2025-01-31T00:00:00.000Z');
  });
});
