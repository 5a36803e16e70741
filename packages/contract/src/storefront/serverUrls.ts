/**
 * Which URLs in the API's answers are the server's own files and pages, and which are the
 * store's page routes. The server sends its art, media, downloads and payment or client pages
 * as it stores them, often site-relative (`/art/product/42/front.svg`); an app on another
 * origin resolves those against the API's origin (core does it for every answer). Page routes
 * (`/promotion/88`, a product's path) are the store's hash-bang routes: an app maps them to its
 * own pages or to the store's, so they are left as sent.
 *
 * A field is named by its key, or by `parent.key` where the key alone is ambiguous (`url` is a
 * media source or download under `sources` and `locations`, a page route elsewhere). A test in
 * this package checks that every URL field of every answer in the endpoint table is listed
 * in exactly one of the two lists.
 * @module
 */

/** Fields whose URL is a file or page of the API server: resolve them against the API's origin. */
export const SERVER_URL_FIELDS: readonly string[] = [
  'thumbnailImage', 'frontImage', 'backImage', 'detailImage', 'thumbnail_image', 'image', 'overlayImage',
  'big', 'small', 'background', 'backgroundImage', 'file',
  'sources.url', 'locations.url',
  'call_url', 'launch_url', 'download_url',
];

/**
 * Fields whose URL is a page route of the store (or a link to another site): left as sent.
 * `publisherSupportUri` is the publisher's own site; `authorization_url` a social provider's sign-in page.
 */
export const STORE_ROUTE_FIELDS: readonly string[] = ['url', 'previewUrl', 'linkUrl', 'overlayURL', 'publisherSupportUri', 'authorization_url'];

const serverFields: ReadonlySet<string> = /* @__PURE__ */ new Set(SERVER_URL_FIELDS);

/**
 * Whether a field of an answer holds a URL of the API server.
 * @param parentKey - The key of the object (or of the array of objects) the field is in, if any.
 * @param key - The field's key.
 * @returns `true` for the fields of {@link SERVER_URL_FIELDS}.
 * @example
 * isServerUrlField('sources', 'url'); // true: a media rendition
 * isServerUrlField('genres', 'url'); // false: a page route of the sitemap
 */
export function isServerUrlField(parentKey: string | undefined, key: string): boolean {
  return serverFields.has(key) || (parentKey !== undefined && serverFields.has(`${parentKey}.${key}`));
}
