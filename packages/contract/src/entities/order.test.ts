import { describe, expect, it } from 'vitest';
import { orderPageSchema, orderSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const order = {
  id: 7001,
  payment_date: '2024-06-15T18:30:00Z',
  products: [
    { id: 1042, title: 'Starfall Tactics', thumbnail_image: '/images/thumb/1042.svg', purchase_type: 'purchase', price: 29.99, trade_in: { trade_in_date: '2024-07-01', trade_in_price: 5 } },
    { id: 1043, title: 'Starfall II', purchase_type: 'rental', price: 8.97, trade_in: null },
  ],
  currency: '$',
  to_account: { email: 'friend@example.com' },
  price: 38.96,
};

describe('orderSchema', () => {
  it('should parse an order with a traded-in line and a gift recipient', () => {
    const parsed = orderSchema.parse(order);
    expect(parsed.products[0]?.trade_in?.trade_in_price).toBe(5);
    expect(parsed.to_account?.email).toBe('friend@example.com');
  });

  it('should reject a line without a price', () => {
    expectIssueAt(orderSchema, { ...order, products: [{ id: 1, title: 'x' }] }, ['products', 0, 'price']);
  });

  it('should parse a page of orders', () => {
    expect(orderPageSchema.parse({ items: [order], totalItems: 1, currentPageIndex: 1, pageSize: 10, isFirstPage: true, isLastPage: true }).items).toHaveLength(1);
  });
});
