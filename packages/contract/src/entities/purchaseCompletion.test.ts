import { describe, expect, it } from 'vitest';
import {
  completePurchasedBodySchema, completePurchasedQuerySchema, purchaseCompletionSchema, purchaseCreateBodySchema,
  purchaseFailBodySchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const receipt = {
  status: 'success',
  user_name: 'ana',
  gift_to_email: null,
  payment: {
    id: 7001,
    payment_date: '2024-06-15T18:30:00Z',
    subtotal: 39.99,
    tax: 3.1,
    total: 40.09,
    coupon_code: 'SAVE10',
    discount_detail: { total_discount: 3, details: { coupon_discount: { currency: 3 } } },
    entitlement_enable: true,
    estimated_hours: 4,
  },
  products: [{ title: 'Starfall Tactics', url: '/download-starfall-tactics/1042', price: 39.99, discounted_price: 36.99 }],
  currency_symbol: '$',
};

describe('purchaseCompletionSchema', () => {
  it('should parse a receipt with payment, discount and products', () => {
    const parsed = purchaseCompletionSchema.parse(receipt);
    expect(parsed.payment.discount_detail?.details?.coupon_discount?.currency).toBe(3);
    expect(parsed.products[0]?.title).toBe('Starfall Tactics');
  });

  it('should reject a receipt whose total is not an amount', () => {
    expectIssueAt(purchaseCompletionSchema, { ...receipt, payment: { ...receipt.payment, total: '40.09' } }, ['payment', 'total']);
  });

  it('should reject a negative Cloud Play estimate', () => {
    expectIssueAt(purchaseCompletionSchema, { ...receipt, payment: { ...receipt.payment, estimated_hours: -1 } }, ['payment', 'estimated_hours']);
  });
});

describe('purchase completion requests', () => {
  it('should take the cart id and an optional provider error', () => {
    expect(completePurchasedBodySchema.parse({ cart_id: 31 })).toEqual({ cart_id: 31 });
    expect(completePurchasedBodySchema.parse({ cart_id: 31, error_code: 4001 }).error_code).toBe(4001);
    expectIssueAt(completePurchasedBodySchema, { error_code: 4001 }, ['cart_id']);
    expect(completePurchasedQuerySchema.parse({ cart_id: '31' })).toEqual({ cart_id: 31 });
  });

  it('should record a failure against a cart or a payment', () => {
    expect(purchaseFailBodySchema.safeParse({ payment_id: 'x-1', error_code: 5001 }).success).toBe(true);
    expectIssueAt(purchaseFailBodySchema, { error_code: 5001 }, ['cart_id']);
    expectIssueAt(purchaseFailBodySchema, { cart_id: 31, error_code: 'bad' }, ['error_code']);
    expectIssueAt(purchaseCreateBodySchema, { cart_id: 0 }, ['cart_id']);
  });
});
