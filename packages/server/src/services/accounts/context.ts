import type { SocialProvider } from '@d2d/contract';
import type { Transporter } from 'nodemailer';
import type { Captcha, CaptchaDifficulty } from '../../captcha/altcha.js';
import type { Db } from '../../db/database.js';
import type { MailSender } from '../../mail/mailSender.js';
import type { SocialProviderClient } from '../../social/providerClient.js';
import type { LoginThrottleLimits } from './loginThrottle.js';
import type { PasswordCost } from './passwords.js';

/**
 * Knobs of the accounts area that tests (and unusual deployments) may turn. Every default is the
 * production setting.
 */
export interface AccountsOptions {
  /** Clock in epoch ms; tests move it instead of sleeping. */
  now?: () => number;
  /** Argon2id cost of new password hashes; default {@link PASSWORD_COST} (full cost). */
  passwordCost?: PasswordCost;
  /** Work a sign-up captcha asks for; default {@link CAPTCHA_DIFFICULTY}. */
  captchaDifficulty?: CaptchaDifficulty;
  /** A nodemailer transport to use instead of the one `SMTP_URL` describes. */
  mailTransport?: Transporter | null;
  /** How long an account may log in before confirming its e-mail; default 7 days. */
  unconfirmedAccessMs?: number;
  loginThrottle?: LoginThrottleLimits;
}

/** What every account service needs, built once per app. */
export interface AccountsContext {
  db: Db;
  now: () => number;
  passwordCost: PasswordCost;
  captcha: Captcha;
  mail: MailSender;
  /** The store's origin for links in mails, when configured (`PUBLIC_URL`). */
  publicUrl: string | undefined;
  unconfirmedAccessMs: number;
  loginThrottle: LoginThrottleLimits;
  /** Signs the sandbox publisher's sign-in tickets (see `publisherTickets.ts`). */
  publisherKey: string;
  /** The social providers the store signs in with (none configured: the map is empty). */
  social: ReadonlyMap<SocialProvider, SocialProviderClient>;
}

/** Unconfirmed accounts may log in for this long after signing up (then login answers id 102). */
export const UNCONFIRMED_ACCESS_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sends the outbox in the background after a change committed. Delivery must not hold up (or, by
 * its timing, give away anything about) the answer, and a failure stays recorded in the outbox.
 */
export function deliverInBackground(ctx: AccountsContext): void {
  if (!ctx.mail.enabled) return;
  ctx.mail.deliverPending().catch(() => {
    // the outbox row keeps the error; the next delivery retries it
  });
}
