import { describe, expect, it } from 'vitest';
import { formatMinor, minorToDecimal, toMinor } from './index.js';

describe('toMinor', () => {
  it('should convert wire decimals to minor units exactly', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(1.15)).toBe(115);
    expect(toMinor('2.5')).toBe(250);
    expect(toMinor('.99')).toBe(99);
    expect(toMinor(0)).toBe(0);
    expect(toMinor(-4.5)).toBe(-450);
    expect(toMinor(1e-7)).toBe(0);
    expect(toMinor(123456789.12)).toBe(12345678912);
  });

  it('should round a third decimal half away from zero', () => {
    expect(toMinor('1.005')).toBe(101);
    expect(toMinor('1.004')).toBe(100);
    expect(toMinor('-1.005')).toBe(-101);
  });

  it('should reject text that is not an amount', () => {
    expect(() => toMinor('abc')).toThrow(RangeError);
    expect(() => toMinor('')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN)).toThrow(RangeError);
    expect(() => toMinor(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('minorToDecimal and formatMinor', () => {
  it('should write minor units with two decimals', () => {
    expect(minorToDecimal(1499)).toBe('14.99');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-250)).toBe('-2.50');
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
  });

  it('should format large amounts without float loss', () => {
    expect(formatMinor(123456789012345, 'USD', 'en-US')).toBe('$1,234,567,890,123.45');
  });
});
