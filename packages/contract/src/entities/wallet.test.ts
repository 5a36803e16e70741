import { describe, expect, it } from 'vitest';
import { walletSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const wallet = {
  balance: 12.5,
  currency_symbol: '$',
  history: [
    { purpose: 'trade_in', product: { title: 'Starfall Tactics' }, transactionDate: '2024-07-01T10:00:00Z', transactionAmount: 5, payment: null },
    { purpose: 'redeem', product: null, transactionDate: '2024-07-02T10:00:00Z', transactionAmount: -2.5, payment: { orderId: 7002 } },
    { purpose: 'refund', product: null, transactionDate: '2024-07-03T10:00:00Z', transactionAmount: 2.5, payment: { orderId: 7002 } },
  ],
};

describe('walletSchema', () => {
  it('should parse the balance and its trade-in, redeem and refund history', () => {
    const parsed = walletSchema.parse(wallet);
    expect(parsed.history.map((h) => h.purpose)).toEqual(['trade_in', 'redeem', 'refund']);
    expect(parsed.history[1]?.payment?.orderId).toBe(7002);
    expect(parsed.history[2]?.payment?.orderId).toBe(7002);
  });

  it('should reject an unknown purpose', () => {
    expectIssueAt(walletSchema, { ...wallet, history: [{ ...wallet.history[0], purpose: 'chargeback' }] }, ['history', 0, 'purpose']);
  });
});
