import { PLATFORMS, platformName, type ProductSummary } from '@d2d/contract';

/**
 * The platforms a product runs on, as a label: every platform of `platformIds` in the platform
 * table's order ("PC, Mac"), else the single `platform` or `platformId`. A title on PC and Mac
 * listed under PC must not read as a Mac game, so the single platform is only the fallback.
 * @example
 * platformLabel({ platform: 'Mac', platformIds: [1200, 1100] }); // 'PC, Mac'
 */
export function platformLabel(product: Pick<ProductSummary, 'platform' | 'platformId' | 'platformIds'>): string | undefined {
  const ids = new Set(product.platformIds ?? []);
  const names = PLATFORMS.filter((p) => ids.has(p.code)).map((p) => p.name);
  if (names.length > 0) return names.join(', ');
  return product.platform ?? (product.platformId ? platformName(product.platformId) : undefined);
}
