/**
 * The bonus-hours campaign and its once-per-account redeem.
 * @module
 */
import type { Q } from './query.js';

/**
 * Sets the account's `bonus20hrs` flag, only if it was not set.
 * @returns false when the account redeemed before
 */
export async function flagBonusRedeemed(q: Q, accountId: number, now: number): Promise<boolean> {
  const result = await q
    .updateTable('accounts')
    .set({ bonus20hrs: 1, updated_at: now })
    .where('id', '=', accountId)
    .where('bonus20hrs', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Records the redeem; the primary key makes it once per account.
 * @returns false when one exists
 */
export async function recordBonusRedeem(q: Q, redeem: { account_id: number; campaign_id: number; ticket_id: number; created_at: number }): Promise<boolean> {
  const result = await q
    .insertInto('streaming_bonus_redeems')
    .values(redeem)
    .onConflict((oc) => oc.column('account_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
}
