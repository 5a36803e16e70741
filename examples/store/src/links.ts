import { titleSlug } from '@d2d/core';
import { href } from './router/index.js';

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
