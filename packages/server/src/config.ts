import { isIP } from 'node:net';
import type { ProviderKind } from './payments/provider.js';
import { parseProviderKind } from './payments/registry.js';
import { readStripeSettings, type StripeSettings } from './payments/stripe/settings.js';
import { canonicalOrigin, readEmbedConfig, type EmbedConfig } from './routes/embed/config.js';
import { readSecretConfig } from './secretKeys.js';
import { readPaymentExpiryMinutes } from './services/orders/expiry.js';
import { parsePremiumPrice } from './services/premium/planPrice.js';
import { readSocialConfig, type SocialConfig } from './social/settings.js';

/**
 * A setting that is missing or malformed. Its message is one line naming the variable, which the
 * CLI prints without a stack trace.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Fastify's `trustProxy`: `true` (trust every hop), a hop count, or the addresses and CIDR ranges
 * (or proxy-addr's names `loopback`, `linklocal`, `uniquelocal`) of the proxies to trust.
 */
export type TrustProxySetting = boolean | number | string[];

/** Settings of the reference server, read once from the environment at start. */
export interface ServerConfig extends EmbedConfig, SocialConfig {
  /** TCP port; `PORT`, default 8080. */
  port: number;
  /** Host to bind; `HOST`, default 0.0.0.0. */
  host: string;
  /** `DATABASE_URL`: a SQLite file path (default `.data/store.db`) or a PostgreSQL URL (`postgres://user:pass@host:5432/db`). */
  databaseUrl: string;
  /** Folder with the built reference store to serve at `/`, if any. */
  storeDir?: string;
  /** Answer every API call with 503 (spec §8 maintenance). `MAINTENANCE=1`. */
  maintenance: boolean;
  /**
   * `PUBLIC_URL`: the store's origin for links in mails (`https://store.example.com`). Without it
   * links use the origin a request came to; required with `SMTP_URL`.
   */
  publicUrl?: string;
  /** `SMTP_URL` (`smtps://user:pass@host:465`): send the outbox through it; otherwise mails stay in the outbox. */
  smtpUrl?: string;
  /** `MAIL_FROM`: the From header of mails; default `D2D Store <no-reply@localhost>`. */
  mailFrom?: string;
  /**
   * The key that signs captcha challenges: `CAPTCHA_HMAC_KEY` when set, else derived from
   * `SECRET_KEY`; random per process when neither is set.
   */
  captchaHmacKey?: string;
  /**
   * `SECRET_KEY`: the secret every instance of the store shares (required in production, at least
   * 32 characters). The captcha's and the download links' signing keys are derived from it
   * (`secretKeys.ts`), so instances verify each other's.
   */
  secretKey?: string;
  /** The key that signs download links, derived from `SECRET_KEY`; random per process without it. */
  downloadSigningKey?: string;
  /**
   * The key the sandbox providers sign their webhooks with: `SANDBOX_WEBHOOK_SECRET`, else derived
   * from `SECRET_KEY`; random per process without either.
   */
  sandboxWebhookSecret?: string;
  /** `DEV_MAILBOX=1|0`: serve the outbox at `/dev/mail`; default on only while no SMTP is configured. */
  devMailbox?: boolean;
  /**
   * `PAYMENT_PROVIDER`: the provider of the cart checkout, `card`, `paypal`, `hosted` or `legacy`
   * (default). Without credentials each runs in its sandbox mode (test cards, sandbox pages).
   */
  paymentProvider?: ProviderKind;
  /**
   * `STRIPE_SECRET_KEY` + `STRIPE_WEBHOOK_SECRET` (both or neither; `STRIPE_PUBLISHABLE_KEY`
   * optional): the card provider is the live Stripe adapter, and `PAYMENT_PROVIDER` defaults to
   * `card`. Without them the card provider is its sandbox.
   */
  stripe?: StripeSettings;
  /**
   * `PREMIUM_PRICE`: the monthly premium plan price (`14.99`, the default), charged in each
   * site's currency; kept here in minor units.
   */
  premiumPrice?: number;
  /**
   * `PAYMENT_EXPIRY_MINUTES`: how long a checkout may stay unpaid before the sweeper expires it
   * and releases its hold (default 30). Outside production `PAYMENT_EXPIRY_SECONDS` may set it in
   * seconds instead (a fraction of a minute), for journeys that watch a checkout expire.
   */
  paymentExpiryMinutes?: number;
  /**
   * `NODE_ENV=production`: refuse to start without a mail transport, a payment setting and
   * `PUBLIC_URL` (see `checkProduction`), never serve `/dev/mail`, seed no demo coupons.
   */
  production: boolean;
  /** `PAYMENT_SANDBOX=1`: in production, take payments with the built-in sandbox providers (test cards). */
  paymentSandbox: boolean;
  /**
   * `TRUST_PROXY`: which proxies in front of the server to believe about the client's address,
   * protocol and host (`X-Forwarded-For`, `-Proto`, `-Host`). Default off.
   */
  trustProxy: TrustProxySetting;
  /**
   * `API_ORIGINS`: origins of integrators' apps allowed to call the API from the browser (CORS,
   * see `http/apiCors.ts`); their calls also pass the cross-site guard. Beside `PARTNER_ORIGINS`,
   * which lists the pages that embed the elements. Default none.
   */
  apiOrigins: string[];
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a port number between 0 and 65535, got "${env.PORT}"`);
  }
  const stripe = readStripeConfig(env);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '.data/store.db',
    storeDir: env.STORE_DIR,
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    // live Stripe keys mean card payments unless the setting names another provider
    paymentProvider: parseProviderKind(env.PAYMENT_PROVIDER?.trim() || (stripe ? 'card' : undefined)),
    ...(stripe ? { stripe } : {}),
    premiumPrice: parsePremiumPrice(env.PREMIUM_PRICE),
    paymentExpiryMinutes: readPaymentExpiryMinutes(env, env.NODE_ENV?.trim() === 'production'),
    production: env.NODE_ENV?.trim() === 'production',
    paymentSandbox: isOn(env.PAYMENT_SANDBOX),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    apiOrigins: parseApiOrigins(env.API_ORIGINS),
    ...readMailConfig(env),
    ...readSecretConfig(env),
    ...readEmbedConfig(env),
    ...readSocialConfig(env, env.NODE_ENV?.trim() === 'production'),
  };
}

/** Reads the Stripe keys; half a configuration is a {@link ConfigError}. */
function readStripeConfig(env: NodeJS.ProcessEnv): StripeSettings | undefined {
  try {
    return readStripeSettings(env);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

function isOn(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase();
  return text === '1' || text === 'true';
}

/**
 * Reads `API_ORIGINS`: a comma list of origins (`scheme://host[:port]`, no path).
 * @returns The canonical origins without duplicates; none for an empty or missing value.
 * @throws ConfigError naming API_ORIGINS and the entry that is not an origin (`*` included:
 *   the store names the apps it trusts).
 * @example
 * parseApiOrigins('https://shop.example.com, http://localhost:5173'); // ['https://shop.example.com', 'http://localhost:5173']
 */
export function parseApiOrigins(value: string | undefined): string[] {
  const out: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    if (raw.trim() === '') continue;
    const origin = canonicalOrigin(raw);
    if (!origin) throw new ConfigError(`API_ORIGINS: "${raw.trim()}" is not an origin; write scheme://host[:port] with no path, e.g. https://shop.example.com`);
    if (!out.includes(origin)) out.push(origin);
  }
  return out;
}

