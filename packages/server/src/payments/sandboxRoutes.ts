/**
 * The sandbox provider's side, served by this server so every payment flow runs offline:
 * - `GET /sandbox/hosted/:ref` (the hosted and legacy `call_url`), `POST …/pay`, `POST …/cancel`;
 * - `GET /sandbox/paypal/:ref` (the PayPal-type approval `call_url`), `POST …/approve`, `POST …/cancel`;
 * - `POST /sandbox/card/confirm` `{ client_secret, card_number }`: the card form's client-side
 *   confirmation, answering `{ status: 'succeeded' }` or `{ status: 'failed', message }` (the
 *   shape of core's `CardConfirmResult`), or `{ status: 'requires_action', next_action }` for the
 *   3-D Secure card, whose challenge page the card form shows in a frame;
 * - `GET /sandbox/card/challenge/:ref`, `POST …/approve`, `POST …/fail`: that challenge;
 * - `GET /d2d/payment-frame.html?origin=<store origin>`: the hidden relay frame of spec §7.
 * A payment's ref in the path is its capability, as a real provider's checkout URL is.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { siteById } from '@d2d/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database.js';
import type { PaymentRow, SandboxPaymentRow } from '../db/tables/orders.js';
import { ApiError } from '../http/apiError.js';
import { formatMoney } from '../services/cart/money.js';
import { loadPayment } from '../services/orders/payments.js';
import { challengePage, hostedCheckoutPage, paymentRelayPage, paypalApprovalPage } from './pages.js';
import type { ProviderFailure } from './provider.js';
import { approveByBuyer, completeChallenge, payWithCard, sandboxPayment, sandboxPaymentBySecret, type CardPayResult } from './sandboxLedger.js';

/** What the hosted page's Pay answers. */
export type HostedPayResult =
  | { status: 'success'; payment_id: string }
  | { status: 'failed'; payment_id: string; error_code: number; message: string }
  | { status: 'pending'; payment_id: string };

/** How the sandbox reaches the store, like a provider's server notifications. */
export interface SandboxRoutesOptions {
  db: Db;
  now: () => number;
  /** The hosted page's card was approved: complete the order and say how it went. */
  onPaid(paymentId: string): Promise<HostedPayResult>;
  /** The hosted page's card was declined: the checkout ends with purchase-fail 4001. */
  onDeclined(paymentId: string, failure: ProviderFailure): Promise<void>;
  /** The shopper pressed Cancel on a provider page. */
  onCancelled(paymentId: string): Promise<void>;
  /** The store origins the relay frame may post to (exact origins). */
  storeOrigins(request: { protocol: string; host: string; headers: Record<string, unknown> }): readonly string[];
  /** The origins whose messages the relay frame accepts (the provider pages' origins). */
  providerOrigins(request: { protocol: string; host: string }): readonly string[];
}

const cardBodySchema = z.object({ card_number: z.string().trim().min(1).max(40) }).passthrough();
const confirmBodySchema = z.object({ client_secret: z.string().trim().min(1).max(200), card_number: z.string().trim().min(1).max(40) }).passthrough();
const relayQuerySchema = z.object({ origin: z.string().min(1).max(300) });

