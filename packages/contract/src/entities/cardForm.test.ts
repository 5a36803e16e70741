import { describe, expect, it } from 'vitest';
import { cardFormSchema } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

describe('cardFormSchema', () => {
  it('should parse the sandbox form and the Stripe form with or without its key', () => {
    expect(cardFormSchema.parse({ provider: 'sandbox' })).toEqual({ provider: 'sandbox' });
    expect(cardFormSchema.parse({ provider: 'stripe', publishable_key: 'pk_test_51Abc' })).toEqual({ provider: 'stripe', publishable_key: 'pk_test_51Abc' });
    expect(cardFormSchema.parse({ provider: 'stripe', publishable_key: null }).provider).toBe('stripe');
  });

  it('should refuse a secret key where the publishable key goes', () => {
    expectIssueAt(cardFormSchema, { provider: 'stripe', publishable_key: 'sk_live_123' }, ['publishable_key']);
  });

  it('should refuse an unknown provider', () => {
    expect(cardFormSchema.safeParse({ provider: 'paypal' }).success).toBe(false);
  });
});
