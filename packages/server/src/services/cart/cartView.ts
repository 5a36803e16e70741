import type { Cart } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { cartJson } from './cartJson.js';
import { cartBilling } from './cartTax.js';
import { loadPricedCart } from './pricedCart.js';
import { cartRecommendations } from './recommendations.js';
import { loadVipTiers } from './vip.js';

/**
 * The shopper's cart as every cart call answers it: priced on the request's site, with the VIP
 * block, the recommendations, and the tax and total the checkout will charge.
 * @param db - the database
 * @param account - the shopper
 * @param ctx - site, country and clock
 * @param notice - the answer's `message` when the call has one to give (it wins over a coupon's)
 * @example
 * app.get('/api/account/shopping_carts', { config: { auth: 'required' } }, async (request) => cartView(db, request.account, request.shopper));
 */
export async function cartView(db: Db, account: AccountRow, ctx: ShopperContext, notice: string | null = null): Promise<Cart> {
  const cart = await loadPricedCart(db, account, ctx);
  const [tiers, recommendation, billing] = await Promise.all([
    loadVipTiers(db),
    cartRecommendations(db, account.id, cart.lines.map((l) => l.productId), ctx),
    cartBilling(db, account),
  ]);
  return cartJson(cart, { account, tiers, recommendation, billing, notice });
}
