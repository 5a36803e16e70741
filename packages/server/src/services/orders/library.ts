/**
 * My games (spec §3 Inventory item, §7 Account): the library with keys, files, gift senders,
 * trade-in eligibility and pre-order state; the SecuRom key call; activation keys by SKU. Keys
 * and downloads of a game appear once it is released (a pre-order or pre-purchase shows
 * `key: null` and `is_preorder` until then), the same rule the download-location call applies
 * (`PreorderPendingRelease`).
 * @module
 */
import { pagingFor, type ActivationKey, type InventoryItem, type InventoryPage, type InventoriesQuery } from '@d2d/contract';
import type { Kysely } from 'kysely';
import { pageOffset } from '../../db/pageOffset.js';
import type { Database } from '../../db/schema.js';
import type { AccountRow } from '../../db/tables/accounts.js';
import { productImageUrl } from '../../seed/catalogue/artUrls.js';
import { isoDay } from './context.js';
import { attachHeldItems } from './data/inventory.js';
import {
  downloadableBonusFiles,
  libraryItem,
  libraryItemCount,
  libraryItemsPage,
  ownedBonusSkuIds,
  ownedItemSkuIds,
  purchasedItemsOfSku,
  type LibraryItemRow as ItemRow,
} from './data/library.js';

/** My games page size (spec §9; sent in the paging fields). */
export const LIBRARY_PAGE_SIZE = 10;

/** DRM types whose keys are fetched on demand with `get_securom_key` (the store's own DRM). */
const SECUROM = 'SecuRom';

const INSTRUCTIONS: Readonly<Record<string, string>> = {
  Steam: 'Open Steam, choose Games > Activate a Product on Steam… and enter this key.',
  Origin: 'Open Origin, choose Origin > Redeem Product Code… and enter this key.',
  Uplay: 'Open Ubisoft Connect, choose Activate a key and enter this key.',
  Rockstar: 'Open the Rockstar Games Launcher, choose Settings > Redeem Code and enter this key.',
  'Epic Games': 'Open the Epic Games Launcher, choose your account > Redeem Code and enter this key.',
  Bethesda: 'Open the Bethesda.net Launcher, choose Redeem Code and enter this key.',
  Sony: 'Redeem this code in the PlayStation Store under Redeem Codes.',
  Xbox: 'Redeem this code at microsoft.com/redeem or in the Microsoft Store.',
  Nintendo: 'Redeem this code in the Nintendo eShop under Redeem Code.',
  SecuRom: 'Enter this key when the game asks for it on first start.',
};

/** How to use a key of a DRM type. */
export function keyInstructions(drmType: string): string {
  return INSTRUCTIONS[drmType] ?? 'Enter this key when the game or its launcher asks for it.';
}

/**
 * Moves gifts held for the account's e-mail into its library, once the e-mail is confirmed (so
 * signing up with someone else's address does not collect their gifts). One conditional write.
 * @returns how many items were attached
 */
export async function claimHeldGifts(db: Kysely<Database>, account: Pick<AccountRow, 'id' | 'email' | 'email_confirmed_at'>): Promise<number> {
  if (account.email_confirmed_at === null) return 0;
  return attachHeldItems(db, account.id, account.email);
}

/**
 * One page of the account's games.
 * @param db - the database
 * @param account - the shopper (held gifts for a confirmed e-mail are attached first)
 * @param query - purchase type, page, page size, sorting (title or date) and direction
 * @param now - the clock (release dates)
 */
export async function libraryPage(db: Kysely<Database>, account: AccountRow, query: InventoriesQuery, now: number): Promise<InventoryPage> {
  await claimHeldGifts(db, account);
  const page = query.page ?? 1;
  const perPage = query.per_page ?? LIBRARY_PAGE_SIZE;
  const purchaseType = query.purchase_type ?? 'purchase';
  const direction = query.direction ?? (query.sorting === 'title' ? 'asc' : 'desc');
  const counted = await libraryItemCount(db, account.id, purchaseType);
  const rows = await libraryItemsPage(db, account.id, {
    purchaseType,
    byTitle: query.sorting === 'title',
    direction,
    limit: perPage,
    offset: pageOffset(page, perPage),
  });
  const bonusFiles = await bonusFilesOf(db, rows.map((r) => r.product_id));
  const today = isoDay(now);
  return { ...pagingFor(counted, page, perPage), items: rows.map((row) => inventoryJson(row, bonusFiles.get(row.product_id) ?? [], today)) };
}

