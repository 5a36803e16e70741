import { describe, expect, it } from 'vitest';
import { campaignOrNullSchema, campaignSchema, isCampaignRunning } from '../index.js';
import { expectIssueAt } from '../__tests__/expectIssue.js';

const campaign = { startDate: '2024-06-01T00:00:00Z', endDate: '2024-07-01T00:00:00Z', bonusHours: 20 };

describe('campaignSchema', () => {
  it('should parse a campaign, or null when none runs', () => {
    expect(campaignSchema.parse(campaign).bonusHours).toBe(20);
    expect(campaignOrNullSchema.parse(null)).toBeNull();
  });

  it('should require both dates', () => {
    expectIssueAt(campaignSchema, { startDate: campaign.startDate }, ['endDate']);
  });
});

describe('isCampaignRunning', () => {
  it('should be true strictly between start and end', () => {
    expect(isCampaignRunning(campaign, new Date('2024-06-15T00:00:00Z'))).toBe(true);
    expect(isCampaignRunning(campaign, new Date('2024-06-01T00:00:00Z'))).toBe(false);
    expect(isCampaignRunning(campaign, new Date('2024-07-01T00:00:00Z'))).toBe(false);
    expect(isCampaignRunning({ startDate: 'soon', endDate: campaign.endDate }, new Date('2024-06-15T00:00:00Z'))).toBe(false);
  });
});
