/**
 * Account calls of spec §7: sign-in, profile, library, history, wallet, loyalty, GDPR.
 * Most hosts use `store.session` for login and logout; these are the raw calls.
 * @module
 */
import type {
  Endpoints,
  Account,
  AccountUpdateBody,
  ConfirmationBody,
  ConfirmationQuery,
  GdprBody,
  InventoriesQuery,
  LoginBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  PaymentsQuery,
  SignUpBody,
  SocialLoginBody,
  SocialProvider,
  UpdateEmailBody,
  UpdatePasswordBody,
  CompletePurchasedBody,
  PurchaseCreateBody,
  PurchaseFailBody,
} from '@d2d/contract';
import { SOCIAL_AUTH_HEADER } from '@d2d/contract';
import type { RequestOptions, Transport } from '../transport.js';

/** `store.api.account`. */
export class AccountApi {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * A fresh sign-up captcha challenge (`GET /api/captcha/challenge`), valid for 120 s.
   * @example
   * const challenge = await store.api.account.captchaChallenge();
   */
  captchaChallenge(options?: RequestOptions) {
    return this.#t.call('captchaChallenge', { queueOnUnauthorized: false, ...options });
  }

  /**
   * The signed-in account (`GET /api/account/getcurrent`).
   * @example
   * const account = await store.api.account.getCurrent();
   */
  getCurrent(options?: RequestOptions) {
    return this.#t.call('accountGetCurrent', { ...options });
  }

  /**
   * Creates an account (`POST /api/account/sign_up`); the body carries the captcha payload.
   * Not queued on 401. Prefer `store.session.signUp`.
   */
  signUp(body: SignUpBody, options?: RequestOptions) {
    return this.#t.call('accountSignUp', { queueOnUnauthorized: false, ...options, body });
  }

  /**
   * Logs in with e-mail and password or a remember token (`POST /api/account/login`). Not queued
   * on 401. Prefer `store.session.login`.
   * @returns The account with its `token` (and `remember_token`).
   */
  login(body: LoginBody, options?: RequestOptions): Promise<Account & { remember_token?: string | null }> {
    return this.#t.call('accountLogin', { queueOnUnauthorized: false, ...options, body });
  }

  /** Logs out and revokes the token (`DELETE /api/account/logout`). Not queued on 401. */
  logout(options?: RequestOptions) {
    return this.#t.call('accountLogout', { queueOnUnauthorized: false, ...options });
  }

  /**
   * Social login (`POST /api/account/auth/{facebook|google}`). Not queued on 401.
   * @param provider - `facebook` or `google`.
   * @param body - The provider's code (with redirect uri, PKCE verifier, state and `iss`).
   * @param linkToken - The signed-in shopper's token: sent in the custom auth header
   *   (`SOCIAL_AUTH_HEADER`), it links the provider to that account instead of signing in.
   */
  socialLogin(provider: SocialProvider, body: SocialLoginBody, options?: RequestOptions & { linkToken?: string }) {
    const endpoint = provider === 'facebook' ? 'accountAuthFacebook' : 'accountAuthGoogle';
    const { linkToken, ...rest } = options ?? {};
    const headers = linkToken ? { [SOCIAL_AUTH_HEADER]: `Bearer ${linkToken}` } : undefined;
    return this.#t.call(endpoint, { queueOnUnauthorized: false, ...rest, ...(headers ? { headers } : {}), body });
  }

  /** The social providers the store signs in with (`GET /api/account/auth/providers`). */
  authProviders(options?: RequestOptions) {
    // a store without the call (an older server) shows no buttons rather than the 404 page
    return this.#t.call('accountAuthProviders', { queueOnUnauthorized: false, navigate: false, ...options });
  }

  /**
   * Where to send the shopper to sign in with `provider`, with the state and PKCE verifier to
   * keep until the provider sends the shopper back to `redirectUri`
   * (`GET /api/account/auth/{provider}/authorize`).
   */
  authorizeSocial(provider: SocialProvider, redirectUri: string, options?: RequestOptions) {
    return this.#t.call('accountAuthAuthorize', { queueOnUnauthorized: false, ...options, params: { provider }, query: { redirect_uri: redirectUri } });
  }

  /** The account with the details of the account-info tab (`GET /api/account/show`). */
  show(options?: RequestOptions) {
    return this.#t.call('accountShow', { ...options });
  }

  /**
   * Updates user name, subscribe, GDPR, tracking consent or billing address (`PATCH /api/account/update`).
   * @example
   * await store.api.account.update({ account: { allow_tracking: true } });
   */
  update(body: AccountUpdateBody, options?: RequestOptions) {
    return this.#t.call('accountUpdate', { ...options, body });
  }

  /** E-mails a password reset link (`POST /api/account/password`). */
  requestPasswordReset(body: PasswordResetRequestBody, options?: RequestOptions) {
    return this.#t.call('accountPasswordResetRequest', { ...options, body });
  }

  /** Sets a new password with the e-mailed reset token (`PUT /api/account/password`). */
  resetPassword(body: PasswordResetBody, options?: RequestOptions) {
    return this.#t.call('accountPasswordReset', { ...options, body });
  }

  /** Changes the password (`PATCH /api/account/update_password`); the answer carries the rotated token. */
  updatePassword(body: UpdatePasswordBody, options?: RequestOptions) {
    return this.#t.call('accountUpdatePassword', { ...options, body });
  }

