/**
 * Which providers a server runs: the `PAYMENT_PROVIDER` setting picks the one the cart checkout
 * uses (default `legacy`); every kind runs in its sandbox mode while no credentials are
 * configured, so each provider's own `pay` call (the card modal, the PayPal-type button, the
 * hosted frame) works offline as well. With Stripe's keys the card kind (`stripe`) is the live
 * adapter instead.
 * @module
 */
import type { ProviderName } from '../db/tables/orders.js';
import { PROVIDER_KINDS, PROVIDER_NAME_OF_KIND, type PaymentProvider, type ProviderKind } from './provider.js';
import { sandboxProvider } from './sandboxProviders.js';
import { stripeClient, type StripeClientOptions } from './stripe/client.js';
import { stripeProvider } from './stripe/stripeProvider.js';

/** Credentials of live providers; a kind without them runs in its sandbox. */
export interface LiveProviderSettings {
  /** `STRIPE_SECRET_KEY` (and, in tests, the transport): the card kind is the live Stripe adapter. */
  stripe?: StripeClientOptions | undefined;
  /**
   * Whether the kinds without credentials run as sandboxes (default true). Production without
   * `PAYMENT_SANDBOX=1` turns them off: a sandbox there would hand out real keys for test cards.
   */
  sandboxes?: boolean | undefined;
}

/** The providers of one server. */
export interface PaymentProviders {
  /** The provider the cart checkout (`POST /api/account/shopping_carts/checkout`) uses. */
  readonly checkout: PaymentProvider;
  /** A provider by wire name, or undefined when it is not enabled. */
  byName(name: ProviderName): PaymentProvider | undefined;
}

/** The default of `PAYMENT_PROVIDER` (spec §1: the legacy provider). */
export const DEFAULT_PROVIDER_KIND: ProviderKind = 'legacy';

/**
 * Reads `PAYMENT_PROVIDER`.
 * @param value - `card`, `paypal`, `hosted` or `legacy` (case-insensitive); empty for the default
 * @throws Error naming the accepted values
 * @example
 * parseProviderKind('card'); // 'card'
 */
export function parseProviderKind(value: string | undefined): ProviderKind {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '') return DEFAULT_PROVIDER_KIND;
  if ((PROVIDER_KINDS as readonly string[]).includes(text)) return text as ProviderKind;
  throw new Error(`PAYMENT_PROVIDER must be one of ${PROVIDER_KINDS.join(', ')}, got "${value}"`);
}

/**
 * The providers for a setting. Without credentials every kind is its sandbox.
 * @param kind - the provider of the cart checkout
 * @param live - credentials of the live providers
 * @example
 * const payments = paymentProviders('card', { stripe: { secretKey: process.env.STRIPE_SECRET_KEY! } });
 * payments.checkout.mode; // 'live'
 */
export function paymentProviders(kind: ProviderKind = DEFAULT_PROVIDER_KIND, live: LiveProviderSettings = {}): PaymentProviders {
  const providerOf = (k: ProviderKind): PaymentProvider | undefined =>
    k === 'card' && live.stripe ? stripeProvider(stripeClient(live.stripe)) : live.sandboxes === false ? undefined : sandboxProvider(k);
  const all = new Map<ProviderName, PaymentProvider>(
    PROVIDER_KINDS.flatMap((k) => {
      const provider = providerOf(k);
      return provider ? [[PROVIDER_NAME_OF_KIND[k], provider] as const] : [];
    }),
  );
  const checkout = all.get(PROVIDER_NAME_OF_KIND[kind]);
  if (!checkout) throw new Error(`No payment provider for ${kind}: set PAYMENT_PROVIDER to a provider with credentials, or turn the sandboxes on`);
  return { checkout, byName: (name) => all.get(name) };
}
