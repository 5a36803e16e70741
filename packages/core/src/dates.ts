/**
 * Date display rules of spec §1: MM/dd/yyyy on site 1, dd/MM/yyyy on sites 2 and 3 (the spec
 * gives no EU format; EU follows the UK's day-first order, as the contract's `SITES` does),
 * campaign dates as MM-dd-yyyy H:mm:ss and ticket expiry as MM/dd/yyyy.
 * @module
 */
import { isNoEndDate, siteById, type SiteId } from '@d2d/contract';

/** A date as the wire or the host holds it. */
export type DateInput = string | number | Date;

/** Options of the date formatters. */
export interface DateFormatOptions {
  /** IANA time zone to show the date in; defaults to the host's zone. */
  timeZone?: string;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a wire date. A date-only string (`2024-05-01`) is a calendar day, not an instant, so it
 * is never shifted by a time zone.
 * @throws RangeError for text that is not a date.
 */
function partsOf(value: DateInput, timeZone: string | undefined): DateParts {
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value.trim());
    if (dateOnly) {
      return { year: Number(dateOnly[1]), month: Number(dateOnly[2]), day: Number(dateOnly[3]), hour: 0, minute: 0, second: 0 };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(value)}`);
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a date with a small pattern language: `yyyy`, `MM`, `dd`, `HH`, `H`, `mm`, `ss`;
 * anything else is copied.
 * @param value - ISO text, epoch milliseconds or a `Date`.
 * @param pattern - For example `'MM/dd/yyyy'`.
 * @param options - The time zone to show the date in.
 * @returns The formatted date.
 * @throws RangeError when `value` is not a date.
 * @example
 * formatDatePattern('2024-05-01T13:04:05Z', 'MM-dd-yyyy H:mm:ss', { timeZone: 'UTC' }); // '05-01-2024 13:04:05'
 */
export function formatDatePattern(value: DateInput, pattern: string, options: DateFormatOptions = {}): string {
  const p = partsOf(value, options.timeZone);
  return pattern.replace(/yyyy|MM|dd|HH|H|mm|ss/g, (token) => {
    switch (token) {
      case 'yyyy':
        return pad(p.year, 4);
      case 'MM':
        return pad(p.month);
      case 'dd':
        return pad(p.day);
      case 'HH':
        return pad(p.hour);
      case 'H':
        return String(p.hour);
      case 'mm':
        return pad(p.minute);
      default:
        return pad(p.second);
    }
  });
}

/**
 * The date format of a site: `MM/dd/yyyy` on site 1 (US), `dd/MM/yyyy` on 2 (UK) and 3 (EU).
 * @param siteId - 1, 2 or 3.
 * @returns The pattern.
 */
export function siteDatePattern(siteId: SiteId): string {
  return siteById(siteId)?.dateFormat ?? 'dd/MM/yyyy';
}

/**
 * Formats a date in the site's format (release dates, purchase dates, …).
 * @param value - ISO text, epoch milliseconds or a `Date`.
 * @param siteId - 1 US, 2 UK, 3 EU.
 * @param options - The time zone to show the date in.
 * @returns For example `'05/31/2024'` on site 1, `'31/05/2024'` on sites 2 and 3.
 * @example
 * formatSiteDate('2024-05-31', 2); // '31/05/2024'
 */
export function formatSiteDate(value: DateInput, siteId: SiteId, options: DateFormatOptions = {}): string {
  return formatDatePattern(value, siteDatePattern(siteId), options);
}

/**
 * Formats a campaign start or end date as `MM-dd-yyyy H:mm:ss` (spec §1).
 * @example
 * formatCampaignDate('2024-12-01T08:00:00Z', { timeZone: 'UTC' }); // '12-01-2024 8:00:00'
 */
export function formatCampaignDate(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDatePattern(value, 'MM-dd-yyyy H:mm:ss', options);
}

/**
 * Formats a cloud-play ticket expiry as `MM/dd/yyyy` on every site (spec §1).
 * @example
 * formatTicketDate('2025-01-31'); // '01/31/2025'
 */
export function formatTicketDate(value: DateInput, options: DateFormatOptions = {}): string {
  return formatDatePattern(value, 'MM/dd/yyyy', options);
}

/**
 * The end of a promotion, or `null` when it has none (an end year over 2098, spec §3).
 * @param endDate - The promotion's `endDate`.
 * @returns Epoch milliseconds of the end, or `null` for no end or no date.
 * @example
 * promotionEndTime('2099-01-01T00:00:00Z'); // null
 */
export function promotionEndTime(endDate: string | Date | null | undefined): number | null {
  if (endDate === null || endDate === undefined || endDate === '') return null;
  if (isNoEndDate(endDate)) return null;
  const time = endDate instanceof Date ? endDate.getTime() : Date.parse(endDate);
  return Number.isNaN(time) ? null : time;
}