  /**
   * Changes the e-mail (`PATCH /api/account/update_email`). A 422 is returned to the caller:
   * show 'Your password is incorrect.' or 'New email is invalid or already exists.' with
   * `changeEmailFailureMessage` from the contract.
   */
  updateEmail(body: UpdateEmailBody, options?: RequestOptions) {
    return this.#t.call('accountUpdateEmail', { ...options, body });
  }

  /** Confirms an e-mail with the e-mailed token (`GET /d2d/account/confirmation`). */
  confirm(query: ConfirmationQuery, options?: RequestOptions) {
    return this.#t.call('accountConfirm', { ...options, query });
  }

  /** Resends the confirmation e-mail or asks to reconfirm (`POST /d2d/account/confirmation`). */
  resendConfirmation(body: ConfirmationBody, options?: RequestOptions) {
    return this.#t.call('accountConfirmationResend', { ...options, body });
  }

  /**
   * My games, paged (`GET /api/account/inventories`).
   * @example
   * const page = await store.api.account.inventories({ purchase_type: 'purchase', page: 1, per_page: 10 });
   */
  inventories(query: InventoriesQuery, options?: RequestOptions) {
    return this.#t.call('accountInventories', { ...options, query });
  }

  /** Fetches the store-DRM key of an owned game (`POST /api/account/inventories/get_securom_key`). */
  securomKey(accountInventoryId: number, options?: RequestOptions) {
    return this.#t.call('accountSecuromKey', { ...options, body: { account_inventory_id: accountInventoryId } });
  }

  /** Purchase history (`GET /api/account/payments`). */
  payments(query: PaymentsQuery = {}, options?: RequestOptions) {
    return this.#t.call('accountPayments', { ...options, query });
  }

  /** Countries for the billing address (`GET /api/countries`, `paging=false`). */
  countries(options?: RequestOptions) {
    return this.#t.call('countries', { ...options, query: { paging: false } });
  }

  /** Countries from the store's own path (`GET /d2d/countries`, `paging=false`). */
  storeCountries(options?: RequestOptions) {
    return this.#t.call('d2dCountries', { ...options, query: { paging: false } });
  }

  /** Wallet balance and history (`GET /api/account/wallet`). */
  wallet(options?: RequestOptions) {
    return this.#t.call('accountWallet', { ...options });
  }

  /** Trades an owned game in for wallet credit (`POST /api/account/wallet/trade_in`). */
  tradeIn(gameItemId: number, options?: RequestOptions) {
    return this.#t.call('accountTradeIn', { ...options, body: { game_item_id: gameItemId } });
  }

  /** Trades in by an inventory item's `trade_in_pid`. */
  tradeInByPid(tradeInPid: number, options?: RequestOptions) {
    return this.#t.call('accountTradeInByPid', { ...options, params: { trade_in_pid: tradeInPid } });
  }

  /** The VIP tiers (`GET /api/account/vips`). */
  vips(options?: RequestOptions) {
    return this.#t.call('accountVips', { ...options });
  }

  /** Acknowledges the first-time loyalty congratulation (`POST /api/account/loyalty_1st_welcome`). */
  loyaltyWelcome(options?: RequestOptions) {
    return this.#t.call('accountLoyaltyWelcome', { ...options });
  }

  /** Orders of the account (`GET /api/account/purchases`). */
  purchases(query: PaymentsQuery = {}, options?: RequestOptions) {
    return this.#t.call('accountPurchases', { ...options, query });
  }

  /** Completes the legacy provider's purchase of a cart (`POST /api/account/purchases`). */
  createPurchase(body: PurchaseCreateBody, options?: RequestOptions) {
    return this.#t.call('accountPurchaseCreate', { ...options, body });
  }

  /** Records a failed purchase with its fail code (`POST /api/account/purchases/fail`). */
  failPurchase(body: PurchaseFailBody, options?: RequestOptions) {
    return this.#t.call('accountPurchaseFail', { ...options, body });
  }

  /** Completes the purchase of a cart (`POST /api/account/complete_purchased`). */
  completePurchased(body: CompletePurchasedBody, options?: RequestOptions) {
    return this.#t.call('accountCompletePurchased', { ...options, body });
  }

  /** The receipt of a completed purchase by cart id. */
  completedPurchaseByCart(cartId: number, options?: RequestOptions) {
    return this.#t.call('accountCompletePurchaseByCart', { ...options, query: { cart_id: cartId } });
  }

  /**
   * The receipt of a completed purchase by payment id. `store.checkout.completion` polls it.
   * @example
   * const receipt = await store.api.account.completedPurchase('pay_123');
   */
  completedPurchase(paymentId: string, options?: RequestOptions) {
    return this.#t.call('accountCompletePurchaseByPayment', { ...options, params: { payment_id: paymentId } });
  }

  /** GDPR opt-in or opt-out of an e-mail (`POST /api/account/gdpr`). */
  gdpr(body: GdprBody, options?: RequestOptions) {
    return this.#t.call('accountGdpr', { ...options, body });
  }

  /** Linked social accounts (`GET /api/account/social`). */
  social(options?: RequestOptions) {
    return this.#t.call('accountSocial', { ...options });
  }

  /** Unlinks a social provider (`DELETE /api/account/social/disconnect`). */
  disconnectSocial(provider: SocialProvider, options?: RequestOptions) {
    return this.#t.call('accountSocialDisconnect', { ...options, query: { provider } });
  }

  /** How to launch the store client (`GET /d2d/monterey/launch_info`). */
  launchInfo(options?: RequestOptions) {
    return this.#t.call('accountLaunchInfo', { ...options });
  }

  /** The shopper's coupons (the my-coupons tab). */
  coupons(options?: RequestOptions) {
    return this.#t.call('accountCoupons', { ...options });
  }
}
