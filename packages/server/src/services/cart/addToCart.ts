import {
  CHECKOUT_ERROR_CODE, MAX_ITEMS_PER_PURCHASE, MESSAGES, ownedProductsMessage, type CartAddPayload,
} from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { CartRow } from '../../db/tables/cart.js';
import { ApiError } from '../../http/apiError.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { jsonColumn } from '../catalogue/productCards.js';
import { cartGift, openCartFor, touchCart } from './carts.js';
import { makeWayForCartChange } from './pendingCheckouts.js';
import { applyCouponCode } from './couponActions.js';
import {
  cartLineOfProduct, cartLineProductIds, deleteCartLineContents, insertCartLineContents, insertCartLineWithinLimit,
} from './data/cartLines.js';
import {
  bundleSkuIds, cartProductRow, offerListPrice, productCountryRestrictions, productRequirementRows, purchaseOfferOf, skuProduct,
} from './data/products.js';
import { CART_MESSAGES, baseGameRequiredMessage, bundlePickMessage } from './messages.js';
import { loadOwnership } from './ownership.js';

/** The product a payload names, with its purchase offer. */
interface Target {
  productId: number;
  title: string;
  productType: string;
  pickCount: number | null;
  skuId: number;
  offerId: number;
  contentSkuIds: number[];
}

/**
 * Adds a product (or a built custom bundle) to the shopper's open cart, in one transaction:
 * checks it can be bought (published, a purchase offer priced on the site, not restricted in the
 * shopper's country, not owned, not traded in, base game owned or in the cart), then inserts the
 * line with ONE conditional statement that only writes while the cart has fewer than 5 lines, so
 * six adds racing on a 4-line cart leave exactly 5. Adding a product already in the cart changes
 * nothing (a custom bundle takes the new picks). With `coupon_code` the coupon is applied in the
 * same transaction; a refused coupon refuses the whole add.
 * @param db - the database
 * @param account - the shopper
 * @param payload - the validated cart add payload
 * @param ctx - site, country and clock
 * @returns the ids of the cart's checkouts this change aborted (`makeWayForCartChange`)
 * @throws ApiError 404 unknown product; 400 SKU of another product; 422 limit, owned, traded in
 *   (code 1294), not for sale, not buyable from the country, base game missing, wrong bundle picks
 * @example
 * await addToCart(db, account, { product_id: 1 }, ctx);
 */
export async function addToCart(db: Db, account: AccountRow, payload: CartAddPayload, ctx: ShopperContext): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const cart = await openCartFor(trx, account.id);
    await touchCart(trx, cart.id);
    const aborted = await makeWayForCartChange(trx, cart.id, ctx.now);
    const target = await resolveTarget(trx, payload);
    await assertBuyable(trx, account, cart, target, payload.allowNonRequiredBase === true, ctx);
    await insertLine(trx, cart.id, target, payload.allowNonRequiredBase === true, ctx.now.getTime());
    if (payload.coupon_code !== undefined) aborted.push(...(await applyCouponCode(trx, account, payload.coupon_code, ctx)));
    return aborted;
  });
}

async function resolveTarget(trx: Kysely<Database>, payload: CartAddPayload): Promise<Target> {
  let productId = payload.product_id;
  if (payload.skuId !== undefined) {
    const sku = await skuProduct(trx, payload.skuId);
    if (!sku || sku.kind !== 'main') throw ApiError.notFound(CART_MESSAGES.productNotFound);
    if (productId !== undefined && productId !== sku.product_id) {
      throw ApiError.badRequest({ skuId: ['The skuId does not belong to the product_id.'] });
    }
    productId = sku.product_id;
  }
  if (productId === undefined) throw ApiError.badRequest({ product_id: ['Either product_id or skuId is required'] });
  const product = await cartProductRow(trx, productId);
  if (!product || product.is_published !== 1) throw ApiError.notFound(CART_MESSAGES.productNotFound);
  const offer = await purchaseOfferOf(trx, product.id);
  if (!offer) throw ApiError.unprocessable(undefined, { base: [CART_MESSAGES.notForSale] });
  return {
    productId: product.id,
    title: product.title,
    productType: product.product_type,
    pickCount: product.bundle_pick_count,
    skuId: offer.sku_id,
    offerId: offer.id,
    contentSkuIds: payload.contentSkuIds ?? [],
  };
}

