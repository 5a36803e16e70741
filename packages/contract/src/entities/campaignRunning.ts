import type { Campaign } from './campaign.js';

// apart from campaign.ts so that a page checking campaigns needs no zod (the schemas may load later)

/**
 * Whether a campaign runs at `now`: strictly after its start and strictly before its end.
 * @param campaign - the campaign
 * @param now - the current time
 * @returns true while it runs; false when a date does not parse
 * @example
 * isCampaignRunning(campaign, new Date());
 */
export function isCampaignRunning(campaign: Pick<Campaign, 'startDate' | 'endDate'>, now: Date): boolean {
  const start = Date.parse(campaign.startDate);
  const end = Date.parse(campaign.endDate);
  const t = now.getTime();
  return Number.isFinite(start) && Number.isFinite(end) && start < t && t < end;
}
