import type { Generated, Selectable } from 'kysely';
import type { SqlBool } from './accounts.js';

/**
 * Tables of the streaming area (migration `0008_streaming`): the streaming sandbox's servers, the
 * sessions of the streaming client, the server switches, the Instant Play spotlight and its
 * once-per-game trials, the bonus-hours campaign and its once-per-account redeems, and the
 * streaming mailing list. Cloud Play time itself is the orders area's `streaming_tickets`.
 * Times are epoch milliseconds.
 */
export interface StreamingTables {
  streaming_servers: StreamingServerTable;
  streaming_sessions: StreamingSessionTable;
  streaming_server_switches: StreamingServerSwitchTable;
  instant_play_collections: InstantPlayCollectionTable;
  instant_play_collection_products: InstantPlayCollectionProductTable;
  instant_play_trials: InstantPlayTrialTable;
  streaming_campaigns: StreamingCampaignTable;
  streaming_bonus_redeems: StreamingBonusRedeemTable;
  streaming_mailing_list: StreamingMailingListTable;
}

/** A data centre a Cloud Play machine can run in. */
export interface StreamingServerTable {
  id: number;
  name: string;
  region: string;
  /** Order in the list; the first is where every machine starts. */
  position: number;
  /** Sandbox knob: a switch to this server fails (the 'Switching server failed' path). */
  fails_switch: SqlBool;
}
export type StreamingServerRow = Selectable<StreamingServerTable>;

/** What a session streams: Cloud Play (spends ticket hours) or an Instant Play trial (free, 10 minutes). */
export type StreamingSessionKind = 'cloud' | 'instant';

/**
 * Where a session stands: `launching` until the streaming client reports, `running` while it
 * streams, then `ended` (reported, replaced by a newer launch, or out of time) or `failed` (the
 * client reported a failure or never answered).
 */
export type StreamingSessionStatus = 'launching' | 'running' | 'ended' | 'failed';

/** One launch of the streaming client; at most one per account is launching or running. */
export interface StreamingSessionTable {
  id: Generated<number>;
  account_id: number;
  kind: StreamingSessionKind;
  /** The Cloud Play launch id (5009901…5009904) or the game's `streaming_game_id`. */
  game_id: number;
  /** The product of an Instant Play trial or of a launched game; null for a launcher. */
  product_id: number | null;
  /** sha256 of the token in the launch url: the streaming client's capability. */
  token_hash: string;
  status: StreamingSessionStatus;
  /** Seconds the session may run: the account's time left at launch, or the trial's length. */
  budget_seconds: number;
  created_at: number;
  started_at: number | null;
  ended_at: number | null;
  /** Ticket seconds charged when the session ended (Cloud Play only). */
  seconds_charged: Generated<number>;
}
export type StreamingSessionRow = Selectable<StreamingSessionTable>;

/**
 * A move of the account's Cloud Play machine to another server. Its progress is the server
 * clock's: one tick per 1.8 s from `started_at`, done (or failed) after 10 ticks.
 */
export interface StreamingServerSwitchTable {
  id: Generated<number>;
  account_id: number;
  from_server_id: number;
  to_server_id: number;
  /** Copied from the target server when the switch starts, so it ends the way it was set up. */
  fails: SqlBool;
  started_at: number;
}
export type StreamingServerSwitchRow = Selectable<StreamingServerSwitchTable>;

/** The Instant Play spotlight: trials run while it is enabled and `start_at <= now <= end_at`. */
export interface InstantPlayCollectionTable {
  id: number;
  name: string;
  enabled: SqlBool;
  start_at: number;
  end_at: number;
}

/** A game of the spotlight, in its order. */
export interface InstantPlayCollectionProductTable {
  collection_id: number;
  product_id: number;
  position: number;
}

/** The one Instant Play trial of a game an account used: the primary key makes it once. */
export interface InstantPlayTrialTable {
  account_id: number;
  product_id: number;
  collection_id: number;
  offer_item_id: number;
  session_id: number | null;
  created_at: number;
  /** When the store acknowledged that the trial started (`instant_play_ack`). */
  acked_at: number | null;
}

/** The bonus-hours campaign (spec §3 Campaigns): redeemable while now lies strictly inside it. */
export interface StreamingCampaignTable {
  id: Generated<number>;
  starts_at: number;
  ends_at: number;
  bonus_hours: number;
}

/** The bonus hours an account redeemed: the primary key makes it once per account. */
export interface StreamingBonusRedeemTable {
  account_id: number;
  campaign_id: number;
  ticket_id: number;
  created_at: number;
}

/**
 * An address on the streaming mailing list, with double opt-in as the store's mailing list:
 * pending until the mailed link is followed, then confirmed until it unsubscribes.
 */
export interface StreamingMailingListTable {
  email: string;
  created_at: number;
  confirmed_at: number | null;
  unsubscribed_at: number | null;
  token_hash: string | null;
  token_expires_at: number | null;
}
