/**
 * Creating a checkout (spec §4 Checkout flow, §7): refuse what §8 refuses, price the open cart
 * (coupon, wallet credit, US sales tax by ZIP), keep a snapshot of what was priced in a new
 * payment, and ask the provider for its payment (client secret or `call_url`). A replay with the
 * same idempotency key returns the same payment; a zero total completes at once.
 * @module
 */
import { CHECKOUT_ERROR_CODE, type CheckoutBody, type GiftForm } from '@d2d/contract';
import type { Insertable } from 'kysely';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { PaymentRow, PaymentTable } from '../../db/tables/orders.js';
import { ApiError } from '../../http/apiError.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { creditableAffiliate } from '../affiliates/affiliates.js';
import { orderAmounts, type OrderAmounts } from '../cart/orderAmounts.js';
import { loadPricedCart, type PricedCart } from '../cart/pricedCart.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { completePayment } from './completion.js';
import { newPaymentId, type OrdersContext } from './context.js';
import { lockOpenCart } from './data/carts.js';
import { abortPendingPaymentsOfCart, insertPayment, paymentByIdempotencyKey, setProviderPayment } from './data/payments.js';
import { claimHeldGifts } from './library.js';
import { ORDER_MESSAGES } from './messages.js';
import { allocate, deliveredItems, type DeliveredItem, type PaymentLine } from './paymentLines.js';
import { loadPayment } from './payments.js';
import { giftRecipient, refuseCart, refuseIfBlocked, refuseUnlessBuyer, type BillingAddress } from './refusals.js';

/** What a checkout request brings: the buyer, where and when they shop, the body and the provider. */
export interface CheckoutInput {
  account: AccountRow;
  /** Site, country and clock of the request. */
  shopper: ShopperContext;
  body: CheckoutBody;
  provider: PaymentProvider;
  /** The `Idempotency-Key` header, if sent. */
  idempotencyKey: string | null;
  /** The affiliate of the `aff` cookie, if any; recorded only when it is a registered affiliate other than the buyer's own. */
  affiliateId: string | null;
  /** The store's origin (of `redirect_url`): hosted pages report back to it. */
  storeOrigin: string;
  /** This server's public origin, where the sandbox pages are served. */
  serverOrigin: string;
  /** False for the card provider's own `pay`, whose answer needs a client secret: a zero total is refused. */
  allowFree?: boolean;
}

/** The order's money, minor units. */
export type { OrderAmounts };

/**
 * The amounts of an order (the cart page shows the same, `orderAmounts`): the coupon comes off
 * the cart's gross, US sales tax is charged on what is left, and wallet credit (when the shopper
 * redeems) pays as much of that as it covers.
 * @param cart - the priced cart
 * @param billing - the buyer's billing country and ZIP
 * @example
 * priceOrder(cart, { countryCode: 'US', zipcode: '94103' }).total;
 */
export function priceOrder(cart: PricedCart, billing: BillingAddress): OrderAmounts {
  return orderAmounts(cart, billing);
}

/** The payment's line snapshot, with the provider charge spread over the lines. */
export function paymentLines(cart: PricedCart, items: ReadonlyMap<number, readonly DeliveredItem[]>, total: number): PaymentLine[] {
  const charges = allocate(total, cart.lines.map((l) => l.effectiveMinor));
  const today = cart.pricedAt.toISOString().slice(0, 10);
  return cart.lines.map((line, index) => ({
    cartLineId: line.id,
    productId: line.productId,
    skuId: line.skuId,
    title: line.title,
    productType: line.productType,
    drmType: line.drmType,
    listPrice: line.originMinor,
    price: line.effectiveMinor,
    charge: charges[index] ?? 0,
    // a pre-order offer whose release date has passed is an ordinary purchase
    isPreorder: line.isPreorder && line.releaseDate > today,
    releaseDate: line.releaseDate,
    items: [...(items.get(line.id) ?? [])],
  }));
}

/**
 * Creates (or, for a replayed idempotency key, returns) the checkout of the shopper's open cart.
 * @returns the payment, completed already when its total is 0
 * @throws ApiError 422 with the §8 codes
 * @example
 * const payment = await createCheckout(ctx, { account, shopper, body, provider, idempotencyKey, affiliateId, storeOrigin, serverOrigin });
 */
