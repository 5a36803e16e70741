import { pagePath, pageUrl, type PageName } from '@d2d/contract';
import type { Db } from '../../db/database.js';
import type { AccountRow, MailTokenPurpose } from '../../db/tables/accounts.js';
import { MAIL_CAP, takeMailSlot, type MailCapLimits } from '../../mail/mailCap.js';
import { queueMail } from '../../mail/outbox.js';
import { confirmationMail, reconfirmationMail, resetPasswordMail } from '../../mail/templates.js';
import { deleteMailTokens, insertMailToken, liveMailTokenByHash, mailTokenSentSince, takeMailToken } from './data/mailTokens.js';
import { hashToken, isTokenShaped, newToken } from './tokens.js';

/** How long each kind of mailed link works. */
export const MAIL_TOKEN_TTL_MS: Readonly<Record<MailTokenPurpose, number>> = {
  confirmation: 3 * 24 * 60 * 60 * 1000,
  reconfirmation: 3 * 24 * 60 * 60 * 1000,
  reset_password: 6 * 60 * 60 * 1000,
};

/** At most one mail of a kind per account in this time, so nobody can flood a mailbox through the store. */
export const MAIL_RESEND_INTERVAL_MS = 60 * 1000;

/** The store page each mailed link opens (spec §2), with the token in its path. */
const PAGE = {
  confirmation: 'confirmation',
  reconfirmation: 'reconfirmation',
  reset_password: 'resetPassword',
} as const satisfies Record<MailTokenPurpose, PageName>;

const TEMPLATE = {
  confirmation: confirmationMail,
  reconfirmation: reconfirmationMail,
  reset_password: resetPasswordMail,
} as const;

/**
 * Makes a token for a mailed link and queues the mail with it, unless a mail of the same kind
 * went to the account within {@link MAIL_RESEND_INTERVAL_MS} or the address already had its
 * daily share of this kind ({@link MAIL_CAP}). Earlier links of the kind stop working: only the
 * newest mail counts. Call inside the change's transaction. Callers answer the same either way,
 * so a skipped mail tells nobody whether the address has an account.
 * @param to the address the mail goes to; the one the token confirms
 * @param origin the store's origin for the link (`https://store.example.com`)
 * @returns false when the mail was skipped because one just went out or the cap is reached
 */
export async function sendTokenMail(
  db: Db,
  account: AccountRow,
  purpose: MailTokenPurpose,
  to: string,
  origin: string,
  now: number,
  cap: MailCapLimits = MAIL_CAP,
): Promise<boolean> {
  const recent = await mailTokenSentSince(db, account.id, purpose, to, now - MAIL_RESEND_INTERVAL_MS);
  if (recent) return false;
  // over the cap the earlier links stay valid: the shopper can still use the last mail
  if (!(await takeMailSlot(db, to, purpose, now, cap))) return false;
  await deleteMailTokens(db, account.id, purpose);
  const token = newToken();
  await insertMailToken(db, { account_id: account.id, purpose, token_hash: hashToken(token), email: to, created_at: now, expires_at: now + MAIL_TOKEN_TTL_MS[purpose] });
  const link = pageUrl(origin, pagePath(PAGE[purpose], { token }));
  await queueMail(db, TEMPLATE[purpose](to, account.user_name, link), now);
  return true;
}

/** A mailed token that was just used up. */
export interface UsedMailToken {
  accountId: number;
  purpose: MailTokenPurpose;
  email: string;
}

/**
 * Whether a mailed token of one of `purposes` exists and has not expired, without using it up:
 * the cheap check before costly work. The change itself still goes through
 * {@link consumeMailToken}, which settles a race between two uses.
 */
export async function isLiveMailToken(db: Db, token: unknown, purposes: readonly MailTokenPurpose[], now: number): Promise<boolean> {
  if (!isTokenShaped(token)) return false;
  const row = await liveMailTokenByHash(db, hashToken(token), purposes, now);
  return row !== undefined;
}

/**
 * Uses up a mailed token of one of `purposes`, atomically: a link works once even when clicked
 * twice at the same moment.
 * @returns what the token was for, or null for an unknown, used or expired token
 */
export async function consumeMailToken(db: Db, token: unknown, purposes: readonly MailTokenPurpose[], now: number): Promise<UsedMailToken | null> {
  if (!isTokenShaped(token)) return null;
  const row = await takeMailToken(db, hashToken(token), purposes, now);
  return row ? { accountId: row.account_id, purpose: row.purpose, email: row.email } : null;
}
