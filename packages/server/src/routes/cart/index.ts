import type { FastifyPluginAsync } from 'fastify';
import { COUPON_CODE_MAX_LENGTH, cartAddPayloadSchema, cartCouponBodySchema, cartUpdateBodySchema } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { ApiError } from '../../http/apiError.js';
import { modelStateOf, parseRequestInput, pathId } from '../../http/requestInput.js';
import { addToCart } from '../../services/cart/addToCart.js';
import { redeemWallet, removeLine, removeRedeem, updateCartGift } from '../../services/cart/cartActions.js';
import { cartView } from '../../services/cart/cartView.js';
import { applyCouponCode, removeCouponCode } from '../../services/cart/couponActions.js';
import { CART_MESSAGES } from '../../services/cart/messages.js';
import { CART_CHANGE_MESSAGES, releaseAbortedCheckouts } from '../../services/orders/cartChange.js';
import type { OrdersContext } from '../../services/orders/context.js';
import type { PaymentProviders } from '../../payments/registry.js';
import { accountCartRoutes } from './account.js';

/** Options of {@link cartRoutes}. */
export interface CartRoutesOptions {
  db: Db;
  /** The server's one set of providers (`app.ts`): those told to release a checkout a cart change aborted. */
  payments: PaymentProviders;
  /** Epoch ms clock of the payment writes. */
  now?: () => number;
}

/**
 * The cart calls of spec §7 (`/api/account/shopping_carts…`: get, add, remove a line, coupon,
 * redeem, remove_redeem, update) and the account calls of the cart area (wallet, VIP tiers,
 * loyalty welcome, my coupons). Every cart call needs a login (401 for visitors) and answers the
 * whole cart priced on the request's site. Checkout, abort and purchase are the orders area's.
 * @example
 * await app.register(cartRoutes, { db, payments: paymentProviders(config.paymentProvider) });
 */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, options) => {
  const { db } = options;
  const base = '/api/account/shopping_carts';
  const orders: OrdersContext = { db, payments: options.payments, now: options.now ?? Date.now };
  /** A changed cart's answer: when the change aborted checkouts, their holds are released and the answer says why. */
  const changedCart = async (request: { account: AccountRow; shopper: ShopperContext }, aborted: readonly string[]) => {
    await releaseAbortedCheckouts(orders, aborted);
    return cartView(db, request.account, request.shopper, aborted.length > 0 ? CART_CHANGE_MESSAGES.checkoutCancelled : null);
  };

  app.get(base, { config: { auth: 'required' } }, async (request) => cartView(db, request.account, request.shopper));

  app.post(base, { config: { auth: 'required' } }, async (request) => {
    const payload = parseRequestInput(cartAddPayloadSchema, request.body, 'body');
    return changedCart(request, await addToCart(db, request.account, payload, request.shopper));
  });

  app.post(`${base}/coupon`, { config: { auth: 'required' } }, async (request) => {
    const { coupon_code } = parseRequestInput(cartCouponBodySchema, request.body, 'body');
    return changedCart(request, await db.transaction().execute((trx) => applyCouponCode(trx, request.account, coupon_code, request.shopper)));
  });

  app.delete(`${base}/coupon/:code`, { config: { auth: 'required' } }, async (request) => {
    const code = (request.params as { code?: unknown }).code;
    if (typeof code !== 'string' || code.trim() === '' || code.length > COUPON_CODE_MAX_LENGTH) {
      throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.couponNotApplied] });
    }
    return changedCart(request, await removeCouponCode(db, request.account, code, request.shopper.now));
  });

  app.post(`${base}/redeem`, { config: { auth: 'required' } }, async (request) => {
    return changedCart(request, await redeemWallet(db, request.account, request.shopper.now));
  });

  app.post(`${base}/remove_redeem`, { config: { auth: 'required' } }, async (request) => {
    return changedCart(request, await removeRedeem(db, request.account, request.shopper.now));
  });

  app.delete(`${base}/:id`, { config: { auth: 'required' } }, async (request) => {
    const lineId = pathId(request.params, 'id', CART_MESSAGES.lineNotFound);
    return changedCart(request, await removeLine(db, request.account, lineId, request.shopper.now));
  });

  app.put(`${base}/:id`, { config: { auth: 'required' } }, async (request) => {
    const cartId = pathId(request.params, 'id', CART_MESSAGES.cartNotFound);
    const parsed = cartUpdateBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      const state = modelStateOf(parsed.error, 'body');
      // gift field errors go under the field's own name, as the checkout's gift form shows them (spec §5)
      const giftFields = Object.keys(state).filter((key) => key.startsWith('gift.') && key.split('.').length === 2);
      if (giftFields.length > 0 && giftFields.length === Object.keys(state).length) {
        throw ApiError.unprocessable(undefined, Object.fromEntries(giftFields.map((key) => [key.slice('gift.'.length), state[key] ?? []])));
      }
      throw ApiError.badRequest(state);
    }
    await updateCartGift(db, request.account, cartId, parsed.data.gift);
    return cartView(db, request.account, request.shopper);
  });

  await app.register(accountCartRoutes, { db });
};