export async function createCheckout(ctx: OrdersContext, input: CheckoutInput): Promise<PaymentRow> {
  const { db } = ctx;
  const { account } = input;
  if (input.idempotencyKey) {
    const replay = await paymentByIdempotencyKey(db, account.id, input.idempotencyKey);
    if (replay) return ensureProviderPayment(ctx, replay, input);
  }
  const billing = await refuseUnlessBuyer(db, account);
  await refuseIfBlocked(db, account.id, ctx.now());
  // priced, checked and recorded in one transaction: a cart change (which locks the cart the same
  // way) lands before or after it, never between the price and the payment
  const payment = await db.transaction().execute(async (trx) => {
    await lockOpenCart(trx, account.id);
    // the cart's first statement writes, so SQLite takes its write lock before anything is read
    const cart = await loadPricedCart(trx, account, input.shopper);
    const replay = input.idempotencyKey ? await paymentByIdempotencyKey(trx, account.id, input.idempotencyKey) : undefined;
    if (replay) return replay;
    // gifts held for this (confirmed) e-mail count as owned from now on
    await claimHeldGifts(trx, account);
    const gift: GiftForm | null = input.body.gift === undefined ? cart.gift : input.body.gift;
    const recipient = gift ? await giftRecipient(trx, gift.gift_email) : null;
    const items = await deliveredItems(trx, cart.lines);
    await refuseCart(trx, cart, items, recipient);
    const amounts = priceOrder(cart, billing);
    if (amounts.total === 0 && input.allowFree === false) {
      throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.serverText, { base: [ORDER_MESSAGES.freeByCard] }, ORDER_MESSAGES.freeByCard);
    }
    const affiliateId = await creditableAffiliate(trx, input.affiliateId, account.id);
    const row = paymentRow(ctx.now(), { ...input, affiliateId }, cart, gift, amounts, paymentLines(cart, items, amounts.total));
    // an older checkout of this cart the shopper never paid is replaced by this one
    await abortPendingPaymentsOfCart(trx, cart.id, row.created_at);
    return insertPayment(trx, row);
  });
  return ensureProviderPayment(ctx, payment, input);
}

/** The new payment of a priced cart. */
function paymentRow(now: number, input: CheckoutInput, cart: PricedCart, gift: GiftForm | null, amounts: OrderAmounts, lines: PaymentLine[]): Insertable<PaymentTable> {
  const coupon = cart.coupon && cart.couponDiscountMinor > 0 ? cart.coupon : null;
  return {
    id: newPaymentId(),
    account_id: input.account.id,
    cart_id: cart.id,
    provider: input.provider.name,
    provider_ref: null,
    client_secret: null,
    call_url: null,
    idempotency_key: input.idempotencyKey,
    // nothing to charge: no provider is involved and the order completes at once
    status: amounts.total === 0 ? 'approved' : 'pending',
    site_id: cart.site.id,
    currency: cart.site.currency,
    subtotal: amounts.subtotal,
    coupon_discount: amounts.couponDiscount,
    redeem_amount: amounts.redeem,
    tax: amounts.tax.amount,
    total: amounts.total,
    preorder_amount: lines.filter((l) => l.isPreorder).reduce((sum, l) => sum + l.charge, 0),
    coupon_id: coupon?.id ?? null,
    coupon_code: coupon?.code ?? null,
    coupon_percent: coupon?.percentOff ?? null,
    tax_region: amounts.tax.region,
    tax_rate_ppm: amounts.tax.ratePpm,
    gift_first_name: gift?.gift_first_name ?? null,
    gift_last_name: gift?.gift_last_name ?? null,
    gift_email: gift ? gift.gift_email.trim().toLowerCase() : null,
    gift_mail_body: gift?.gift_mail_body ?? null,
    redirect_url: input.body.redirect_url,
    locale: input.body.locale ?? null,
    ris_session_id: input.body.ris_session_id ?? null,
    affiliate_id: input.affiliateId,
    lines: JSON.stringify(lines),
    error_code: null,
    error_message: null,
    created_at: now,
    updated_at: now,
    approved_at: amounts.total === 0 ? now : null,
    completed_at: null,
  };
}

/** Creates the provider's payment when the payment has none yet (a first call, or a replay after a crash). */
async function ensureProviderPayment(ctx: OrdersContext, payment: PaymentRow, input: CheckoutInput): Promise<PaymentRow> {
  if (payment.total === 0) {
    if (payment.status === 'approved') await completePayment(ctx, payment.id);
    return (await loadPayment(ctx.db, payment.id)) ?? payment;
  }
  if (payment.provider_ref !== null || payment.status !== 'pending') return payment;
  const provider = ctx.payments.byName(payment.provider) ?? input.provider;
  const created = await provider.create(ctx.db, {
    paymentId: payment.id,
    amountMinor: payment.total,
    currency: payment.currency,
    storeOrigin: input.storeOrigin,
    serverOrigin: input.serverOrigin,
    now: ctx.now(),
  });
  // a concurrent replay may have recorded its provider payment first: then that one is read
  return (await setProviderPayment(ctx.db, payment.id, created, ctx.now())) ?? (await loadPayment(ctx.db, payment.id)) ?? payment;
}
