/**
 * The shopper's session (spec §4 Login, §6): account, premium subscription and VIP tiers as
 * signals; login by password, remembered token or social provider; sign-up; logout; the 401
 * queue-and-replay; the expired-token event.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import {
  TOKEN_COOKIE,
  accountHeaderName,
  type Account,
  type SignUpBody,
  type SocialConnectionList,
  type SocialLoginBody,
  type SocialProvider,
  type Subscription,
  type VipTier,
} from '@d2d/contract';
import { ApiError } from './errors.js';
import { lazyModule, withModule } from './lazyModule.js';
import type { SocialReturnParams } from './socialReturn.js';
import type { StoreContext } from './storeContext.js';
import { vipProgress, type VipProgress } from './vip.js';

// social sign-in is a click away from a login dialog or a provider's return: it loads on the first call
const socialSteps = /* @__PURE__ */ lazyModule('social login', () => import('./socialSteps.js'));

/** Storage key of the remember token used for token login. */
export const REMEMBER_TOKEN_STORAGE_KEY = 'd2d.remember_token';

/** An account as login answers it: the account plus its tokens. */
type LoginAnswer = Account & { remember_token?: string | null };

/** Options of a password login. */
export interface LoginInput {
  email: string;
  password: string;
  /** Keep a remember token so the next visit logs in by token (spec §1). */
  remember?: boolean;
}

/** How a social sign-in the provider sent the shopper back from ended. */
export type SocialLoginOutcome =
  | { kind: 'signed-in'; provider: SocialProvider; account: Account; returnTo: string }
  | { kind: 'linked'; provider: SocialProvider; account: Account; returnTo: string }
  | { kind: 'cancelled'; provider: SocialProvider; returnTo: string }
  /** No sign-in of this page was under way (an old or foreign link): nothing was sent. */
  | { kind: 'unknown' };

/** What the session needs from the rest of the store. */
export interface SessionHooks {
  /** Called whenever the session is cleared (401, logout): the cart empties. */
  onCleared(): void;
  /** Called after every successful login, before queued calls replay. */
  onLogin(account: Account): void;
}

/**
 * The session of one store: `store.session`.
 * @example
 * effect(() => header.textContent = store.session.headerName.value ?? 'Login/Sign Up');
 * await store.session.login({ email, password, remember: true });
 */
export class Session {
  /** The logged-in account, `null` for a visitor. */
  readonly account = signal<Account | null>(null);
  /** The premium subscription, `null` when none or not loaded. */
  readonly premium = signal<Subscription | null>(null);
  /** The VIP tiers, once loaded with {@link Session.loadVipTiers}. */
  readonly vipTiers = signal<readonly VipTier[]>([]);
  /** Whether a shopper is logged in. */
  readonly isLoggedIn: ReadonlySignal<boolean>;
  /** The e-mail is not confirmed yet: checkout will answer 4010; show the resend button. */
  readonly isEmailUnconfirmed: ReadonlySignal<boolean>;
  /** The e-mail is on a temporary domain: the header shows the user name; offer the update flow. */
  readonly isTemporaryEmail: ReadonlySignal<boolean>;
  /** What the account header shows (the e-mail, or the user name for a temporary e-mail). */
  readonly headerName: ReadonlySignal<string | null>;
  /** The account's VIP tier, `null` for non-members. */
  readonly vipTier: ReadonlySignal<VipTier | null>;
  /** VIP progress for the rewards page. */
  readonly vipProgress: ReadonlySignal<VipProgress<VipTier>>;
  /** Whether the premium plan is active (subscribed, or stopped renewing but not ended). */
  readonly isPremiumMember: ReadonlySignal<boolean>;

  readonly #ctx: StoreContext;
  readonly #hooks: SessionHooks;

  constructor(ctx: StoreContext, hooks: SessionHooks) {
    this.#ctx = ctx;
    this.#hooks = hooks;
    this.isLoggedIn = computed(() => this.account.value !== null);
    this.isEmailUnconfirmed = computed(() => Boolean(this.account.value?.unconfirmedEmail));
    this.isTemporaryEmail = computed(() => this.account.value?.temporary_email === true);
    this.headerName = computed(() => (this.account.value ? accountHeaderName(this.account.value) : null));
    this.vipTier = computed(() => {
      const tier = this.account.value?.vip_tier;
      return tier ? this.vipTiers.value.find((t) => t.tier === tier) ?? null : null;
    });
    this.vipProgress = computed(() => vipProgress(this.account.value, this.vipTiers.value));
    this.isPremiumMember = computed(() => {
      const sub = this.premium.value;
      return sub !== null && sub.status !== 'cancelled' && sub.status !== 'ended';
    });
  }

