/**
 * The bonus-hours campaign and its once-per-account redeem.
 * @module
 */
import type { Q } from './query.js';

/** The running bonus-hours campaign, else the next one to start. */
export async function campaignAt(q: Q, now: number) {
  const running = await q
    .selectFrom('streaming_campaigns')
    .selectAll()
    .where('starts_at', '<', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at')
    .executeTakeFirst();
  if (running) return running;
  return q.selectFrom('streaming_campaigns').selectAll().where('starts_at', '>=', now).orderBy('starts_at').executeTakeFirst();
}

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
