import { href } from './router/index.js';

/** A title as a route slug when the product has no `uriSafeTitle`. */
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
 * The page of a product: `/byob-{slug}/{pid}` for a custom bundle (spec §2: a CustomBundle
 * product goes to the build-your-own-bundle page), `/download-{slug}/{pid}` otherwise.
 * @param product - The product.
 * @returns The hash-bang href.
 */
export function productHref(product: { id: number; title: string; uriSafeTitle?: string | null | undefined; productType?: string | null | undefined }): string {
  const slug = product.uriSafeTitle || titleSlug(product.title);
  const pid = String(product.id);
  return product.productType === 'CustomBundle' ? href('byob', { slug, pid }) : href('product', { slug, pid });
}
