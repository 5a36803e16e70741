import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DownloadLocation } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import { liveLibraryProductIds, premiumRunsAt } from './data/holdings.js';
import { subscribeOfferProductIds } from './data/offers.js';
import { downloadSkuRows, skuFileRow } from './data/skus.js';

/** How long a download link works. */
export const DOWNLOAD_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Signs and checks download links: `/d2d/downloads/{skuId}/{file}?expires=…&signature=…`, an
 * HMAC-SHA256 over sku, file and expiry. A link is a short-lived capability, so the file route
 * needs no login of its own.
 */
export class DownloadSigner {
  private readonly secret: Buffer;

  /** @param secret - the HMAC key; a fresh random one (links die with the process) by default */
  constructor(secret: string | Buffer = randomBytes(32)) {
    this.secret = typeof secret === 'string' ? Buffer.from(secret) : secret;
  }

  private mac(skuId: number, file: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${skuId}\n${file}\n${expires}`).digest('base64url');
  }

  /** A signed link to a file of a sku, valid until `now + DOWNLOAD_LINK_TTL_MS`. */
  sign(skuId: number, file: string, now: Date): string {
    const expires = now.getTime() + DOWNLOAD_LINK_TTL_MS;
    return `/d2d/downloads/${skuId}/${encodeURIComponent(file)}?expires=${expires}&signature=${this.mac(skuId, file, expires)}`;
  }

  /** Whether a link's signature is right and it has not expired. */
  verify(skuId: number, file: string, expires: number, signature: string, now: Date): boolean {
    if (!Number.isSafeInteger(expires) || expires < now.getTime()) return false;
    const expected = Buffer.from(this.mac(skuId, file, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}

/** The statuses `downloadLocations` answers besides spec §4's LocationAvailable and PreorderPendingRelease. */
export const DOWNLOAD_STATUS = {
  available: 'LocationAvailable',
  preorder: 'PreorderPendingRelease',
  /** The game ships as an activation key for a third-party client (Steam, Origin, …). */
  keyOnly: 'NoDownloadAvailable',
  /** The shopper owns no (live) library item of the sku's product. */
  notOwned: 'NotOwned',
  notFound: 'LocationNotFound',
} as const;

/**
 * Where each sku downloads from (spec §3 Download location) for a shopper: a signed link for the
 * files of released games and downloadable bonus items the shopper owns (a library item of the
 * sku's product that was not traded in and, for rentals, has not expired),
 * `PreorderPendingRelease` for owned games before their release date.
 * @param db - the database
 * @param accountId - the logged-in shopper
 * @param skuIds - the skus asked for, answered in the same order
 * @param signer - signs the links
 * @param now - the wall clock the links are signed with (the file route checks them against it)
 * @param heldAt - the server's clock, at which ownership, membership and release are judged
 */
export async function downloadLocations(
  db: Db, accountId: number, skuIds: readonly number[], signer: DownloadSigner, now: Date, heldAt: Date = now,
): Promise<DownloadLocation[]> {
  const rows = await downloadSkuRows(db, [...new Set(skuIds)]);
  const productIds = [...new Set(rows.map((r) => r.product_id))];
  const owned = productIds.length === 0 ? [] : await liveLibraryProductIds(db, accountId, productIds, heldAt.getTime());
  const ownedProducts = new Set(owned.map((o) => o.product_id));
  // a premium member takes the Subscribe titles while the plan runs (spec §4 subscribe-download)
  const notOwned = productIds.filter((id) => !ownedProducts.has(id));
  const memberTitles = notOwned.length > 0 && (await premiumRunsAt(db, accountId, heldAt.getTime())) ? await subscribeOfferProductIds(db, notOwned) : [];
  for (const id of memberTitles) ownedProducts.add(id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const today = heldAt.toISOString().slice(0, 10);
  return skuIds.map((skuId) => {
    const sku = byId.get(skuId);
    if (!sku) return { skuId, locationStatus: DOWNLOAD_STATUS.notFound, url: null };
    if (!ownedProducts.has(sku.product_id)) return { skuId, locationStatus: DOWNLOAD_STATUS.notOwned, url: null };
    if (sku.release_date > today) return { skuId, locationStatus: DOWNLOAD_STATUS.preorder, url: null };
    if (sku.kind === 'main' && sku.has_activation_keys_only === 1) return { skuId, locationStatus: DOWNLOAD_STATUS.keyOnly, url: null };
    return { skuId, locationStatus: DOWNLOAD_STATUS.available, url: signer.sign(skuId, sku.file_name, now) };
  });
}

/** What the file route sends for a verified link, or `null` when the sku no longer exists. */
export async function downloadFile(db: Db, skuId: number, file: string): Promise<{ fileName: string; body: string } | null> {
  const row = await skuFileRow(db, skuId);
  if (!row || row.file_name !== file) return null;
  // the demo catalogue has no real installers: the file is a manifest naming what it stands for
  const body = [
    'D2D demo download',
    `Product: ${row.title}`,
    `Item: ${row.name}`,
    `SKU: ${row.id}`,
    `Version: ${row.patch_version ?? '1.0.0'}`,
    '',
  ].join('\n');
  return { fileName: row.file_name, body };
}
