/**
 * Campaign popups (spec §4 Campaigns): 20 bonus Cloud Play hours and the free premium trial,
 * each shown once (a cookie remembers it) while it runs and the account flag allows; plus the
 * loyalty first-time congratulation; and the first visit's mailing-list offer with its coupon.
 * @module
 */
import { FIRST_VISIT_SHOWN_COOKIE, isCampaignRunning, type Account, type Campaign, type MailingListResult } from '@d2d/contract';
import type { StoreContext } from './storeContext.js';

/** Cookie set when the bonus-hours popup was shown. */
export const BONUS_HOURS_SHOWN_COOKIE = 'd2d_bonus20hrs_shown';
/** Cookie set when the free-trial popup was shown. */
export const FREE_TRIAL_SHOWN_COOKIE = 'd2d_free_trial_shown';
/** Shown-once cookies last a year: long enough that a campaign never repeats. */
const SHOWN_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

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
  readonly #ctx: StoreContext;
  readonly #setAccount: (update: (account: Account) => Account) => void;

  constructor(ctx: StoreContext, setAccount: (update: (account: Account) => Account) => void) {
    this.#ctx = ctx;
    this.#setAccount = setAccount;
  }

  /**
   * Runs after every login (spec §4): opens the bonus-hours popup when `bonus20hrs` is not true,
   * its cookie is unset and the campaign runs; the free-trial popup when `freeTrialEvent` is
   * true, its cookie is unset and that campaign runs; the loyalty welcome when a VIP member has
   * not acknowledged it. Each popup opened sets its cookie. Campaign lookups that fail show nothing.
   * @param account - The account that just logged in.
   * @returns The popups opened.
   */
  async afterLogin(account: Account): Promise<Array<'bonus-hours' | 'free-trial' | 'loyalty-welcome'>> {
    const opened: Array<'bonus-hours' | 'free-trial' | 'loyalty-welcome'> = [];
    const now = this.#ctx.clock.now();
    const cookies = this.#ctx.cookies;
    if (account.bonus20hrs !== true && !cookies.get(BONUS_HOURS_SHOWN_COOKIE)) {
      const campaign = await this.#ctx.api.streaming.campaign({ navigate: false }).catch(() => null);
      if (isCampaignVisible({ campaign, now, blockingFlag: account.bonus20hrs, shownBefore: false })) {
        cookies.set(BONUS_HOURS_SHOWN_COOKIE, '1', { maxAgeSeconds: SHOWN_COOKIE_MAX_AGE_SECONDS });
        this.#ctx.events.emit('dialog', { kind: 'campaign', campaign: 'bonus-hours', ...(campaign?.bonusHours === undefined ? {} : { bonusHours: campaign.bonusHours }) });
        opened.push('bonus-hours');
      }
    }
    // the free trial is offered to accounts the server marked eligible (flag true), not blocked by it
    if (account.freeTrialEvent === true && !cookies.get(FREE_TRIAL_SHOWN_COOKIE)) {
      const campaign = await this.#ctx.api.premium.campaign({ navigate: false }).catch(() => null);
      if (isCampaignVisible({ campaign, now, blockingFlag: false, shownBefore: false })) {
        cookies.set(FREE_TRIAL_SHOWN_COOKIE, '1', { maxAgeSeconds: SHOWN_COOKIE_MAX_AGE_SECONDS });
        this.#ctx.events.emit('dialog', { kind: 'campaign', campaign: 'free-trial' });
        opened.push('free-trial');
      }
    }
    if ((account.vip_tier ?? 0) > 0 && account.loyalty_misc?.welcome === false) {
      this.#ctx.events.emit('dialog', { kind: 'campaign', campaign: 'loyalty-welcome' });
      opened.push('loyalty-welcome');
    }
    return opened;
  }

  /**
   * Redeems the 20 bonus Cloud Play hours; on success the account is flagged as redeemed.
   */
  async redeemBonusHours(): Promise<void> {
    await this.#ctx.api.streaming.redeemBonusHours();
    this.#setAccount((account) => ({ ...account, bonus20hrs: true }));
  }

  /**
   * Redeems the free premium trial; on success the account is flagged as redeemed.
   */
  async redeemFreeTrial(): Promise<void> {
    await this.#ctx.api.premium.redeemFreeTrial();
    this.#setAccount((account) => ({ ...account, freeTrialEvent: false }));
  }

  /**
   * Whether this browser is due the first-visit offer (spec §4): never shown here before, and no
   * signed-in account that is on the mailing list already.
   * @param account - The signed-in account, if any.
   * @returns `true` to open the first-visit modal.
   */
  firstVisitDue(account: Pick<Account, 'subscribe'> | null | undefined): boolean {
    if (this.#ctx.cookies.get(FIRST_VISIT_SHOWN_COOKIE)) return false;
    return account?.subscribe !== true;
  }

  /** Remembers that the first-visit offer was shown, as it opens, so a reload or the next page never repeats it. */
  markFirstVisitShown(): void {
    this.#ctx.cookies.set(FIRST_VISIT_SHOWN_COOKIE, '1', { maxAgeSeconds: SHOWN_COOKIE_MAX_AGE_SECONDS });
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
    return this.#ctx.api.merchandising.subscribeMailingList({ email: email.trim(), region_id: this.#ctx.site });
  }

  /** Acknowledges the loyalty congratulation so it does not show again. */
  async acknowledgeLoyaltyWelcome(): Promise<void> {
    await this.#ctx.api.account.loyaltyWelcome();
    this.#setAccount((account) => ({ ...account, loyalty_misc: { ...account.loyalty_misc, welcome: true } }));
  }
}
