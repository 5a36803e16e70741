/**
 * Streaming calls of spec §7: Cloud Play and Instant Play. `store.streaming` polls the info.
 * @module
 */
import type { Endpoints, BodyOf, QueryOf } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.streaming`. */
export class StreamingApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /** Cloud Play tickets and pending jobs. */
  info(options?: RequestOptions) {
    return this.#t.call('streamingInfo', { ...options });
  }

  /**
   * Launches Cloud Play (default launch id 5009901, the Windows desktop).
   * @example
   * const launch = await store.api.streaming.play({ game_id: 5009902 });
   */
  play(query: QueryOf<Endpoints['streamingPlay']> = {}, options?: RequestOptions) {
    return this.#t.call('streamingPlay', { ...options, query });
  }

  /** Launches the one Instant Play trial of a game. */
  instantPlay(body: BodyOf<Endpoints['streamingInstantPlay']>, options?: RequestOptions) {
    return this.#t.call('streamingInstantPlay', { ...options, body });
  }

  /** Acknowledges that an Instant Play trial started. */
  instantPlayAck(body: BodyOf<Endpoints['streamingInstantPlayAck']>, options?: RequestOptions) {
    return this.#t.call('streamingInstantPlayAck', { ...options, body });
  }

  /** The bonus-hours campaign, or `null`. */
  campaign(options?: RequestOptions) {
    return this.#t.call('streamingCampaign', { ...options });
  }

  /** Redeems the 20 bonus Cloud Play hours. */
  redeemBonusHours(options?: RequestOptions) {
    return this.#t.call('streamingBonus20hrs', { ...options });
  }

  /**
   * Moves the Cloud Play machine to another server: the next one of the list, or `server_id`.
   * @example
   * await store.api.streaming.switchServer({ server_id: 3 });
   */
  switchServer(body: BodyOf<Endpoints['streamingSwitchServer']> = {}, options?: RequestOptions) {
    return this.#t.call('streamingSwitchServer', { ...options, body });
  }

  /** Progress of the server switch. */
  switchServerStatus(options?: RequestOptions) {
    return this.#t.call('streamingSwitchServerStatus', { ...options });
  }

  /** Joins the streaming mailing list. */
  subscribe(email: string, options?: RequestOptions) {
    return this.#t.call('streamingSubscribe', { ...options, body: { email } });
  }

  /** Leaves the streaming mailing list. */
  unsubscribe(email: string, options?: RequestOptions) {
    return this.#t.call('streamingUnsubscribe', { ...options, body: { email } });
  }

  /**
   * The streaming client's report on its session (`running`, `ended`, `failed`), for a client
   * built on core; the token is the last segment of its launch url. No login: the token is the
   * session's capability.
   */
  clientReport(body: BodyOf<Endpoints['streamingClientReport']>, options?: RequestOptions) {
    return this.#t.call('streamingClientReport', { ...options, body });
  }

  /** The Instant Play spotlight, or `null` (1000 entries per page). */
  instantPlayCollection(options?: RequestOptions) {
    return this.#t.call('streamingInstantPlayCollection', { ...options, query: { pagesize: 1000 } });
  }
}
