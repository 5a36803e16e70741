/**
 * Which providers a server runs: the `PAYMENT_PROVIDER` setting picks the one the cart checkout
 * uses (default `legacy`); every kind runs in its sandbox mode while no credentials are
 * configured, so each provider's own `pay` call (the card modal, the PayPal-type button, the
 * hosted frame) works offline as well.
 * @module
 */
import type { ProviderName } from '../db/tables/orders.js';
import { PROVIDER_KINDS, PROVIDER_NAME_OF_KIND, type PaymentProvider, type ProviderKind } from './provider.js';
import { sandboxProvider } from './sandboxProviders.js';

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
 * @example
 * const payments = paymentProviders('card');
 * payments.checkout.name; // 'stripe'
 */
export function paymentProviders(kind: ProviderKind = DEFAULT_PROVIDER_KIND): PaymentProviders {
  const all = new Map<ProviderName, PaymentProvider>(PROVIDER_KINDS.map((k) => [PROVIDER_NAME_OF_KIND[k], sandboxProvider(k)]));
  const checkout = all.get(PROVIDER_NAME_OF_KIND[kind]);
  if (!checkout) throw new Error(`No payment provider for ${kind}`);
  return { checkout, byName: (name) => all.get(name) };
}
