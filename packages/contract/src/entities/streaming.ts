import { z } from 'zod';
import { validateEmail } from '../validation/email.js';
import { productSummarySchema } from './product.js';
import { queryInt } from './query.js';
import { ruledString } from './ruledString.js';
import { idSchema, urlSchema, wireDateSchema } from './wire.js';

/** Time left on a Cloud Play ticket; `sign` is `-` when it ran over. */
export const timeLeftSchema = /* @__PURE__ */ (() => z.object({
  sign: z.enum(['+', '-']),
  hours: z.number().int().nonnegative(),
  minutes: z.number().int().min(0).max(59),
}))();
/** Time left. */
export type TimeLeft = z.infer<typeof timeLeftSchema>;

/** When a ticket expires: `human` is the relative text, `date` the day as MM/dd/yyyy. */
export const ticketExpireAtSchema = /* @__PURE__ */ (() => z.object({
  expired: z.boolean(),
  human: z.string(),
  date: z.string(),
}))();
/** A ticket expiry. */
export type TicketExpireAt = z.infer<typeof ticketExpireAtSchema>;

/**
 * A Cloud Play ticket (spec §3), paid or bonus (`bonus`). `expireDateDiff` is the days left
 * until expiry (negative once expired).
 */
export const cloudPlayTicketSchema = /* @__PURE__ */ (() => z.object({
  time_left: timeLeftSchema,
  ticket_expire_at: ticketExpireAtSchema,
  expireDateDiff: z.number().int(),
  bonus: z.boolean(),
}))();
/** A Cloud Play ticket. */
export type CloudPlayTicket = z.infer<typeof cloudPlayTicketSchema>;

/** A streaming job still being prepared; while any is pending the client polls every 12 s. */
export const pendingJobSchema = /* @__PURE__ */ (() => z.object({ status: z.string() }))();
/** A pending job. */
export type PendingJob = z.infer<typeof pendingJobSchema>;

/**
 * Answer of `GET /api/account/streaming` (spec §3 Streaming info): the tickets and pending jobs.
 * @example
 * const info = streamingInfoSchema.parse(await res.json());
 * const polling = info.pending_jobs.length > 0;
 */
export const streamingInfoSchema = /* @__PURE__ */ (() => z.object({
  tickets: z.array(cloudPlayTicketSchema),
  pending_jobs: z.array(pendingJobSchema),
}))();
/** Streaming info. */
export type StreamingInfo = z.infer<typeof streamingInfoSchema>;

/**
 * Answer of a launch (`GET /api/account/streaming/play`, `POST /d2d/streaming/instant_play`).
 * `status` 0 means the service is unavailable; `code` 101 no streaming ticket, 2001 the instant
 * play trial was used (spec §8). `launch_url` starts the streaming client.
 */
export const streamingLaunchSchema = /* @__PURE__ */ (() => z.object({
  status: z.number().int(),
  code: z.union([z.number().int(), z.string()]).nullable().optional(),
  message: z.string().nullable().optional(),
  launch_url: urlSchema.nullable().optional(),
}))();
/** A launch answer. */
export type StreamingLaunch = z.infer<typeof streamingLaunchSchema>;

/** Query of `GET /api/account/streaming/play`: the Cloud Play launch id (default 5009901). */
export const streamingPlayQuerySchema = /* @__PURE__ */ (() => z.object({
  game_id: queryInt.pipe(idSchema).optional(),
}))();
/** A play query after coercion. */
export type StreamingPlayQuery = z.output<typeof streamingPlayQuerySchema>;

/** Body of `POST /d2d/streaming/instant_play`. */
export const instantPlayBodySchema = /* @__PURE__ */ (() => z
  .object({ game_id: idSchema, offer_item_id: idSchema })
  .strict())();
/** An instant play body. */
export type InstantPlayBody = z.infer<typeof instantPlayBodySchema>;

/** Body of `POST /d2d/streaming/instant_play_ack`: the client started the trial. */
export const instantPlayAckBodySchema = /* @__PURE__ */ (() => z
  .object({ game_id: idSchema, collection_id: idSchema, offer_item_id: idSchema })
  .strict())();
/** An instant play acknowledgement body. */
export type InstantPlayAckBody = z.infer<typeof instantPlayAckBodySchema>;

/** A server the Cloud Play machine can run on. */
export const streamingServerSchema = /* @__PURE__ */ (() => z.object({
  id: idSchema,
  name: z.string(),
  region: z.string(),
}))();
/** A streaming server. */
export type StreamingServer = z.infer<typeof streamingServerSchema>;

/**
 * Body of `POST /api/account/streaming/switching_server`: empty moves the machine to the next
 * server of the list; `server_id` names one (the sandbox's failing server is reached only so).
 */
export const switchServerBodySchema = /* @__PURE__ */ (() => z
  .object({ server_id: idSchema.optional() })
  .strict())();
