import { cloudPlayHours, effectiveItemPrice, type Cart, type CartLine, type ProductSummary } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import type { VipTierRow } from '../../db/tables/cart.js';
import { productImageUrl } from '../../seed/catalogue/artUrls.js';
import { cartTaxJson } from './cartTax.js';
import { CART_BULLETINS } from './messages.js';
import { wireMoney } from './money.js';
import type { TaxBilling } from './orderAmounts.js';
import type { PricedCart, PricedLine } from './pricedCart.js';
import { vipPriceFor } from './vip.js';

/**
 * The cart as the wire carries it (spec §3 Cart, Cart line): every amount converted from minor
 * units to a 2-decimal number here and nowhere earlier.
 * @param cart - the priced cart
 * @param extra - the shopper (lifetime spend for the VIP block), every VIP tier, the
 *   recommendations, the billing address the tax is estimated from (null when unknown), and a
 *   notice for `message` that goes before the coupon's (a checkout this change cancelled)
 * @example
 * reply.send(cartJson(await loadPricedCart(db, account, ctx), { account, tiers, recommendation, billing }));
 */
export function cartJson(
  cart: PricedCart,
  extra: {
    account: Pick<AccountRow, 'purchase_amount' | 'vip_tier'>;
    tiers: readonly VipTierRow[];
    recommendation: ProductSummary[];
    billing: TaxBilling | null;
    notice?: string | null;
  },
): Cart {
  const coupon = cart.coupon;
  const couponPercent = coupon && coupon.problem === null ? coupon.percentOff : null;
  // the wallet line shows what the order takes from the wallet, which may cover the tax too
  const { tax, total_price, redeemMinor } = cartTaxJson(cart, extra.billing);
  return {
    id: cart.id,
    cart_details: cart.lines.map(lineJson),
    coupon_details: coupon ? { id: coupon.id, code: coupon.code, coupon_description: coupon.description } : null,
    discount_detail: {
      discounts: {
        details: {
          coupon_discount: { currency: wireMoney(cart.couponDiscountMinor), percent: couponPercent },
          redeem_discount: { currency: wireMoney(redeemMinor), percent: null },
        },
      },
    },
    currency_symbol: cart.site.symbol,
    message: extra.notice ?? (coupon?.problem ? CART_BULLETINS.couponProblem(coupon.code, coupon.problem) : null),
    bulletins: bulletinsOf(cart),
    recommendation: extra.recommendation,
    gross_price: wireMoney(cart.grossMinor),
    net_price: wireMoney(cart.netMinor),
    tax,
    total_price,
    streaming: { estimated_hours: cloudPlayHours(cart.netMinor) },
    vip: vipBlock(cart, extra.account, extra.tiers),
  };
}

function lineJson(line: PricedLine): CartLine {
  return {
    id: line.id,
    originPrice: wireMoney(line.originMinor),
    discountedPrice: wireMoney(line.discountedMinor),
    product: {
      id: line.productId,
      title: line.title,
      thumbnail_image: productImageUrl(line.productId, 'thumbnail'),
      platform_ids: line.platformIds,
      genres: line.genres,
      drm_type: line.drmType,
      has_own: line.ownCount > 0,
      own_count: line.ownCount,
    },
    offer_items: {
      atgames_price: wireMoney(line.originMinor),
      discounted_price: wireMoney(line.discountedMinor),
      vip_price: wireMoney(line.vipMinor),
      trade_in_price: line.tradeInMinor === null ? null : wireMoney(line.tradeInMinor),
    },
  };
}

function bulletinsOf(cart: PricedCart): { message: string }[] {
  const today = cart.pricedAt.toISOString().slice(0, 10);
  const messages: string[] = [];
  for (const line of cart.lines) {
    if (line.problem !== null) messages.push(CART_BULLETINS.lineProblem(line.title, line.problem));
    else if (line.isPreorder) messages.push(CART_BULLETINS.preorder(line.title));
    else if (line.releaseDate > today) messages.push(CART_BULLETINS.prePurchase(line.title));
  }
  if (cart.gift) messages.push(CART_BULLETINS.gift(cart.gift.gift_email));
  return messages.map((message) => ({ message }));
}

/**
 * What the top tier would save on this cart, and how much more lifetime spend reaches it. At the
 * top tier the amount left is 0 and the saving is what the shopper saves already.
 */
function vipBlock(cart: PricedCart, account: Pick<AccountRow, 'purchase_amount' | 'vip_tier'>, tiers: readonly VipTierRow[]): Cart['vip'] {
  const top = tiers.reduce<VipTierRow | null>((best, t) => (best === null || t.tier > best.tier ? t : best), null);
  if (!top) return null;
  let saveMinor = 0;
  for (const line of cart.lines) {
    if (line.problem !== null) continue;
    const vip = vipPriceFor(top, { priceMinor: line.discountedMinor, drmType: line.drmType });
    saveMinor += line.discountedMinor - effectiveItemPrice({ discounted: line.discountedMinor, vip });
  }
  return {
    top_tier_save: wireMoney(saveMinor),
    // a top tier granted by hand is reached whatever the spend says
    only_amount_to_top_tier: account.vip_tier >= top.tier ? 0 : wireMoney(Math.max(0, top.purchase_price - account.purchase_amount)),
  };
}
