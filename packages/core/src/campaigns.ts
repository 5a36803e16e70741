/**
 * Campaign popups (spec §4 Campaigns): 20 bonus Cloud Play hours and the free premium trial,
 * each shown once (a cookie remembers it) while it runs and the account flag allows; plus the
 * loyalty first-time congratulation; and the first visit's mailing-list offer with its coupon.
 * @module
 */
import { FIRST_VISIT_SHOWN_COOKIE, isCampaignRunning, type Account, type Campaign, type MailingListResult } from '@d2d/contract';
import { lazyModule, withModule } from './lazyModule.js';
import type { StoreContext } from './storeContext.js';

// the popups and redeems follow a login or a click: they load on the first call
const campaignSteps = /* @__PURE__ */ lazyModule('campaigns', () => import('./campaignSteps.js'));

/**
 * What the campaign calls (`campaignSteps.ts`, loaded on first use) need of the store.
 * @internal
 */
export interface CampaignsCore {
  readonly ctx: StoreContext;
  readonly setAccount: (update: (account: Account) => Account) => void;
}

/** Cookie set when the bonus-hours popup was shown. */
export const BONUS_HOURS_SHOWN_COOKIE = 'd2d_bonus20hrs_shown';
/** Cookie set when the free-trial popup was shown. */
export const FREE_TRIAL_SHOWN_COOKIE = 'd2d_free_trial_shown';
/** Shown-once cookies last a year: long enough that a campaign never repeats. @internal */
export const SHOWN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** What decides whether a campaign popup shows. */
export interface CampaignVisibilityInput {
  campaign: Pick<Campaign, 'startDate' | 'endDate'> | null | undefined;
  /** Epoch ms, from the store's clock. */
  now: number;
  /** The account's flag for the campaign when it blocks the popup (`bonus20hrs` is true once redeemed). */
  blockingFlag: boolean | null | undefined;
  /** Whether the shown-once cookie is set. */
  shownBefore: boolean;
}

/**
 * Whether a campaign popup shows: now strictly between start and end, the blocking account flag
 * not true, and not shown before.
 * @param input - The campaign, the time, the flag and the cookie.
 * @returns `true` to show it.
 * @example
 * isCampaignVisible({ campaign, now: Date.now(), blockingFlag: account.bonus20hrs, shownBefore: false });
 */
export function isCampaignVisible(input: CampaignVisibilityInput): boolean {
  if (!input.campaign || input.shownBefore || input.blockingFlag === true) return false;
  return isCampaignRunning(input.campaign, new Date(input.now));
}

/** The campaigns of one store: `store.campaigns`. */
export class Campaigns {
  readonly #core: CampaignsCore;

  constructor(ctx: StoreContext, setAccount: (update: (account: Account) => Account) => void) {
    this.#core = { ctx, setAccount };
  }

  /**
   * Runs after every login (spec §4): opens the bonus-hours popup when `bonus20hrs` is not true,
   * its cookie is unset and the campaign runs; the free-trial popup when `freeTrialEvent` is
   * true, its cookie is unset and that campaign runs; the loyalty welcome when a VIP member has
   * not acknowledged it. Each popup opened sets its cookie. Campaign lookups that fail show nothing.
   * @param account - The account that just logged in.
   * @returns The popups opened.
   */
  afterLogin(account: Account): Promise<Array<'bonus-hours' | 'free-trial' | 'loyalty-welcome'>> {
    // the campaigns' code did not arrive: like lookups that fail, it shows nothing
    return withModule(
      campaignSteps,
      (steps) => steps.afterLogin(this.#core, account),
      () => [],
    );
  }

  /**
   * Redeems the 20 bonus Cloud Play hours; on success the account is flagged as redeemed.
   */
  redeemBonusHours(): Promise<void> {
    return this.#call((steps) => steps.redeemBonusHours(this.#core));
  }

  /**
   * Redeems the free premium trial; on success the account is flagged as redeemed.
   */
  redeemFreeTrial(): Promise<void> {
    return this.#call((steps) => steps.redeemFreeTrial(this.#core));
  }

  /**
   * Whether this browser is due the first-visit offer (spec §4): never shown here before, and no
   * signed-in account that is on the mailing list already.
   * @param account - The signed-in account, if any.
   * @returns `true` to open the first-visit modal.
   */
  firstVisitDue(account: Pick<Account, 'subscribe'> | null | undefined): boolean {
    if (this.#core.ctx.cookies.get(FIRST_VISIT_SHOWN_COOKIE)) return false;
    return account?.subscribe !== true;
  }

  /** Remembers that the first-visit offer was shown, as it opens, so a reload or the next page never repeats it. */
  markFirstVisitShown(): void {
    this.#core.ctx.cookies.set(FIRST_VISIT_SHOWN_COOKIE, '1', {
      maxAgeSeconds: SHOWN_COOKIE_MAX_AGE_SECONDS,
    });
  }

  /**
   * Joins the mailing list from the store's site (`POST /d2d/mailchimp/subscribe`). The answer
   * carries the first-visit coupon code (10% off the next purchase, not combinable) on an
   * address's first sign-up only, so the code is displayed once.
   * @param email - The address, checked by the form with the contract's rule.
   * @returns The server's answer.
   * @example
   * const { coupon_code } = await store.campaigns.joinMailingList('fan@example.com');
   */
  joinMailingList(email: string): Promise<MailingListResult> {
    return this.#core.ctx.api.merchandising.subscribeMailingList({
      email: email.trim(),
      region_id: this.#core.ctx.site,
    });
  }

  /** Acknowledges the loyalty congratulation so it does not show again. */
  acknowledgeLoyaltyWelcome(): Promise<void> {
    return this.#call((steps) => steps.acknowledgeLoyaltyWelcome(this.#core));
  }

  /** Runs a call once the campaigns' code is loaded; when it cannot be, fails as a call that never reached the server. */
  #call(call: (steps: typeof import('./campaignSteps.js')) => Promise<void>): Promise<void> {
    return withModule(campaignSteps, call, (error) => {
      this.#core.ctx.events.emit('error', { error });
      throw error;
    });
  }
}