  /** The login token the store sends, from the `token` cookie. */
  get token(): string | undefined {
    return this.#ctx.cookies.get(TOKEN_COOKIE) || undefined;
  }

  /**
   * Restores the session on page load: with a token cookie, loads the account; otherwise, with
   * a remembered token, logs in by token. A refused token is removed.
   * @returns The account, or `null` for a visitor.
   */
  async restore(): Promise<Account | null> {
    if (this.token) {
      try {
        const account = await this.#ctx.api.account.getCurrent({ queueOnUnauthorized: false });
        this.account.value = account;
        return account;
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error;
        this.#ctx.cookies.remove(TOKEN_COOKIE);
        this.#ctx.events.emit('expired-token', { endpoint: error.endpoint });
      }
    }
    const remembered = this.#ctx.storage.getItem(REMEMBER_TOKEN_STORAGE_KEY);
    return remembered ? this.loginWithToken(remembered) : null;
  }

  /**
   * Logs in with e-mail and password. On success the account is stored, the token saved in the
   * `token` cookie and the calls queued by a 401 replay.
   * @param input - E-mail, password and whether to remember the login.
   * @returns The account.
   * @throws ApiError on refusal; show it with `loginFailure(error)`.
   * @example
   * try { await store.session.login({ email, password }); }
   * catch (error) { showLines(loginFailure(error)); }
   */
  async login(input: LoginInput): Promise<Account> {
    const answer = await this.#ctx.api.account.login({ email: input.email, password: input.password });
    return this.#loggedIn(answer, input.remember === true);
  }

  /**
   * Logs in with a remembered token (token login). A refused token is removed, so the next
   * page load does not try it again.
   * @param rememberToken - The token; defaults to the stored one.
   * @returns The account, or `null` when the token was refused or none is stored.
   */
  async loginWithToken(rememberToken?: string): Promise<Account | null> {
    const token = rememberToken ?? this.#ctx.storage.getItem(REMEMBER_TOKEN_STORAGE_KEY);
    if (!token) return null;
    try {
      const answer = await this.#ctx.api.account.login({ remember_token: token }, { queueOnUnauthorized: false });
      return this.#loggedIn(answer, true);
    } catch (error) {
      if (error instanceof ApiError) {
        this.#ctx.storage.removeItem(REMEMBER_TOKEN_STORAGE_KEY);
        this.#ctx.cookies.remove(TOKEN_COOKIE);
        return null;
      }
      throw error;
    }
  }

  /**
   * Logs in through a social provider (spec §1, §6).
   * @param provider - `facebook` or `google`.
   * @param body - The provider's authorisation code (with redirect uri and PKCE verifier) or token.
   * @returns The account.
   */
  async socialLogin(provider: SocialProvider, body: SocialLoginBody): Promise<Account> {
    const answer = await this.#ctx.api.account.socialLogin(provider, body);
    return this.#loggedIn(answer, false);
  }

  /**
   * Starts a social sign-in (spec §1), or a link of the provider to the signed-in account: asks
   * the server for the provider's page and keeps the request's state and PKCE verifier until the
   * provider sends the shopper back to `redirectUri`. The host then opens the returned page
   * (`location.assign`) and, back on `redirectUri`, calls {@link Session.finishSocialLogin}.
   * @param options - `redirectUri`: the store page the provider returns to (the origin and `/`);
   *   `link`: link instead of signing in; `returnTo`: the route to show afterwards.
   * @returns The provider's page.
   */
  beginSocialLogin(provider: SocialProvider, options: { redirectUri: string; link?: boolean; returnTo?: string }): Promise<string> {
    return this.#social((steps) => steps.beginSocialLogin(this.#ctx, provider, options));
  }

  /**
   * Finishes the social sign-in the provider sent the shopper back from: checks the answer's
   * `state` against the one kept, then signs in (or links, with the token in the custom auth
   * header). An answer whose state this page did not start is ignored, so a forged link cannot
   * sign the shopper in to someone else's account.
   * @param params - The provider's answer (`socialReturnParams(location.search)`).
   * @throws ApiError when the server refuses (show it with `loginFailure(error)`).
   */
  finishSocialLogin(params: SocialReturnParams): Promise<SocialLoginOutcome> {
    return this.#social((steps) => steps.finishSocialLogin(this, this.#ctx, params));
  }