async function bonusFilesOf(db: Kysely<Database>, productIds: readonly number[]): Promise<Map<number, Array<{ name: string; skuId: number }>>> {
  const result = new Map<number, Array<{ name: string; skuId: number }>>();
  if (productIds.length === 0) return result;
  const rows = await downloadableBonusFiles(db, [...new Set(productIds)]);
  for (const row of rows) {
    const list = result.get(row.product_id) ?? [];
    list.push({ name: row.name, skuId: row.sku_id as number });
    result.set(row.product_id, list);
  }
  return result;
}

function keyJson(row: ItemRow, released: boolean): ActivationKey {
  const securom = row.drm_type === SECUROM;
  return {
    skuId: row.sku_id,
    name: row.title,
    // SecuRom keys are fetched on demand; no key shows before the release
    key: released && !securom ? row.key_value : null,
    instructions: keyInstructions(row.drm_type),
    entitlement_status: row.entitlement_status,
    is_securom: securom,
    payment_id: row.payment_id,
  };
}

function inventoryJson(row: ItemRow, bonusFiles: ReadonlyArray<{ name: string; skuId: number }>, today: string): InventoryItem {
  const released = row.release_date <= today;
  const downloadable = row.has_activation_keys_only === 0;
  const tradeable = row.drm_type === 'ADS' && (row.trade_in_price ?? 0) > 0 && released && row.purchase_type === 'purchase';
  return {
    id: row.id,
    account_inventory_id: row.id,
    product_item: {
      id: row.product_id,
      title: row.title,
      thumbnail_image: productImageUrl(row.product_id, 'thumbnail'),
      drm: row.drm_type,
      streaming_game_id: row.streaming_game_id,
    },
    purchase_type: row.purchase_type,
    payment_date: row.order_created_at === null ? null : new Date(row.order_created_at).toISOString(),
    purchased_at: new Date(row.created_at).toISOString(),
    rental: row.rental_expires_at === null ? null : { expired_at: new Date(row.rental_expires_at).toISOString() },
    gift_from_email: row.gift_from_email,
    game_keys: row.key_value === null ? [] : [keyJson(row, released)],
    game_files: [
      ...(downloadable ? [{ name: row.sku_name, skuId: row.sku_id, filetype: 'zip', size: null }] : []),
      ...bonusFiles.map((f) => ({ name: f.name, skuId: f.skuId, filetype: 'zip', size: null })),
    ],
    trade_in_pid: tradeable ? row.id : null,
    is_preorder: !released,
  };
}

/**
 * The key of one owned game (`get_securom_key`): null while the game is not released.
 * @returns the key, or undefined when the item is not the account's (or has no key)
 */
export async function inventoryKey(db: Kysely<Database>, account: AccountRow, inventoryId: number, now: number): Promise<ActivationKey | undefined> {
  await claimHeldGifts(db, account);
  const row = await libraryItem(db, account.id, inventoryId);
  if (!row || row.key_value === null) return undefined;
  const released = row.release_date <= isoDay(now);
  return { ...keyJson(row, released), key: released ? row.key_value : null };
}

/** Every key of the account's items of one SKU (`getpurchasedactivationkeys`), oldest first. */
export async function purchasedKeys(db: Kysely<Database>, account: AccountRow, skuId: number, now: number): Promise<ActivationKey[]> {
  await claimHeldGifts(db, account);
  const rows = await purchasedItemsOfSku(db, account.id, skuId);
  const today = isoDay(now);
  return rows.filter((r) => r.key_value !== null).map((r) => keyJson(r, r.release_date <= today));
}

/** Which of `skuIds` the account owns (a game's own SKU or a bonus item of an owned game). */
export async function ownedSkuIds(db: Kysely<Database>, accountId: number, skuIds: readonly number[]): Promise<Set<number>> {
  const owned = new Set<number>();
  if (skuIds.length === 0) return owned;
  const ids = [...new Set(skuIds)];
  const [games, bonus] = await Promise.all([ownedItemSkuIds(db, accountId, ids), ownedBonusSkuIds(db, accountId, ids)]);
  for (const row of games) owned.add(row.sku_id);
  for (const row of bonus) if (row.sku_id !== null) owned.add(row.sku_id);
  return owned;
}
