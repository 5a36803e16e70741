import { accountSchema, socialAuthorizationSchema, socialConnectionListSchema, socialProviderListSchema } from '../entities/account.js';
import {
  accountUpdateBodySchema,
  confirmationBodySchema,
  confirmationQuerySchema,
  gdprBodySchema,
  inventoriesQuerySchema,
  loginBodySchema,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  paymentsQuerySchema,
  signUpBodySchema,
  socialAuthorizeQuerySchema,
  socialDisconnectQuerySchema,
  socialLoginBodySchema,
  updateEmailBodySchema,
  updatePasswordBodySchema,
} from '../entities/accountRequests.js';
import { activationKeySchema, securomKeyBodySchema } from '../entities/activationKey.js';
import { captchaChallengeSchema } from '../entities/captcha.js';
import { countryListSchema, countryQuerySchema } from '../entities/country.js';
import { couponListSchema } from '../entities/coupon.js';
import { inventoryPageSchema } from '../entities/inventory.js';
import { orderPageSchema } from '../entities/order.js';
import {
  completePurchasedBodySchema,
  completePurchasedQuerySchema,
  purchaseCompletionSchema,
  purchaseCreateBodySchema,
  purchaseFailBodySchema,
} from '../entities/purchaseCompletion.js';
import { launchInfoSchema } from '../entities/streaming.js';
import { tradeInBodySchema, tradeInResultSchema } from '../entities/tradeIn.js';
import { vipTierListSchema } from '../entities/vip.js';
import { walletSchema } from '../entities/wallet.js';
import { ackSchema } from '../entities/wire.js';
import { accountRoutes } from '../routes/account.js';
import type { EndpointDefinition } from './endpoint.js';

/**
 * The account calls of spec §7 (sign-in, profile, library, history, wallet, loyalty, GDPR).
 * The schemas and summary of each call; method, path and login need come from `accountRoutes`.
 */