/** Sends a sandbox page with its CSP (the nonce's script only, framed only by `frameAncestors`). */
export function sendPage(reply: FastifyReply, html: string, nonce: string, frameAncestors: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestors}`,
    )
    .send(html);
}

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function closedText(payment: PaymentRow): string | null {
  if (payment.status === 'captured' || payment.status === 'authorized') return 'This payment is complete. You can return to the store.';
  if (payment.status === 'pending') return null;
  if (payment.status === 'approved') return 'Your payment is being processed. You can return to the store.';
  return 'This checkout is closed. Please checkout again from your cart.';
}

/** The path of the 3-D Secure challenge page of a card payment. */
export function challengePath(ref: string): string {
  return `/sandbox/card/challenge/${encodeURIComponent(ref)}`;
}

/** The card confirmation's answer to a card result (core's `SandboxCardConfirmAnswer`). */
function cardAnswer(row: SandboxPaymentRow, paid: CardPayResult, origin: string) {
  if (paid.status === 'succeeded') return { status: 'succeeded', payment_id: row.payment_id } as const;
  if (paid.status === 'failed') return { status: 'failed', message: paid.failure.message, code: paid.failure.code } as const;
  if (paid.status === 'requires_action') {
    return { status: 'requires_action', payment_id: row.payment_id, next_action: { type: 'challenge', url: origin + challengePath(row.ref) } } as const;
  }
  return { status: 'failed', message: 'This payment can no longer be confirmed.', code: 'payment_intent_unexpected_state' } as const;
}

/** The sandbox provider's pages and calls. */
export const sandboxRoutes: FastifyPluginAsync<SandboxRoutesOptions> = async (app, options) => {
  const { db } = options;

  async function paymentOf(ref: string, kind: SandboxPaymentRow['kind'] | 'hosted-or-card'): Promise<{ row: SandboxPaymentRow; payment: PaymentRow }> {
    const row = await sandboxPayment(db, ref);
    if (!row || (kind !== 'hosted-or-card' && row.kind !== kind)) throw ApiError.notFound('The sandbox payment was not found.');
    const payment = await loadPayment(db, row.payment_id);
    if (!payment) throw ApiError.notFound('The sandbox payment was not found.');
    return { row, payment };
  }

  // the amount is the provider's own (its books), as a real provider's page shows what it charges
  function pageInput(payment: PaymentRow, amountMinor: number, ref: string, base: string) {
    const site = siteById(payment.site_id as 1 | 2 | 3);
    const storeOrigin = originOf(payment.redirect_url) ?? '';
    return {
      paymentId: payment.id,
      amount: site ? formatMoney(site, amountMinor) : (amountMinor / 100).toFixed(2),
      storeOrigin,
      returnUrl: payment.redirect_url,
      actionBase: `/sandbox/${base}/${encodeURIComponent(ref)}`,
      closedText: closedText(payment),
      nonce: randomBytes(16).toString('base64'),
    };
  }

  app.get('/sandbox/hosted/:ref', async (request, reply) => {
    const { ref } = request.params as { ref: string };
    const { row, payment } = await paymentOf(ref, 'hosted');
    const input = pageInput(payment, row.amount, ref, 'hosted');
    return sendPage(reply, hostedCheckoutPage(input), input.nonce, input.storeOrigin || "'none'");
  });

  app.post('/sandbox/hosted/:ref/pay', async (request): Promise<HostedPayResult> => {
    const { ref } = request.params as { ref: string };
    const body = cardBodySchema.safeParse(request.body ?? {});
    if (!body.success) throw ApiError.badRequest({ card_number: ['Enter a card number.'] });
    const { row, payment } = await paymentOf(ref, 'hosted');
    if (payment.status !== 'pending') return options.onPaid(payment.id);
    const paid = await payWithCard(db, row, body.data.card_number, options.now());
    if (paid.status === 'failed') {
      await options.onDeclined(payment.id, paid.failure);
      return { status: 'failed', payment_id: payment.id, error_code: 4001, message: paid.failure.message };
    }
    return options.onPaid(payment.id);
  });

  app.post('/sandbox/hosted/:ref/cancel', async (request) => {
    const { ref } = request.params as { ref: string };
    const { payment } = await paymentOf(ref, 'hosted');
    await options.onCancelled(payment.id);
    return { status: 'cancelled', payment_id: payment.id };
  });

  app.get('/sandbox/paypal/:ref', async (request, reply) => {
    const { ref } = request.params as { ref: string };
    const { row, payment } = await paymentOf(ref, 'paypal');
    const input = pageInput(payment, row.amount, ref, 'paypal');
    return sendPage(reply, paypalApprovalPage(input), input.nonce, input.storeOrigin || "'none'");
  });

  app.post('/sandbox/paypal/:ref/approve', async (request) => {
    const { ref } = request.params as { ref: string };
    const { payment } = await paymentOf(ref, 'paypal');
    if (payment.status !== 'pending') throw ApiError.conflict(closedText(payment) ?? 'This checkout is closed.');
    const payerId = await approveByBuyer(db, ref, options.now());
    if (payerId === null) throw ApiError.conflict('This payment can no longer be approved.');
    return { status: 'approved', payment_id: payment.id, payer_id: payerId, token: ref };
  });

  app.post('/sandbox/paypal/:ref/cancel', async (request) => {
    const { ref } = request.params as { ref: string };
    const { payment } = await paymentOf(ref, 'paypal');
    await options.onCancelled(payment.id);
    return { status: 'cancelled', payment_id: payment.id };
  });

  app.post('/sandbox/card/confirm', async (request) => {
    const body = confirmBodySchema.safeParse(request.body ?? {});
    if (!body.success) throw ApiError.badRequest({ card_number: ['Enter a card number.'] });
    const row = await sandboxPaymentBySecret(db, body.data.client_secret);
    if (!row || row.kind !== 'card') throw ApiError.notFound('The sandbox payment was not found.');
    const paid = await payWithCard(db, row, body.data.card_number, options.now());
    return cardAnswer(row, paid, `${request.protocol}://${request.host}`);
  });

  app.get('/sandbox/card/challenge/:ref', async (request, reply) => {
    const { ref } = request.params as { ref: string };
    const { row, payment } = await paymentOf(ref, 'card');
    const input = pageInput(payment, row.amount, ref, 'card/challenge');
    const closed = row.status === 'requires_action' ? null : 'This check is closed. You can return to the payment.';
    const html = challengePage({ ...input, cardLast4: row.card_last4, closedText: closed });
    return sendPage(reply, html, input.nonce, input.storeOrigin || "'none'");
  });

  for (const answer of ['approve', 'fail'] as const) {
    app.post(`/sandbox/card/challenge/:ref/${answer}`, async (request) => {
      const { ref } = request.params as { ref: string };
      const { row } = await paymentOf(ref, 'card');
      const paid = await completeChallenge(db, ref, answer === 'approve', options.now());
      return cardAnswer(row, paid, `${request.protocol}://${request.host}`);
    });
  }

  app.get('/d2d/payment-frame.html', async (request, reply) => {
    const query = relayQuerySchema.safeParse(request.query ?? {});
    const origin = query.success ? originOf(query.data.origin) : null;
    const allowed = options.storeOrigins(request as unknown as { protocol: string; host: string; headers: Record<string, unknown> });
    if (origin === null || !allowed.includes(origin)) {
      throw ApiError.badRequest({ origin: ['The origin must be the store\'s own origin.'] });
    }
    const nonce = randomBytes(16).toString('base64');
    const html = paymentRelayPage({ storeOrigin: origin, providerOrigins: options.providerOrigins(request), nonce });
    return sendPage(reply, html, nonce, origin);
  });
};
