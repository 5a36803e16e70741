import type { FastifyPluginAsync } from 'fastify';
import { COUPON_CODE_MAX_LENGTH, cartAddPayloadSchema, cartCouponBodySchema, cartUpdateBodySchema } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { modelStateOf, parseRequestInput, pathId } from '../../http/requestInput.js';
import { addToCart } from '../../services/cart/addToCart.js';
import { redeemWallet, removeLine, removeRedeem, updateCartGift } from '../../services/cart/cartActions.js';
import { cartView } from '../../services/cart/cartView.js';
import { applyCouponCode, removeCouponCode } from '../../services/cart/couponActions.js';
import { CART_MESSAGES } from '../../services/cart/messages.js';
import { accountCartRoutes } from './account.js';

/** Options of {@link cartRoutes}. */
export interface CartRoutesOptions {
  db: Db;
}

/**
 * The cart calls of spec §7 (`/api/account/shopping_carts…`: get, add, remove a line, coupon,
 * redeem, remove_redeem, update) and the account calls of the cart area (wallet, VIP tiers,
 * loyalty welcome, my coupons). Every cart call needs a login (401 for visitors) and answers the
 * whole cart priced on the request's site. Checkout, abort and purchase are the orders area's.
 * @example
 * await app.register(cartRoutes, { db });
 */
export const cartRoutes: FastifyPluginAsync<CartRoutesOptions> = async (app, { db }) => {
  const base = '/api/account/shopping_carts';

  app.get(base, { config: { auth: 'required' } }, async (request) => cartView(db, request.account, request.shopper));

  app.post(base, { config: { auth: 'required' } }, async (request) => {
    const payload = parseRequestInput(cartAddPayloadSchema, request.body, 'body');
    await addToCart(db, request.account, payload, request.shopper);
    return cartView(db, request.account, request.shopper);
  });

  app.post(`${base}/coupon`, { config: { auth: 'required' } }, async (request) => {
    const { coupon_code } = parseRequestInput(cartCouponBodySchema, request.body, 'body');
    await db.transaction().execute((trx) => applyCouponCode(trx, request.account, coupon_code, request.shopper));
    return cartView(db, request.account, request.shopper);
  });

  app.delete(`${base}/coupon/:code`, { config: { auth: 'required' } }, async (request) => {
    const code = (request.params as { code?: unknown }).code;
    if (typeof code !== 'string' || code.trim() === '' || code.length > COUPON_CODE_MAX_LENGTH) {
      throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.couponNotApplied] });
    }
    await removeCouponCode(db, request.account, code);
    return cartView(db, request.account, request.shopper);
  });

  app.post(`${base}/redeem`, { config: { auth: 'required' } }, async (request) => {
    await redeemWallet(db, request.account);
    return cartView(db, request.account, request.shopper);
  });

  app.post(`${base}/remove_redeem`, { config: { auth: 'required' } }, async (request) => {
    await removeRedeem(db, request.account);
    return cartView(db, request.account, request.shopper);
  });

  app.delete(`${base}/:id`, { config: { auth: 'required' } }, async (request) => {
    const lineId = pathId(request.params, 'id', CART_MESSAGES.lineNotFound);
    await removeLine(db, request.account, lineId);
    return cartView(db, request.account, request.shopper);
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
