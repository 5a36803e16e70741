/**
 * Cloud Play time (spec §3 Streaming info, §4 Streaming): what the account's tickets hold at a
 * moment of the server clock, with the time a running session has streamed so far taken off.
 * Pure functions over ticket rows; the data module reads and charges the rows.
 * @module
 */
import type { CloudPlayTicket, TimeLeft } from '@d2d/contract';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A ticket as the data module reads it (`streaming_tickets`). */
export interface TicketRow {
  id: number;
  bonus: number;
  seconds: number;
  seconds_used: number;
  expires_at: number;
}

/** Time a running Cloud Play session has streamed, charged when it ends. */
export interface RunningSpend {
  /** When the session started: tickets live then pay for it. */
  startedAt: number;
  seconds: number;
}

/** Whether a ticket can still be spent at `now`. */
export function isLive(ticket: Pick<TicketRow, 'expires_at'>, now: number): boolean {
  return ticket.expires_at > now;
}

/** The order tickets are spent in: the one expiring first, then the older one. */
export function spendOrder<T extends Pick<TicketRow, 'id' | 'expires_at'>>(tickets: readonly T[]): T[] {
  return [...tickets].sort((a, b) => a.expires_at - b.expires_at || a.id - b.id);
}

/**
 * Splits `seconds` of streaming over the tickets that were live at `at`, soonest expiry first,
 * never more than a ticket has left. What no ticket can pay for is dropped.
 * @returns seconds per ticket id
 * @example
 * allocateSpend(tickets, 5400, session.started_at); // Map { 7 => 3600, 9 => 1800 }
 */
export function allocateSpend(tickets: readonly TicketRow[], seconds: number, at: number): Map<number, number> {
  const spend = new Map<number, number>();
  let left = Math.max(0, Math.floor(seconds));
  for (const ticket of spendOrder(tickets.filter((t) => isLive(t, at)))) {
    if (left === 0) break;
    const take = Math.min(left, ticket.seconds - ticket.seconds_used);
    if (take <= 0) continue;
    spend.set(ticket.id, take);
    left -= take;
  }
  return spend;
}

/** Seconds the live tickets still hold at `now` (nothing taken off for a running session). */
export function availableSeconds(tickets: readonly TicketRow[], now: number): number {
  return tickets.filter((t) => isLive(t, now)).reduce((sum, t) => sum + Math.max(0, t.seconds - t.seconds_used), 0);
}

/** Seconds as the wire's hours and minutes (whole minutes, rounded down). */
export function timeLeftOf(seconds: number): TimeLeft {
  const minutes = Math.floor(Math.abs(seconds) / 60);
  return { sign: seconds < 0 ? '-' : '+', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How far an instant is from `now` in words (`in 11 months`, `in 3 days`, `2 hours ago`).
 * @param at - the instant, epoch ms
 * @param now - the server clock
 */
export function relativeTime(at: number, now: number): string {
  const diff = at - now;
  const abs = Math.abs(diff);
  if (abs < HOUR_MS) return relative.format(Math.trunc(diff / MINUTE_MS), 'minute');
  if (abs < DAY_MS) return relative.format(Math.trunc(diff / HOUR_MS), 'hour');
  if (abs < 45 * DAY_MS) return relative.format(Math.trunc(diff / DAY_MS), 'day');
  if (abs < 365 * DAY_MS) return relative.format(Math.round(diff / (30 * DAY_MS)), 'month');
  return relative.format(Math.round(diff / (365 * DAY_MS)), 'year');
}

/** `MM/dd/yyyy` of an instant, UTC (spec §3: the expiry's `date`). */
export function usDate(at: number): string {
  const d = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
}

/**
 * The wire tickets of an account: one for its paid hours and one for its bonus hours (each only
 * when the account ever had such a ticket), paid first. `time_left` sums the live tickets of the
 * kind, less what a running session has streamed; the expiry is the latest of the kind's live
 * tickets, or of all of them once every one has expired (`expired: true`, nothing left).
 * @param tickets - every ticket of the account
 * @param running - the running Cloud Play session's spend so far, if one runs
 * @param now - the server clock
 */
export function ticketsJson(tickets: readonly TicketRow[], running: RunningSpend | null, now: number): CloudPlayTicket[] {
  const spent = running ? allocateSpend(tickets, running.seconds, running.startedAt) : new Map<number, number>();
  const out: CloudPlayTicket[] = [];
  for (const bonus of [false, true]) {
    const kind = tickets.filter((t) => (t.bonus === 1) === bonus);
    if (kind.length === 0) continue;
    const live = kind.filter((t) => isLive(t, now));
    const left = live.reduce((sum, t) => sum + Math.max(0, t.seconds - t.seconds_used - (spent.get(t.id) ?? 0)), 0);
    const expiresAt = Math.max(...(live.length > 0 ? live : kind).map((t) => t.expires_at));
    out.push({
      time_left: timeLeftOf(left),
      ticket_expire_at: { expired: live.length === 0, human: relativeTime(expiresAt, now), date: usDate(expiresAt) },
      expireDateDiff: Math.floor((expiresAt - now) / DAY_MS),
      bonus,
    });
  }
  return out;
}
