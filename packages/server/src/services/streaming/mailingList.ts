/**
 * The streaming mailing list (spec §2 "/streaming/subscribe", §7), with double opt-in like the
 * store's mailing list: joining mails a confirmation link and nothing else is sent before it is
 * followed; leaving takes the address off at once.
 * @module
 */
import type { Ack } from '@d2d/contract';
import { MAIL_CAP, takeMailSlot, type MailCapLimits } from '../../mail/mailCap.js';
import { queueMail } from '../../mail/outbox.js';
import { hashToken, isTokenShaped, newToken } from '../accounts/tokens.js';
import type { StreamingContext } from './context.js';
import { STREAMING_MESSAGES } from './messages.js';
import { streamingListConfirmationMail } from './mailingListMail.js';
import { confirmByToken, mailingListRow, markPending, markUnsubscribed } from './data/mailingList.js';

/** The path of the link in the confirmation mail (`?token=`). */
export const STREAMING_LIST_CONFIRM_PATH = '/d2d/streaming/confirm';

/** How long the confirmation link works. */
export const STREAMING_LIST_TOKEN_TTL_MS = 3 * 24 * 60 * 60 * 1000;

function normalize(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `POST /d2d/streaming/subscribe`: puts an address on the list as pending and mails the
 * confirmation link (again on a repeat while pending or after an unsubscribe), within the
 * address's mail cap, which it shares with the store's mailing list. A confirmed address is left
 * as it is.
 * @param origin - the store's origin for the link
 * @returns the answer, and whether a mail waits in the outbox
 */
export async function subscribeToStreamingList(
  ctx: StreamingContext,
  email: string,
  origin: string,
  cap: MailCapLimits = MAIL_CAP,
): Promise<{ result: Ack; queued: boolean }> {
  const address = normalize(email);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.now();
    const row = await mailingListRow(trx, address);
    if (row && row.confirmed_at !== null && row.unsubscribed_at === null) {
      return { result: { success: true, message: STREAMING_MESSAGES.alreadySubscribed }, queued: false };
    }
    const result = { success: true, message: STREAMING_MESSAGES.confirmMailSent };
    const token = newToken();
    if (!(await takeMailSlot(trx, address, 'newsletter', now, cap))) {
      // over the cap: a link already mailed keeps working; a new address waits as pending
      if (!row) await markPending(trx, address, hashToken(token), now + STREAMING_LIST_TOKEN_TTL_MS, now);
      return { result, queued: false };
    }
    await markPending(trx, address, hashToken(token), now + STREAMING_LIST_TOKEN_TTL_MS, now);
    const link = `${origin.replace(/\/+$/, '')}${STREAMING_LIST_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await queueMail(trx, streamingListConfirmationMail(address, link), now);
    return { result, queued: true };
  });
}

/**
 * Follows a confirmation link: once, before it expires.
 * @returns the confirmed address, or undefined for an unknown, used or expired link
 */
export async function confirmStreamingList(ctx: StreamingContext, token: unknown): Promise<string | undefined> {
  if (!isTokenShaped(token)) return undefined;
  return confirmByToken(ctx.db, hashToken(token), ctx.now());
}

/**
 * `POST /d2d/streaming/unsubscribe`: takes an address off the list. The answer is the same
 * whether or not it was on it, so the call tells nobody who is subscribed.
 */
export async function unsubscribeFromStreamingList(ctx: StreamingContext, email: string): Promise<Ack> {
  await markUnsubscribed(ctx.db, normalize(email), ctx.now());
  return { success: true, message: STREAMING_MESSAGES.unsubscribed };
}
