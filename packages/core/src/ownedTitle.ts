/**
 * What the Download and Get Key buttons of an owned title, or of a premium member's title, open
 * (spec §2 key display and download files dialogs; spec §4 purchase-download…, subscribe-download…
 * states): its activation keys and its files, read with the calls the spec names for them.
 * @module
 */
import { downloadOutcome, inventoryItemId, DOWNLOAD_LOCATION_UNAVAILABLE, type ActivationKey, type DownloadOutcome, type GameFile, type InventoryItem } from '@d2d/contract';
import type { ApiClient } from './api/apiClient.js';
import type { OfferButton } from './offerState.js';
import type { RequestOptions } from './transport.js';

/** The product fields the owned-title helpers read. */
export interface OwnedProductLike {
  id: number;
  title: string;
  productType?: string | null;
  /** A Bundle's games: its library items are theirs. */
  bundledSkuProducts?: readonly { id: number }[] | null;
}

/** What the helpers call: a store's API. */
export interface OwnedTitleApi {
  api: ApiClient;
}

// a library longer than this is scanned no further: the title is looked for newest first
const LIBRARY_PAGE_SIZE = 100;
const LIBRARY_MAX_PAGES = 10;

/**
 * Whether the button is a premium member's: the plan gives the title (subscription keys and
 * the subscribe offer's SKU), not a purchase.
 * @param button - The product's offer button.
 */
export function isMemberOffer(button: Pick<OfferButton, 'state'>): boolean {
  return button.state.startsWith('subscribe-download');
}

/**
 * The shopper's library items of a product, newest first: the product's own, or for a Bundle
 * the items of its games (a bundle is delivered as its games).
 * @param store - The store.
 * @param product - The owned product.
 * @param options - Abort signal and the like.
 * @example
 * const items = await libraryItemsOf(store, product);
 * items[0]?.game_files;
 */
export async function libraryItemsOf(store: OwnedTitleApi, product: OwnedProductLike, options?: RequestOptions): Promise<InventoryItem[]> {
  const ids = new Set([product.id, ...(product.productType === 'Bundle' ? (product.bundledSkuProducts ?? []).map((p) => p.id) : [])]);
  const found: InventoryItem[] = [];
  for (let page = 1; page <= LIBRARY_MAX_PAGES; page += 1) {
    const answer = await store.api.account.inventories(
      { purchase_type: 'purchase', page, per_page: LIBRARY_PAGE_SIZE, sorting: 'date', direction: 'desc' },
      options,
    );
    found.push(...answer.items.filter((item) => item.product_item.id !== undefined && ids.has(item.product_item.id)));
    if (answer.isLastPage || answer.items.length < LIBRARY_PAGE_SIZE) break;
  }
  return found;
}

/**
 * The activation keys behind a Get Key button. A member's come from the subscription keys call
 * (taken from the pool on first ask); a purchase's from the purchased keys call of its SKU, else
 * from the library items (a Bundle's games; the store's own DRM issues its key on request).
 * @param store - The store.
 * @param product - The product.
 * @param button - Its offer button (`store.offerButton(product).value`).
 * @param options - Abort signal and the like.
 * @returns The keys; empty when the title has none.
 * @throws ApiError as the calls fail (show `MESSAGES.activationKeyProblem`).
 * @example
 * const keys = await offerKeys(store, product, button);
 */
export async function offerKeys(store: OwnedTitleApi, product: OwnedProductLike, button: OfferButton, options?: RequestOptions): Promise<ActivationKey[]> {
  if (isMemberOffer(button)) {
    return button.subscribe ? (await store.api.catalogue.subscriptionActivationKeys(button.subscribe.skuId, options)).keys : [];
  }
  if (button.purchase) {
    const { keys } = await store.api.catalogue.purchasedActivationKeys(button.purchase.skuId, options);
    if (keys.length > 0) return keys;
  }
  const keys: ActivationKey[] = [];
  for (const item of await libraryItemsOf(store, product, options)) {
    if ((item.game_keys ?? []).length > 0) keys.push(...item.game_keys!);
    else if (item.product_item.drm === 'SecuRom') keys.push(await store.api.account.securomKey(inventoryItemId(item), options));
  }
  return keys;
}

/**
 * The files behind a Download button, for the download files dialog. A purchase's are its
 * library items' files (the game and its downloadable bonus items); a member's, and a purchase
 * whose library item is not found, the title's own SKU.
 * @param store - The store.
 * @param product - The product.
 * @param button - Its offer button.
 * @param options - Abort signal and the like.
 * @example
 * const files = await offerFiles(store, product, button);
 * // each file downloads with fileDownload(store, file)
 */
export async function offerFiles(store: OwnedTitleApi, product: OwnedProductLike, button: OfferButton, options?: RequestOptions): Promise<GameFile[]> {
  const own = (skuId: number): GameFile[] => [{ name: product.title, skuId }];
  if (isMemberOffer(button)) return button.subscribe ? own(button.subscribe.skuId) : [];
  const files = new Map<number, GameFile>();
  for (const item of await libraryItemsOf(store, product, options)) {
    for (const file of item.game_files ?? []) files.set(file.skuId, file);
  }
  if (files.size > 0) return [...files.values()];
  return button.purchase ? own(button.purchase.skuId) : [];
}

/**
 * Where one file downloads from (`downloadlocations`, spec §4 deep-link download): the url to
 * go to, or the message to show (not released yet, no location).
 * @param store - The store.
 * @param file - A file of {@link offerFiles} or of a library item.
 * @returns The outcome; never throws.
 * @example
 * const outcome = await fileDownload(store, file);
 * if (outcome.kind === 'download') window.location.assign(outcome.url);
 */
export async function fileDownload(store: OwnedTitleApi, file: Pick<GameFile, 'skuId'>, options?: RequestOptions): Promise<DownloadOutcome> {
  try {
    const answer = await store.api.catalogue.downloadLocations({ skuIds: [file.skuId], forhttp: true }, options);
    return downloadOutcome(answer.locations.find((l) => l.skuId === file.skuId) ?? answer.locations[0]);
  } catch {
    return { kind: 'error', message: DOWNLOAD_LOCATION_UNAVAILABLE };
  }
}
