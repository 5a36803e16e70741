/**
 * The 20-bonus-hours campaign (spec §2 campaign popups, §4 Campaigns): what
 * `/d2d/streaming/campaign` shows and the once-per-account redeem.
 * @module
 */
import { isCampaignRunning, type Ack, type CampaignOrNull } from '@d2d/contract';
import { ApiError } from '../../http/apiError.js';
import type { StreamingContext } from './context.js';
import { STREAMING_MESSAGES, bonusAddedMessage } from './messages.js';
import { campaignAt } from '../campaigns/data/campaignAt.js';
import { flagBonusRedeemed, recordBonusRedeem } from './data/campaign.js';
import { insertBonusTicket } from './data/tickets.js';

/** How long redeemed bonus hours can be spent. */
export const BONUS_TICKET_TTL_MS = 90 * 24 * 60 * 60 * 1000;

function campaignJson(row: { starts_at: number; ends_at: number; bonus_hours: number }) {
  return { startDate: new Date(row.starts_at).toISOString(), endDate: new Date(row.ends_at).toISOString(), bonusHours: row.bonus_hours };
}

/**
 * `GET /d2d/streaming/campaign`: the running (or next) bonus-hours campaign, or null. The store
 * shows it only while it runs (`isCampaignRunning`).
 */
export async function streamingCampaign(ctx: StreamingContext): Promise<CampaignOrNull> {
  const row = await campaignAt(ctx.db, 'streaming_campaigns', ctx.now());
  return row ? campaignJson(row) : null;
}

/**
 * `GET /api/account/streaming/bonus20hrs`: adds the campaign's bonus hours as a bonus ticket and
 * sets the account's `bonus20hrs` flag, once per account, while the campaign runs (now strictly
 * between its start and end). The flag's conditional update decides which of many requests at
 * once redeems; the redeem's primary key backs it up.
 * @throws ApiError 422 with a base message when no campaign runs or the account redeemed before
 */
export async function redeemBonusHours(ctx: StreamingContext, accountId: number): Promise<Ack> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const campaign = await campaignAt(trx, 'streaming_campaigns', now);
    if (!campaign || !isCampaignRunning(campaignJson(campaign), new Date(now))) {
      throw ApiError.unprocessable(undefined, { base: [STREAMING_MESSAGES.noCampaign] });
    }
    if (!(await flagBonusRedeemed(trx, accountId, now))) throw ApiError.unprocessable(undefined, { base: [STREAMING_MESSAGES.bonusRedeemed] });
    const ticketId = await insertBonusTicket(trx, accountId, campaign.bonus_hours * 3600, now + BONUS_TICKET_TTL_MS, now);
    if (!(await recordBonusRedeem(trx, { account_id: accountId, campaign_id: campaign.id, ticket_id: ticketId, created_at: now }))) {
      throw ApiError.unprocessable(undefined, { base: [STREAMING_MESSAGES.bonusRedeemed] });
    }
    return { success: true, message: bonusAddedMessage(campaign.bonus_hours) };
  });
}
