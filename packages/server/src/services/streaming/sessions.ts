/**
 * Cloud Play on the streaming sandbox (spec §4 Streaming): the account's time, a launch that
 * starts a session of the streaming client, and the client's reports that move the session on.
 * A running session spends ticket time by the server clock; it is charged to the tickets when it
 * ends (reported, replaced by a newer launch, or out of time).
 * @module
 */
import { MESSAGES, STREAMING_CODE, type PendingJob, type StreamingInfo, type StreamingLaunch } from '@d2d/contract';
import type { StreamingSessionRow, StreamingSessionStatus } from '../../db/tables/streaming.js';
import { ApiError } from '../../http/apiError.js';
import { hashToken, newToken } from '../accounts/tokens.js';
import type { StreamingContext } from './context.js';
import { STREAMING_MESSAGES } from './messages.js';
import { isLiveStatus, sessionStateAt, streamedSeconds } from './sessionRules.js';
import { switchStateAt } from './switchRules.js';
import { sessionTitle, streamableGame } from './data/games.js';
import { lockAccountStreaming, type Q } from './data/query.js';
import { latestSwitch } from './data/servers.js';
import { insertSession, liveSessionOf, moveSession, sessionByTokenHash, setSessionCharged } from './data/sessions.js';
import { chargeTicket, ticketsOf } from './data/tickets.js';
import { allocateSpend, availableSeconds, ticketsJson } from './tickets.js';

/** Launch `status` when the service answered (0 is the contract's "service unavailable"). */
export const LAUNCH_SERVICE_UP = 1;

/** What the streaming client may report. */
export type SessionReport = 'running' | 'ended' | 'failed';

/** Builds the url that starts the streaming client for a session token. */
export type ClientUrl = (token: string) => string;

/** A refused launch: the service answered, with the spec's code and text. */
export function refusedLaunch(code: number, message: string): StreamingLaunch {
  return { status: LAUNCH_SERVICE_UP, code, message, launch_url: null };
}

/**
 * Ends a live session at `endedAt` and charges what it streamed (Cloud Play) to the tickets that
 * were live when it started, soonest expiry first. Call it inside a transaction.
 */
export async function endSession(q: Q, session: StreamingSessionRow, status: Exclude<StreamingSessionStatus, 'launching' | 'running'>, endedAt: number): Promise<void> {
  if (!(await moveSession(q, session.id, session.status, { status, ended_at: endedAt }))) return;
  if (session.kind !== 'cloud' || session.started_at === null) return;
  const seconds = streamedSeconds(session, endedAt);
  if (seconds === 0) return;
  let charged = 0;
  for (const [ticketId, take] of allocateSpend(await ticketsOf(q, session.account_id), seconds, session.started_at)) {
    if (await chargeTicket(q, ticketId, take)) charged += take;
  }
  await setSessionCharged(q, session.id, charged);
}

/**
 * Brings the account's live session up to the clock (a launch the client never answered fails,
 * a session out of time ends) and answers it if it is still live. Call it inside a transaction.
 */
export async function settleLiveSession(q: Q, accountId: number, now: number): Promise<StreamingSessionRow | undefined> {
  const live = await liveSessionOf(q, accountId);
  if (!live) return undefined;
  const state = sessionStateAt(live, now);
  if (isLiveStatus(state.status)) return live;
  await endSession(q, live, state.status as 'ended' | 'failed', state.endedAt ?? now);
  return undefined;
}

/** Settles and then ends the live session: the account's one streaming client moves to a new launch. */
async function replaceLiveSession(q: Q, accountId: number, now: number): Promise<void> {
  const live = await settleLiveSession(q, accountId, now);
  if (live) await endSession(q, live, live.status === 'launching' ? 'failed' : 'ended', now);
}

/**
 * Starts a session (ending the account's live one) and answers the launch url of its streaming
 * client. Call it inside the transaction that checked the launch may happen.
 */
export async function startSession(
  q: Q,
  session: { accountId: number; kind: 'cloud' | 'instant'; gameId: number; productId: number | null; budgetSeconds: number; now: number },
  clientUrl: ClientUrl,
): Promise<{ launch: StreamingLaunch; sessionId: number }> {
  await replaceLiveSession(q, session.accountId, session.now);
  const token = newToken();
  const row = await insertSession(q, {
    account_id: session.accountId,
    kind: session.kind,
    game_id: session.gameId,
    product_id: session.productId,
    token_hash: hashToken(token),
    status: 'launching',
    budget_seconds: session.budgetSeconds,
    created_at: session.now,
    started_at: null,
    ended_at: null,
  });
  return { launch: { status: LAUNCH_SERVICE_UP, code: null, message: null, launch_url: clientUrl(token) }, sessionId: row.id };
}

