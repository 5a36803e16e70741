/**
 * Purchase completion calls (spec §3 Purchase completion, §4, §7 Account): complete by cart
 * (`POST /api/account/complete_purchased`, the legacy `POST /api/account/purchases`), read the
 * receipt by cart or payment id (the page polls it every 800 ms: 404 until the order is final,
 * 200 then; 403 for another account's purchase), and record a failure
 * (`POST /api/account/purchases/fail`).
 * @module
 */
import {
  PURCHASE_FAIL_CODE,
  completePurchasedBodySchema,
  completePurchasedQuerySchema,
  purchaseCreateBodySchema,
  purchaseFailBodySchema,
  purchaseFailMessage,
  type Ack,
  type PurchaseCompletion,
} from '@d2d/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { PaymentRow } from '../../db/tables/orders.js';
import { ApiError } from '../../http/apiError.js';
import { parseRequestInput } from '../../http/requestInput.js';
import { latestPaymentOfOwnCart } from '../../services/orders/cartCheckouts.js';
import { completePayment } from '../../services/orders/completion.js';
import type { OrdersContext } from '../../services/orders/context.js';
import { ORDER_MESSAGES } from '../../services/orders/messages.js';
import { UNPAID_END_STATUSES, endPayment, loadPayment, recordFailure, syncWithProvider } from '../../services/orders/payments.js';
import { purchaseReceipt } from '../../services/orders/receipt.js';

const KNOWN_FAIL_CODES: readonly number[] = Object.values(PURCHASE_FAIL_CODE);

/** Registers the completion calls. */
export function registerCompletionRoutes(app: FastifyInstance, ctx: OrdersContext): void {
  const { db } = ctx;

  /** The cart's newest payment: 404 for an unknown cart or one without a checkout, 403 for another account's. */
  function paymentOfCart(account: AccountRow, cartId: number): Promise<PaymentRow> {
    return latestPaymentOfOwnCart(db, account, cartId);
  }

  async function paymentById(account: AccountRow, paymentId: string): Promise<PaymentRow> {
    const payment = await loadPayment(db, paymentId);
    if (!payment) throw ApiError.notFound(ORDER_MESSAGES.paymentNotFound);
    if (payment.account_id !== account.id) throw ApiError.forbidden(ORDER_MESSAGES.notYours);
    return payment;
  }

  /** The receipt once the payment is final (completed or ended unpaid), else 404 so the page polls on. */
  async function finalReceipt(payment: PaymentRow): Promise<PurchaseCompletion> {
    const final = payment.status === 'captured' || payment.status === 'authorized' || (UNPAID_END_STATUSES as readonly string[]).includes(payment.status);
    if (!final) throw ApiError.notFound(ORDER_MESSAGES.notComplete);
    return purchaseReceipt(db, payment, ctx.now());
  }

  async function complete(payment: PaymentRow): Promise<PurchaseCompletion> {
    const outcome = await completePayment(ctx, payment.id);
    return finalReceipt(outcome?.payment ?? payment);
  }

  app.post('/api/account/complete_purchased', { config: { auth: 'required' } }, async (request) => {
    const { account } = request;
    const body = parseRequestInput(completePurchasedBodySchema, request.body, 'body');
    const payment = await paymentOfCart(account, body.cart_id);
    if (body.error_code !== undefined && body.error_code !== null) {
      const numeric = Number(body.error_code);
      const code = KNOWN_FAIL_CODES.includes(numeric) ? numeric : PURCHASE_FAIL_CODE.unknownSystemError;
      if (await endPayment(db, payment, { status: 'failed', code, message: purchaseFailMessage(code), now: ctx.now() })) {
        await syncWithProvider(ctx, payment.id);
      }
      return finalReceipt((await loadPayment(db, payment.id)) as PaymentRow);
    }
    return complete(payment);
  });

  app.post('/api/account/purchases', { config: { auth: 'required' } }, async (request) => {
    const { account } = request;
    const body = parseRequestInput(purchaseCreateBodySchema, request.body, 'body');
    const payment = body.payment_id === undefined ? await paymentOfCart(account, body.cart_id) : await paymentById(account, body.payment_id);
    if (payment.cart_id !== body.cart_id) throw ApiError.badRequest({ payment_id: ['The payment is not the checkout of this cart.'] });
    return complete(payment);
  });

  app.get('/api/account/complete_purchased', { config: { auth: 'required' } }, async (request) => {
    const { cart_id } = parseRequestInput(completePurchasedQuerySchema, request.query, 'query');
    return finalReceipt(await paymentOfCart(request.account, cart_id));
  });

  app.get('/api/account/complete_purchased/:payment_id', { config: { auth: 'required' } }, async (request) => {
    const paymentId = (request.params as { payment_id: string }).payment_id;
    if (!/^[\w-]{1,128}$/.test(paymentId)) throw ApiError.notFound(ORDER_MESSAGES.paymentNotFound);
    return finalReceipt(await paymentById(request.account, paymentId));
  });

  app.post('/api/account/purchases/fail', { config: { auth: 'required' } }, async (request): Promise<Ack> => {
    const { account } = request;
    const body = parseRequestInput(purchaseFailBodySchema, request.body, 'body');
    if (!KNOWN_FAIL_CODES.includes(body.error_code)) throw ApiError.badRequest({ error_code: [ORDER_MESSAGES.unknownFailCode] });
    const payment = body.payment_id !== undefined ? await paymentById(account, body.payment_id) : await paymentOfCart(account, body.cart_id as number);
    if (body.cart_id !== undefined && payment.cart_id !== body.cart_id) {
      throw ApiError.badRequest({ payment_id: ['The payment is not the checkout of this cart.'] });
    }
    const now = ctx.now();
    const ended = await endPayment(db, payment, { status: 'failed', code: body.error_code, message: purchaseFailMessage(body.error_code), now });
    if (ended) await syncWithProvider(ctx, payment.id);
    // a failure reported after the payment ended (or completed) is still recorded for support
    else await recordFailure(db, { accountId: account.id, cartId: payment.cart_id, paymentId: payment.id, code: body.error_code, now });
    return { success: true, message: purchaseFailMessage(body.error_code) };
  });
}
