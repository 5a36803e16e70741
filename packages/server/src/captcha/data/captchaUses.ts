/**
 * The `captcha_uses` rows: signatures of solved challenges, kept until the challenge expires.
 * @module
 */
import type { Db } from '../../db/database.js';

/** Deletes the uses whose challenge expired before `now`. */
export async function deleteExpiredCaptchaUses(db: Db, now: number): Promise<void> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', now).execute();
}

/**
 * Records a challenge's signature as used; the primary key lets one insert win.
 * @returns false when the signature was used before
 */
export async function insertCaptchaUse(db: Db, signature: string, expiresAt: number): Promise<boolean> {
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}
