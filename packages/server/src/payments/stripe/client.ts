/**
 * The Stripe API client of the live card provider. Tests hand it an `httpClient` that answers
 * from recorded responses, since the network is unreachable from them.
 * @module
 */
import Stripe from 'stripe';

/** How the client talks to Stripe. */
export interface StripeClientOptions {
  secretKey: string;
  /** The transport; the package's Node client by default. */
  httpClient?: Stripe.HttpClient;
}

/**
 * A Stripe client for one secret key.
 * @example
 * const stripe = stripeClient({ secretKey: process.env.STRIPE_SECRET_KEY! });
 */
export function stripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    // retried requests reuse their idempotency key, so a retry never charges twice
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.httpClient ? { httpClient: options.httpClient } : {}),
    appInfo: { name: '@d2d/server' },
  });
}
