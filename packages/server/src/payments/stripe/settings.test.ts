/**
 * Choosing the live card provider: both Stripe keys or neither; production with them still asks
 * for the sandbox consent, and a server without sandboxes enables the live provider only.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../config.js';
import { checkProduction, startupNotices } from '../../startupChecks.js';
import { paymentProviders } from '../registry.js';
import { readStripeSettings } from './settings.js';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_51QfWkRLkdIwHu7ixSettings', STRIPE_WEBHOOK_SECRET: 'whsec_0123456789abcdef' };
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtps://u:p@mail.example.com:465',
  PUBLIC_URL: 'https://store.example.com',
  SECRET_KEY: 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    checkProduction(readConfig(env));
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no refusal');
}

describe('Stripe settings', () => {
  it('should take both keys or neither', () => {
    expect(readStripeSettings({})).toBeUndefined();
    expect(readStripeSettings({ ...KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_test_51QfWk' })).toEqual({
      secretKey: KEYS.STRIPE_SECRET_KEY,
      webhookSecret: KEYS.STRIPE_WEBHOOK_SECRET,
      publishableKey: 'pk_test_51QfWk',
    });
    expect(() => readConfig({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toThrow(ConfigError);
    expect(() => readConfig({ STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET })).toThrow(/without STRIPE_SECRET_KEY/);
    expect(() => readConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/STRIPE_PUBLISHABLE_KEY/);
    expect(() => readConfig({ ...KEYS, STRIPE_SECRET_KEY: 'pk_live_oops' })).toThrow(/secret or restricted key/);
    expect(() => readConfig({ ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/whsec_/);
  });

  it('should make card the default provider with the keys, and let PAYMENT_PROVIDER still choose', () => {
    expect(readConfig(KEYS)).toMatchObject({ paymentProvider: 'card', stripe: { secretKey: KEYS.STRIPE_SECRET_KEY } });
    expect(readConfig({ ...KEYS, PAYMENT_PROVIDER: 'paypal' }).paymentProvider).toBe('paypal');
    expect(readConfig({}).paymentProvider).toBe('legacy');
  });

  it('should start production with live keys only with the sandbox consent premium and rentals still need', () => {
    expect(refusal({ ...PRODUCTION, ...KEYS })).toMatch(/PAYMENT_SANDBOX=1 beside the Stripe keys: premium subscriptions and rentals/);
    expect(() => checkProduction(readConfig({ ...PRODUCTION, ...KEYS, PAYMENT_SANDBOX: '1' }))).not.toThrow();
    expect(refusal(PRODUCTION)).toMatch(/PAYMENT_SANDBOX=1 .* STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(startupNotices(readConfig({ ...PRODUCTION, ...KEYS, PAYMENT_SANDBOX: '1', TRUST_PROXY: '1' }), 'http://localhost:8080')).toEqual([
      'Production mode with live Stripe card payments; PAYMENT_SANDBOX=1: premium, rentals and the other providers take test cards only.',
    ]);
  });

  it('should make the card provider live and, without sandboxes, enable nothing else', () => {
    const stripe = { secretKey: KEYS.STRIPE_SECRET_KEY };
    const withSandboxes = paymentProviders('card', { stripe });
    expect(withSandboxes.checkout).toMatchObject({ name: 'stripe', mode: 'live' });
    expect(withSandboxes.byName('paypal')?.mode).toBe('sandbox');
    const liveOnly = paymentProviders('card', { stripe, sandboxes: false });
    expect(liveOnly.byName('stripe')?.mode).toBe('live');
    expect(['paypal', 'xsolla', 'livegamer'].map((name) => liveOnly.byName(name as never))).toEqual([undefined, undefined, undefined]);
    expect(() => paymentProviders('legacy', { stripe, sandboxes: false })).toThrow(/No payment provider for legacy/);
    expect(paymentProviders('card').checkout.mode).toBe('sandbox');
  });
});
