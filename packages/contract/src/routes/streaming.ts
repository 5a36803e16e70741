import type { RouteDefinition } from './route.js';

/** The streaming calls of spec §7 (Cloud Play, Instant Play, campaign, server switch, mailing list). */
export const streamingRoutes = {
  streamingInfo: { method: 'GET', path: '/api/account/streaming', auth: true },
  streamingPlay: { method: 'GET', path: '/api/account/streaming/play', auth: true },
  streamingInstantPlay: { method: 'POST', path: '/d2d/streaming/instant_play', auth: true },
  streamingInstantPlayAck: { method: 'POST', path: '/d2d/streaming/instant_play_ack', auth: true },
  streamingCampaign: { method: 'GET', path: '/d2d/streaming/campaign', auth: false },
  streamingBonus20hrs: { method: 'GET', path: '/api/account/streaming/bonus20hrs', auth: true },
  // spec §7 names "POST switching_server and GET switching_server_status" without a prefix
  streamingSwitchServer: { method: 'POST', path: '/api/account/streaming/switching_server', auth: true, chosen: true },
  streamingSwitchServerStatus: { method: 'GET', path: '/api/account/streaming/switching_server_status', auth: true, chosen: true },
  streamingSubscribe: { method: 'POST', path: '/d2d/streaming/subscribe', auth: false },
  streamingUnsubscribe: { method: 'POST', path: '/d2d/streaming/unsubscribe', auth: false },
  streamingInstantPlayCollection: { method: 'GET', path: '/d2d/streaming/active_instant_play_collection', auth: false },
  // the streaming client's report and the mailing list's confirmation link: calls spec §7 does not show
  streamingClientReport: { method: 'POST', path: '/d2d/streaming/client_report', auth: false, chosen: true },
  streamingListConfirm: { method: 'GET', path: '/d2d/streaming/confirm', auth: false, chosen: true },
} as const satisfies Record<string, RouteDefinition>;
