import { describe, expect, it } from 'vitest';
import { isValidRentalDays, rentalPrice, validateRentalDays } from './index.js';

describe('rental days', () => {
  it('should allow 1 and 5 days and refuse 0 and 6', () => {
    expect(isValidRentalDays(0)).toBe(false);
    expect(isValidRentalDays(1)).toBe(true);
    expect(isValidRentalDays(5)).toBe(true);
    expect(isValidRentalDays(6)).toBe(false);
    expect(isValidRentalDays(2.5)).toBe(false);
  });

  it('should give the 1 to 5 days notice when out of range', () => {
    expect(validateRentalDays(6)).toBe('Rentals last from 1 to 5 days.');
    expect(validateRentalDays(3)).toBeNull();
  });
});

describe('rentalPrice', () => {
  it('should multiply the block price by the days in minor units', () => {
    expect(rentalPrice(299, 1)).toBe(299);
    expect(rentalPrice(299, 3)).toBe(897);
    expect(rentalPrice(299, 5)).toBe(1495);
    expect(rentalPrice(0, 5)).toBe(0);
  });

  it('should refuse a bad length with the notice', () => {
    expect(() => rentalPrice(299, 0)).toThrow(new RangeError('Rentals last from 1 to 5 days.'));
    expect(() => rentalPrice(299, 6)).toThrow(RangeError);
  });

  it('should refuse a price that is not minor units', () => {
    expect(() => rentalPrice(2.99, 1)).toThrow(RangeError);
    expect(() => rentalPrice(-1, 1)).toThrow(RangeError);
  });
});
