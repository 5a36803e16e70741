/**
 * The Stripe settings of a server: `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` turn the card
 * provider (`stripe`) from its sandbox into the live adapter. Both or neither: a secret key
 * without a webhook secret would take money whose webhooks the server cannot verify.
 * @module
 */

/** The credentials of the live card provider. */
export interface StripeSettings {
  /** `STRIPE_SECRET_KEY` (`sk_live_…`, or `sk_test_…` against Stripe's test mode). */
  secretKey: string;
  /** `STRIPE_WEBHOOK_SECRET` (`whsec_…`): the signing secret of the endpoint registered at Stripe. */
  webhookSecret: string;
  /** `STRIPE_PUBLISHABLE_KEY` (`pk_…`): handed to the store so Stripe.js confirms cards; optional. */
  publishableKey?: string;
}

/**
 * Reads the Stripe settings.
 * @returns the settings, or undefined when neither key is set (the card provider stays a sandbox)
 * @throws Error naming the missing variable when only one of the two keys is set, or a key of the wrong kind
 * @example
 * readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_…', STRIPE_WEBHOOK_SECRET: 'whsec_…' });
 */
export function readStripeSettings(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() || undefined;
  if (!secretKey && !webhookSecret) {
    if (publishableKey) throw new Error('STRIPE_PUBLISHABLE_KEY is set without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set all of them for live card payments, or none.');
    return undefined;
  }
  if (!secretKey) throw new Error('STRIPE_WEBHOOK_SECRET is set without STRIPE_SECRET_KEY: set both for live card payments, or neither.');
  if (!webhookSecret) throw new Error('STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: set both for live card payments, or neither (the webhook secret is shown when the endpoint is registered at Stripe).');
  // a publishable key here would send every API call unauthenticated
  if (!/^(sk|rk)_(live|test)_/.test(secretKey)) throw new Error('STRIPE_SECRET_KEY must be a secret or restricted key (sk_live_…, sk_test_…, rk_…).');
  if (!webhookSecret.startsWith('whsec_')) throw new Error('STRIPE_WEBHOOK_SECRET must be the endpoint\'s signing secret (whsec_…).');
  if (publishableKey && !/^pk_(live|test)_/.test(publishableKey)) throw new Error('STRIPE_PUBLISHABLE_KEY must be a publishable key (pk_live_… or pk_test_…).');
  return { secretKey, webhookSecret, ...(publishableKey ? { publishableKey } : {}) };
}
