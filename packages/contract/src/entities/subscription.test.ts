import { describe, expect, it } from 'vitest';
import {
  hostedCheckoutSchema, planPriceSchema, premiumActiveGamesSchema, premiumStatusSchema, premiumSubscribedSchema,
  subscribePremiumBodySchema, subscriptionSchema,
} from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const subscription = { subscription_price: 14.99, end_date: '2024-07-15', stop_renewing: true, tier: 1, status: 'stop_renewing' };

describe('subscriptionSchema', () => {
  it('should parse a plan that stops renewing on its end date', () => {
    expect(subscriptionSchema.parse(subscription).stop_renewing).toBe(true);
    expect(premiumStatusSchema.parse({ subscription: null }).subscription).toBeNull();
    expect(premiumSubscribedSchema.parse({ subscribed: false }).subscribed).toBe(false);
  });

  it('should reject an unknown status and a missing stop_renewing', () => {
    expectIssueAt(subscriptionSchema, { ...subscription, status: 'paused' }, ['status']);
    expectIssueAt(subscriptionSchema, { subscription_price: 14.99 }, ['stop_renewing']);
  });

  it('should parse the plan price and the month titles', () => {
    expect(planPriceSchema.parse({ price: 14.99, currency: { isoCode: 'EUR', symbol: '€' } }).price).toBe(14.99);
    expectIssueAt(planPriceSchema, { price: 14.999, currency: { isoCode: 'EUR', symbol: '€' } }, ['price']);
    expect(premiumActiveGamesSchema.parse({ items: [{ id: 1, title: 'A' }] }).items).toHaveLength(1);
  });

  it('should take an optional return url and answer the hosted checkout url', () => {
    expect(subscribePremiumBodySchema.parse({})).toEqual({});
    expect(subscribePremiumBodySchema.parse({ return_url: '/#!/premium' }).return_url).toBe('/#!/premium');
    expectIssueAt(subscribePremiumBodySchema, { plan: 'gold' }, []);
    expectIssueAt(hostedCheckoutSchema, { call_url: '' }, ['call_url']);
  });
});
