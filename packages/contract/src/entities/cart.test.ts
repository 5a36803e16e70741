import { describe, expect, it } from 'vitest';
import { cartAddPayloadSchema, cartCouponBodySchema, cartLinePrices, cartLineSchema, cartSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';
import { sampleCart } from '../__tests__/samples.js';

describe('cartSchema', () => {
  it('should parse a cart with lines, coupon, discounts, streaming and VIP blocks', () => {
    const cart = cartSchema.parse(sampleCart);
    expect(cart.cart_details[0]?.product.drm_type).toBe('ADS');
    expect(cart.discount_detail?.discounts.details.coupon_discount?.currency).toBe(3);
    expect(cart.vip?.only_amount_to_top_tier).toBe(120.01);
  });

  it('should accept an empty cart', () => {
    expect(cartSchema.safeParse({ id: 1, cart_details: [], currency_symbol: '£', gross_price: 0, net_price: 0 }).success).toBe(true);
  });

  it('should reject totals with more than 2 decimals', () => {
    expectIssueAt(cartSchema, { ...sampleCart, net_price: 26.999 }, ['net_price']);
  });

  it('should point at the broken line product field', () => {
    const line = sampleCart.cart_details[0];
    expectIssueAt(cartSchema, { ...sampleCart, cart_details: [{ ...line, product: { ...line?.product, title: undefined } }] }, [
      'cart_details', 0, 'product', 'title',
    ]);
  });
});

describe('cartLinePrices', () => {
  it('should use the discounted price when there is no VIP price', () => {
    const line = cartLineSchema.parse(sampleCart.cart_details[0]);
    expect(cartLinePrices(line)).toEqual({ original: 39.99, discounted: 29.99, vip: 0, effective: 29.99 });
  });

  it('should let a VIP price above 0 replace the discounted price', () => {
    const line = cartLineSchema.parse({
      ...sampleCart.cart_details[0],
      offer_items: { atgames_price: 39.99, discounted_price: 29.99, vip_price: 26.99, trade_in_price: 0 },
    });
    expect(cartLinePrices(line)).toEqual({ original: 39.99, discounted: 29.99, vip: 26.99, effective: 26.99 });
  });

  it('should fall back to the line prices without offer items', () => {
    const line = cartLineSchema.parse({ ...sampleCart.cart_details[0], offer_items: null });
    expect(cartLinePrices(line)).toEqual({ original: 39.99, discounted: 29.99, vip: 0, effective: 29.99 });
  });
});

describe('cartAddPayloadSchema', () => {
  it('should accept a product, with allowNonRequiredBase, or a built bundle', () => {
    expect(cartAddPayloadSchema.parse({ product_id: 1042 })).toEqual({ product_id: 1042 });
    expect(cartAddPayloadSchema.safeParse({ product_id: 1042, allowNonRequiredBase: true, coupon_code: 'SAVE10' }).success).toBe(true);
    expect(cartAddPayloadSchema.safeParse({ skuId: 9001, contentSkuIds: [11, 12, 13] }).success).toBe(true);
  });

  it('should require a product_id or skuId', () => {
    expectIssueAt(cartAddPayloadSchema, {}, ['product_id'], 'Either product_id or skuId is required');
  });

  it('should require the bundle skuId with contentSkuIds', () => {
    expectIssueAt(cartAddPayloadSchema, { product_id: 1, contentSkuIds: [11] }, ['skuId']);
  });

  it('should reject bad types and unknown keys', () => {
    expectIssueAt(cartAddPayloadSchema, { product_id: '1042' }, ['product_id']);
    expectIssueAt(cartAddPayloadSchema, { product_id: 1042, quantity: 2 }, []);
  });

  it('should require a non-empty coupon code of sensible length', () => {
    expect(cartCouponBodySchema.parse({ coupon_code: ' SAVE10 ' })).toEqual({ coupon_code: 'SAVE10' });
    expectIssueAt(cartCouponBodySchema, { coupon_code: '   ' }, ['coupon_code']);
    expectIssueAt(cartCouponBodySchema, { coupon_code: 'x'.repeat(65) }, ['coupon_code']);
  });
});
