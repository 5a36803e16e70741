import { describe, expect, it } from 'vitest';
import { ConfigError, parseTrustProxy, readConfig } from './config.js';
import { checkProduction, devMailboxOn, startupNotices } from './startupChecks.js';

const SECRET_KEY = 'b1946ac92492d2347c6235b4d2611184b1946ac92492d2347c6235b4d2611184';
const READY = { NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.example.com:465', PUBLIC_URL: 'https://store.example.com', PAYMENT_SANDBOX: '1', SECRET_KEY };

/** What `start` does with an environment: read it, then refuse what production lacks. */
function startWith(env: NodeJS.ProcessEnv): void {
  checkProduction(readConfig(env));
}

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    startWith(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('no refusal');
}

describe('production mode', () => {
  it('should read NODE_ENV, PAYMENT_SANDBOX and TRUST_PROXY, all off by default', () => {
    expect(readConfig({})).toMatchObject({ production: false, paymentSandbox: false, trustProxy: false });
    expect(readConfig(READY)).toMatchObject({ production: true, paymentSandbox: true });
    expect(readConfig({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'true' })).toMatchObject({ production: false, paymentSandbox: true });
    expect(readConfig({ PAYMENT_SANDBOX: 'yes' }).paymentSandbox).toBe(false);
  });

  it('should refuse to start without SMTP_URL, in one line naming it', () => {
    const message = refusal({ ...READY, SMTP_URL: '' });
    expect(message).toContain('SMTP_URL');
    expect(message).not.toContain('\n');
    expect(message).not.toContain('PUBLIC_URL');
  });

  it('should refuse sandbox payments unless PAYMENT_SANDBOX=1 says so, naming the variables to set', () => {
    for (const value of [undefined, '', '0', 'false']) {
      const message = refusal({ ...READY, PAYMENT_SANDBOX: value });
      expect(message, String(value)).toContain('PAYMENT_SANDBOX=1');
      expect(message).toContain('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
      expect(message).not.toContain('\n');
    }
  });

  it('should need PUBLIC_URL', () => {
    // SMTP without PUBLIC_URL is refused by readConfig already
    expect(refusal({ ...READY, PUBLIC_URL: '' })).toMatch(/PUBLIC_URL/);
    expect(refusal({ NODE_ENV: 'production', PAYMENT_SANDBOX: '1' })).toMatch(/SMTP_URL.*; set PUBLIC_URL/);
  });

  it('should name everything missing at once', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message.split('; ')).toHaveLength(4);
    expect(message).toMatch(/^NODE_ENV=production refuses to start: set SMTP_URL .*; set PUBLIC_URL .*; set PAYMENT_SANDBOX=1 .*; set SECRET_KEY .*\.$/);
  });

  it('should need SECRET_KEY, shared by every instance, and refuse a short one', () => {
    const message = refusal({ ...READY, SECRET_KEY: '' });
    expect(message).toMatch(/set SECRET_KEY to one random secret shared by every instance/);
    expect(message).not.toContain('SMTP_URL');
    expect(() => readConfig({ SECRET_KEY: 'too short' })).toThrow(/^SECRET_KEY must be at least 32 characters/);
  });

  it('should start with SMTP_URL, PUBLIC_URL and PAYMENT_SANDBOX=1, and in development with nothing', () => {
    expect(() => startWith(READY)).not.toThrow();
    expect(() => startWith({})).not.toThrow();
  });

  it('should never serve the dev mailbox in production, even with DEV_MAILBOX=1', () => {
    expect(devMailboxOn(readConfig({ ...READY, DEV_MAILBOX: '1' }))).toBe(false);
    expect(devMailboxOn(readConfig({}))).toBe(true);
    expect(devMailboxOn(readConfig({ DEV_MAILBOX: '0' }))).toBe(false);
    expect(devMailboxOn(readConfig({ SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://store.example.com' }))).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('should read off, true, a hop count, or proxy addresses and ranges', () => {
    expect([undefined, '', '0', 'false', 'FALSE'].map(parseTrustProxy)).toEqual([false, false, false, false, false]);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy(' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8, loopback')).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('should refuse anything else, naming the variable', () => {
    for (const value of ['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/2', '::1/129', '-1']) {
      expect(() => parseTrustProxy(value), value).toThrow(ConfigError);
      expect(() => parseTrustProxy(value), value).toThrow(/^TRUST_PROXY must be/);
    }
  });
});

describe('startup notices', () => {
  it('should list the conveniences development has on, one line each', () => {
    const lines = startupNotices(readConfig({}), 'http://localhost:8080');
    expect(lines[0]).toMatch(/^Development mode/);
    expect(lines).toContain('- dev mailbox: mails are readable by anyone at http://localhost:8080/dev/mail');
    expect(lines).toContain('- sandbox payments: test card 4242 4242 4242 4242 succeeds, no real money moves');
    expect(lines).toContain('- demo coupons are seeded into a new database');
    expect(lines).toContain('- captcha and download-link keys: random per process (SECRET_KEY unset)');
    expect(startupNotices(readConfig({ CAPTCHA_HMAC_KEY: 'k' }), 'http://localhost:8080')).toContain('- download-link keys: random per process (SECRET_KEY unset)');
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('should leave out what is configured, and say nothing of conveniences in production', () => {
    const dev = startupNotices(readConfig({ SMTP_URL: 'smtp://mail:25', PUBLIC_URL: 'https://store.example.com', SECRET_KEY }), 'http://localhost:8080');
    expect(dev.join('\n')).not.toMatch(/dev mailbox|captcha|keys|PUBLIC_URL/);
    const production = startupNotices(readConfig({ ...READY, TRUST_PROXY: '1' }), 'http://localhost:8080');
    expect(production).toEqual(['Production mode with PAYMENT_SANDBOX=1: payments take test cards only, no real money moves.']);
  });
});
