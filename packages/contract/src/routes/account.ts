import type { RouteDefinition } from './route.js';

/** The account calls of spec §7 (sign-in, profile, library, history, wallet, loyalty, GDPR). */
export const accountRoutes = {
  accountGetCurrent: { method: 'GET', path: '/api/account/getcurrent', auth: true },
  accountSignUp: { method: 'POST', path: '/api/account/sign_up', auth: false },
  captchaChallenge: { method: 'GET', path: '/api/captcha/challenge', auth: false, chosen: true },
  accountLogin: { method: 'POST', path: '/api/account/login', auth: false },
  accountLogout: { method: 'DELETE', path: '/api/account/logout', auth: true },
  accountAuthFacebook: { method: 'POST', path: '/api/account/auth/facebook', auth: false },
  accountAuthGoogle: { method: 'POST', path: '/api/account/auth/google', auth: false },
  // where the login dialog's buttons come from and where they send the shopper (DECISIONS)
  accountAuthProviders: { method: 'GET', path: '/api/account/auth/providers', auth: false, chosen: true },
  accountAuthAuthorize: { method: 'GET', path: '/api/account/auth/:provider/authorize', auth: false, chosen: true },
  accountShow: { method: 'GET', path: '/api/account/show', auth: true },
  accountUpdate: { method: 'PATCH', path: '/api/account/update', auth: true },
  accountPasswordResetRequest: { method: 'POST', path: '/api/account/password', auth: false },
  accountPasswordReset: { method: 'PUT', path: '/api/account/password', auth: false },
  accountUpdatePassword: { method: 'PATCH', path: '/api/account/update_password', auth: true },
  accountUpdateEmail: { method: 'PATCH', path: '/api/account/update_email', auth: true },
  accountConfirm: { method: 'GET', path: '/d2d/account/confirmation', auth: false },
  accountConfirmationResend: { method: 'POST', path: '/d2d/account/confirmation', auth: false },
  accountInventories: { method: 'GET', path: '/api/account/inventories', auth: true },
  accountSecuromKey: { method: 'POST', path: '/api/account/inventories/get_securom_key', auth: true },
  accountPayments: { method: 'GET', path: '/api/account/payments', auth: true },
  countries: { method: 'GET', path: '/api/countries', auth: false },
  d2dCountries: { method: 'GET', path: '/d2d/countries', auth: false },
  accountWallet: { method: 'GET', path: '/api/account/wallet', auth: true },
  accountTradeIn: { method: 'POST', path: '/api/account/wallet/trade_in', auth: true },
  // spec §7: "trade-in by pid" is not shown; the pid goes in the path like the cart's line id
  accountTradeInByPid: { method: 'POST', path: '/api/account/wallet/trade_in/:trade_in_pid', auth: true, chosen: true },
  accountVips: { method: 'GET', path: '/api/account/vips', auth: false },
  accountLoyaltyWelcome: { method: 'POST', path: '/api/account/loyalty_1st_welcome', auth: true },
  accountPurchases: { method: 'GET', path: '/api/account/purchases', auth: true },
  accountPurchaseCreate: { method: 'POST', path: '/api/account/purchases', auth: true },
  accountPurchaseFail: { method: 'POST', path: '/api/account/purchases/fail', auth: true },
  accountCompletePurchased: { method: 'POST', path: '/api/account/complete_purchased', auth: true },
  // spec §7 names "complete-purchase by cart id or /{payment_id}" without the full paths
  accountCompletePurchaseByCart: { method: 'GET', path: '/api/account/complete_purchased', auth: true, chosen: true },
  accountCompletePurchaseByPayment: { method: 'GET', path: '/api/account/complete_purchased/:payment_id', auth: true, chosen: true },
  accountGdpr: { method: 'POST', path: '/api/account/gdpr', auth: false },
  accountSocial: { method: 'GET', path: '/api/account/social', auth: true },
  accountSocialDisconnect: { method: 'DELETE', path: '/api/account/social/disconnect', auth: true },
  accountLaunchInfo: { method: 'GET', path: '/d2d/monterey/launch_info', auth: true },
  // the "my coupons" tab (spec §2) needs a list; §7 names no call for it
  accountCoupons: { method: 'GET', path: '/api/account/coupons', auth: true, chosen: true },
} as const satisfies Record<string, RouteDefinition>;
