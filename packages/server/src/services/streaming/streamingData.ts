/**
 * Every SQL statement of the streaming area, in one place. Each function takes the database or
 * the open transaction, so the rules modules decide what runs together; limited things are taken
 * with one conditional write each (a trial, a bonus redeem, a server switch, a session's move to
 * its next state).
 * @module
 */
import { CLOUD_PLAY_LAUNCH_IDS, SERVER_SWITCH_MAX_TICKS, SERVER_SWITCH_TICK_MS } from '@d2d/contract';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type {
  StreamingServerRow,
  StreamingServerSwitchRow,
  StreamingSessionRow,
  StreamingSessionStatus,
  StreamingSessionTable,
} from '../../db/tables/streaming.js';
import type { TicketRow } from './tickets.js';

/** The database or an open transaction. */
export type Q = Kysely<Database>;

/** How long a server switch takes: 10 ticks of 1.8 s (spec §4, §9). */
export const SWITCH_DURATION_MS = SERVER_SWITCH_MAX_TICKS * SERVER_SWITCH_TICK_MS;

// ------------------------------------------------------------------------------- tickets

/** Every Cloud Play ticket of an account, paid and bonus, live or expired. */
export function ticketsOf(q: Q, accountId: number): Promise<TicketRow[]> {
  return q
    .selectFrom('streaming_tickets')
    .select(['id', 'bonus', 'seconds', 'seconds_used', 'expires_at'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
}

/** Takes streamed seconds off a ticket, only if it still holds them. */
export async function chargeTicket(q: Q, ticketId: number, seconds: number): Promise<boolean> {
  const result = await q
    .updateTable('streaming_tickets')
    .set({ seconds_used: sql`seconds_used + ${seconds}` })
    .where('id', '=', ticketId)
    .where(sql<boolean>`seconds - seconds_used >= ${seconds}`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Adds a bonus ticket. */
export async function insertBonusTicket(q: Q, accountId: number, seconds: number, expiresAt: number, now: number): Promise<number> {
  const row = await q
    .insertInto('streaming_tickets')
    .values({ account_id: accountId, order_id: null, bonus: 1, seconds, expires_at: expiresAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

// ------------------------------------------------------------------------------ sessions

/** The account's launching or running session, as the database holds it. */
export function liveSessionOf(q: Q, accountId: number): Promise<StreamingSessionRow | undefined> {
  return q
    .selectFrom('streaming_sessions')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('status', 'in', ['launching', 'running'])
    .executeTakeFirst();
}

/** The session a streaming client's token names. */
export function sessionByTokenHash(q: Q, tokenHash: string): Promise<StreamingSessionRow | undefined> {
  return q.selectFrom('streaming_sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Starts a session; the live-session index refuses a second live one. */
export function insertSession(q: Q, values: Insertable<StreamingSessionTable>): Promise<StreamingSessionRow> {
  return q.insertInto('streaming_sessions').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Moves a session on, only from the state the caller saw (so a concurrent report cannot move it
 * twice).
 * @returns whether it moved
 */
export async function moveSession(
  q: Q,
  id: number,
  from: StreamingSessionStatus,
  to: { status: StreamingSessionStatus; started_at?: number; ended_at?: number; seconds_charged?: number },
): Promise<boolean> {
  const result = await q.updateTable('streaming_sessions').set(to).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

// --------------------------------------------------------------------------------- games

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

// -------------------------------------------------------------------------------- trials

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

// ------------------------------------------------------------------------------ campaign

/** The running bonus-hours campaign, else the next one to start. */
export async function campaignAt(q: Q, now: number) {
  const running = await q
    .selectFrom('streaming_campaigns')
    .selectAll()
    .where('starts_at', '<', now)
    .where('ends_at', '>', now)
    .orderBy('ends_at')
    .executeTakeFirst();
  if (running) return running;
  return q.selectFrom('streaming_campaigns').selectAll().where('starts_at', '>=', now).orderBy('starts_at').executeTakeFirst();
}

/**
 * Sets the account's `bonus20hrs` flag, only if it was not set.
 * @returns false when the account redeemed before
 */
export async function flagBonusRedeemed(q: Q, accountId: number, now: number): Promise<boolean> {
  const result = await q
    .updateTable('accounts')
    .set({ bonus20hrs: 1, updated_at: now })
    .where('id', '=', accountId)
    .where('bonus20hrs', '=', 0)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Records the redeem; the primary key makes it once per account.
 * @returns false when one exists
 */
export async function recordBonusRedeem(q: Q, redeem: { account_id: number; campaign_id: number; ticket_id: number; created_at: number }): Promise<boolean> {
  const result = await q
    .insertInto('streaming_bonus_redeems')
    .values(redeem)
    .onConflict((oc) => oc.column('account_id').doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) === 1n;
}

// ------------------------------------------------------------------------------- servers

/** The server list, in its order. */
export function serverList(q: Q): Promise<StreamingServerRow[]> {
  return q.selectFrom('streaming_servers').selectAll().orderBy('position').execute();
}

/** The account's latest server switch. */
export function latestSwitch(q: Q, accountId: number): Promise<StreamingServerSwitchRow | undefined> {
  return q.selectFrom('streaming_server_switches').selectAll().where('account_id', '=', accountId).orderBy('started_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
}

/** Where the account's last successful switch (finished by `now`) moved its machine. */
export async function switchedServerId(q: Q, accountId: number, now: number): Promise<number | undefined> {
  const row = await q
    .selectFrom('streaming_server_switches')
    .select('to_server_id')
    .where('account_id', '=', accountId)
    .where('fails', '=', 0)
    .where('started_at', '<=', now - SWITCH_DURATION_MS)
    .orderBy('started_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.to_server_id;
}

/**
 * Starts a switch unless one is still in progress at `now`, in one conditional insert.
 * @returns false when one was in progress
 */
export async function startSwitch(q: Q, accountId: number, from: StreamingServerRow, to: StreamingServerRow, now: number): Promise<boolean> {
  const result = await sql`
    INSERT INTO streaming_server_switches (account_id, from_server_id, to_server_id, fails, started_at)
    SELECT ${accountId}, ${from.id}, ${to.id}, ${to.fails_switch}, ${now}
    WHERE NOT EXISTS (
      SELECT 1 FROM streaming_server_switches WHERE account_id = ${accountId} AND started_at > ${now - SWITCH_DURATION_MS}
    )
  `.execute(q);
  return result.numAffectedRows === 1n;
}

// --------------------------------------------------------------------------- mailing list

/** An address's row on the streaming mailing list. */
export function mailingListRow(q: Q, email: string) {
  return q.selectFrom('streaming_mailing_list').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Puts an address on the list as pending (again, after an unsubscribe) unless it is confirmed. */
export async function markPending(q: Q, email: string, tokenHash: string, tokenExpiresAt: number, now: number): Promise<void> {
  await q
    .insertInto('streaming_mailing_list')
    .values({ email, created_at: now, confirmed_at: null, unsubscribed_at: null, token_hash: tokenHash, token_expires_at: tokenExpiresAt })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({ confirmed_at: null, unsubscribed_at: null, token_hash: tokenHash, token_expires_at: tokenExpiresAt }),
    )
    .execute();
}

/** Follows a confirmation link once, before it expires. */
export async function confirmByToken(q: Q, tokenHash: string, now: number): Promise<string | undefined> {
  const row = await q
    .updateTable('streaming_mailing_list')
    .set({ confirmed_at: now, token_hash: null, token_expires_at: null })
    .where('token_hash', '=', tokenHash)
    .where('token_expires_at', '>', now)
    .where('confirmed_at', 'is', null)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}

/** Takes an address off the list; its pending link stops working. */
export async function markUnsubscribed(q: Q, email: string, now: number): Promise<void> {
  await q
    .updateTable('streaming_mailing_list')
    .set({ unsubscribed_at: now, token_hash: null, token_expires_at: null })
    .where('email', '=', email)
    .where('unsubscribed_at', 'is', null)
    .execute();
}
