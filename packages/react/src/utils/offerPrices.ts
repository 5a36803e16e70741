import type { OfferAction, ProductSummary, PurchaseOfferAction } from '@d2d/contract';
import { itemPrices, type ItemPrices } from '@d2d/core';

/**
 * The purchase offer of a product (the one its price shows), if it has one.
 * @param product - A product with `offerActions`.
 * @returns The first `Purchase` offer.
 */
export function purchaseOffer(product: Pick<ProductSummary, 'offerActions'>): PurchaseOfferAction | null {
  return (product.offerActions ?? []).find((o): o is PurchaseOfferAction => o.offerActionType === 'Purchase') ?? null;
}

/**
 * The prices of an offer in minor units through core's `itemPrices` (the VIP price above 0
 * replaces the discounted one): list price, purchase price and VIP price.
 * @param offer - The offer action.
 * @returns The prices, or `null` when the offer carries no price.
 */
export function offerPrices(offer: OfferAction | null | undefined): ItemPrices | null {
  const paid = offer?.purchasePrice?.amount ?? offer?.listPrice;
  if (offer === null || offer === undefined || paid === undefined || paid === null) return null;
  return itemPrices({ original: offer.listPrice ?? paid, discounted: paid, vip: offer.vipPrice ?? null });
}
