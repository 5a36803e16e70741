/**
 * Checkout and provider calls (spec §4 Checkout flow, §7 Cart and Checkout): the cart checkout
 * with the configured provider, each provider's own `pay`, abort, the card provider's purchase
 * and fraud check, the PayPal-type purchase and abort, and the generic purchase.
 * @module
 */
import {
  PURCHASE_FAIL_CODE,
  fraudCheckBodySchema,
  paymentRefBodySchema,
  purchaseBodySchema,
  type Ack,
  type FraudCheckResult,
} from '@d2d/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { PaymentRow, ProviderName } from '../../db/tables/orders.js';
import { ApiError } from '../../http/apiError.js';
import type { SignedInRequest } from '../../http/requestContext.js';
import { parseRequestInput, pathId } from '../../http/requestInput.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { abortCheckoutsOfCart } from '../../services/orders/cartCheckouts.js';
import { createCheckout } from '../../services/orders/checkout.js';
import { completePayment } from '../../services/orders/completion.js';
import type { OrdersContext } from '../../services/orders/context.js';
import { ORDER_MESSAGES } from '../../services/orders/messages.js';
import { abortPayment, endPayment, loadPayment, syncWithProvider } from '../../services/orders/payments.js';
import { affiliateOf } from './affiliate.js';
import {
  checkoutResponse,
  idempotencyKeyOf,
  parseCheckoutBody,
  paymentSource,
  purchaseAnswer,
  serverOrigin,
  storeOriginFor,
} from './requests.js';

/** Settings the checkout routes read. */
export interface CheckoutRouteSettings {
  ctx: OrdersContext;
  publicUrl: string | undefined;
}

/** The shopper's payment, or 404 (another account's payment is as unknown as a made-up id). */
export async function ownPayment(ctx: OrdersContext, account: AccountRow, paymentId: string, provider?: ProviderName): Promise<PaymentRow> {
  const payment = await loadPayment(ctx.db, paymentId);
  if (!payment || payment.account_id !== account.id) throw ApiError.notFound(ORDER_MESSAGES.paymentNotFound);
  if (provider !== undefined && payment.provider !== provider) throw ApiError.conflict(ORDER_MESSAGES.wrongProvider);
  return payment;
}

/** Registers the checkout and provider calls. */
export function registerCheckoutRoutes(app: FastifyInstance, { ctx, publicUrl }: CheckoutRouteSettings): void {
  const { db } = ctx;

  async function checkout(request: SignedInRequest, provider: PaymentProvider, allowFree = true): Promise<PaymentRow> {
    const body = parseCheckoutBody(request.body);
    const store = storeOriginFor(request, body.redirect_url, publicUrl);
    return createCheckout(ctx, {
      account: request.account,
      shopper: request.shopper,
      body: { ...body, redirect_url: store.url },
      provider,
      idempotencyKey: idempotencyKeyOf(request),
      affiliateId: affiliateOf(request),
      storeOrigin: store.origin,
      serverOrigin: serverOrigin(request, publicUrl),
      allowFree,
    });
  }

  function enabled(name: ProviderName): PaymentProvider {
    const provider = ctx.payments.byName(name);
    if (!provider) throw ApiError.conflict(`The ${name} payment provider is not enabled on this store.`);
    return provider;
  }

  app.post('/api/account/shopping_carts/checkout', { config: { auth: 'required' } }, async (request) => checkoutResponse(await checkout(request, ctx.payments.checkout)));
  app.post('/d2d/stripe/pay', { config: { auth: 'required' } }, async (request) => paymentSource(await checkout(request, enabled('stripe'), false)));
  app.post('/d2d/xsolla/pay', { config: { auth: 'required' } }, async (request) => checkoutResponse(await checkout(request, enabled('xsolla'))));
  app.post('/d2d/paypal/pay', { config: { auth: 'required' } }, async (request) => checkoutResponse(await checkout(request, enabled('paypal'))));
  app.post('/d2d/livegamer/pay', { config: { auth: 'required' } }, async (request) => checkoutResponse(await checkout(request, enabled('livegamer'))));

  app.post('/api/account/shopping_carts/abort_checkout/:id', { config: { auth: 'required' } }, async (request): Promise<Ack> => {
    const cartId = pathId(request.params, 'id', ORDER_MESSAGES.cartNotFound);
    const aborted = await abortCheckoutsOfCart(ctx, request.account, cartId);
    return { success: true, message: aborted === 0 ? 'There was no open checkout to abort.' : 'The checkout was aborted.' };
  });

  app.post('/d2d/stripe/purchase', { config: { auth: 'required' } }, async (request) => {
    const { payment_id } = parseRequestInput(paymentRefBodySchema, request.body, 'body');
    const payment = await ownPayment(ctx, request.account, payment_id, 'stripe');
    const outcome = await completePayment(ctx, payment.id);
    return purchaseAnswer(outcome ?? { kind: 'pending', payment }, ORDER_MESSAGES.notConfirmed);
  });

  app.post('/d2d/stripe/kt', { config: { auth: 'required' } }, async (request): Promise<FraudCheckResult> => {
    const body = parseRequestInput(fraudCheckBodySchema, request.body, 'body');
    const payment = await ownPayment(ctx, request.account, body.payment_id, 'stripe');
    const provider = enabled('stripe');
    if (payment.status !== 'pending' || payment.provider_ref === null || !provider.fraudCheck) {
      throw ApiError.conflict(ORDER_MESSAGES.paymentClosed);
    }
    const verdict = await provider.fraudCheck(db, payment.provider_ref, {
      riskSessionId: body.ris_session_id,
      identifier: body.identifier,
      cardToken: body.card_token,
      billingEmail: body.billing_details.email,
    }, ctx.now());
    if (verdict.success) return { success: true, code: null };
    await endPayment(db, payment, { status: 'failed', code: Number(verdict.code) || PURCHASE_FAIL_CODE.declined, message: `Fraud check refused (#${verdict.code})`, now: ctx.now() });
    await syncWithProvider(ctx, payment.id);
    return { success: false, code: verdict.code };
  });

  async function authorisedPurchase(request: SignedInRequest, provider?: ProviderName) {
    const body = parseRequestInput(purchaseBodySchema, request.body, 'body');
    const payment = await ownPayment(ctx, request.account, body.payment_id, provider);
    const outcome = await completePayment(ctx, payment.id, { authorize: payment.provider === 'paypal', payerId: body.payer_id ?? null });
    return purchaseAnswer(outcome ?? { kind: 'pending', payment }, payment.provider === 'paypal' ? ORDER_MESSAGES.notApproved : ORDER_MESSAGES.notConfirmed);
  }

  app.post('/d2d/paypal/purchase', { config: { auth: 'required' } }, async (request) => authorisedPurchase(request, 'paypal'));
  app.post('/api/account/shopping_carts/purchase', { config: { auth: 'required' } }, async (request) => authorisedPurchase(request));

  app.post('/d2d/paypal/on_abort_checkout', { config: { auth: 'required' } }, async (request): Promise<Ack> => {
    const { payment_id } = parseRequestInput(paymentRefBodySchema, request.body, 'body');
    const payment = await ownPayment(ctx, request.account, payment_id, 'paypal');
    const aborted = await abortPayment(db, payment.id, ctx.now());
    if (aborted) await syncWithProvider(ctx, payment.id);
    return aborted ? { success: true, message: 'The checkout was aborted.' } : { success: false, message: ORDER_MESSAGES.paymentClosed };
  });
}
