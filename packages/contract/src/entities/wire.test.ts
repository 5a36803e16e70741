import { describe, expect, it } from 'vitest';
import { ackSchema, fromMinorUnits, idSchema, minorUnitsSchema, moneySchema, toMinorUnits } from '../index.js';

describe('moneySchema', () => {
  it('should accept amounts with up to 2 decimals, including float artefacts of them', () => {
    expect(moneySchema.parse(19.99)).toBe(19.99);
    expect(moneySchema.parse(0)).toBe(0);
    expect(moneySchema.parse(0.1 + 0.2 - 0.3 + 8.97)).toBeCloseTo(8.97);
  });

  it('should reject more than 2 decimals and non-finite values', () => {
    expect(moneySchema.safeParse(1.999).success).toBe(false);
    expect(moneySchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(moneySchema.safeParse('19.99').success).toBe(false);
  });
});

describe('minor units', () => {
  it('should convert decimals to integer minor units without drift', () => {
    expect(toMinorUnits(2.99)).toBe(299);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(1.005 + 0.005)).toBe(101);
    expect(fromMinorUnits(1499)).toBe(14.99);
  });

  it('should only accept non-negative integers as minor units', () => {
    expect(minorUnitsSchema.parse(1999)).toBe(1999);
    expect(minorUnitsSchema.safeParse(19.99).success).toBe(false);
    expect(minorUnitsSchema.safeParse(-1).success).toBe(false);
  });
});

describe('idSchema and ackSchema', () => {
  it('should accept positive integer ids only', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.safeParse(0).success).toBe(false);
    expect(idSchema.safeParse(1.5).success).toBe(false);
  });

  it('should parse an acknowledgement and require success', () => {
    expect(ackSchema.parse({ success: true })).toEqual({ success: true });
    expect(ackSchema.safeParse({ message: 'done' }).success).toBe(false);
  });
});
