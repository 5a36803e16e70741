/**
 * `GET /api/payments/card_form` through `app.inject` on a real SQLite file: the sandbox form
 * without Stripe's keys, Stripe.js with the publishable key when the live adapter runs (and the
 * store page's CSP admits Stripe.js then), and a key-less answer when the adapter has none.
 */
import { cardFormSchema } from '@d2d/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../__tests__/harness.js';
import { paymentProviders } from '../registry.js';
import { openStripeKit } from './__tests__/stripeKit.js';
import { cardFormOf } from './cardFormRoute.js';

const PUBLISHABLE_KEY = 'pk_test_51QfWkRLkdIwHu7ixRecordedPublishable00';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function cardForm(store: TestApp) {
  const res = await store.app.inject({ method: 'GET', url: '/api/payments/card_form' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return cardFormSchema.parse(res.json());
}

describe('GET /api/payments/card_form', () => {
  it('should answer the sandbox form without Stripe keys, to anyone, and keep Stripe out of the CSP', async () => {
    app = await openTestApp({ name: 'card-form-sandbox', config: { paymentProvider: 'card' } });
    expect(await cardForm(app)).toEqual({ provider: 'sandbox' });
    // the store page's CSP: every answer outside /api/ carries it
    const page = await app.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).not.toContain('stripe.com');
  });

  it('should answer Stripe.js with the publishable key when the live adapter runs, and admit Stripe.js in the CSP', async () => {
    app = await openStripeKit({ publishableKey: PUBLISHABLE_KEY });
    expect(await cardForm(app)).toEqual({ provider: 'stripe', publishable_key: PUBLISHABLE_KEY });
    const csp = String((await app.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
  });

  it('should answer the Stripe form without a key when the live adapter has no publishable key', async () => {
    app = await openStripeKit();
    expect(await cardForm(app)).toEqual({ provider: 'stripe', publishable_key: null });
    const csp = String((await app.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain('stripe.com');
  });
});

describe('cardFormOf', () => {
  it('should stay the sandbox form whatever key is given while the card provider is a sandbox', () => {
    expect(cardFormOf(paymentProviders('card'), PUBLISHABLE_KEY)).toEqual({ provider: 'sandbox' });
    expect(cardFormOf(paymentProviders('legacy'), undefined)).toEqual({ provider: 'sandbox' });
  });
});
