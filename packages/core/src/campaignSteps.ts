/**
 * The campaign calls behind `store.campaigns` (spec §4): the popups after a login and the
 * redeems. Loaded on the first call (`Campaigns` imports it dynamically), so a page's first
 * script does not carry them.
 * @module
 */
import type { Account } from '@d2d/contract';
import {
  BONUS_HOURS_SHOWN_COOKIE,
  FREE_TRIAL_SHOWN_COOKIE,
  SHOWN_COOKIE_MAX_AGE_SECONDS,
  isCampaignVisible,
  type CampaignsCore,
} from './campaigns.js';

/**
 * Runs after every login (spec §4): opens the bonus-hours popup when `bonus20hrs` is not true,
 * its cookie is unset and the campaign runs; the free-trial popup when `freeTrialEvent` is
 * true, its cookie is unset and that campaign runs; the loyalty welcome when a VIP member has
 * not acknowledged it. Each popup opened sets its cookie. Campaign lookups that fail show nothing.
 * @param account - The account that just logged in.
 * @returns The popups opened.
 */
export async function afterLogin(core: CampaignsCore, account: Account): Promise<Array<'bonus-hours' | 'free-trial' | 'loyalty-welcome'>> {
  const opened: Array<'bonus-hours' | 'free-trial' | 'loyalty-welcome'> = [];
  const now = core.ctx.clock.now();
  const cookies = core.ctx.cookies;
  if (account.bonus20hrs !== true && !cookies.get(BONUS_HOURS_SHOWN_COOKIE)) {
    const campaign = await core.ctx.api.streaming.campaign({ navigate: false }).catch(() => null);
    if (
      isCampaignVisible({
        campaign,
        now,
        blockingFlag: account.bonus20hrs,
        shownBefore: false,
      })
    ) {
      cookies.set(BONUS_HOURS_SHOWN_COOKIE, '1', {
        maxAgeSeconds: SHOWN_COOKIE_MAX_AGE_SECONDS,
      });
      core.ctx.events.emit('dialog', {
        kind: 'campaign',
        campaign: 'bonus-hours',
        ...(campaign?.bonusHours === undefined ? {} : { bonusHours: campaign.bonusHours }),
      });
      opened.push('bonus-hours');
    }
  }
  // the free trial is offered to accounts the server marked eligible (flag true), not blocked by it
  if (account.freeTrialEvent === true && !cookies.get(FREE_TRIAL_SHOWN_COOKIE)) {
    const campaign = await core.ctx.api.premium.campaign({ navigate: false }).catch(() => null);
    if (
      isCampaignVisible({
        campaign,
        now,
        blockingFlag: false,
        shownBefore: false,
      })
    ) {
      cookies.set(FREE_TRIAL_SHOWN_COOKIE, '1', {
        maxAgeSeconds: SHOWN_COOKIE_MAX_AGE_SECONDS,
      });
      core.ctx.events.emit('dialog', {
        kind: 'campaign',
        campaign: 'free-trial',
      });
      opened.push('free-trial');
    }
  }
  if ((account.vip_tier ?? 0) > 0 && account.loyalty_misc?.welcome === false) {
    core.ctx.events.emit('dialog', {
      kind: 'campaign',
      campaign: 'loyalty-welcome',
    });
    opened.push('loyalty-welcome');
  }
  return opened;
}

/**
 * Redeems the 20 bonus Cloud Play hours; on success the account is flagged as redeemed.
 */
export async function redeemBonusHours(core: CampaignsCore): Promise<void> {
  await core.ctx.api.streaming.redeemBonusHours();
  core.setAccount((account) => ({ ...account, bonus20hrs: true }));
}

/**
 * Redeems the free premium trial; on success the account is flagged as redeemed.
 */
export async function redeemFreeTrial(core: CampaignsCore): Promise<void> {
  await core.ctx.api.premium.redeemFreeTrial();
  core.setAccount((account) => ({ ...account, freeTrialEvent: false }));
}

/** Acknowledges the loyalty congratulation so it does not show again. */
export async function acknowledgeLoyaltyWelcome(core: CampaignsCore): Promise<void> {
  await core.ctx.api.account.loyaltyWelcome();
  core.setAccount((account) => ({
    ...account,
    loyalty_misc: { ...account.loyalty_misc, welcome: true },
  }));
}
