/**
 * Free-trial redeems (`premium_trials`, one per account) and the account's `freeTrialEvent` flag.
 * @module
 */
import type { Db } from '../../../db/database.js';

/**
 * Records an account's trial redeem; the primary key makes it once per account.
 * @returns false when the account redeemed before
 */
export async function recordTrial(db: Db, trial: { account_id: number; campaign_id: number; created_at: number }): Promise<boolean> {
  const result = await db
    .insertInto('premium_trials')
    .values(trial)
    .onConflict((oc) => oc.column('account_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) !== 0n;
}

/** Clears the account's `free_trial_event` flag (the trial popup is not offered again). */
export async function clearFreeTrialEvent(db: Db, accountId: number, now: number): Promise<void> {
  await db.updateTable('accounts').set({ free_trial_event: 0, updated_at: now }).where('id', '=', accountId).execute();
}