async function assertBuyable(
  trx: Kysely<Database>,
  account: AccountRow,
  cart: CartRow,
  target: Target,
  allowNonRequiredBase: boolean,
  ctx: ShopperContext,
): Promise<void> {
  const refuse = (message: string, code?: number | string): never => {
    throw ApiError.unprocessable(code, { base: [message] });
  };
  const [price, restrictions, requirements, inCart] = await Promise.all([
    offerListPrice(trx, target.offerId, ctx.site.id),
    productCountryRestrictions(trx, target.productId),
    productRequirementRows(trx, target.productId),
    cartLineProductIds(trx, cart.id),
  ]);
  if (!price) refuse(CART_MESSAGES.notForSale);
  if (jsonColumn<string[]>(restrictions.country_restrictions, []).includes(ctx.country)) refuse(CART_MESSAGES.notBuyableFromCountry);
  await assertBundlePicks(trx, target);

  const ownership = await loadOwnership(trx, account.id, [target.productId, ...requirements.map((r) => r.required_product_id)]);
  // a gift goes to someone else's library: what the buyer owns or traded in does not matter (checkout checks the recipient)
  if (cartGift(cart) === null) {
    if (ownership.get(target.productId)?.tradedIn) refuse(MESSAGES.tradedInCannotBuyAgain, CHECKOUT_ERROR_CODE.tradedIn);
    if ((ownership.get(target.productId)?.ownCount ?? 0) > 0) refuse(ownedProductsMessage([target.title], false));
  }
  if (requirements.length > 0) {
    const cartProducts = new Set(inCart.map((l) => l.product_id));
    // owning (or buying now) any listed base satisfies it, as the client's requirement states read it
    const satisfied = requirements.some((r) => (ownership.get(r.required_product_id)?.ownCount ?? 0) > 0 || cartProducts.has(r.required_product_id));
    const onlySuggested = requirements.every((r) => r.is_required !== 1);
    if (!satisfied && !(onlySuggested && allowNonRequiredBase)) {
      const required = requirements.filter((r) => r.is_required === 1);
      refuse(baseGameRequiredMessage(target.title, (required.length > 0 ? required : requirements).map((r) => r.title)));
    }
  }
}

/** A custom bundle needs exactly its pick count of distinct SKUs it offers; other products take no picks. */
async function assertBundlePicks(trx: Kysely<Database>, target: Target): Promise<void> {
  if (target.productType !== 'CustomBundle') {
    if (target.contentSkuIds.length > 0) throw ApiError.unprocessable(undefined, { base: ['Only a build-your-own bundle takes contentSkuIds.'] });
    return;
  }
  const picks = target.contentSkuIds;
  const offered = await bundleSkuIds(trx, target.productId);
  const count = target.pickCount ?? offered.length;
  const allowed = new Set(offered.map((o) => o.sku_id));
  if (picks.length !== count || new Set(picks).size !== picks.length || !picks.every((id) => allowed.has(id))) {
    throw ApiError.unprocessable(undefined, { base: [bundlePickMessage(count)] });
  }
}

async function insertLine(trx: Kysely<Database>, cartId: number, target: Target, allowNonRequiredBase: boolean, now: number): Promise<void> {
  const newLine = { cartId, productId: target.productId, skuId: target.skuId, offerId: target.offerId, allowNonRequiredBase, now };
  let lineId = await insertCartLineWithinLimit(trx, newLine, MAX_ITEMS_PER_PURCHASE);
  if (lineId === undefined) {
    const existing = await cartLineOfProduct(trx, cartId, target.productId);
    if (!existing) throw ApiError.unprocessable(undefined, { base: [MESSAGES.cartLimit] });
    lineId = existing.id;
    if (target.contentSkuIds.length === 0) return;
    // the shopper rebuilt the bundle: the new picks replace the old ones
    await deleteCartLineContents(trx, lineId);
  }
  if (target.contentSkuIds.length > 0) {
    await insertCartLineContents(trx, lineId, target.contentSkuIds);
  }
}
