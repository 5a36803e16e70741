import { campaignOrNullSchema } from '../entities/campaign.js';
import { rentBodySchema } from '../entities/rental.js';
import {
  hostedCheckoutSchema,
  planPriceSchema,
  premiumActiveGamesSchema,
  premiumStatusSchema,
  premiumSubscribedSchema,
  subscribePremiumBodySchema,
} from '../entities/subscription.js';
import { ackSchema } from '../entities/wire.js';
import type { EndpointDefinition } from './endpoint.js';

/** The premium plan and rental calls of spec §7. */
export const premiumEndpoints = {
  premiumCampaign: {
    method: 'GET',
    path: '/d2d/premium/campaign',
    auth: false,
    response: campaignOrNullSchema,
    summary: 'The free-trial campaign, or null',
  },
  premiumRedeemFreeTrial: {
    method: 'GET',
    path: '/d2d/premium/redeem_free_trial',
    auth: true,
    response: ackSchema,
    summary: 'Redeem the premium free trial',
  },
  premiumActiveGames: {
    method: 'GET',
    path: '/d2d/premium/active_games',
    auth: false,
    response: premiumActiveGamesSchema,
    summary: "This month's hand-picked premium titles",
  },
  premiumPlanPrice: {
    method: 'GET',
    path: '/d2d/premium/plan_price',
    auth: false,
    response: planPriceSchema,
    summary: 'The monthly plan price in the site currency',
  },
  premiumStatus: {
    method: 'GET',
    path: '/api/account/premium',
    auth: true,
    response: premiumStatusSchema,
    summary: "The account's subscription",
  },
  premiumSubscribed: {
    method: 'GET',
    path: '/api/account/premium/subscribed',
    auth: true,
    response: premiumSubscribedSchema,
    summary: 'Whether the account is subscribed',
  },
  // spec §7 names "stop_renewing and cancel" without method or path
  premiumStopRenewing: {
    method: 'POST',
    path: '/api/account/premium/stop_renewing',
    auth: true,
    response: premiumStatusSchema,
    chosen: true,
    summary: 'Stop auto-renewal; the plan ends on its end date',
  },
  premiumCancel: {
    method: 'POST',
    path: '/api/account/premium/cancel',
    auth: true,
    response: premiumStatusSchema,
    chosen: true,
    summary: 'Cancel the plan (kept until the billing cycle ends, no refund)',
  },
  premiumSubscribe: {
    method: 'POST',
    path: '/d2d/xsolla/subscribe_premium',
    auth: true,
    body: subscribePremiumBodySchema,
    response: hostedCheckoutSchema,
    summary: 'Start a premium subscription in the hosted checkout',
  },
  rentalRent: {
    method: 'POST',
    path: '/d2d/xsolla/rent',
    auth: true,
    body: rentBodySchema,
    response: hostedCheckoutSchema,
    summary: 'Rent a game for 1 to 5 days in the hosted checkout',
  },
} as const satisfies Record<string, EndpointDefinition>;
