import type { GiftForm, Site } from '@d2d/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { CartRow, CouponRow, VipTierRow } from '../../db/tables/cart.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { jsonColumn } from '../catalogue/productCards.js';
import { cartGift, openCartFor } from './carts.js';
import { couponUsedBy } from './coupons.js';
import { findOpenCartRow } from './data/carts.js';
import { cartLineContentRows, cartLinePriceRows, type CartLinePriceRow } from './data/cartLines.js';
import { couponById } from './data/coupons.js';
import { productGenreNames, productPlatformRows } from './data/products.js';
import { CART_MESSAGES } from './messages.js';
import { loadOwnership } from './ownership.js';
import { cartTotals, linePrices, type CartTotals, type LinePrices } from './pricing.js';
import { tierOfAccount } from './vip.js';
import { walletBalance } from './wallet.js';

/** A cart line with its product and prices on the cart's site. */
export interface PricedLine extends LinePrices {
  /** The line id (`DELETE …/shopping_carts/{id}`). */
  id: number;
  productId: number;
  /** The SKU bought (the product's main SKU, or the custom bundle's). */
  skuId: number;
  offerId: number;
  title: string;
  productType: string;
  drmType: string;
  platformIds: number[];
  genres: string[];
  /** The SKUs picked for a build-your-own bundle, in pick order; empty otherwise. */
  contentSkuIds: number[];
  /** A pre-order offer: authorised now, charged on release (DECISIONS.md). */
  isPreorder: boolean;
  /** `YYYY-MM-DD` */
  releaseDate: string;
  /** Live inventory items of this product the shopper owns. */
  ownCount: number;
  /** The shopper traded this product in before (it cannot be bought again: 422 code 1294). */
  tradedIn: boolean;
  /** Why the line cannot be bought on this site now (not for sale, country), or null. */
  problem: string | null;
}

/** The applied coupon and whether it discounts now. */
export interface PricedCoupon {
  id: number;
  code: string;
  title: string;
  description: string;
  percentOff: number | null;
  /** Why it gives no discount now (expired, used up, minimum spend, other site), or null. */
  problem: string | null;
}

/**
 * A cart priced for one site and shopper: what the cart page shows and what checkout charges.
 * Money is minor units of `site`'s currency.
 */
export interface PricedCart extends CartTotals {
  id: number;
  accountId: number;
  site: Site;
  lines: PricedLine[];
  coupon: PricedCoupon | null;
  gift: GiftForm | null;
  /** The shopper chose to pay from the wallet (redeem). */
  useWallet: boolean;
  walletBalanceMinor: number;
  /** The shopper's VIP tier, null for non-members. */
  tier: VipTierRow | null;
  /** The clock the cart was priced at (sales, coupon expiry). */
  pricedAt: Date;
}

/**
 * The shopper's open cart (created when missing), priced on the context's site with the
 * shopper's VIP tier, coupon, wallet and ownership. Checkout charges `netMinor` of the cart this
 * returns, so the cart page and the payment always agree.
 * @param db - the database or a transaction
 * @param account - the shopper (id and `vip_tier`)
 * @param ctx - site, country and clock
 * @example
 * const cart = await loadPricedCart(trx, account, { site, country: 'US', now: new Date() });
 * if (cart.lines.some((l) => l.problem)) throw ApiError.unprocessable(undefined, { base: cart.lines.flatMap((l) => l.problem ?? []) });
 * await createPayment(cart.netMinor);
 */
export async function loadPricedCart(db: Kysely<Database>, account: Pick<AccountRow, 'id' | 'vip_tier'>, ctx: ShopperContext): Promise<PricedCart> {
  // reads stay reads: only a shopper without an open cart pays for the insert
  const existing = await findOpenCartRow(db, account.id);
  return priceCartRow(db, existing ?? (await openCartFor(db, account.id)), account, ctx);
}

