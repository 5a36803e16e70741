import {
  CLOUD_PLAY_DEFAULT_GAME_ID,
  STREAMING_LIST_LANDING,
  instantPlayAckBodySchema,
  instantPlayBodySchema,
  instantPlayCollectionQuerySchema,
  pagePath,
  streamingClientReportBodySchema,
  streamingMailingListBodySchema,
  streamingPlayQuerySchema,
  switchServerBodySchema,
  type StreamingClientReport,
  type SwitchingServerStatus,
} from '@d2d/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { ApiError } from '../../http/apiError.js';
import { modelStateOf, parseRequestInput } from '../../http/requestInput.js';
import { storePageLocation } from '../../http/storePageLocation.js';
import { deliverOutboxSoon } from '../../mail/mailSender.js';
import { isTokenShaped } from '../../services/accounts/tokens.js';
import { redeemBonusHours, streamingCampaign } from '../../services/streaming/campaign.js';
import type { StreamingContext } from '../../services/streaming/context.js';
import { ackInstantPlay, instantPlaySpotlight, launchInstantPlay } from '../../services/streaming/instantPlay.js';
import { launchInfo, streamingClientUrl } from '../../services/streaming/launchInfo.js';
import {
  STREAMING_LIST_CONFIRM_PATH,
  confirmStreamingList,
  subscribeToStreamingList,
  unsubscribeFromStreamingList,
} from '../../services/streaming/mailingList.js';
import { STREAMING_MESSAGES } from '../../services/streaming/messages.js';
import { launchCloudPlay, reportSession, streamingInfo } from '../../services/streaming/sessions.js';
import { switchServer, switchStatus } from '../../services/streaming/serverSwitch.js';
import { storeOrigin } from '../account/origin.js';
import { catalogueViewer } from '../catalogue/catalogueViewer.js';
import { serverOrigin } from '../checkout/requests.js';
import { CLIENT_REPORT_PATH, registerSandboxClients } from './sandboxClients.js';

/** Options of {@link streamingRoutes}. */
export interface StreamingRoutesOptions {
  db: Db;
  /** `PUBLIC_URL`: the origin of launch urls and of the mailing list's confirmation links. */
  publicUrl?: string;
  /** The server clock (epoch ms); tests move it through sessions, switches and campaign windows. */
  now?: () => number;
}

/**
 * The streaming calls of spec §7 (Cloud Play info and launch, Instant Play launch, ack and
 * spotlight, the bonus-hours campaign and redeem, the server switch and its status, the
 * streaming mailing list), `GET /d2d/monterey/launch_info`, and the streaming sandbox: the
 * client's report call and the client pages.
 * @example
 * await app.register(streamingRoutes, { db, publicUrl: 'https://store.example.com' });
 */
export const streamingRoutes: FastifyPluginAsync<StreamingRoutesOptions> = async (app, options) => {
  const ctx: StreamingContext = { db: options.db, now: options.now ?? Date.now };
  const clientUrl = (request: FastifyRequest) => (token: string) => streamingClientUrl(serverOrigin(request, options.publicUrl), token);

  /** The mailing-list body; a bad address is the shopper's to fix: 422 on the field. */
  function mailingListBody(raw: unknown): string {
    const parsed = streamingMailingListBodySchema.safeParse(raw ?? {});
    if (parsed.success) return parsed.data.email;
    const modelState = modelStateOf(parsed.error, 'body');
    if (modelState.email) throw ApiError.unprocessable(undefined, { email: modelState.email }, modelState.email[0]);
    throw ApiError.badRequest(modelState);
  }

  app.get('/api/account/streaming', { config: { auth: 'required' } }, async (request) => streamingInfo(ctx, request.account.id));

  app.get('/api/account/streaming/play', { config: { auth: 'required' } }, async (request) => {
    const { game_id } = parseRequestInput(streamingPlayQuerySchema, request.query, 'query');
    return launchCloudPlay(ctx, request.account.id, game_id ?? CLOUD_PLAY_DEFAULT_GAME_ID, clientUrl(request));
  });

  app.post('/d2d/streaming/instant_play', { config: { auth: 'required' } }, async (request) =>
    launchInstantPlay(ctx, request.account.id, parseRequestInput(instantPlayBodySchema, request.body, 'body'), clientUrl(request)));

  app.post('/d2d/streaming/instant_play_ack', { config: { auth: 'required' } }, async (request) =>
    ackInstantPlay(ctx, request.account.id, parseRequestInput(instantPlayAckBodySchema, request.body, 'body')));

  // the spotlight's games are cards: a signed-in shopper sees their own states on them
  app.get('/d2d/streaming/active_instant_play_collection', { config: { auth: 'optional' } }, async (request, reply) => {
    const { pagesize } = parseRequestInput(instantPlayCollectionQuerySchema, request.query, 'query');
    return instantPlaySpotlight(ctx, request.shopper, pagesize ?? 1000, catalogueViewer(reply, request.account));
  });

  app.get('/d2d/streaming/campaign', async () => streamingCampaign(ctx));

  app.get('/api/account/streaming/bonus20hrs', { config: { auth: 'required' } }, async (request) => redeemBonusHours(ctx, request.account.id));

  app.post('/api/account/streaming/switching_server', { config: { auth: 'required' } }, async (request) => {
    const { server_id } = parseRequestInput(switchServerBodySchema, request.body, 'body');
    return switchServer(ctx, request.account.id, server_id);
  });

  app.get('/api/account/streaming/switching_server_status', { config: { auth: 'required' } }, async (request): Promise<SwitchingServerStatus> =>
    switchStatus(ctx, request.account.id));

  app.post('/d2d/streaming/subscribe', async (request) => {
    const { result, queued } = await subscribeToStreamingList(ctx, mailingListBody(request.body), storeOrigin(request, options.publicUrl));
    if (queued) deliverOutboxSoon(ctx.db);
    return result;
  });

  app.get(STREAMING_LIST_CONFIRM_PATH, async (request, reply) => {
    const confirmed = await confirmStreamingList(ctx, (request.query as Record<string, unknown> | undefined)?.token);
    // a link from a mail lands on the store's streaming list page either way; the query says which
    return reply.redirect(storePageLocation(pagePath('streamingSubscribe'), {
      [STREAMING_LIST_LANDING.key]: confirmed ? STREAMING_LIST_LANDING.confirmed : STREAMING_LIST_LANDING.invalid,
    }), 303);
  });

  app.post('/d2d/streaming/unsubscribe', async (request) => unsubscribeFromStreamingList(ctx, mailingListBody(request.body)));

  app.get('/d2d/monterey/launch_info', { config: { auth: 'required' } }, async (request) => launchInfo(serverOrigin(request, options.publicUrl)));

  app.post(CLIENT_REPORT_PATH, async (request): Promise<StreamingClientReport> => {
    const body = parseRequestInput(streamingClientReportBodySchema, request.body, 'body');
    if (!isTokenShaped(body.token)) throw ApiError.notFound(STREAMING_MESSAGES.unknownSession);
    return { success: true, status: await reportSession(ctx, body.token, body.status) };
  });

  registerSandboxClients(app, ctx);
};
