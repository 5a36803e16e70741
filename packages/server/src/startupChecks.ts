/**
 * What the server checks and says on `start`: production refuses the development conveniences
 * (a dev mailbox anyone can read, sandbox payments that hand out real keys for test cards,
 * links built from a forgeable Host header), and development lists the ones that are on.
 * @module
 */
import { ConfigError, type ServerConfig } from './config.js';
import { CARD_SUCCESS } from './payments/testCards.js';

/** The settings the checks read. */
export type StartupSettings = Pick<ServerConfig, 'production' | 'smtpUrl' | 'publicUrl' | 'paymentSandbox' | 'devMailbox' | 'captchaHmacKey' | 'trustProxy'> &
  Partial<Pick<ServerConfig, 'secretKey' | 'stripe'>>;

/**
 * What a production start is missing, one entry per variable to set (empty when nothing).
 * Production takes payments in the sandbox only when `PAYMENT_SANDBOX=1` says so, live Stripe
 * keys included: the card checkout is then live, but premium subscriptions and rentals have no
 * live provider yet and would hand out real plans for test cards without that consent.
 * `SECRET_KEY` is required: without it each process
 * signs captchas and download links with a key of its own, which no other instance accepts.
 */
export function productionProblems(
  config: Pick<ServerConfig, 'smtpUrl' | 'publicUrl'> & Partial<Pick<ServerConfig, 'production' | 'paymentSandbox' | 'secretKey' | 'stripe'>>,
): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (!config.smtpUrl) problems.push('set SMTP_URL to a mail transport (e.g. smtps://user:pass@mail.example.com:465), the dev mailbox is never served in production');
  if (!config.publicUrl) problems.push('set PUBLIC_URL to the store\'s origin (e.g. https://store.example.com)');
  if (!config.paymentSandbox && !config.stripe) {
    problems.push('set PAYMENT_SANDBOX=1 to take test payments with the sandbox providers, or STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for live card payments');
  } else if (!config.paymentSandbox) {
    problems.push('set PAYMENT_SANDBOX=1 beside the Stripe keys: premium subscriptions and rentals have no live provider yet and take sandbox test cards');
  }
  if (!config.secretKey) problems.push('set SECRET_KEY to one random secret shared by every instance (e.g. openssl rand -hex 32), which signs captchas and download links');
  return problems;
}

/**
 * Refuses a production start that lacks a required setting.
 * @throws ConfigError whose message is one line naming every variable to set
 * @example
 * checkProduction(readConfig()); // throws "NODE_ENV=production refuses to start: set SMTP_URL …"
 */
export function checkProduction(config: Parameters<typeof productionProblems>[0]): void {
  const problems = productionProblems(config);
  if (problems.length > 0) throw new ConfigError(`NODE_ENV=production refuses to start: ${problems.join('; ')}.`);
}

/** Whether `/dev/mail` is served: never in production; else `DEV_MAILBOX`, by default while no SMTP is set. */
export function devMailboxOn(config: Pick<ServerConfig, 'smtpUrl' | 'devMailbox'> & Partial<Pick<ServerConfig, 'production'>>): boolean {
  if (config.production) return false;
  return config.devMailbox ?? !config.smtpUrl;
}

/**
 * The lines printed on start, one per convenience that is on (development) or per setting worth
 * a second look (production).
 * @param url - where the server listens, for the dev mailbox's address
 */
export function startupNotices(config: StartupSettings, url: string): string[] {
  const lines: string[] = [];
  if (config.production) {
    if (config.paymentSandbox && config.stripe) lines.push('Production mode with live Stripe card payments; PAYMENT_SANDBOX=1: premium, rentals and the other providers take test cards only.');
    else if (config.paymentSandbox) lines.push('Production mode with PAYMENT_SANDBOX=1: payments take test cards only, no real money moves.');
    if (config.trustProxy === false) lines.push('TRUST_PROXY is off: behind a proxy, set it so client addresses and https are read right.');
    return lines;
  }
  lines.push('Development mode (set NODE_ENV=production to deploy); these conveniences are on:');
  if (devMailboxOn(config)) lines.push(`- dev mailbox: mails are readable by anyone at ${url}/dev/mail`);
  lines.push(`- sandbox payments: test card ${CARD_SUCCESS.replace(/(\d{4})(?=\d)/g, '$1 ')} succeeds, no real money moves`);
  lines.push('- demo coupons are seeded into a new database');
  if (!config.secretKey) lines.push(`- ${config.captchaHmacKey ? 'download-link' : 'captcha and download-link'} keys: random per process (SECRET_KEY unset)`);
  if (!config.publicUrl) lines.push('- links in mails use the Host of the request (PUBLIC_URL unset)');
  return lines;
}
