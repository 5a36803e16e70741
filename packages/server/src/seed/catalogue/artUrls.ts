/**
 * Where the server's generated SVG art lives (`routes/art`). Paths are site-relative so the
 * same catalogue works behind any host name; clients on another origin resolve them against the
 * API base URL.
 */

import { videoUrls, type VideoUrls } from '@d2d/contract';

/** The video code of the gameplay clip every product's videos play. */
export const GAMEPLAY_VIDEO_CODE = 'gameplay';
/** The trailer of the mature showcase title (Copper Gambit, ESRB M), shown by a hero and its page. */
export const MATURE_TRAILER_CODE = 'copper-gambit-trailer';
/** The product of {@link MATURE_TRAILER_CODE}. */
export const MATURE_TRAILER_PRODUCT_ID = 16;
/** The video code of the store's showcase reel (the external-video hero). */
export const SHOWCASE_REEL_CODE = 'd2d-showcase';

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

/** The poster card of video `n` (1-based) of a product: its tile in the videos tab. */
export function videoUrl(productId: number, n: number, size: 'full' | 'small' = 'full'): string {
  return `/art/product/${productId}/video/${n}.svg${size === 'small' ? '?size=small' : ''}`;
}

/**
 * The clip video `n` (1-based) of a product plays: the demo catalogue has a few real clips
 * (`assets/video`, served by `routes/art/videos.ts`), its mature showcase title has its own trailer.
 */
export function videoFileUrls(productId: number, n: number): VideoUrls {
  return videoUrls(productId === MATURE_TRAILER_PRODUCT_ID && n === 1 ? MATURE_TRAILER_CODE : GAMEPLAY_VIDEO_CODE)!;
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
