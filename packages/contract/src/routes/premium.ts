import type { RouteDefinition } from './route.js';

/** The premium plan and rental calls of spec §7. */
export const premiumRoutes = {
  premiumCampaign: { method: 'GET', path: '/d2d/premium/campaign', auth: false },
  premiumRedeemFreeTrial: { method: 'GET', path: '/d2d/premium/redeem_free_trial', auth: true },
  premiumActiveGames: { method: 'GET', path: '/d2d/premium/active_games', auth: false },
  premiumPlanPrice: { method: 'GET', path: '/d2d/premium/plan_price', auth: false },
  premiumStatus: { method: 'GET', path: '/api/account/premium', auth: true },
  premiumSubscribed: { method: 'GET', path: '/api/account/premium/subscribed', auth: true },
  // spec §7 names "stop_renewing and cancel" without method or path
  premiumStopRenewing: { method: 'POST', path: '/api/account/premium/stop_renewing', auth: true, chosen: true },
  premiumCancel: { method: 'POST', path: '/api/account/premium/cancel', auth: true, chosen: true },
  premiumSubscribe: { method: 'POST', path: '/d2d/xsolla/subscribe_premium', auth: true },
  // spec §4 "Gift subscription" names no calls
  premiumGift: { method: 'POST', path: '/api/account/premium/gift', auth: true, chosen: true },
  premiumGifts: { method: 'GET', path: '/api/account/premium/gifts', auth: true, chosen: true },
  premiumClaimGift: { method: 'POST', path: '/api/account/premium/gift/claim', auth: true, chosen: true },
  rentalRent: { method: 'POST', path: '/d2d/xsolla/rent', auth: true },
} as const satisfies Record<string, RouteDefinition>;
