import { PREMIUM_TITLES_PER_MONTH } from '@d2d/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { monthOf } from '../../services/premium/activeGames.js';
import { SHOWCASE_COUNT, SHOWCASE_IDS } from '../catalogue/showcase.js';

const DAY_MS = 86_400_000;

/** The demo free-trial campaign: started a week before the seed, runs 60 days, gives 30 days. */
export const DEMO_TRIAL = { startedDaysAgo: 7, runsDays: 60, trialDays: 30 } as const;

/**
 * The premium demo data: the free-trial campaign and the month's 5 hand-picked titles (spec §9).
 * The picks are the products with a Subscribe offer (the showcase's first); when the catalogue
 * has fewer than 5, released PC games beyond the showcase get a Subscribe offer beside their
 * Purchase offer (id = purchase offer id + 1, as the catalogue seed numbers them). Every pick's
 * Subscribe offer hands out keys when its SKU has a key pool.
 * @param db - the seed's transaction
 * @param options - the seed's clock
 */
export async function seedPremium(db: Kysely<Database>, options: { now?: Date } = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  await db
    .insertInto('premium_campaigns')
    .values({ starts_at: now - DEMO_TRIAL.startedDaysAgo * DAY_MS, ends_at: now + DEMO_TRIAL.runsDays * DAY_MS, trial_days: DEMO_TRIAL.trialDays })
    .execute();

  const subscribable = await db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select('o.product_id')
    .where('o.offer_action_type', '=', 'Subscribe')
    .where('p.is_published', '=', 1)
    .orderBy(sql`o.product_id = ${SHOWCASE_IDS.subscribe}`, 'desc')
    .orderBy('o.product_id')
    .limit(PREMIUM_TITLES_PER_MONTH)
    .execute();
  const picks = subscribable.map((r) => r.product_id);
  if (picks.length < PREMIUM_TITLES_PER_MONTH) {
    const today = new Date(now).toISOString().slice(0, 10);
    const more = await db
      .selectFrom('products as p')
      .innerJoin('offers as o', (join) => join.onRef('o.product_id', '=', 'p.id').on('o.is_primary', '=', 1))
      .select(['p.id', 'o.id as offer_id', 'o.sku_id'])
      .where('p.id', '>', SHOWCASE_COUNT)
      .where('p.product_type', '=', 'Game')
      .where('p.platform_id', '=', 1100)
      .where('p.is_published', '=', 1)
      .where('p.release_date', '<=', today)
      .where('o.is_preorder', '=', 0)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('offers as s').select('s.id').whereRef('s.product_id', '=', 'p.id').where('s.offer_action_type', '=', 'Subscribe'))))
      .orderBy('p.id')
      .limit(PREMIUM_TITLES_PER_MONTH - picks.length)
      .execute();
    for (const product of more) {
      const subscribeOffer = product.offer_id + 1;
      await db
        .insertInto('offers')
        .values({
          id: subscribeOffer, product_id: product.id, sku_id: product.sku_id, offer_action_type: 'Subscribe', is_primary: 0, is_preorder: 0,
          has_activation_keys: 0, instant_play_oid: null, instant_play_start_at: null, instant_play_end_at: null,
        })
        .execute();
      // a member pays nothing; the suggested price shows what buying would cost
      await sql`INSERT INTO offer_prices (offer_id, site_id, list_price, suggested_price, sale_price, sale_ends_at, trade_in_price, rental_price)
        SELECT ${subscribeOffer}, site_id, 0, list_price, NULL, NULL, NULL, NULL FROM offer_prices WHERE offer_id = ${product.offer_id}`.execute(db);
      picks.push(product.id);
    }
  }
  if (picks.length === 0) return;
  await sql`UPDATE offers SET has_activation_keys = 1
    WHERE offer_action_type = 'Subscribe' AND product_id IN (${sql.join(picks)})
      AND EXISTS (SELECT 1 FROM activation_keys k WHERE k.sku_id = offers.sku_id)`.execute(db);
  const month = monthOf(now);
  await db
    .insertInto('premium_active_games')
    .values(picks.map((product_id, i) => ({ month, position: i + 1, product_id })))
    .execute();
}
