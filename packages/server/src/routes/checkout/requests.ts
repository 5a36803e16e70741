/**
 * The checkout routes' boundary: origins, the idempotency key, the checkout body (gift field
 * errors as a 422 the gift form shows under its inputs) and the wire answers.
 * @module
 */
import {
  CHECKOUT_ERROR_CODE,
  checkoutBodySchema,
  fromMinorUnits,
  hasFieldErrors,
  validateGiftForm,
  type CheckoutBody,
  type CheckoutResponse,
  type GiftFormValues,
  type OrderSummary,
  type PaymentSource,
} from '@d2d/contract';
import type { FastifyRequest } from 'fastify';
import type { PaymentRow } from '../../db/tables/orders.js';
import { ApiError } from '../../http/apiError.js';
import { parseRequestInput } from '../../http/requestInput.js';
import type { CompletionOutcome } from '../../services/orders/completion.js';
import { ORDER_MESSAGES } from '../../services/orders/messages.js';
import { parsePaymentLines } from '../../services/orders/paymentLines.js';
import { UNPAID_FINAL_STATES } from '../../services/orders/paymentStates.js';

/** The parts of a request its origin is made of. */
export interface RequestAddress {
  protocol: string;
  host: string;
}

/** The origin a request was made to (`http://localhost:8080`). */
export function requestOrigin(request: RequestAddress): string {
  return new URL(`${request.protocol}://${request.host}`).origin;
}

/** This server's public origin: `PUBLIC_URL`, else the origin the request came to. */
export function serverOrigin(request: RequestAddress, publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).origin : requestOrigin(request);
}

/**
 * The store origins a checkout may return to and payment pages may post to: `PUBLIC_URL`, this
 * server's own origin, and the `Origin` the store's page sent the request from.
 */
export function allowedStoreOrigins(
  request: RequestAddress & { headers: Record<string, unknown> },
  publicUrl: string | undefined,
): string[] {
  const origins = new Set<string>([requestOrigin(request)]);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  const header = request.headers.origin;
  if (typeof header === 'string') {
    try {
      const origin = new URL(header).origin;
      if (origin !== 'null' && /^https?:/.test(origin)) origins.add(origin);
    } catch {
      // not an origin: ignored
    }
  }
  return [...origins];
}

/**
 * The store origin of a checkout's `redirect_url` (a relative url is on this server's origin).
 * @throws ApiError 400 when the url is not on an allowed store origin
 */
export function storeOriginFor(request: FastifyRequest, redirectUrl: string, publicUrl: string | undefined): { origin: string; url: string } {
  let url: URL;
  try {
    url = new URL(redirectUrl, `${requestOrigin(request)}/`);
  } catch {
    throw ApiError.badRequest({ redirect_url: [ORDER_MESSAGES.redirectOrigin] });
  }
  if (!allowedStoreOrigins(request, publicUrl).includes(url.origin)) {
    throw ApiError.badRequest({ redirect_url: [ORDER_MESSAGES.redirectOrigin] });
  }
  return { origin: url.origin, url: url.href };
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * The `Idempotency-Key` header: a replay with the same key returns the same checkout.
 * @throws ApiError 400 for a malformed key
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value.trim())) {
    throw ApiError.badRequest({ 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 255 visible characters.'] });
  }
  return value.trim();
}

/**
 * The checkout body. Gift fields are checked with the gift form's own rules first, so their
 * errors come back as a 422 with one list per field (spec §5: server field errors attach to the
 * matching field); anything else malformed is a 400.
 */
export function parseCheckoutBody(raw: unknown): CheckoutBody {
  const gift = (raw as { gift?: unknown } | null | undefined)?.gift;
  if (gift !== null && gift !== undefined && typeof gift === 'object' && !Array.isArray(gift)) {
    const values = gift as Record<string, unknown>;
    const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? null : String(v));
    const errors = validateGiftForm({
      gift_first_name: asText(values.gift_first_name),
      gift_last_name: asText(values.gift_last_name),
      gift_email: asText(values.gift_email),
      gift_mail_body: asText(values.gift_mail_body),
    } satisfies GiftFormValues);
    if (hasFieldErrors(errors)) {
      const fields: Record<string, string[]> = {};
      for (const [field, message] of Object.entries(errors)) if (typeof message === 'string') fields[field] = [message];
      throw ApiError.unprocessable(undefined, fields);
    }
  }
  return parseRequestInput(checkoutBodySchema, raw, 'body');
}

function isComplete(payment: PaymentRow): boolean {
  return payment.status === 'captured' || payment.status === 'authorized';
}

/**
 * The checkout response of spec §3 for a payment: a zero total answers `status: 'success'`
 * (completed at once), otherwise `pending` with the client secret or `call_url` to continue;
 * `order_summary` says what is charged, tax included.
 * @throws ApiError 422 '7002' when a zero-total order could not be completed
 */
export function checkoutResponse(payment: PaymentRow): CheckoutResponse {
  if (UNPAID_FINAL_STATES.includes(payment.status)) {
    const text = payment.error_message ?? ORDER_MESSAGES.paymentClosed;
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [text] }, text);
  }
  return {
    payment_id: payment.id,
    amount: fromMinorUnits(payment.total),
    client_secret: payment.client_secret,
    call_url: payment.call_url,
    payment: payment.provider,
    id: payment.cart_id,
    status: isComplete(payment) ? 'success' : 'pending',
    errors: null,
    order_summary: orderSummary(payment),
  };
}

/**
 * What the payment charges, as it was priced: the checkout page shows it before the shopper
 * pays, and its total is the provider's amount.
 */
export function orderSummary(payment: PaymentRow): OrderSummary {
  return {
    products: parsePaymentLines(payment.lines).map((line) => ({ title: line.title, price: fromMinorUnits(line.price) })),
    subtotal: fromMinorUnits(payment.subtotal),
    coupon_discount: fromMinorUnits(payment.coupon_discount),
    redeem_discount: fromMinorUnits(payment.redeem_amount),
    tax: fromMinorUnits(payment.tax),
    tax_percent: payment.tax_region === null ? null : payment.tax_rate_ppm / 10_000,
    tax_region: payment.tax_region,
    total: fromMinorUnits(payment.total),
  };
}

/** The card provider's payment source: the amount in integer minor units. */
export function paymentSource(payment: PaymentRow): PaymentSource {
  checkoutResponse(payment);
  if (payment.client_secret === null) throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [ORDER_MESSAGES.freeByCard] }, ORDER_MESSAGES.freeByCard);
  return { payment_id: payment.id, amount: payment.total, client_secret: payment.client_secret };
}

/**
 * The answer of a purchase call (card purchase, PayPal-type purchase) for a completion outcome:
 * the checkout response once complete; a 422 otherwise — 4001 with the provider's message for
 * a declined card, '7002' with the server's text for anything else.
 */
export function purchaseAnswer(outcome: CompletionOutcome, pendingText: string): CheckoutResponse {
  switch (outcome.kind) {
    case 'completed':
      return checkoutResponse(outcome.payment);
    case 'declined':
      throw ApiError.unprocessable(4001, { base: [outcome.message] }, outcome.message);
    case 'failed':
      if (outcome.code === 4001) throw ApiError.unprocessable(4001, { base: [outcome.message] }, outcome.message);
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [outcome.message] }, outcome.message);
    case 'pending':
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [pendingText] }, pendingText);
  }
}
