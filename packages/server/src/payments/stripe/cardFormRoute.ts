/**
 * `GET /api/payments/card_form`: which card form the store's card modal shows. The sandbox card
 * provider confirms with the raw test-card digits its own fields collect; the live Stripe
 * adapter's PaymentIntents can only be confirmed by Stripe.js with a Card Element on the store's
 * origin, for which the store needs `STRIPE_PUBLISHABLE_KEY`.
 * @module
 */
import { cardFormSchema, endpoints, type CardForm } from '@d2d/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProviders } from '../registry.js';

/** Options of {@link cardFormRoute}. */
export interface CardFormRouteOptions {
  /** The server's providers: the card kind (`stripe`) is either its sandbox or the live adapter. */
  payments: PaymentProviders;
  /** `STRIPE_PUBLISHABLE_KEY`, when set. */
  publishableKey?: string | undefined;
}

/**
 * The card form of a server.
 * @returns `sandbox` unless the card provider is the live adapter; the live adapter's form
 *   carries the publishable key, or `null` when none is set (the modal then says it cannot take
 *   cards rather than showing fields that cannot confirm a live intent)
 * @example
 * cardFormOf(paymentProviders('card'), undefined); // { provider: 'sandbox' }
 */
export function cardFormOf(payments: PaymentProviders, publishableKey: string | undefined): CardForm {
  if (payments.byName('stripe')?.mode !== 'live') return { provider: 'sandbox' };
  return { provider: 'stripe', publishable_key: publishableKey ?? null };
}

/**
 * Registers the card-form call.
 * @example
 * await app.register(cardFormRoute, { payments, publishableKey: config.stripe?.publishableKey });
 */
export const cardFormRoute: FastifyPluginAsync<CardFormRouteOptions> = async (app, options) => {
  // fixed for the server's lifetime: checked once against the contract, answered as is
  const form = cardFormSchema.parse(cardFormOf(options.payments, options.publishableKey));
  const route = endpoints.cardForm;
  app.get(route.path, async (_request, reply) => {
    // the key may change on a redeploy; a cached answer would mount a form for the old one
    reply.header('cache-control', 'no-store');
    return form;
  });
};