/**
 * Prices a given cart row (open or checked out) for its account.
 * @param db - the database or a transaction
 * @param cart - the cart row
 * @param account - the cart's account (id and `vip_tier`)
 * @param ctx - site, country and clock
 */
export async function priceCartRow(db: Kysely<Database>, cart: CartRow, account: Pick<AccountRow, 'id' | 'vip_tier'>, ctx: ShopperContext): Promise<PricedCart> {
  const [rows, tier, coupon, walletMinor] = await Promise.all([
    cartLinePriceRows(db, cart.id, ctx.site.id),
    tierOfAccount(db, account),
    cart.coupon_id === null ? Promise.resolve(undefined) : couponById(db, cart.coupon_id),
    walletBalance(db, account.id),
  ]);
  // a first-visit coupon the shopper already had stays on the cart with no discount and says why
  const usedByAccount = coupon?.once_per_account === 1 && (await couponUsedBy(db, coupon.id, account.id));
  const productIds = rows.map((r) => r.product_id);
  const [platforms, genres, contents, ownership] = await Promise.all([
    productIds.length === 0 ? [] : productPlatformRows(db, productIds),
    productIds.length === 0 ? [] : productGenreNames(db, productIds),
    rows.length === 0 ? [] : cartLineContentRows(db, rows.map((r) => r.id)),
    loadOwnership(db, account.id, productIds),
  ]);
  const lines = rows.map((row): PricedLine => {
    const prices = row.list_price === null
      ? { originMinor: 0, discountedMinor: 0, vipMinor: 0, effectiveMinor: 0, tradeInMinor: null }
      : linePrices({ list_price: row.list_price, sale_price: row.sale_price, sale_ends_at: row.sale_ends_at, trade_in_price: row.trade_in_price }, row.drm_type, tier, ctx.now);
    const owned = ownership.get(row.product_id);
    return {
      ...prices,
      id: row.id,
      productId: row.product_id,
      skuId: row.sku_id,
      offerId: row.offer_id,
      title: row.title,
      productType: row.product_type,
      drmType: row.drm_type,
      platformIds: platforms.filter((p) => p.product_id === row.product_id).map((p) => p.platform_id),
      genres: genres.filter((g) => g.product_id === row.product_id).map((g) => g.name),
      contentSkuIds: contents.filter((c) => c.line_id === row.id).map((c) => c.sku_id),
      isPreorder: row.is_preorder === 1,
      releaseDate: row.release_date,
      ownCount: owned?.ownCount ?? 0,
      tradedIn: owned?.tradedIn ?? false,
      problem: lineProblem(row, ctx),
    };
  });
  const totals = cartTotals(
    { effectiveMinor: lines.map((l) => (l.problem === null ? l.effectiveMinor : 0)), coupon: coupon ?? null, useWallet: cart.use_wallet === 1, walletMinor },
    { site: ctx.site, now: ctx.now, usedByAccount },
  );
  return {
    ...totals,
    id: cart.id,
    accountId: account.id,
    site: ctx.site,
    lines,
    coupon: coupon ? pricedCoupon(coupon, totals.couponProblem) : null,
    gift: cartGift(cart),
    useWallet: cart.use_wallet === 1,
    walletBalanceMinor: walletMinor,
    tier,
    pricedAt: ctx.now,
  };
}

function pricedCoupon(coupon: CouponRow, problem: string | null): PricedCoupon {
  return { id: coupon.id, code: coupon.code, title: coupon.title, description: coupon.description, percentOff: coupon.percent_off, problem };
}

/** Why a line cannot be bought now; the same checks refuse adding it. */
function lineProblem(row: CartLinePriceRow, ctx: ShopperContext): string | null {
  if (row.is_published !== 1 || row.offer_action_type !== 'Purchase' || row.list_price === null) return CART_MESSAGES.notForSale;
  if (jsonColumn<string[]>(row.country_restrictions, []).includes(ctx.country)) return CART_MESSAGES.notBuyableFromCountry;
  return null;
}
