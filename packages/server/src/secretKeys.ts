/**
 * `SECRET_KEY`, the one secret every instance of a store shares, and the keys derived from it.
 * Several instances behind a load balancer must verify what another signed: a captcha challenge
 * handed out by one is solved and sent to another, and a download link signed by one is followed
 * through another. Each purpose gets its own key, derived with HKDF-SHA-256 (RFC 5869), so a key
 * that leaks from one use (a log, a test) says nothing about the others or the secret.
 * @module
 */
import { hkdfSync } from 'node:crypto';
import { ConfigError, type ServerConfig } from './config.js';

/** The shortest `SECRET_KEY` accepted: 32 characters (`openssl rand -hex 32` gives 64). */
export const SECRET_KEY_MIN_LENGTH = 32;

/** What a derived key signs. */
export type SecretPurpose = 'captcha' | 'download-links' | 'sandbox-webhooks';

// a fixed, public salt: the secret is already random; the salt only separates this application's keys
const SALT = 'd2d-storefront';

/**
 * The key of one purpose, derived from the shared secret: the same on every instance, different
 * per purpose.
 * @param secretKey - `SECRET_KEY`
 * @param purpose - what the key signs
 * @returns 32 bytes as 64 hex characters
 * @example
 * createCaptcha({ db, secret: deriveKey(process.env.SECRET_KEY!, 'captcha') });
 */
export function deriveKey(secretKey: string, purpose: SecretPurpose): string {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secretKey, 'utf8'), SALT, `d2d ${purpose} key v1`, 32)).toString('hex');
}

/**
 * Reads `SECRET_KEY` and derives the signing keys from it. `CAPTCHA_HMAC_KEY`, the older setting
 * of the captcha's key alone, still wins when it is set; without either the keys stay unset and
 * are random per process (development). `SANDBOX_WEBHOOK_SECRET` sets the sandbox webhooks' key
 * directly, else it is derived too.
 * @throws ConfigError naming SECRET_KEY when it is set but shorter than {@link SECRET_KEY_MIN_LENGTH}
 */
export function readSecretConfig(env: NodeJS.ProcessEnv): Pick<ServerConfig, 'secretKey' | 'captchaHmacKey' | 'downloadSigningKey' | 'sandboxWebhookSecret'> {
  const secretKey = env.SECRET_KEY?.trim() || undefined;
  if (secretKey !== undefined && secretKey.length < SECRET_KEY_MIN_LENGTH) {
    throw new ConfigError(`SECRET_KEY must be at least ${SECRET_KEY_MIN_LENGTH} characters of random text (e.g. openssl rand -hex 32), got ${secretKey.length}`);
  }
  return {
    secretKey,
    captchaHmacKey: env.CAPTCHA_HMAC_KEY || (secretKey && deriveKey(secretKey, 'captcha')),
    downloadSigningKey: secretKey && deriveKey(secretKey, 'download-links'),
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET?.trim() || (secretKey && deriveKey(secretKey, 'sandbox-webhooks')),
  };
}
