import { describe, expect, it } from 'vitest';
import { rentBodySchema, rentalOptionSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('rental', () => {
  it('should accept 1 to 5 days', () => {
    expect(rentalOptionSchema.parse({ days: 3, price: 8.97 })).toEqual({ days: 3, price: 8.97 });
    expect(rentBodySchema.parse({ days: 5, product_id: 1042, again: true }).days).toBe(5);
    expect(rentBodySchema.safeParse({ days: 1, product_id: 1042 }).success).toBe(true);
  });

  it('should reject 0 or 6 days and a missing product', () => {
    expectIssueAt(rentBodySchema, { days: 0, product_id: 1042 }, ['days']);
    expectIssueAt(rentBodySchema, { days: 6, product_id: 1042 }, ['days']);
    expectIssueAt(rentBodySchema, { days: 2 }, ['product_id']);
  });
});