/**
 * `GET /api/account/streaming/play`: launches Cloud Play on a launcher (5009901 Windows desktop,
 * 5009902 Steam, 5009903 Origin, 5009904 Blizzard) or a streamable game. An account without
 * time on a live ticket is refused with code 101 (spec §8: the $10 purchase requirement).
 * @throws ApiError 404 for a game the service cannot stream
 */
export async function launchCloudPlay(ctx: StreamingContext, accountId: number, gameId: number, clientUrl: ClientUrl): Promise<StreamingLaunch> {
  const game = await streamableGame(ctx.db, gameId);
  if (!game) throw ApiError.notFound(STREAMING_MESSAGES.unknownGame);
  return ctx.db.transaction().execute(async (trx) => {
    await lockAccountStreaming(trx, accountId);
    const now = ctx.now();
    // a running session's streamed time is charged first, so the new budget is what is really left
    await replaceLiveSession(trx, accountId, now);
    const available = availableSeconds(await ticketsOf(trx, accountId), now);
    if (available <= 0) return refusedLaunch(STREAMING_CODE.noTicket, MESSAGES.noStreamingTicket);
    return (await startSession(trx, { accountId, kind: 'cloud', gameId, productId: game.productId, budgetSeconds: available, now }, clientUrl)).launch;
  });
}

/**
 * The streaming client's report on its session (the sandbox client's page sends it): `running`
 * once streaming starts, `ended` when the shopper quits, `failed` when it could not start.
 * Reports are idempotent; `running` after the session ended is refused.
 * @param token - the token of the launch url
 * @returns the session's status after the report
 * @throws ApiError 404 for an unknown token, 409 for `running` on a session that is over
 */
export async function reportSession(ctx: StreamingContext, token: string, report: SessionReport): Promise<StreamingSessionStatus> {
  const tokenHash = hashToken(token);
  // refusals are answered after the commit, so what the clock settled on the way stays settled
  const outcome = await ctx.db.transaction().execute(async (trx): Promise<StreamingSessionStatus | 'unknown' | 'over'> => {
    const now = ctx.now();
    const found = await sessionByTokenHash(trx, tokenHash);
    if (!found) return 'unknown';
    await lockAccountStreaming(trx, found.account_id);
    await settleLiveSession(trx, found.account_id, now);
    const session = (await sessionByTokenHash(trx, tokenHash)) ?? found;
    if (report === 'running') {
      if (session.status === 'launching') {
        await moveSession(trx, session.id, 'launching', { status: 'running', started_at: now });
        return 'running';
      }
      return session.status === 'running' ? 'running' : 'over';
    }
    if (!isLiveStatus(session.status)) return session.status;
    const status = report === 'failed' ? 'failed' : 'ended';
    await endSession(trx, session, status, now);
    return status;
  });
  if (outcome === 'unknown') throw ApiError.notFound(STREAMING_MESSAGES.unknownSession);
  if (outcome === 'over') throw ApiError.conflict(STREAMING_MESSAGES.sessionOver);
  return outcome;
}

/**
 * `GET /api/account/streaming` (spec §3 Streaming info): the paid and bonus tickets with their
 * time left by the server clock, and the jobs still in progress (a launch waiting for the
 * streaming client, a server switch) while which the store re-fetches every 12 s.
 */
export async function streamingInfo(ctx: StreamingContext, accountId: number): Promise<StreamingInfo> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockAccountStreaming(trx, accountId);
    const now = ctx.now();
    const live = await settleLiveSession(trx, accountId, now);
    const tickets = await ticketsOf(trx, accountId);
    const running =
      live?.kind === 'cloud' && live.status === 'running' && live.started_at !== null
        ? { startedAt: live.started_at, seconds: streamedSeconds(live, now) }
        : null;
    const pending: PendingJob[] = [];
    if (live?.status === 'launching') pending.push({ status: 'launching' });
    const lastSwitch = await latestSwitch(trx, accountId);
    if (lastSwitch && switchStateAt(lastSwitch, now).status === 'pending') pending.push({ status: 'switching_server' });
    return { tickets: ticketsJson(tickets, running, now), pending_jobs: pending };
  });
}

/** What the sandbox streaming client's page shows about its session. */
export interface ClientSession {
  kind: 'cloud' | 'instant';
  title: string;
  status: StreamingSessionStatus;
  budgetSeconds: number;
}

/**
 * The session of a streaming client's token, as the clock sees it now (read only).
 * @returns undefined for an unknown token
 */
export async function clientSession(ctx: StreamingContext, token: string): Promise<ClientSession | undefined> {
  const session = await sessionByTokenHash(ctx.db, hashToken(token));
  if (!session) return undefined;
  return {
    kind: session.kind,
    title: await sessionTitle(ctx.db, session),
    status: sessionStateAt(session, ctx.now()).status,
    budgetSeconds: session.budget_seconds,
  };
}
