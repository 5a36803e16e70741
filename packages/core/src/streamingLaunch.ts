/**
 * Launching Cloud Play and Instant Play (spec §4 Streaming, §8, §9): what a launch holds while it
 * waits for the streaming client, and how it ends. `store.streaming` runs the launches.
 * @module
 */
import {
  CLOUD_PLAY_TIMEOUT_MS,
  INSTANT_PLAY_TIMEOUT_MS,
  type InstantPlayAckBody,
  type OfferAction,
  type StreamingInfo,
  type StreamingLaunchKind,
} from '@d2d/contract';

/** The pending job a launch shows in the streaming info until its client reports. */
export const LAUNCH_JOB_STATUS = 'launching';

/**
 * A launch that holds the lock: the launch buttons stay disabled while one is set, from the
 * launch call until the streaming client reports (or the launch gives up).
 */
export interface ActiveLaunch {
  kind: StreamingLaunchKind;
  /** The Cloud Play launch id (5009901–5009904) or the game's `streaming_game_id`. */
  gameId: number;
  /** When the launch began, on the store's clock. */
  startedAt: number;
}

/**
 * How a launch ended:
 * - `reported`: the streaming client reported, done or failure (its window says which), and the
 *   launch job is gone;
 * - `not-installed`: no report within 20 s (Cloud Play) or 30 s (Instant Play): the streaming
 *   client is not installed ('Streaming client not installed');
 * - `refused`: the service answered without a launch url (101 no ticket, 2001 trial used,
 *   status 0 unavailable) or the call failed; `message` is the spec §8 text to show;
 * - `busy`: another launch still holds the lock, nothing was sent.
 */
export type LaunchResult =
  | { outcome: 'reported' }
  | { outcome: 'not-installed' }
  | { outcome: 'refused'; message: string }
  | { outcome: 'busy' };

/**
 * Opens the streaming client at a launch url; the host decides how (a window it opened on the
 * click, a protocol handler). Core never touches the page.
 */
export type LaunchOpener = (launchUrl: string) => void;

/** What to launch: Cloud Play by launch id or game, or the Instant Play trial of a spotlight game. */
export type LaunchTarget =
  | { kind: 'cloudPlay'; gameId: number }
  | { kind: 'instantPlay'; game: InstantPlayAckBody };

/** How long a launch waits for its client (spec §9: 20 s Cloud Play, 30 s Instant Play). */
export function launchTimeoutMs(kind: StreamingLaunchKind): number {
  return kind === 'cloudPlay' ? CLOUD_PLAY_TIMEOUT_MS : INSTANT_PLAY_TIMEOUT_MS;
}

/** Whether the streaming info still shows a launch waiting for its client. */
export function isLaunchPending(info: StreamingInfo): boolean {
  return info.pending_jobs.some((job) => job.status === LAUNCH_JOB_STATUS);
}

/** What the Instant Play calls need of a game: its `streaming_game_id` and offers. */
export interface InstantPlayProductLike {
  streaming_game_id?: number | null;
  offerActions?: readonly OfferAction[] | null;
}

/**
 * The Instant Play trial a game offers now (spec §4): its offer's `instant_play` is enabled,
 * `start_at <= now <= end_at` and it names the offer item; the game has a `streaming_game_id`.
 * @param product - The game, e.g. a spotlight item.
 * @param collectionId - The spotlight the game is shown in.
 * @param now - Epoch ms (the store's clock).
 * @returns The body of the launch and its acknowledgement, or null when there is no trial now.
 * @example
 * const game = instantPlayGame(product, spotlight.id, store.clock.now());
 * if (game) await store.streaming.launchInstantPlay(game, open);
 */
export function instantPlayGame(product: InstantPlayProductLike, collectionId: number, now: number): InstantPlayAckBody | null {
  if (!product.streaming_game_id) return null;
  for (const offer of product.offerActions ?? []) {
    const trial = offer.instant_play;
    if (!trial?.instant_play_enable || !trial.oid || !trial.start_at || !trial.end_at) continue;
    const start = Date.parse(trial.start_at);
    const end = Date.parse(trial.end_at);
    if (Number.isFinite(start) && Number.isFinite(end) && start <= now && now <= end) {
      return { game_id: product.streaming_game_id, collection_id: collectionId, offer_item_id: trial.oid };
    }
  }
  return null;
}
