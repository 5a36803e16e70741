/**
 * `POST /api/payments/webhooks/stripe`: Stripe's webhooks about PaymentIntents. The body is read
 * raw and verified with the package's own `stripe.webhooks.constructEvent` (signature and the
 * 300 s tolerance, against the server's clock); an unsigned, mis-signed or stale delivery is
 * answered 400 and changes nothing. The event only names the payment: its fate is read back from
 * Stripe by the same completion the store's return and poll use, once per event id, so late,
 * repeated and reordered deliveries act on where the payment stands now.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { completePayment } from '../../services/orders/completion.js';
import type { OrdersContext } from '../../services/orders/context.js';
import { loadPayment } from '../../services/orders/payments.js';
import { eventSeen, rememberEvent } from '../data/webhooks.js';
import { SIGNATURE_REFUSED } from '../webhookRoutes.js';
import { PAYMENT_ID_METADATA } from './stripeProvider.js';

/** The path Stripe's webhook endpoint is registered at (after the store's origin). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/webhooks/stripe';

/** The events to enable on the endpoint; any other is acknowledged and ignored. */
export const STRIPE_WEBHOOK_EVENTS: readonly string[] = [
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
];

/** The provider name the seen events are remembered under. */
const PROVIDER = 'stripe';

/** Stripe's deliveries are small; a PaymentIntent event is a few kilobytes. */
const BODY_LIMIT = 256 * 1024;

/** Options of {@link stripeWebhookRoute}. */
export interface StripeWebhookRouteOptions {
  db: Db;
  now: () => number;
  /** `STRIPE_WEBHOOK_SECRET`: the endpoint's signing secret. */
  secret: string;
  /** The orders area the completions run in (its `payments` hold the live card provider). */
  orders: OrdersContext;
}

/**
 * Acts on a verified PaymentIntent event: the payment named by the intent's metadata completes
 * (or ends) from what Stripe says now. An intent of no payment of ours, or of a payment whose
 * intent is another, is nothing to do.
 */
async function handleIntentEvent(orders: OrdersContext, intent: { id?: unknown; metadata?: unknown }): Promise<void> {
  const metadata = (intent.metadata ?? {}) as Record<string, unknown>;
  const paymentId = metadata[PAYMENT_ID_METADATA];
  if (typeof paymentId !== 'string' || typeof intent.id !== 'string') return;
  const payment = await loadPayment(orders.db, paymentId);
  if (!payment || payment.provider !== 'stripe' || payment.provider_ref !== intent.id) return;
  // a decline is the shopper's to see and retry in the card form, not a failure to count twice
  await completePayment(orders, payment.id, { recordDecline: false });
}

/**
 * The Stripe webhook route, in its own scope: its raw-text body parser replaces the JSON one for
 * this route only.
 * @example
 * await app.register(stripeWebhookRoute, { db, now: Date.now, secret: config.stripe.webhookSecret, orders });
 */
export const stripeWebhookRoute: FastifyPluginAsync<StripeWebhookRouteOptions> = async (app, options) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(STRIPE_WEBHOOK_PATH, { bodyLimit: BODY_LIMIT }, async (request) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const header = request.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof header !== 'string' || header === '') throw new Error('unsigned');
      event = Stripe.webhooks.constructEvent(raw, header, options.secret, undefined, undefined, options.now());
    } catch {
      throw ApiError.badRequest({ signature: [SIGNATURE_REFUSED] });
    }
    if (await eventSeen(options.db, event.id)) return { received: true };
    if (STRIPE_WEBHOOK_EVENTS.includes(event.type)) {
      await handleIntentEvent(options.orders, event.data.object as { id?: unknown; metadata?: unknown });
    }
    // remembered after acting: a crash in between is a redelivery, which acts again harmlessly
    await rememberEvent(options.db, { id: event.id, provider: PROVIDER, now: options.now() });
    return { received: true };
  });
};
