import { fromMinorUnits, type OfferAction } from '@d2d/contract';
import type { ShopperContext } from '../../http/shopperContext.js';
import type { ProductHolding } from './shopperHoldings.js';

/** An offer with its prices on the request's site, as `offerRows` reads it. */
export interface OfferRow {
  id: number;
  product_id: number;
  sku_id: number;
  offer_action_type: string;
  is_primary: number;
  is_preorder: number;
  has_activation_keys: number;
  instant_play_oid: number | null;
  instant_play_start_at: string | null;
  instant_play_end_at: string | null;
  list_price: number;
  suggested_price: number;
  sale_price: number | null;
  sale_ends_at: string | null;
  trade_in_price: number | null;
  rental_price: number | null;
}

/**
 * Whether an offer is on sale at `now`: a sale price below the list price and an end still ahead.
 * @param row - the offer's price row
 * @param now - the clock
 */
export function isOnSale(row: Pick<OfferRow, 'sale_price' | 'sale_ends_at' | 'list_price'>, now: Date): boolean {
  return row.sale_price !== null && row.sale_ends_at !== null && row.sale_ends_at > now.toISOString() && row.sale_price < row.list_price;
}

/**
 * The discounted price of an offer at `now`, in minor units: the sale price while on sale, else
 * the list price. A VIP price may still replace it (`effectiveItemPrice` of the contract).
 * @param row - the offer's price row
 * @param now - the clock
 * @example
 * discountedPrice({ list_price: 2999, sale_price: 1799, sale_ends_at: tomorrow }, now); // 1799
 */
export function discountedPrice(row: Pick<OfferRow, 'sale_price' | 'sale_ends_at' | 'list_price'>, now: Date): number {
  return isOnSale(row, now) ? (row.sale_price as number) : row.list_price;
}

/**
 * Percent off the list price, rounded to a whole percent (0 when not on sale).
 * @example
 * percentOff(2999, 1799); // 40
 */
export function percentOff(list: number, paid: number): number {
  if (list <= 0 || paid >= list) return 0;
  return Math.round(((list - paid) * 100) / list);
}

/** What the offers of one product depend on besides their rows, restrictions and the site. */
export interface OfferFacts {
  /** Whether the product is released: a pre-order offer stops being one on its release day. */
  released: boolean;
  /** The signed-in shopper's holding of the product, when they own it. */
  holding?: ProductHolding | undefined;
  /** Whether the signed-in shopper is a premium member (a Subscribe offer is theirs to take). */
  member?: boolean;
  /** Whether the signed-in shopper has taken the product's one Instant Play trial. */
  tried?: boolean;
}

/**
 * The wire offer actions of one product (spec §3 Offer action) in the site's currency, with the
 * reader's own facts: `hasBeenPurchased` on the purchase offers they bought, `canSubscribe`
 * false on Subscribe offers for a premium member (they take the title, they do not subscribe).
 * `vipPrice` is left out: it depends on the shopper's VIP tier, which the cart area adds.
 * @param rows - the product's offers with their prices on the request's site
 * @param restrictions - ISO countries the product may not be sold to
 * @param ctx - site, country and clock
 * @param facts - release, and the signed-in shopper's holding and membership
 */
export function toOfferActions(rows: readonly OfferRow[], restrictions: readonly string[], ctx: ShopperContext, facts: OfferFacts): OfferAction[] {
  const currency = { isoCode: ctx.site.currency, symbol: ctx.site.symbol };
  const nowIso = ctx.now.toISOString();
  const buyable = restrictions.includes(ctx.country) ? 'N' : 'Y';
  const owned = facts.holding?.skuIds ?? [];
  // a title owned through a SKU no purchase offer names (an old edition) still counts as bought
  const ownedOtherwise = facts.holding !== undefined && !rows.some((r) => r.offer_action_type === 'Purchase' && owned.includes(r.sku_id));
  return [...rows]
    .sort((a, b) => b.is_primary - a.is_primary || a.id - b.id)
    .map((row): OfferAction => {
      const onSale = isOnSale(row, ctx.now);
      const paid = discountedPrice(row, ctx.now);
      const inWindow = (row.instant_play_start_at ?? '') <= nowIso && nowIso <= (row.instant_play_end_at ?? '');
      const instantPlay = row.instant_play_oid === null
        ? null
        : {
            instant_play_enable: inWindow,
            start_at: row.instant_play_start_at,
            end_at: row.instant_play_end_at,
            oid: row.instant_play_oid,
            // one trial per shopper and game (spec §4): the offer stays, the shopper's chance is used
            canInstantPlay: inWindow && facts.tried !== true,
          };
      const isPurchase = row.offer_action_type === 'Purchase';
      const common = {
        skuId: row.sku_id,
        listPrice: fromMinorUnits(row.list_price),
        hasBeenPurchased: isPurchase && (ownedOtherwise || owned.includes(row.sku_id)),
        isPreorderOffer: row.is_preorder === 1 && !facts.released,
        isFreePurchase: isPurchase && paid === 0,
        isOnSale: onSale,
        suggestedPrice: fromMinorUnits(row.suggested_price),
        purchasePrice: { amount: fromMinorUnits(paid), currency, endTime: onSale ? row.sale_ends_at : null },
        totalPercentOff: percentOff(row.list_price, paid),
        rentalPrice: row.rental_price === null ? null : fromMinorUnits(row.rental_price),
        trade_in_price: row.trade_in_price === null ? null : fromMinorUnits(row.trade_in_price),
        buyableFromCountry: buyable,
        instant_play: instantPlay,
      } as const;
      if (row.offer_action_type === 'Subscribe') {
        return { offerActionType: 'Subscribe', ...common, canSubscribe: facts.member !== true, hasActivationKeys: row.has_activation_keys === 1 };
      }
      return { offerActionType: 'Purchase', ...common };
    });
}
