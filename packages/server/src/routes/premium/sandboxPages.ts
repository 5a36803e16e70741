/**
 * The sandbox hosted checkout of subscription and rental payments: `GET /sandbox/premium/:ref`
 * (the `call_url` of `subscribe_premium` and `rent`), `POST …/pay` and `POST …/cancel`. The same page as the
 * cart's hosted checkout: Pay reports `{ event: 'd2d:payment', eventType: 'purchase', … }` to
 * the store's exact origin. A payment's ref in the path is its capability, as a real provider's
 * checkout URL is.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { PURCHASE_FAIL_CODE, SITES, siteById } from '@d2d/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import { ApiError } from '../../http/apiError.js';
import { hostedCheckoutPage } from '../../payments/pages.js';
import { payWithCard, sandboxPayment } from '../../payments/sandboxLedger.js';
import { sendPage, type HostedPayResult } from '../../payments/sandboxRoutes.js';
import { formatMoney } from '../../services/cart/money.js';
import type { PremiumContext } from '../../services/premium/context.js';
import { PREMIUM_MESSAGES } from '../../services/premium/messages.js';
import { completeHostedPayment, endHostedPayment, premiumCheckoutPath, requirePaymentByRef } from '../../services/premium/hostedPayments.js';
import { giftPaidBy } from '../../services/premium/data/gifts.js';
import { rememberSandboxCard } from '../../services/premium/renewal.js';

const cardBodySchema = z.object({ card_number: z.string().trim().min(1).max(40) }).passthrough();

function closedText(payment: PremiumPaymentRow): string | null {
  if (payment.status === 'pending') return null;
  if (payment.status === 'completed') return 'This payment is complete. You can return to the store.';
  return PREMIUM_MESSAGES.checkoutClosed;
}

function originOf(url: string): string {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/** Registers the sandbox pages of the premium area's payments. */
export function registerPremiumSandboxPages(app: FastifyInstance, ctx: PremiumContext): void {
  app.get('/sandbox/premium/:ref', async (request, reply) => {
    const { ref } = request.params as { ref: string };
    const payment = await requirePaymentByRef(ctx, ref);
    const site = siteById(payment.site_id) ?? SITES[0];
    const storeOrigin = originOf(payment.return_url);
    const nonce = randomBytes(16).toString('base64');
    const html = hostedCheckoutPage({
      paymentId: payment.id,
      amount: formatMoney(site, payment.amount),
      storeOrigin,
      returnUrl: payment.return_url,
      actionBase: premiumCheckoutPath(ref),
      closedText: closedText(payment),
      nonce,
      successUrl: payment.return_url,
    });
    return sendPage(reply, html, nonce, storeOrigin || "'none'");
  });

  app.post('/sandbox/premium/:ref/pay', async (request): Promise<HostedPayResult> => {
    const { ref } = request.params as { ref: string };
    const body = cardBodySchema.safeParse(request.body ?? {});
    if (!body.success) throw ApiError.badRequest({ card_number: ['Enter a card number.'] });
    const payment = await requirePaymentByRef(ctx, ref);
    const row = await sandboxPayment(ctx.db, ref);
    if (!row) throw ApiError.notFound('The sandbox payment was not found.');
    if (payment.status === 'pending') {
      const paid = await payWithCard(ctx.db, row, body.data.card_number, ctx.now());
      if (paid.status === 'failed') {
        await endHostedPayment(ctx, payment, { status: 'failed', failure: paid.failure });
        return { status: 'failed', payment_id: payment.id, error_code: PURCHASE_FAIL_CODE.declined, message: paid.failure.message };
      }
      // the plan renews monthly on the card its month was paid (or its gift claimed) with; a giver's card is not theirs to renew with
      if (paid.status === 'succeeded' && payment.kind === 'subscription' && !(await giftPaidBy(ctx.db, payment.id))) {
        await rememberSandboxCard(ctx, payment.account_id, body.data.card_number);
      }
    }
    return completeHostedPayment(ctx, await requirePaymentByRef(ctx, ref));
  });

  app.post('/sandbox/premium/:ref/cancel', async (request) => {
    const { ref } = request.params as { ref: string };
    const payment = await requirePaymentByRef(ctx, ref);
    await endHostedPayment(ctx, payment, { status: 'cancelled' });
    return { status: 'cancelled', payment_id: payment.id };
  });
}