// proxy-addr's names for the private ranges
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Reads `TRUST_PROXY`: empty, `0` or `false` for off; `true` to trust every hop; a hop count
 * (`1` for one proxy in front); or a comma list of proxy addresses and CIDR ranges.
 * @throws ConfigError naming TRUST_PROXY for anything else
 * @example
 * parseTrustProxy('10.0.0.0/8, 127.0.0.1'); // ['10.0.0.0/8', '127.0.0.1']
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (text.toLowerCase() === 'true') return true;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!PROXY_RANGE_NAMES.includes(entry) && (family === 0 || !bitsOk || rest.length > 0)) {
      throw new ConfigError(`TRUST_PROXY must be true, a hop count, or a comma list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8,127.0.0.1), got "${entry}"`);
    }
  }
  return entries;
}

function readMailConfig(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'publicUrl' | 'smtpUrl' | 'mailFrom' | 'devMailbox'> {
  const publicUrl = env.PUBLIC_URL?.trim() || undefined;
  if (publicUrl && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl)) {
    throw new ConfigError(`PUBLIC_URL must be an origin such as https://store.example.com, got "${publicUrl}"`);
  }
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !publicUrl) {
    // links in real mail must not be built from a request's (forgeable) Host header
    throw new ConfigError('PUBLIC_URL must be set when SMTP_URL is set: links in mails point to the store at PUBLIC_URL.');
  }
  const devMailbox = env.DEV_MAILBOX === undefined || env.DEV_MAILBOX === '' ? undefined : env.DEV_MAILBOX === '1' || env.DEV_MAILBOX === 'true';
  return { publicUrl, smtpUrl, mailFrom: env.MAIL_FROM || undefined, devMailbox };
}
