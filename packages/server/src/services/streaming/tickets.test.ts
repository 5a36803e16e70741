import { cloudPlayTicketSchema } from '@d2d/contract';
import { describe, expect, it } from 'vitest';
import { allocateSpend, availableSeconds, relativeTime, ticketsJson, timeLeftOf, usDate, type TicketRow } from './tickets.js';

const NOW = Date.UTC(2031, 2, 15, 12);
const DAY = 86_400_000;
const ticket = (id: number, hours: number, expiresInDays: number, extra: Partial<TicketRow> = {}): TicketRow => ({
  id, bonus: 0, seconds: hours * 3600, seconds_used: 0, expires_at: NOW + expiresInDays * DAY, ...extra,
});

describe('Cloud Play time', () => {
  it('should give whole hours and minutes, rounding the seconds down', () => {
    expect(timeLeftOf(0)).toEqual({ sign: '+', hours: 0, minutes: 0 });
    expect(timeLeftOf(3 * 3600 + 59 * 60 + 59)).toEqual({ sign: '+', hours: 3, minutes: 59 });
    expect(timeLeftOf(-90 * 60)).toEqual({ sign: '-', hours: 1, minutes: 30 });
  });

  it('should spend the ticket that expires first and never more than a ticket holds', () => {
    const tickets = [ticket(1, 2, 100), ticket(2, 1, 10), ticket(3, 5, -1)];
    expect([...allocateSpend(tickets, 5000, NOW)]).toEqual([[2, 3600], [1, 1400]]);
    expect([...allocateSpend(tickets, 100_000, NOW)]).toEqual([[2, 3600], [1, 7200]]);
    expect(availableSeconds(tickets, NOW)).toBe(3 * 3600);
    expect(availableSeconds([ticket(1, 2, 5, { seconds_used: 7200 })], NOW)).toBe(0);
  });

  it('should give one paid and one bonus wire ticket that the contract parses', () => {
    const json = ticketsJson([ticket(1, 2, 100), ticket(2, 20, 30, { bonus: 1 }), ticket(3, 1, 400)], { startedAt: NOW - 1000, seconds: 30 * 60 }, NOW);
    expect(json.map((t) => cloudPlayTicketSchema.parse(t))).toEqual([
      { time_left: { sign: '+', hours: 3, minutes: 0 }, ticket_expire_at: { expired: false, human: 'next year', date: usDate(NOW + 400 * DAY) }, expireDateDiff: 400, bonus: false },
      { time_left: { sign: '+', hours: 19, minutes: 30 }, ticket_expire_at: { expired: false, human: 'in 30 days', date: '04/14/2031' }, expireDateDiff: 30, bonus: true },
    ]);
  });

  it('should say how far the expiry is in words', () => {
    expect(relativeTime(NOW + 30 * 60_000, NOW)).toBe('in 30 minutes');
    expect(relativeTime(NOW - 5 * 3_600_000, NOW)).toBe('5 hours ago');
    expect(relativeTime(NOW + DAY, NOW)).toBe('tomorrow');
    expect(relativeTime(NOW + 200 * DAY, NOW)).toBe('in 7 months');
    expect(relativeTime(NOW - 800 * DAY, NOW)).toBe('2 years ago');
    expect(usDate(Date.UTC(2031, 0, 5))).toBe('01/05/2031');
  });
});
