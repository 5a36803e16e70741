import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { createCaptcha } from '../../captcha/altcha.js';
import { captchaRoutes } from '../../captcha/routes.js';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { devMailboxRoutes } from '../../mail/devMailbox.js';
import { createMailSender, smtpTransport } from '../../mail/mailSender.js';
import { UNCONFIRMED_ACCESS_MS, deliverInBackground, type AccountsContext, type AccountsOptions } from '../../services/accounts/context.js';
import { LOGIN_THROTTLE } from '../../services/accounts/loginThrottle.js';
import { PASSWORD_COST } from '../../services/accounts/passwords.js';
import { socialProviderClient } from '../../social/providerClient.js';
import { confirmationRoutes } from './confirmation.js';
import { passwordRoutes } from './password.js';
import { profileRoutes } from './profile.js';
import { sessionRoutes } from './session.js';
import { publisherRoutes } from './publisher.js';
import { socialRoutes } from './social.js';

/** The settings of the accounts area (see {@link ServerConfig}). */
export type AccountsConfig = Pick<ServerConfig, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'captchaHmacKey' | 'devMailbox'> & Partial<Pick<ServerConfig, 'socialProviders'>>;

/** Options of {@link accountRoutes}: the database, the mail and captcha settings, and test knobs. */
export interface AccountRoutesOptions {
  db: Db;
  config?: AccountsConfig;
  accounts?: AccountsOptions;
}

/**
 * The key of the sandbox publisher's tickets: derived from `CAPTCHA_HMAC_KEY` so every instance
 * of a deployment accepts the others' tickets, random per process without it.
 */
function publisherTicketKey(secret: string | undefined): string {
  return secret ? createHmac('sha256', secret).update('publisher-ticket-key').digest('hex') : randomBytes(32).toString('hex');
}

/** From header when `MAIL_FROM` is not set. */
export const DEFAULT_MAIL_FROM = 'D2D Store <no-reply@localhost>';

// mails that failed (SMTP down) are retried this often while the server runs
const RETRY_INTERVAL_MS = 60_000;

/**
 * Account calls of spec §7 (sign-up, login, social login, tokens, confirmation, password, update, gdpr), the
 * captcha challenge `GET /api/captcha/challenge`, the mail outbox sender and, where enabled, the
 * dev mailbox `GET /dev/mail`.
 * @example
 * await app.register(accountRoutes, { db, config: { publicUrl: 'https://store.example.com' } });
 */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, { db, config = {}, accounts = {} }) => {
  const now = accounts.now ?? Date.now;
  const transport = accounts.mailTransport !== undefined ? accounts.mailTransport : config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  if (transport && !config.publicUrl) {
    throw new Error('Set PUBLIC_URL (config.publicUrl) when mail is sent: links in mails must point to the store, not to a request\'s Host header.');
  }
  const ctx: AccountsContext = {
    db,
    now,
    passwordCost: accounts.passwordCost ?? PASSWORD_COST,
    captcha: createCaptcha({ db, secret: config.captchaHmacKey, now, difficulty: accounts.captchaDifficulty }),
    mail: createMailSender({ db, transport, from: config.mailFrom ?? DEFAULT_MAIL_FROM, now }),
    publicUrl: config.publicUrl,
    unconfirmedAccessMs: accounts.unconfirmedAccessMs ?? UNCONFIRMED_ACCESS_MS,
    loginThrottle: accounts.loginThrottle ?? LOGIN_THROTTLE,
    publisherKey: publisherTicketKey(config.captchaHmacKey),
    social: new Map((config.socialProviders ?? []).map((settings) => [settings.provider, socialProviderClient(settings)])),
  };

  await app.register(captchaRoutes, { captcha: ctx.captcha });
  await app.register(sessionRoutes, { ctx });
  await app.register(confirmationRoutes, { ctx });
  await app.register(passwordRoutes, { ctx });
  await app.register(profileRoutes, { ctx });
  await app.register(socialRoutes, { ctx });
  await app.register(publisherRoutes, { ctx });
  if (config.devMailbox ?? transport === null) await app.register(devMailboxRoutes, { db });

  if (ctx.mail.enabled) {
    // mails queued before a restart, and ones whose delivery failed, go out on start and retry
    const timer = setInterval(() => deliverInBackground(ctx), RETRY_INTERVAL_MS);
    timer.unref();
    app.addHook('onReady', async () => deliverInBackground(ctx));
    app.addHook('onClose', async () => {
      clearInterval(timer);
      ctx.mail.close();
    });
  }
};