export const accountEndpoints = /* @__PURE__ */ (() =>
  // a pure IIFE lets bundlers drop the table: the spreads alone would keep it and every schema
  ({
    accountGetCurrent: {
      ...accountRoutes.accountGetCurrent,
      response: accountSchema,
      summary: 'The signed-in account',
    },
    accountSignUp: {
      ...accountRoutes.accountSignUp,
      body: signUpBodySchema,
      response: accountSchema,
      summary: 'Create an account (captcha required); a confirmation e-mail follows',
    },
    captchaChallenge: {
      ...accountRoutes.captchaChallenge,
      response: captchaChallengeSchema,
      summary: 'A fresh proof-of-work captcha challenge for the sign-up form, valid 120 s',
    },
    accountLogin: {
      ...accountRoutes.accountLogin,
      body: loginBodySchema,
      response: accountSchema,
      summary: 'Log in with e-mail and password or a remembered token; the answer carries the token',
    },
    accountLogout: { ...accountRoutes.accountLogout, response: ackSchema, summary: 'Log out and revoke the token' },
    accountAuthFacebook: {
      ...accountRoutes.accountAuthFacebook,
      body: socialLoginBodySchema,
      response: accountSchema,
      summary: 'Social login with Facebook',
    },
    accountAuthGoogle: {
      ...accountRoutes.accountAuthGoogle,
      body: socialLoginBodySchema,
      response: accountSchema,
      summary: 'Social login with Google',
    },
    accountAuthProviders: {
      ...accountRoutes.accountAuthProviders,
      response: socialProviderListSchema,
      summary: 'The social providers the login dialog offers (none when the store configures none)',
    },
    accountAuthAuthorize: {
      ...accountRoutes.accountAuthAuthorize,
      query: socialAuthorizeQuerySchema,
      response: socialAuthorizationSchema,
      summary: "Where to send the shopper to sign in with a social provider, with the request's state and PKCE verifier",
    },
    accountShow: {
      ...accountRoutes.accountShow,
      response: accountSchema,
      summary: 'The account with its details for the account-info tab',
    },
    accountUpdate: {
      ...accountRoutes.accountUpdate,
      body: accountUpdateBodySchema,
      response: accountSchema,
      summary: 'Update user name, subscribe, GDPR, tracking consent or billing address',
    },
    accountPasswordResetRequest: {
      ...accountRoutes.accountPasswordResetRequest,
      body: passwordResetRequestBodySchema,
      response: ackSchema,
      summary: 'E-mail a password reset link',
    },
    accountPasswordReset: {
      ...accountRoutes.accountPasswordReset,
      body: passwordResetBodySchema,
      response: ackSchema,
      summary: 'Set a new password with the reset token',
    },
    accountUpdatePassword: {
      ...accountRoutes.accountUpdatePassword,
      body: updatePasswordBodySchema,
      response: accountSchema,
      summary: 'Change the password; the answer carries the rotated token',
    },
    accountUpdateEmail: {
      ...accountRoutes.accountUpdateEmail,
      body: updateEmailBodySchema,
      response: accountSchema,
      summary: 'Change the e-mail (confirmed through an e-mailed link)',
    },
    accountConfirm: {
      ...accountRoutes.accountConfirm,
      query: confirmationQuerySchema,
      response: ackSchema,
      summary: 'Confirm an e-mail address with the e-mailed token',
    },
    accountConfirmationResend: {
      ...accountRoutes.accountConfirmationResend,
      body: confirmationBodySchema,
      response: ackSchema,
      summary: 'Resend the confirmation e-mail, or ask to reconfirm a changed address',
    },
    accountInventories: {
      ...accountRoutes.accountInventories,
      query: inventoriesQuerySchema,
      response: inventoryPageSchema,
      summary: 'My games, paged',
    },
    accountSecuromKey: {
      ...accountRoutes.accountSecuromKey,
      body: securomKeyBodySchema,
      response: activationKeySchema,
      summary: "Fetch the store-DRM key of an owned game",
    },
    accountPayments: {
      ...accountRoutes.accountPayments,
      query: paymentsQuerySchema,
      response: orderPageSchema,
      summary: 'Purchase history',
    },
    countries: {
      ...accountRoutes.countries,
      query: countryQuerySchema,
      response: countryListSchema,
      summary: 'Countries for the billing address',
    },
    d2dCountries: {
      ...accountRoutes.d2dCountries,
      query: countryQuerySchema,
      response: countryListSchema,
      summary: 'Countries (store path)',
    },
    accountWallet: { ...accountRoutes.accountWallet, response: walletSchema, summary: 'Wallet balance and history' },
    accountTradeIn: {
      ...accountRoutes.accountTradeIn,
      body: tradeInBodySchema,
      response: tradeInResultSchema,
      summary: 'Trade an owned game in for wallet credit',
    },
    accountTradeInByPid: {
      ...accountRoutes.accountTradeInByPid,
      response: tradeInResultSchema,
      summary: "Trade in by the inventory item's trade_in_pid",
    },
    accountVips: {
      ...accountRoutes.accountVips,
      response: vipTierListSchema,
      summary: 'The VIP tiers (the rewards page shows them to visitors too)',
    },
    accountLoyaltyWelcome: {
      ...accountRoutes.accountLoyaltyWelcome,
      response: ackSchema,
      summary: 'Acknowledge the first-time loyalty congratulation',
    },
    accountPurchases: {
      ...accountRoutes.accountPurchases,
      query: paymentsQuerySchema,
      response: orderPageSchema,
      summary: 'Orders of the account',
    },
    accountPurchaseCreate: {
      ...accountRoutes.accountPurchaseCreate,
      body: purchaseCreateBodySchema,
      response: purchaseCompletionSchema,
      summary: "Complete the legacy provider's purchase of a cart",
    },
    accountPurchaseFail: {
      ...accountRoutes.accountPurchaseFail,
      body: purchaseFailBodySchema,
      response: ackSchema,
      summary: 'Record a failed purchase with its fail code',
    },
    accountCompletePurchased: {
      ...accountRoutes.accountCompletePurchased,
      body: completePurchasedBodySchema,
      response: purchaseCompletionSchema,
      summary: 'Complete the purchase of a cart (polled every 800 ms until 200)',
    },
    accountCompletePurchaseByCart: {
      ...accountRoutes.accountCompletePurchaseByCart,
      query: completePurchasedQuerySchema,
      response: purchaseCompletionSchema,
      summary: 'The receipt of a completed purchase by cart id',
    },
    accountCompletePurchaseByPayment: {
      ...accountRoutes.accountCompletePurchaseByPayment,
      response: purchaseCompletionSchema,
      summary: 'The receipt of a completed purchase by payment id',
    },
    accountGdpr: {
      ...accountRoutes.accountGdpr,
      body: gdprBodySchema,
      response: ackSchema,
      summary: 'GDPR opt-in or opt-out of an e-mail',
    },
    accountSocial: {
      ...accountRoutes.accountSocial,
      response: socialConnectionListSchema,
      summary: 'Linked social accounts',
    },
    accountSocialDisconnect: {
      ...accountRoutes.accountSocialDisconnect,
      query: socialDisconnectQuerySchema,
      response: socialConnectionListSchema,
      summary: 'Unlink a social provider',
    },
    accountLaunchInfo: {
      ...accountRoutes.accountLaunchInfo,
      response: launchInfoSchema,
      summary: 'How to launch the store client',
    },
    accountCoupons: { ...accountRoutes.accountCoupons, response: couponListSchema, summary: "The shopper's coupons" },
  }) as const satisfies Record<string, EndpointDefinition>)();
