import { productPath } from '@d2d/contract';
import { toHash } from './router/location.js';

/**
 * The href of a product's page (the contract's `productPath`: the build-your-own-bundle page for
 * a custom bundle, the download page otherwise), hash-bang style.
 * @param product - The product.
 * @returns For example `#!/download-stellar-odyssey/1`.
 */
export function productHref(product: { id: number; title: string; uriSafeTitle?: string | null | undefined; productType?: string | null | undefined }): string {
  return toHash(productPath(product));
}
