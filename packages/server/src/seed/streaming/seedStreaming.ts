import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SHOWCASE_IDS } from '../catalogue/showcase.js';

const DAY_MS = 86_400_000;

/** The demo bonus-hours campaign: started a week before the seed, runs 60 days, gives 20 hours. */
export const DEMO_BONUS_CAMPAIGN = { startedDaysAgo: 7, runsDays: 60, bonusHours: 20 } as const;

/**
 * The demo Instant Play spotlight: the window the catalogue seed gives active Instant Play offers
 * (a week before the seed to 30 days after), so the spotlight and the product pages agree.
 */
export const DEMO_SPOTLIGHT = { id: 1, name: 'Instant Play Spotlight', startedDaysAgo: 7, runsDays: 30 } as const;

/**
 * The streaming sandbox's servers. A machine starts on the first; the last is the sandbox knob
 * for the 'Switching server failed' path: a switch to it always fails, and only a switch that
 * names it goes there.
 */
export const DEMO_SERVERS = [
  { id: 1, name: 'US East', region: 'Virginia, USA', fails_switch: 0 },
  { id: 2, name: 'US West', region: 'Oregon, USA', fails_switch: 0 },
  { id: 3, name: 'Europe West', region: 'London, UK', fails_switch: 0 },
  { id: 4, name: 'Europe Central', region: 'Frankfurt, Germany', fails_switch: 0 },
  { id: 5, name: 'Sandbox failing server', region: 'Sandbox', fails_switch: 1 },
] as const;

/** The id of the server a switch to fails. */
export const FAILING_SERVER_ID = 5;

/**
 * The streaming demo data: the server list, the bonus-hours campaign and the Instant Play
 * spotlight, with windows relative to the seed's clock. The spotlight holds every published game
 * whose Instant Play offer is open at the seed (the catalogue seed gives them a
 * `streaming_game_id`), the showcase's first.
 * @param db - the seed's transaction
 * @param options - the seed's clock
 */
export async function seedStreaming(db: Kysely<Database>, options: { now?: Date } = {}): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  await db
    .insertInto('streaming_servers')
    .values(DEMO_SERVERS.map((server, i) => ({ ...server, position: i + 1 })))
    .execute();
  await db
    .insertInto('streaming_campaigns')
    .values({
      starts_at: now - DEMO_BONUS_CAMPAIGN.startedDaysAgo * DAY_MS,
      ends_at: now + DEMO_BONUS_CAMPAIGN.runsDays * DAY_MS,
      bonus_hours: DEMO_BONUS_CAMPAIGN.bonusHours,
    })
    .execute();

  await db
    .insertInto('instant_play_collections')
    .values({
      id: DEMO_SPOTLIGHT.id,
      name: DEMO_SPOTLIGHT.name,
      enabled: 1,
      start_at: now - DEMO_SPOTLIGHT.startedDaysAgo * DAY_MS,
      end_at: now + DEMO_SPOTLIGHT.runsDays * DAY_MS,
    })
    .execute();
  const iso = new Date(now).toISOString();
  const games = await db
    .selectFrom('offers as o')
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select('p.id')
    .distinct()
    .where('o.instant_play_oid', 'is not', null)
    .where('o.instant_play_start_at', '<=', iso)
    .where('o.instant_play_end_at', '>=', iso)
    .where('p.streaming_game_id', 'is not', null)
    .where('p.is_published', '=', 1)
    .execute();
  const ids = games.map((g) => g.id).sort((a, b) => Number(b === SHOWCASE_IDS.onSale) - Number(a === SHOWCASE_IDS.onSale) || a - b);
  if (ids.length === 0) return;
  await db
    .insertInto('instant_play_collection_products')
    .values(ids.map((product_id, position) => ({ collection_id: DEMO_SPOTLIGHT.id, product_id, position })))
    .execute();
}
