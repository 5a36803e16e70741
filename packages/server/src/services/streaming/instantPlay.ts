/**
 * Instant Play (spec §4 Streaming): the spotlight, and a ten-minute trial of one of its games,
 * once per game and account. A trial runs while the game's spotlight is enabled and
 * `start_at <= now <= end_at`, and the game's Instant Play offer is open by the same rule.
 * @module
 */
import {
  INSTANT_PLAY_TRIAL_MINUTES,
  MESSAGES,
  STREAMING_CODE,
  type Ack,
  type InstantPlayAckBody,
  type InstantPlayBody,
  type InstantPlayCollection,
  type StreamingLaunch,
} from '@d2d/contract';
import { ApiError } from '../../http/apiError.js';
import type { ShopperContext } from '../../http/shopperContext.js';
import { loadProductCards } from '../catalogue/productCards.js';
import type { CatalogueViewer } from '../catalogue/shopperHoldings.js';
import type { StreamingContext } from './context.js';
import { STREAMING_MESSAGES } from './messages.js';
import { refusedLaunch, startSession, type ClientUrl } from './sessions.js';
import { activeSpotlight, instantPlayOffer, spotlightOf, spotlightProductIds } from './data/games.js';
import { lockAccountStreaming } from './data/query.js';
import { ackTrial, setTrialSession, takeTrial } from './data/trials.js';

/** Length of a trial in seconds (spec §9: ten minutes). */
export const TRIAL_SECONDS = INSTANT_PLAY_TRIAL_MINUTES * 60;

/** Whether an offer's Instant Play window (ISO text) holds `now`, as the catalogue shows it. */
function offerOpen(offer: { start_at: string | null; end_at: string | null }, now: number): boolean {
  const iso = new Date(now).toISOString();
  return offer.start_at !== null && offer.end_at !== null && offer.start_at <= iso && iso <= offer.end_at;
}

/**
 * `POST /d2d/streaming/instant_play`: starts the account's one trial of a game (`game_id` is the
 * game's `streaming_game_id`, `offer_item_id` its offer's `instant_play.oid`). The trial is
 * taken with one conditional insert, so of many launches at once exactly one starts a session;
 * a second trial of the game answers code 2001 with the spec's text.
 * @throws ApiError 404 for an unknown game or offer, 422 outside the Instant Play window
 */
export async function launchInstantPlay(ctx: StreamingContext, accountId: number, body: InstantPlayBody, clientUrl: ClientUrl): Promise<StreamingLaunch> {
  const offer = await instantPlayOffer(ctx.db, body.game_id, body.offer_item_id);
  if (!offer) throw ApiError.notFound(STREAMING_MESSAGES.noInstantPlay);
  return ctx.db.transaction().execute(async (trx) => {
    await lockAccountStreaming(trx, accountId);
    const now = ctx.now();
    const collectionId = offerOpen(offer, now) ? await spotlightOf(trx, offer.product_id, now) : undefined;
    if (collectionId === undefined) throw ApiError.unprocessable(undefined, { base: [STREAMING_MESSAGES.instantPlayClosed] });
    const taken = await takeTrial(trx, { account_id: accountId, product_id: offer.product_id, collection_id: collectionId, offer_item_id: body.offer_item_id, created_at: now });
    if (!taken) return refusedLaunch(STREAMING_CODE.trialUsed, MESSAGES.instantPlayTrialUsed);
    const started = await startSession(
      trx,
      { accountId, kind: 'instant', gameId: body.game_id, productId: offer.product_id, budgetSeconds: TRIAL_SECONDS, now },
      clientUrl,
    );
    await setTrialSession(trx, accountId, offer.product_id, started.sessionId);
    return started.launch;
  });
}

/**
 * `POST /d2d/streaming/instant_play_ack`: the store saw the trial start.
 * @throws ApiError 404 when the account has no trial of that game and offer
 */
export async function ackInstantPlay(ctx: StreamingContext, accountId: number, body: InstantPlayAckBody): Promise<Ack> {
  if (!(await ackTrial(ctx.db, accountId, body.game_id, body.offer_item_id, ctx.now()))) throw ApiError.notFound(STREAMING_MESSAGES.noTrialToAck);
  return { success: true };
}

/**
 * `GET /d2d/streaming/active_instant_play_collection`: the spotlight of now with its games as
 * product cards, or null (the store then shows 'There is currently no Instant Play Spotlight
 * active...').
 * @param pageSize - at most this many games (the store asks 1000)
 * @param viewer - the signed-in shopper, whose own states the cards carry, or null for a visitor
 */
export async function instantPlaySpotlight(
  ctx: StreamingContext, shopper: ShopperContext, pageSize: number, viewer: CatalogueViewer = null,
): Promise<InstantPlayCollection> {
  const now = shopper.now.getTime();
  const spotlight = await activeSpotlight(ctx.db, now);
  if (!spotlight) return null;
  const ids = await spotlightProductIds(ctx.db, spotlight.id, pageSize);
  return {
    id: spotlight.id,
    name: spotlight.name,
    startDate: new Date(spotlight.start_at).toISOString(),
    endDate: new Date(spotlight.end_at).toISOString(),
    items: await loadProductCards(ctx.db, ids, shopper, viewer),
  };
}