/** A server-switch body. */
export type SwitchServerBody = z.infer<typeof switchServerBodySchema>;

/**
 * Answer of the server-switch status call: the latest switch (`idle` when there was none), its
 * progress in ticks of 1.8 s (0 to 10), the machine's server, the switch's target and the list.
 * The dialog shows 'All Set' on `done` and 'Switching server failed' on `failed`.
 */
export const switchingServerStatusSchema = /* @__PURE__ */ (() => z.object({
  status: z.enum(['idle', 'pending', 'done', 'failed']),
  progress: z.number().int().min(0).max(10).optional(),
  server: streamingServerSchema.nullable().optional(),
  target: streamingServerSchema.nullable().optional(),
  servers: z.array(streamingServerSchema).optional(),
}))();
/** A server-switch status. */
export type SwitchingServerStatus = z.infer<typeof switchingServerStatusSchema>;

/** A streaming session's state as the service keeps it. */
export const streamingSessionStatusSchema = /* @__PURE__ */ (() => z.enum(['launching', 'running', 'ended', 'failed']))();
/** A session status. */
export type StreamingSessionStatus = z.infer<typeof streamingSessionStatusSchema>;

/**
 * Body of `POST /d2d/streaming/client_report`, the streaming client's report on its session:
 * `token` is the last segment of the launch url; `running` once streaming starts, `ended` when
 * the shopper quits, `failed` when it could not start.
 */
export const streamingClientReportBodySchema = /* @__PURE__ */ (() => z
  .object({ token: z.string().min(1).max(200), status: z.enum(['running', 'ended', 'failed']) })
  .strict())();
/** A client report. */
export type StreamingClientReportBody = z.infer<typeof streamingClientReportBodySchema>;

/** Answer of a client report: the session's status after it. */
export const streamingClientReportSchema = /* @__PURE__ */ (() => z.object({
  success: z.literal(true),
  status: streamingSessionStatusSchema,
}))();
/** A client report answer. */
export type StreamingClientReport = z.infer<typeof streamingClientReportSchema>;

/** Query of `GET /d2d/streaming/confirm`, the link of the streaming list's confirmation mail. */
export const streamingListConfirmQuerySchema = /* @__PURE__ */ (() => z.object({
  token: z.string().max(200).optional(),
}))();
/** A confirmation link's query. */
export type StreamingListConfirmQuery = z.infer<typeof streamingListConfirmQuerySchema>;

/**
 * What a link that lands on a store page answers: 303 with a `Location` and no body (the
 * store page reads the landing query, e.g. `?streaming_list=confirmed`).
 */
export const pageRedirectSchema = /* @__PURE__ */ (() => z.undefined())();
/** A landing query of the streaming list page: `confirmed`, or `invalid` for a used or expired link. */
export const STREAMING_LIST_LANDING = { key: 'streaming_list', confirmed: 'confirmed', invalid: 'invalid' } as const;

/** Body of the streaming mailing-list calls (`/d2d/streaming/subscribe`, `/unsubscribe`). */
export const streamingMailingListBodySchema = /* @__PURE__ */ (() => z
  .object({ email: ruledString(validateEmail, { max: 254 }) })
  .strict())();
/** A streaming mailing-list body. */
export type StreamingMailingListBody = z.infer<typeof streamingMailingListBodySchema>;

/**
 * Answer of `GET /d2d/streaming/active_instant_play_collection`: the Instant Play spotlight, or
 * `null` when none is active ('There is currently no Instant Play Spotlight active...').
 */
export const instantPlayCollectionSchema = /* @__PURE__ */ (() => z
  .object({
    id: idSchema,
    name: z.string(),
    startDate: wireDateSchema.nullable().optional(),
    endDate: wireDateSchema.nullable().optional(),
    items: z.array(productSummarySchema),
  })
  .nullable())();
/** The Instant Play spotlight. */
export type InstantPlayCollection = z.infer<typeof instantPlayCollectionSchema>;

/** Query of the spotlight call (the store asks 1000 per page). */
export const instantPlayCollectionQuerySchema = /* @__PURE__ */ (() => z.object({
  pagesize: queryInt.pipe(z.number().int().min(1).max(1000)).optional(),
}))();
/** A spotlight query after coercion. */
export type InstantPlayCollectionQuery = z.output<typeof instantPlayCollectionQuerySchema>;

/**
 * Answer of `GET /d2d/monterey/launch_info`: how to start the store client (`launch_url`) and
 * where to get it when it is not installed (`download_url`).
 */
export const launchInfoSchema = /* @__PURE__ */ (() => z.object({
  launch_url: urlSchema.nullable(),
  download_url: urlSchema.nullable().optional(),
}))();
/** Store client launch info. */
export type LaunchInfo = z.infer<typeof launchInfoSchema>;
