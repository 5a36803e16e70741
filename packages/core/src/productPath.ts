/**
 * The store's route of a product page (spec §2): `/byob-{slug}/{pid}` for a custom bundle (a
 * CustomBundle product goes to the build-your-own-bundle page), `/download-{slug}/{pid}`
 * otherwise. Shared by the reference store and the elements so their links agree.
 * @module
 */

/** The fields of a product its page route needs. */
export interface ProductRouteInput {
  id: number;
  title: string;
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
 * The page route of a product, without the `#!` prefix.
 * @param product - The product.
 * @returns `/download-{slug}/{pid}`, or `/byob-{slug}/{pid}` for a custom bundle.
 * @example
 * productPath({ id: 1, title: 'Stellar Odyssey' }); // '/download-stellar-odyssey/1'
 */
export function productPath(product: ProductRouteInput): string {
  const slug = encodeURIComponent(product.uriSafeTitle || titleSlug(product.title));
  const kind = product.productType === 'CustomBundle' ? 'byob' : 'download';
  return `/${kind}-${slug}/${product.id}`;
}
