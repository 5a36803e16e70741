import { describe, expect, it } from 'vitest';
import {
  cloudPlayHours,
  currencySymbol,
  formatPrice,
  formatWirePrice,
  isCouponHighlighted,
  itemPrices,
  percentOff,
  rentalTotal,
} from './index.js';

describe('currency per site', () => {
  it('should use $ on site 1, £ on site 2 and € on site 3', () => {
    expect([1, 2, 3].map((site) => currencySymbol(site as 1 | 2 | 3))).toEqual(['$', '£', '€']);
  });

  it('should format minor units in the site currency', () => {
    expect(formatPrice(1999, 1)).toBe('$19.99');
    expect(formatPrice(500, 2)).toBe('£5.00');
    expect(formatPrice(123450, 3)).toBe('€1,234.50');
    expect(formatPrice(0, 1)).toBe('$0.00');
  });

  it('should format wire decimals without float drift', () => {
    expect(formatWirePrice(0.1 + 0.2, 1)).toBe('$0.30');
    expect(formatWirePrice(19.99, 2)).toBe('£19.99');
    expect(formatWirePrice('1.005', 3)).toBe('€1.01');
  });

  it('should refuse an unknown site with the fix', () => {
    expect(() => formatPrice(100, 9 as 1)).toThrow(/use 1 \(US\), 2 \(UK\) or 3 \(EU\)/);
  });
});

describe('itemPrices', () => {
  it('should let a VIP price above 0 replace the discounted price', () => {
    expect(itemPrices({ original: 29.99, discounted: 19.99, vip: 17.99 })).toEqual({
      original: 2999,
      discounted: 1999,
      vip: 1799,
      effective: 1799,
      reduced: true,
    });
  });

  it('should keep the discounted price when the VIP price is 0 or missing', () => {
    expect(itemPrices({ original: 29.99, discounted: 19.99, vip: 0 }).effective).toBe(1999);
    expect(itemPrices({ original: 29.99, discounted: 19.99 }).effective).toBe(1999);
    expect(itemPrices({ original: 9.99 })).toMatchObject({ effective: 999, reduced: false });
  });
});

describe('rental, cloud play and coupon highlight', () => {
  it('should price a rental as price × days for 1 to 5 days', () => {
    expect(rentalTotal(2.99, 1)).toBe(299);
    expect(rentalTotal(2.99, 3)).toBe(897);
    expect(rentalTotal('2.99', 5)).toBe(1495);
  });

  it('should refuse rentals outside 1 to 5 days with the spec text', () => {
    expect(() => rentalTotal(2.99, 0)).toThrow('Rentals last from 1 to 5 days.');
    expect(() => rentalTotal(2.99, 6)).toThrow('Rentals last from 1 to 5 days.');
    expect(() => rentalTotal(2.99, 1.5)).toThrow('Rentals last from 1 to 5 days.');
  });

  it('should grant one cloud-play hour per $10 of one transaction', () => {
    expect(cloudPlayHours(999)).toBe(0);
    expect(cloudPlayHours(1000)).toBe(1);
    expect(cloudPlayHours(2999)).toBe(2);
    expect(cloudPlayHours(10000)).toBe(10);
  });

  it('should highlight a coupon only over 49% off', () => {
    expect(isCouponHighlighted(49)).toBe(false);
    expect(isCouponHighlighted(50)).toBe(true);
    expect(percentOff(2000, 1000)).toBe(50);
    expect(percentOff(2000, 1010)).toBe(49);
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(1000, 1200)).toBe(0);
  });
});
