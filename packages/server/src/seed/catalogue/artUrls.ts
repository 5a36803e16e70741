/**
 * Where the server's generated SVG art lives (`routes/art`). Paths are site-relative so the
 * same catalogue works behind any host name; clients on another origin resolve them against the
 * API base URL.
 */

/** The four box-art views of a product. */
export type ProductImageKind = 'front' | 'back' | 'detail' | 'thumbnail';

/** Box art of a product, e.g. `/art/product/42/front.svg`. */
export function productImageUrl(productId: number, kind: ProductImageKind): string {
  return `/art/product/${productId}/${kind}.svg`;
}

/** Screenshot `n` (1-based) of a product. */
export function screenshotUrl(productId: number, n: number, size: 'full' | 'small' = 'full'): string {
  return `/art/product/${productId}/screenshot/${n}.svg${size === 'small' ? '?size=small' : ''}`;
}

/** The poster card of video `n` (1-based) of a product; the demo catalogue has no video files. */
export function videoUrl(productId: number, n: number, size: 'full' | 'small' = 'full'): string {
  return `/art/product/${productId}/video/${n}.svg${size === 'small' ? '?size=small' : ''}`;
}

/** Design images of a promotion. */
export function promotionImageUrl(promotionId: number, kind: 'background' | 'banner' | 'small'): string {
  return `/art/promotion/${promotionId}/${kind}.svg`;
}

/** Big or small design image of a hero item. */
export function heroImageUrl(heroId: number, size: 'big' | 'small'): string {
  return `/art/hero/${heroId}/${size}.svg`;
}

/** The banner of a collection or arcade store. */
export function collectionImageUrl(collectionId: number): string {
  return `/art/collection/${collectionId}.svg`;
}

/** A small text badge used as a product overlay, e.g. `/art/badge/new.svg`. */
export function badgeUrl(name: 'new' | 'sale' | 'exclusive'): string {
  return `/art/badge/${name}.svg`;
}

/** The badge of an ESRB or PEGI code, e.g. `/art/rating/600.svg`. */
export function ratingImageUrl(code: number): string {
  return `/art/rating/${code}.svg`;
}

/** A home-page ad tile. */
export function tileImageUrl(slug: string): string {
  return `/art/tile/${slug}.svg`;
}
