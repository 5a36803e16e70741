/**
 * Members' keys of Subscribe-offer SKUs (`premium_key_grants`, one per account and SKU) and the
 * offers they come from.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The published product's Subscribe offer of a SKU (whether it has keys, title, DRM), if any. */
export function subscribeOfferOfSku(db: Db, skuId: number) {
  return db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select(['o.has_activation_keys', 'p.title', 'p.drm_type'])
    .where('o.sku_id', '=', skuId)
    .where('o.offer_action_type', '=', 'Subscribe')
    .where('p.is_published', '=', 1)
    .executeTakeFirst();
}

/** Adds the account's grant of a SKU, without a key yet, unless it has one. */
export async function ensureKeyGrant(db: Db, accountId: number, skuId: number, now: number): Promise<void> {
  await db
    .insertInto('premium_key_grants')
    .values({ account_id: accountId, sku_id: skuId, key_id: null, created_at: now })
    .onConflict((oc) => oc.columns(['account_id', 'sku_id']).doNothing())
    .execute();
}

/** The account's grant of a SKU with its key (null before one is taken); throws when there is none. */
export function keyGrantOf(db: Db, accountId: number, skuId: number) {
  return db
    .selectFrom('premium_key_grants as g')
    .leftJoin('activation_keys as k', 'k.id', 'g.key_id')
    .select(['g.id', 'k.key'])
    .where('g.account_id', '=', accountId)
    .where('g.sku_id', '=', skuId)
    .executeTakeFirstOrThrow();
}

/** Records the key a grant took. */
export async function setGrantKey(db: Db, grantId: number, keyId: number): Promise<void> {
  await db.updateTable('premium_key_grants').set({ key_id: keyId }).where('id', '=', grantId).execute();
}
