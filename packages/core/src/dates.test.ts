import { describe, expect, it } from 'vitest';
import {
  formatCampaignDate,
  formatDatePattern,
  formatSiteDate,
  formatTicketDate,
  promotionEndTime,
  siteDatePattern,
} from './index.js';

const UTC = { timeZone: 'UTC' };

describe('site date formats', () => {
  it('should use MM/dd/yyyy on site 1 and dd/MM/yyyy on sites 2 and 3', () => {
    expect(siteDatePattern(1)).toBe('MM/dd/yyyy');
    expect(siteDatePattern(2)).toBe('dd/MM/yyyy');
    expect(siteDatePattern(3)).toBe('dd/MM/yyyy');
    expect(formatSiteDate('2024-05-31T10:00:00Z', 1, UTC)).toBe('05/31/2024');
    expect(formatSiteDate('2024-05-31T10:00:00Z', 2, UTC)).toBe('31/05/2024');
    expect(formatSiteDate('2024-05-31T10:00:00Z', 3, UTC)).toBe('31/05/2024');
  });

  it('should keep a date-only value on its calendar day in every time zone', () => {
    expect(formatSiteDate('2024-01-01', 1, { timeZone: 'America/Los_Angeles' })).toBe('01/01/2024');
    expect(formatSiteDate('2024-01-01', 2, { timeZone: 'Pacific/Kiritimati' })).toBe('01/01/2024');
  });

  it('should show an instant in the requested time zone', () => {
    expect(formatSiteDate('2024-01-01T02:00:00Z', 1, { timeZone: 'America/New_York' })).toBe('12/31/2023');
  });

  it('should format campaign dates as MM-dd-yyyy H:mm:ss and tickets as MM/dd/yyyy', () => {
    expect(formatCampaignDate('2024-12-01T08:05:09Z', UTC)).toBe('12-01-2024 8:05:09');
    expect(formatCampaignDate('2024-12-01T18:00:00Z', UTC)).toBe('12-01-2024 18:00:00');
    expect(formatCampaignDate('2024-12-01T00:00:00Z', UTC)).toBe('12-01-2024 0:00:00');
    expect(formatTicketDate('2025-01-31T23:00:00Z', UTC)).toBe('01/31/2025');
    expect(formatTicketDate(Date.UTC(2025, 1, 3), UTC)).toBe('02/03/2025');
  });

  it('should refuse text that is not a date', () => {
    expect(() => formatDatePattern('not a date', 'MM/dd/yyyy')).toThrow(RangeError);
  });
});

describe('promotion end', () => {
  it('should treat an end year over 2098 as no end', () => {
    expect(promotionEndTime('2099-01-01T00:00:00Z')).toBeNull();
    expect(promotionEndTime('9999-12-31')).toBeNull();
    expect(promotionEndTime('2098-12-31T00:00:00Z')).toBe(Date.parse('2098-12-31T00:00:00Z'));
    expect(promotionEndTime(null)).toBeNull();
    expect(promotionEndTime('')).toBeNull();
  });
});
