import { describe, expect, it } from 'vitest';
import { queryBoolean, queryInt, queryList, queryNumber } from '../index.js';

describe('query coercions', () => {
  it('should read integers from numbers and digit strings only', () => {
    expect(queryInt.parse('25')).toBe(25);
    expect(queryInt.parse(' -3 ')).toBe(-3);
    expect(queryInt.parse(7)).toBe(7);
    expect(queryInt.safeParse('').success).toBe(false);
    expect(queryInt.safeParse('2.5').success).toBe(false);
    expect(queryInt.safeParse('abc').success).toBe(false);
  });

  it('should read decimals', () => {
    expect(queryNumber.parse('9.99')).toBe(9.99);
    expect(queryNumber.parse(10)).toBe(10);
    expect(queryNumber.safeParse('1e3').success).toBe(false);
  });

  it('should read booleans from words and 1/0', () => {
    expect(queryBoolean.parse('true')).toBe(true);
    expect(queryBoolean.parse('FALSE')).toBe(false);
    expect(queryBoolean.parse('1')).toBe(true);
    expect(queryBoolean.parse(0)).toBe(false);
    expect(queryBoolean.parse(true)).toBe(true);
    expect(queryBoolean.safeParse('maybe').success).toBe(false);
    expect(queryBoolean.safeParse(2).success).toBe(false);
  });

  it('should read lists from one value, repeated values or a comma-separated value', () => {
    const list = queryList(queryInt);
    expect(list.parse('1100')).toEqual([1100]);
    expect(list.parse(['1100', '1310'])).toEqual([1100, 1310]);
    expect(list.parse('1100,1310,')).toEqual([1100, 1310]);
    expect(list.parse([1100, '1310,1320'])).toEqual([1100, 1310, 1320]);
    const result = list.safeParse(['1100', 'x']);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([1]);
  });
});
