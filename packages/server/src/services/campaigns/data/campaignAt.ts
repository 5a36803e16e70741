/**
 * The campaign windows (spec §4 Campaigns): the premium free trial's and Cloud Play's bonus
 * hours are both "running while now lies strictly inside [starts_at, ends_at]", read the same way.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The tables that hold a campaign window. */
export type CampaignTable = 'premium_campaigns' | 'streaming_campaigns';

/**
 * The campaign running at `now` (the one ending first when several overlap), else the next one to
 * start; undefined when none is set up.
 * @param db - the database or a transaction
 * @param table - whose campaigns
 * @param now - epoch ms
 */
export async function campaignAt<T extends CampaignTable>(db: Kysely<Database>, table: T, now: number): Promise<Selectable<Database[T]> | undefined> {
  const campaigns = db.selectFrom(table as CampaignTable).selectAll();
  const running = await campaigns.where('starts_at', '<', now).where('ends_at', '>', now).orderBy('ends_at').executeTakeFirst();
  const found = running ?? (await campaigns.where('starts_at', '>=', now).orderBy('starts_at').executeTakeFirst());
  return found as Selectable<Database[T]> | undefined;
}
