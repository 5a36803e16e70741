import { campaignOrNullSchema } from '../entities/campaign.js';
import {
  instantPlayAckBodySchema,
  instantPlayBodySchema,
  instantPlayCollectionQuerySchema,
  instantPlayCollectionSchema,
  pageRedirectSchema,
  streamingClientReportBodySchema,
  streamingClientReportSchema,
  streamingInfoSchema,
  streamingListConfirmQuerySchema,
  streamingLaunchSchema,
  streamingMailingListBodySchema,
  streamingPlayQuerySchema,
  switchServerBodySchema,
  switchingServerStatusSchema,
} from '../entities/streaming.js';
import { ackSchema } from '../entities/wire.js';
import { streamingRoutes } from '../routes/streaming.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The streaming calls of spec §7 (Cloud Play, Instant Play, campaign, server switch, mailing list).
 * The schemas and summary of each call; method, path and login need come from `streamingRoutes`.
 */
export const streamingEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    streamingInfo: {
      ...streamingRoutes.streamingInfo,
      response: streamingInfoSchema,
      summary: 'Cloud Play tickets and pending jobs',
    },
    streamingPlay: {
      ...streamingRoutes.streamingPlay,
      query: streamingPlayQuerySchema,
      response: streamingLaunchSchema,
      summary: 'Launch Cloud Play',
    },
    streamingInstantPlay: {
      ...streamingRoutes.streamingInstantPlay,
      body: instantPlayBodySchema,
      response: streamingLaunchSchema,
      summary: 'Launch the one Instant Play trial of a game',
    },
    streamingInstantPlayAck: {
      ...streamingRoutes.streamingInstantPlayAck,
      body: instantPlayAckBodySchema,
      response: ackSchema,
      summary: 'Acknowledge that an Instant Play trial started',
    },
    streamingCampaign: {
      ...streamingRoutes.streamingCampaign,
      response: campaignOrNullSchema,
      summary: 'The bonus-hours campaign, or null',
    },
    streamingBonus20hrs: {
      ...streamingRoutes.streamingBonus20hrs,
      response: ackSchema,
      summary: 'Redeem the 20 bonus Cloud Play hours',
    },
    streamingSwitchServer: {
      ...streamingRoutes.streamingSwitchServer,
      body: switchServerBodySchema,
      response: ackSchema,
      summary: 'Move the Cloud Play machine to another server',
    },
    streamingSwitchServerStatus: {
      ...streamingRoutes.streamingSwitchServerStatus,
      response: switchingServerStatusSchema,
      summary: 'Progress of the server switch',
    },
    streamingSubscribe: {
      ...streamingRoutes.streamingSubscribe,
      body: streamingMailingListBodySchema,
      response: ackSchema,
      summary: 'Join the streaming mailing list',
    },
    streamingUnsubscribe: {
      ...streamingRoutes.streamingUnsubscribe,
      body: streamingMailingListBodySchema,
      response: ackSchema,
      summary: 'Leave the streaming mailing list',
    },
    streamingInstantPlayCollection: {
      ...streamingRoutes.streamingInstantPlayCollection,
      query: instantPlayCollectionQuerySchema,
      response: instantPlayCollectionSchema,
      summary: 'The Instant Play spotlight, or null',
    },
    streamingClientReport: {
      ...streamingRoutes.streamingClientReport,
      body: streamingClientReportBodySchema,
      response: streamingClientReportSchema,
      summary: "The streaming client's report on its session (running, ended, failed)",
    },
    streamingListConfirm: {
      ...streamingRoutes.streamingListConfirm,
      query: streamingListConfirmQuerySchema,
      response: pageRedirectSchema,
      summary: 'The streaming list confirmation link: 303 to /streaming/subscribe with ?streaming_list=confirmed or invalid',
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
