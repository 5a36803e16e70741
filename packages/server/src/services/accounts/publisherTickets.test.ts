import { describe, expect, it } from 'vitest';
import { TICKET_TTL_MS, issueTicket, publisherUserId, ticketValid } from './publisherTickets.js';

const KEY = 'k'.repeat(64);
const NOW = Date.UTC(2030, 0, 1);

describe('publisher tickets', () => {
  it('should accept a ticket for its user until it expires', () => {
    const user = publisherUserId('Ana');
    const ticket = issueTicket(KEY, user, NOW);
    expect(publisherUserId(' ana ')).toBe(user);
    expect(ticketValid(KEY, user, ticket, NOW + TICKET_TTL_MS - 1)).toBe(true);
    expect(ticketValid(KEY, user, ticket, NOW + TICKET_TTL_MS)).toBe(false);
  });

  it('should refuse another user, another key and a changed expiry', () => {
    const ticket = issueTicket(KEY, 'pub-a', NOW);
    expect(ticketValid(KEY, 'pub-b', ticket, NOW)).toBe(false);
    expect(ticketValid('x'.repeat(64), 'pub-a', ticket, NOW)).toBe(false);
    const [expires, signature] = ticket.split('.');
    expect(ticketValid(KEY, 'pub-a', `${Number(expires) + 1000}.${signature}`, NOW)).toBe(false);
    expect(ticketValid(KEY, 'pub-a', 'garbage', NOW)).toBe(false);
  });
});
