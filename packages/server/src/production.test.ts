/**
 * `NODE_ENV=production` end to end: the real server (`startServer`, as `d2d-server start` runs
 * it) on a fresh SQLite file, asked over HTTP.
 */
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { createBuyer } from './bench/checkoutFixtures.js';
import { ConfigError, readConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { startSmtp } from './mail/__tests__/smtpServer.js';
import { startServer, type RunningServer } from './server.js';
import { hashPassword } from './services/accounts/passwords.js';

const PUBLIC_URL = 'https://store.example.com';

/** A request with a Host of our choosing (fetch always sends the real one). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('production mode', () => {
  it('should refuse to build the app without a mail transport, naming SMTP_URL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'd2d-prod-refusal-'));
    const db = openDatabase(join(dir, 'store.db'));
    try {
      const attempt = buildApp({ db, config: { maintenance: false, production: true, publicUrl: PUBLIC_URL, paymentSandbox: true } });
      await expect(attempt).rejects.toThrow(ConfigError);
      await expect(attempt).rejects.toThrow(/SMTP_URL/);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('with SMTP_URL, PAYMENT_SANDBOX=1 and PUBLIC_URL', () => {
    let dir: string;
    let smtp: Server;
    let server: RunningServer;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'd2d-prod-'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><title>D2D Store</title><script type="module" src="/assets/index.js"></script>');
      const mail = await startSmtp();
      smtp = mail.server;
      const config = readConfig({
        NODE_ENV: 'production',
        SMTP_URL: `smtp://127.0.0.1:${mail.port}?ignoreTLS=true`,
        PUBLIC_URL,
        PAYMENT_SANDBOX: '1',
        SECRET_KEY: 'a-test-secret-shared-by-every-instance-0123456789',
        // asked for, and still never served in production
        DEV_MAILBOX: '1',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: join(dir, 'store.db'),
        STORE_DIR: dir,
      });
      server = await startServer(config, () => {});
    }, 60_000);
    afterAll(async () => {
      await server.close();
      smtp.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('should answer 404 at /dev/mail', async () => {
      expect((await fetch(`${server.url}/dev/mail`)).status).toBe(404);
      expect((await fetch(`${server.url}/dev/mail.json?to=ana@example.com`)).status).toBe(404);
    });

    it('should serve the store page with a CSP, nosniff and HSTS', async () => {
      const res = await fetch(`${server.url}/`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>D2D Store</title>');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+$/);
    });

    it('should refuse a cross-site POST carrying the token cookie with 403', async () => {
      const { token } = await createBuyer(server.db, { email: 'bob@example.com' });
      const add = (origin: string) =>
        fetch(`${server.url}/api/account/shopping_carts`, {
          method: 'POST',
          headers: { origin, cookie: `token=${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ product_id: 16 }),
        });
      const forged = await add('https://evil.example');
      expect(forged.status).toBe(403);
      expect(await forged.json()).toEqual({ message: 'Cross-site request refused.' });
      // the same call from the store's own page goes through
      expect((await add(PUBLIC_URL)).status).toBe(200);
    });

    it('should meet 40 rapid failed logins from one address with a 429', async () => {
      // a cheap stored hash: the full production cost would make each wrong guess take seconds here
      const { id } = await createBuyer(server.db, { email: 'ana@example.com' });
      await server.db.updateTable('accounts').set({ password_hash: await hashPassword('secret12', { memoryKiB: 64, passes: 1, parallelism: 1 }) }).where('id', '=', id).execute();
      const statuses = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await fetch(`${server.url}/api/account/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'ana@example.com', password: `guess${i}xyz` }),
          });
          await res.arrayBuffer();
          return { status: res.status, retryAfter: res.headers.get('retry-after') };
        }),
      );
      const limited = statuses.filter((s) => s.status === 429);
      expect(limited.length).toBeGreaterThan(0);
      expect(Number(limited[0]?.retryAfter)).toBeGreaterThan(0);
    });

    it('should answer a malformed Host with 400', async () => {
      expect(await getWithHost(`${server.url}/d2d/payment-frame.html?origin=${encodeURIComponent(PUBLIC_URL)}`, 'bad host<>')).toBe(400);
      expect(await getWithHost(`${server.url}/`, 'x:y')).toBe(400);
    });

    it('should seed no demo coupons', async () => {
      const codes = (await server.db.selectFrom('coupons').select('code').execute()).map((row) => row.code);
      expect(codes).not.toContain('HALFPRICE');
    });
  });
});
