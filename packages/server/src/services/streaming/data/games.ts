/**
 * What can be streamed: Cloud Play launchers, published games, Instant Play offers and spotlights.
 * @module
 */
import { CLOUD_PLAY_LAUNCH_IDS } from '@d2d/contract';
import type { StreamingSessionRow } from '../../../db/tables/streaming.js';
import type { Q } from './query.js';

/** What the launch panel's four choices start (spec §2, §9). */
export const LAUNCHER_NAMES: Readonly<Record<number, string>> = {
  [CLOUD_PLAY_LAUNCH_IDS.windows]: 'Windows desktop',
  [CLOUD_PLAY_LAUNCH_IDS.steam]: 'Steam',
  [CLOUD_PLAY_LAUNCH_IDS.origin]: 'Origin',
  [CLOUD_PLAY_LAUNCH_IDS.blizzard]: 'Blizzard',
};

/** A game the streaming service knows: a Cloud Play launcher or a published game's `streaming_game_id`. */
export async function streamableGame(q: Q, gameId: number): Promise<{ productId: number | null; title: string } | undefined> {
  const launcher = LAUNCHER_NAMES[gameId];
  if (launcher) return { productId: null, title: launcher };
  const row = await q
    .selectFrom('products')
    .select(['id', 'title'])
    .where('streaming_game_id', '=', gameId)
    .where('is_published', '=', 1)
    .executeTakeFirst();
  return row ? { productId: row.id, title: row.title } : undefined;
}

/** The title a session streams, for the sandbox client's page. */
export async function sessionTitle(q: Q, session: Pick<StreamingSessionRow, 'game_id' | 'product_id'>): Promise<string> {
  if (session.product_id !== null) {
    const row = await q.selectFrom('products').select('title').where('id', '=', session.product_id).executeTakeFirst();
    if (row) return row.title;
  }
  return LAUNCHER_NAMES[session.game_id] ?? `Game ${session.game_id}`;
}

/** The published game behind an Instant Play offer, with the offer's own window (ISO text). */
export function instantPlayOffer(
  q: Q,
  gameId: number,
  offerItemId: number,
): Promise<{ product_id: number; start_at: string | null; end_at: string | null } | undefined> {
  return q
    .selectFrom('products as p')
    .innerJoin('offers as o', 'o.product_id', 'p.id')
    .select(['p.id as product_id', 'o.instant_play_start_at as start_at', 'o.instant_play_end_at as end_at'])
    .where('p.streaming_game_id', '=', gameId)
    .where('o.instant_play_oid', '=', offerItemId)
    .where('p.is_published', '=', 1)
    .executeTakeFirst();
}

/** The enabled spotlight showing a game at `now` (`start_at <= now <= end_at`). */
export async function spotlightOf(q: Q, productId: number, now: number): Promise<number | undefined> {
  const row = await q
    .selectFrom('instant_play_collections as c')
    .innerJoin('instant_play_collection_products as cp', 'cp.collection_id', 'c.id')
    .select('c.id')
    .where('cp.product_id', '=', productId)
    .where('c.enabled', '=', 1)
    .where('c.start_at', '<=', now)
    .where('c.end_at', '>=', now)
    .orderBy('c.start_at', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** The enabled spotlight of `now`, the latest started when several overlap. */
export function activeSpotlight(q: Q, now: number) {
  return q
    .selectFrom('instant_play_collections')
    .select(['id', 'name', 'start_at', 'end_at'])
    .where('enabled', '=', 1)
    .where('start_at', '<=', now)
    .where('end_at', '>=', now)
    .orderBy('start_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
}

/** The published games of a spotlight, in its order. */
export async function spotlightProductIds(q: Q, collectionId: number, limit: number): Promise<number[]> {
  const rows = await q
    .selectFrom('instant_play_collection_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select('cp.product_id')
    .where('cp.collection_id', '=', collectionId)
    .where('p.is_published', '=', 1)
    .orderBy('cp.position')
    .limit(limit)
    .execute();
  return rows.map((r) => r.product_id);
}
