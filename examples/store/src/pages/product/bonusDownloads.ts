import type { Product } from '@d2d/contract';
import { purchaseOffer } from '@d2d/react';

/**
 * Whether the product page offers the downloads of the product's bonus items (spec §2 bonus item
 * download; spec §7 asks their download locations by the item's sku): only to a shopper who owns
 * the product, and never on a preview, which is read without the shopper's own states.
 * @param product - The product as the page read it (the reader's own states included).
 * @param preview - Whether the page is a preview (`/preview-…`).
 * @returns `true` when the page offers the downloads.
 * @example
 * offersBonusDownloads(product, false); // true for an owner
 */
export function offersBonusDownloads(product: Pick<Product, 'offerActions' | 'skuIdsPurchased'>, preview: boolean): boolean {
  const owned = purchaseOffer(product)?.hasBeenPurchased === true || (product.skuIdsPurchased?.length ?? 0) > 0;
  return owned && !preview;
}
