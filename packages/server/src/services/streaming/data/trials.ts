/**
 * Instant Play trials: one per account and game, taken with one conditional write.
 * @module
 */
import { sql } from 'kysely';
import type { Q } from './query.js';

/**
 * Takes the account's one trial of a game.
 * @returns false when it was taken before
 */
export async function takeTrial(q: Q, trial: { account_id: number; product_id: number; collection_id: number; offer_item_id: number; created_at: number }): Promise<boolean> {
  const result = await q
    .insertInto('instant_play_trials')
    .values({ ...trial, session_id: null, acked_at: null })
    .onConflict((oc) => oc.columns(['account_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
}

/** Links a trial to the session that streams it. */
export async function setTrialSession(q: Q, accountId: number, productId: number, sessionId: number): Promise<void> {
  await q.updateTable('instant_play_trials').set({ session_id: sessionId }).where('account_id', '=', accountId).where('product_id', '=', productId).execute();
}

/**
 * Records the store's acknowledgement of a trial (the first one counts).
 * @returns false when the account has no trial of that game and offer
 */
export async function ackTrial(q: Q, accountId: number, gameId: number, offerItemId: number, now: number): Promise<boolean> {
  const result = await q
    .updateTable('instant_play_trials')
    .set({ acked_at: sql`COALESCE(acked_at, ${now})` })
    .where('account_id', '=', accountId)
    .where('offer_item_id', '=', offerItemId)
    .where('product_id', 'in', q.selectFrom('products').select('id').where('streaming_game_id', '=', gameId))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
