import { campaignOrNullSchema } from '../entities/campaign.js';
import { claimPremiumGiftBodySchema, giftPremiumBodySchema, premiumGiftListSchema } from '../entities/premiumGift.js';
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
import { premiumRoutes } from '../routes/premium.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The premium plan and rental calls of spec §7.
 * The schemas and summary of each call; method, path and login need come from `premiumRoutes`.
 */
export const premiumEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    premiumCampaign: {
      ...premiumRoutes.premiumCampaign,
      response: campaignOrNullSchema,
      summary: 'The free-trial campaign, or null',
    },
    premiumRedeemFreeTrial: {
      ...premiumRoutes.premiumRedeemFreeTrial,
      response: ackSchema,
      summary: 'Redeem the premium free trial',
    },
    premiumActiveGames: {
      ...premiumRoutes.premiumActiveGames,
      response: premiumActiveGamesSchema,
      summary: "This month's hand-picked premium titles",
    },
    premiumPlanPrice: {
      ...premiumRoutes.premiumPlanPrice,
      response: planPriceSchema,
      summary: 'The monthly plan price in the site currency',
    },
    premiumStatus: {
      ...premiumRoutes.premiumStatus,
      response: premiumStatusSchema,
      summary: "The account's subscription",
    },
    premiumSubscribed: {
      ...premiumRoutes.premiumSubscribed,
      response: premiumSubscribedSchema,
      summary: 'Whether the account is subscribed',
    },
    premiumStopRenewing: {
      ...premiumRoutes.premiumStopRenewing,
      response: premiumStatusSchema,
      summary: 'Stop auto-renewal; the plan ends on its end date',
    },
    premiumCancel: {
      ...premiumRoutes.premiumCancel,
      response: premiumStatusSchema,
      summary: 'Cancel the plan (kept until the billing cycle ends, no refund)',
    },
    premiumSubscribe: {
      ...premiumRoutes.premiumSubscribe,
      body: subscribePremiumBodySchema,
      response: hostedCheckoutSchema,
      summary: 'Start a premium subscription in the hosted checkout',
    },
    premiumGift: {
      ...premiumRoutes.premiumGift,
      body: giftPremiumBodySchema,
      response: hostedCheckoutSchema,
      summary: 'Gift a premium subscription of 1 to 12 months, paid in the hosted checkout',
    },
    premiumGifts: {
      ...premiumRoutes.premiumGifts,
      response: premiumGiftListSchema,
      summary: 'The paid gift subscriptions the account sent, with their codes',
    },
    premiumClaimGift: {
      ...premiumRoutes.premiumClaimGift,
      body: claimPremiumGiftBodySchema,
      response: hostedCheckoutSchema,
      summary: "Claim a gift subscription: the recipient's card is authorised only, in the hosted checkout",
    },
    rentalRent: {
      ...premiumRoutes.rentalRent,
      body: rentBodySchema,
      response: hostedCheckoutSchema,
      summary: 'Rent a game for 1 to 5 days in the hosted checkout',
    },
  }) as const satisfies Record<string, EndpointDefinition>)();
