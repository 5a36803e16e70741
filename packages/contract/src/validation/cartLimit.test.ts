import { describe, expect, it } from 'vitest';
import { checkCartForCheckout, checkCartLimit, checkCartNotEmpty, hasRoomForCartLine, isOverCartLimit } from './index.js';

const LIMIT =
  'Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.';
const EMPTY = 'There are no items in shopping cart (Checkout Fail).';

describe('checkCartLimit', () => {
  it('should allow 5 lines and block 6', () => {
    expect(checkCartLimit(5)).toBeNull();
    expect(checkCartLimit(6)).toBe(LIMIT);
  });

  it('should refuse a count that is not a line count', () => {
    expect(() => checkCartLimit(-1)).toThrow(RangeError);
    expect(() => checkCartLimit(1.5)).toThrow(RangeError);
  });
});

describe('checkCartNotEmpty', () => {
  it('should block an empty cart', () => {
    expect(checkCartNotEmpty(0)).toBe(EMPTY);
    expect(checkCartNotEmpty(1)).toBeNull();
  });
});

describe('checkCartForCheckout', () => {
  it('should check the limit, then emptiness', () => {
    expect(checkCartForCheckout(0)).toBe(EMPTY);
    expect(checkCartForCheckout(1)).toBeNull();
    expect(checkCartForCheckout(5)).toBeNull();
    expect(checkCartForCheckout(6)).toBe(LIMIT);
  });
});

describe('hasRoomForCartLine and isOverCartLimit', () => {
  it('should leave room up to 4 lines and call 6 over the limit', () => {
    expect([0, 4, 5, 6].map(hasRoomForCartLine)).toEqual([true, true, false, false]);
    expect([0, 5, 6].map(isOverCartLimit)).toEqual([false, false, true]);
  });

  it('should refuse a count that is not a line count', () => {
    expect(() => hasRoomForCartLine(-1)).toThrow(RangeError);
    expect(() => isOverCartLimit(Number.NaN)).toThrow(RangeError);
  });
});