  /**
   * Unlinks a social provider (spec §6). When it was the account's last way in, the server ends
   * every session and mails a link to choose a password: the session is cleared here too.
   * @returns The connections; `signed_out` tells that the shopper is now a visitor.
   */
  disconnectSocial(provider: SocialProvider): Promise<SocialConnectionList> {
    return this.#social((steps) => steps.disconnectSocial(this, this.#ctx, provider));
  }

  /**
   * Signs up (spec §4 Sign-up). The new account must confirm its e-mail before buying; when the
   * server answers with a token the shopper is logged in at once.
   * @param body - The account and the captcha payload (`g-recaptcha-response`).
   * @returns The new account.
   * @throws ApiError on refusal; show it with `signUpFailure(error)` (always reset the captcha).
   */
  async signUp(body: SignUpBody): Promise<Account> {
    const answer = await this.#ctx.api.account.signUp(body);
    if (answer.token) return this.#loggedIn(answer, false);
    return answer;
  }

  /**
   * Logs out: tells the server (best effort), then clears account, premium, token and remember
   * token and empties the cart; calls waiting for a login are dropped.
   */
  async logout(): Promise<void> {
    if (this.token) {
      try {
        await this.#ctx.api.account.logout();
      } catch {
        // the local session ends whatever the server says: a stale token is harmless once dropped
      }
    }
    this.#ctx.storage.removeItem(REMEMBER_TOKEN_STORAGE_KEY);
    this.clear();
    this.#ctx.queue.rejectAll(new Error('logged out'));
  }

  /**
   * Drops the calls waiting for a login (the shopper closed the login dialog); their promises
   * reject with `LoginCancelledError`.
   */
  cancelLogin(): void {
    this.#ctx.queue.rejectAll(new Error('login dismissed'));
  }

  /** Reloads the account (after a purchase, a cancelled checkout or a profile change). */
  async refresh(): Promise<Account | null> {
    if (!this.token) return null;
    const account = await this.#ctx.api.account.getCurrent();
    this.account.value = account;
    return account;
  }

  /** Loads the VIP tiers (`GET /api/account/vips`). */
  async loadVipTiers(): Promise<readonly VipTier[]> {
    const tiers = await this.#ctx.api.account.vips();
    this.vipTiers.value = tiers;
    return tiers;
  }

  /** Loads the premium subscription (`GET /api/account/premium`). */
  async loadPremium(): Promise<Subscription | null> {
    const status = await this.#ctx.api.premium.status();
    this.premium.value = status.subscription;
    return status.subscription;
  }

  /**
   * Clears account, premium and token and empties the cart, without calling the server
   * (what a 401 does, spec §8).
   */
  clear(): void {
    this.#ctx.cookies.remove(TOKEN_COOKIE);
    this.account.value = null;
    this.premium.value = null;
    this.#hooks.onCleared();
  }

  /**
   * A call was answered 401 and parked: clear the session and ask for a login. When the call
   * carried a token, that token expired: `expired-token` is emitted too.
   * @internal
   */
  handleUnauthorized(endpoint: string, hadToken: boolean): void {
    const wasWaiting = this.#ctx.queue.size > 1;
    this.clear();
    if (hadToken) this.#ctx.events.emit('expired-token', { endpoint });
    // several calls failing together open one login dialog
    if (!wasWaiting) this.#ctx.events.emit('login-required', { reason: 'unauthorized', endpoint });
  }

  /** Runs a social step once loaded; when it cannot be, fails as a call that never reached the server. */
  #social<R>(step: (steps: typeof import('./socialSteps.js')) => Promise<R>): Promise<R> {
    return withModule(socialSteps, step, (error) => {
      this.#ctx.events.emit('error', { error });
      throw error;
    });
  }

  #loggedIn(answer: LoginAnswer, remember: boolean): Account {
    const { remember_token: rememberToken, ...account } = answer;
    if (account.token) this.#ctx.cookies.set(TOKEN_COOKIE, account.token);
    if (remember && rememberToken) this.#ctx.storage.setItem(REMEMBER_TOKEN_STORAGE_KEY, rememberToken);
    this.account.value = account;
    this.#hooks.onLogin(account);
    this.#ctx.queue.replayAll();
    return account;
  }
}
