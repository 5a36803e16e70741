import { campaignOrNullSchema } from '../entities/campaign.js';
import {
  instantPlayAckBodySchema,
  instantPlayBodySchema,
  instantPlayCollectionQuerySchema,
  instantPlayCollectionSchema,
  streamingInfoSchema,
  streamingLaunchSchema,
  streamingMailingListBodySchema,
  streamingPlayQuerySchema,
  switchingServerStatusSchema,
} from '../entities/streaming.js';
import { ackSchema } from '../entities/wire.js';
import type { EndpointDefinition } from './endpoint.js';

/** The streaming calls of spec §7 (Cloud Play, Instant Play, campaign, server switch, mailing list). */
export const streamingEndpoints = {
  streamingInfo: {
    method: 'GET',
    path: '/api/account/streaming',
    auth: true,
    response: streamingInfoSchema,
    summary: 'Cloud Play tickets and pending jobs',
  },
  streamingPlay: {
    method: 'GET',
    path: '/api/account/streaming/play',
    auth: true,
    query: streamingPlayQuerySchema,
    response: streamingLaunchSchema,
    summary: 'Launch Cloud Play',
  },
  streamingInstantPlay: {
    method: 'POST',
    path: '/d2d/streaming/instant_play',
    auth: true,
    body: instantPlayBodySchema,
    response: streamingLaunchSchema,
    summary: 'Launch the one Instant Play trial of a game',
  },
  streamingInstantPlayAck: {
    method: 'POST',
    path: '/d2d/streaming/instant_play_ack',
    auth: true,
    body: instantPlayAckBodySchema,
    response: ackSchema,
    summary: 'Acknowledge that an Instant Play trial started',
  },
  streamingCampaign: {
    method: 'GET',
    path: '/d2d/streaming/campaign',
    auth: false,
    response: campaignOrNullSchema,
    summary: 'The bonus-hours campaign, or null',
  },
  streamingBonus20hrs: {
    method: 'GET',
    path: '/api/account/streaming/bonus20hrs',
    auth: true,
    response: ackSchema,
    summary: 'Redeem the 20 bonus Cloud Play hours',
  },
  // spec §7 names "POST switching_server and GET switching_server_status" without a prefix
  streamingSwitchServer: {
    method: 'POST',
    path: '/api/account/streaming/switching_server',
    auth: true,
    response: ackSchema,
    chosen: true,
    summary: 'Move the Cloud Play machine to another server',
  },
  streamingSwitchServerStatus: {
    method: 'GET',
    path: '/api/account/streaming/switching_server_status',
    auth: true,
    response: switchingServerStatusSchema,
    chosen: true,
    summary: 'Progress of the server switch',
  },
  streamingSubscribe: {
    method: 'POST',
    path: '/d2d/streaming/subscribe',
    auth: false,
    body: streamingMailingListBodySchema,
    response: ackSchema,
    summary: 'Join the streaming mailing list',
  },
  streamingUnsubscribe: {
    method: 'POST',
    path: '/d2d/streaming/unsubscribe',
    auth: false,
    body: streamingMailingListBodySchema,
    response: ackSchema,
    summary: 'Leave the streaming mailing list',
  },
  streamingInstantPlayCollection: {
    method: 'GET',
    path: '/d2d/streaming/active_instant_play_collection',
    auth: false,
    query: instantPlayCollectionQuerySchema,
    response: instantPlayCollectionSchema,
    summary: 'The Instant Play spotlight, or null',
  },
} as const satisfies Record<string, EndpointDefinition>;
