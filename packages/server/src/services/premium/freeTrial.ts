/**
 * The free-trial campaign (spec §2 "free subscription trial" popup, §4 Campaigns): what
 * `/d2d/premium/campaign` shows and the once-per-account redeem.
 * @module
 */
import { CHECKOUT_ERROR_CODE, MESSAGES, isCampaignRunning, type Ack, type CampaignOrNull, type Site } from '@d2d/contract';
import type { AccountRow } from '../../db/tables/accounts.js';
import { ApiError } from '../../http/apiError.js';
import type { PremiumContext } from './context.js';
import { campaignAt } from '../campaigns/data/campaignAt.js';
import { clearFreeTrialEvent, flagTrialCandidates, recordTrial } from './data/trials.js';
import { PREMIUM_MESSAGES } from './messages.js';
import { startTrial } from './subscriptions.js';

/**
 * `GET /d2d/premium/campaign`: the running (or next) free-trial campaign, or null. The client
 * shows it only while it runs (`isCampaignRunning`).
 */
export async function premiumCampaign(ctx: PremiumContext): Promise<CampaignOrNull> {
  const row = await campaignAt(ctx.db, 'premium_campaigns', ctx.now());
  return row ? { startDate: new Date(row.starts_at).toISOString(), endDate: new Date(row.ends_at).toISOString() } : null;
}

/**
 * Redeems the free trial: once per account, while a campaign runs, for a confirmed account that
 * is not a member. The trial, the subscription and the account's `freeTrialEvent` flag change in
 * one transaction, each with a conditional write, so two redeems at once start one trial.
 * @throws ApiError 422 4010 (unconfirmed e-mail), 5010 (a member already), or 422 with a base
 *   message when no campaign runs or the trial was redeemed before
 */
export async function redeemFreeTrial(ctx: PremiumContext, account: AccountRow, site: Site): Promise<Ack> {
  if (account.email_confirmed_at === null) {
    throw ApiError.unprocessable(CHECKOUT_ERROR_CODE.unconfirmedEmail, { base: [MESSAGES.unconfirmedEmail] });
  }
  const now = ctx.now();
  const campaign = await campaignAt(ctx.db, 'premium_campaigns', now);
  if (!campaign || !isCampaignRunning({ startDate: new Date(campaign.starts_at).toISOString(), endDate: new Date(campaign.ends_at).toISOString() }, new Date(now))) {
    throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.noCampaign] });
  }
  await ctx.db.transaction().execute(async (trx) => {
    const recorded = await recordTrial(trx, { account_id: account.id, campaign_id: campaign.id, created_at: now });
    if (!recorded) throw ApiError.unprocessable(undefined, { base: [PREMIUM_MESSAGES.trialRedeemed] });
    await startTrial(trx, account.id, { site, priceMinor: ctx.priceMinor }, campaign.trial_days, now);
    await clearFreeTrialEvent(trx, account.id, now);
  });
  return { success: true, message: PREMIUM_MESSAGES.trialStarted };
}

/**
 * How old an account is before the trial is offered: a new account's logins bring the first-visit
 * and bonus-hours offers first, and the trial comes on a later visit (our choice).
 */
export const TRIAL_OFFER_MIN_ACCOUNT_AGE_MS = 86_400_000;

/**
 * Offers the free trial (the account's `freeTrialEvent`) to every confirmed account at least a
 * day old that never had a plan or a trial, while a campaign runs; the premium job runs it hourly.
 * @returns how many accounts it was offered to
 */
export function offerFreeTrials(ctx: PremiumContext): Promise<number> {
  const now = ctx.now();
  return flagTrialCandidates(ctx.db, now, now - TRIAL_OFFER_MIN_ACCOUNT_AGE_MS);
}
