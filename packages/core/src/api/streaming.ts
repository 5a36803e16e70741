/**
 * Streaming calls of spec §7: Cloud Play and Instant Play. `store.streaming` polls the info.
 * @module
 */
import { endpoints, type BodyOf, type QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.streaming`. */
export class StreamingApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** Cloud Play tickets and pending jobs. */
  info(options?: RequestOptions) {
    return this.#t.call(endpoints.streamingInfo, { ...options });
  }

  /**
   * Launches Cloud Play (default launch id 5009901, the Windows desktop).
   * @example
   * const launch = await store.api.streaming.play({ game_id: 5009902 });
   */
  play(query: QueryOf<typeof endpoints.streamingPlay> = {}, options?: RequestOptions) {
    return this.#t.call(endpoints.streamingPlay, { ...options, query });
  }

  /** Launches the one Instant Play trial of a game. */
  instantPlay(body: BodyOf<typeof endpoints.streamingInstantPlay>, options?: RequestOptions) {
    return this.#t.call(endpoints.streamingInstantPlay, { ...options, body });
  }

  /** Acknowledges that an Instant Play trial started. */
  instantPlayAck(body: BodyOf<typeof endpoints.streamingInstantPlayAck>, options?: RequestOptions) {
    return this.#t.call(endpoints.streamingInstantPlayAck, { ...options, body });
  }

  /** The bonus-hours campaign, or `null`. */
  campaign(options?: RequestOptions) {
    return this.#t.call(endpoints.streamingCampaign, { ...options });
  }

  /** Redeems the 20 bonus Cloud Play hours. */
  redeemBonusHours(options?: RequestOptions) {
    return this.#t.call(endpoints.streamingBonus20hrs, { ...options });
  }

  /** Moves the Cloud Play machine to another server. */
  switchServer(options?: RequestOptions) {
    return this.#t.call(endpoints.streamingSwitchServer, { ...options });
  }

  /** Progress of the server switch. */
  switchServerStatus(options?: RequestOptions) {
    return this.#t.call(endpoints.streamingSwitchServerStatus, { ...options });
  }

  /** Joins the streaming mailing list. */
  subscribe(email: string, options?: RequestOptions) {
    return this.#t.call(endpoints.streamingSubscribe, { ...options, body: { email } });
  }

  /** Leaves the streaming mailing list. */
  unsubscribe(email: string, options?: RequestOptions) {
    return this.#t.call(endpoints.streamingUnsubscribe, { ...options, body: { email } });
  }

  /** The Instant Play spotlight, or `null` (1000 entries per page). */
  instantPlayCollection(options?: RequestOptions) {
    return this.#t.call(endpoints.streamingInstantPlayCollection, { ...options, query: { pagesize: 1000 } });
  }
}
