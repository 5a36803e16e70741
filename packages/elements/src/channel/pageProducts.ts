/**
 * The products a partner page loaded through the channel, whose offer buttons the channel keeps
 * sending with the shopper's state.
 * @module
 */
import type { Product } from '@d2d/contract';

/** How many products a page may keep offer buttons for (a page shows a few dozen). */
export const MAX_PAGE_PRODUCTS = 500;

/**
 * Keeps a product the page loaded, as the most recent one; past {@link MAX_PAGE_PRODUCTS} the
 * product loaded longest ago is forgotten, so a page that never reloads cannot grow the state
 * without bound.
 * @param products - The page's products, by id, oldest first.
 * @param product - The product just loaded.
 * @example
 * const products = new Map<number, Product>();
 * rememberProduct(products, product);
 */
export function rememberProduct(products: Map<number, Product>, product: Product): void {
  products.delete(product.id);
  products.set(product.id, product);
  if (products.size > MAX_PAGE_PRODUCTS) products.delete(products.keys().next().value!);
}
