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

/**
 * Gives the trial event to confirmed accounts made before `createdBefore` that never had a plan
 * or a trial, while a free-trial campaign runs, so their next login offers the trial popup (spec
 * §4 Campaigns).
 * @returns how many accounts were flagged
 */
export async function flagTrialCandidates(db: Db, now: number, createdBefore: number): Promise<number> {
  const result = await db
    .updateTable('accounts')
    .set({ free_trial_event: 1, updated_at: now })
    .where('free_trial_event', '=', 0)
    .where('email_confirmed_at', 'is not', null)
    .where('created_at', '<=', createdBefore)
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('premium_trials as t').select('t.account_id').whereRef('t.account_id', '=', 'accounts.id'))),
    )
    .where(({ exists, not, selectFrom }) =>
      not(exists(selectFrom('premium_subscriptions as s').select('s.account_id').whereRef('s.account_id', '=', 'accounts.id'))),
    )
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('premium_campaigns as c').select('c.id').where('c.starts_at', '<', now).where('c.ends_at', '>', now)),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
