/**
 * The page route of a product (spec §2): `/byob-{slug}/{pid}` for a custom bundle (a CustomBundle
 * product goes to the build-your-own-bundle page), `/download-{slug}/{pid}` otherwise.
 * @module
 */
import { fillPagePattern } from './pages.js';

/** The fields of a product its page route needs (wire names, or the server's column names). */
export interface ProductRouteInput {
  id: number;
  title?: string | null | undefined;
  uriSafeTitle?: string | null | undefined;
  productType?: string | null | undefined;
}

/**
 * A title as a route slug, for products without a `uriSafeTitle`.
 * @param title - The product title.
 * @returns Lower-case ASCII words joined by hyphens ('game' when nothing is left).
 * @example
 * titleSlug('Pokémon: Ruby & Sapphire'); // 'pokemon-ruby-sapphire'
 */
export function titleSlug(title: string): string {
  return (
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'game'
  );
}

/**
 * The page path of a product, without the `#!` prefix.
 * @param product - The product: its id, and its `uriSafeTitle` or `title`.
 * @returns `/download-{slug}/{pid}`, or `/byob-{slug}/{pid}` for a custom bundle.
 * @example
 * productPath({ id: 1, title: 'Stellar Odyssey' }); // '/download-stellar-odyssey/1'
 * productPath({ id: 7, uriSafeTitle: 'indie-bundle', productType: 'CustomBundle' }); // '/byob-indie-bundle/7'
 */
export function productPath(product: ProductRouteInput): string {
  const slug = product.uriSafeTitle || titleSlug(product.title ?? '');
  const params = { slug, pid: String(product.id) };
  // patterns written out (checked against the table by type) so the elements' script need not carry the table
  return product.productType === 'CustomBundle' ? fillPagePattern('/byob-:slug/:pid', params) : fillPagePattern('/download-:slug/:pid', params);
}
