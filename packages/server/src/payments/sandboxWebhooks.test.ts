/**
 * Where the sandbox webhooks run (the sandboxes' rule: development, or production with
 * `PAYMENT_SANDBOX=1`), where their secret comes from, and the premium area's payments
 * completed by a webhook alone.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { deriveKey } from '../secretKeys.js';
import { tempDir } from '../__tests__/harness.js';
import { openPremiumKit, type PremiumKit } from '../routes/premium/__tests__/premiumKit.js';
import { payWithCard, sandboxPayment } from './sandboxLedger.js';
import { sandboxWebhookSender, sandboxesOn } from './sandboxWebhooks.js';

const SECRET_KEY = 'a-test-secret-shared-by-every-instance-0123456789';

describe('where the sandbox webhooks run', () => {
  it('should follow the sandboxes: always in development, in production only with PAYMENT_SANDBOX=1', () => {
    expect(sandboxesOn({ production: false })).toBe(true);
    expect(sandboxesOn({ production: true, paymentSandbox: true })).toBe(true);
    expect(sandboxesOn({ production: true, paymentSandbox: false })).toBe(false);
  });

  it('should take SANDBOX_WEBHOOK_SECRET, else derive the secret from SECRET_KEY, else leave it to the process', () => {
    expect(readConfig({ SECRET_KEY }).sandboxWebhookSecret).toBe(deriveKey(SECRET_KEY, 'sandbox-webhooks'));
    expect(readConfig({ SECRET_KEY, SANDBOX_WEBHOOK_SECRET: 'whsec_set' }).sandboxWebhookSecret).toBe('whsec_set');
    expect(readConfig({}).sandboxWebhookSecret).toBeUndefined();
    expect(deriveKey(SECRET_KEY, 'sandbox-webhooks')).not.toBe(deriveKey(SECRET_KEY, 'captcha'));
  });

  it('should refuse unsigned deliveries in production with PAYMENT_SANDBOX=1', async () => {
    const dir = tempDir('webhooks-prod');
    const db = openDatabase(join(dir.path, 'store.db'));
    try {
      const config = readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1', PUBLIC_URL: 'https://store.example.com', PAYMENT_SANDBOX: '1', SECRET_KEY });
      const { migrateToLatest } = await import('../db/migrate.js');
      await migrateToLatest(db);
      const app = await buildApp({ db, config: { ...config, storeDir: undefined }, orders: { jobs: false } });
      try {
        expect(sandboxWebhookSender(app)).toBeDefined();
        const res = await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json', host: 'store.example.com' }, payload: '{"id":"evt_1","type":"payment.approved","created":1,"data":{"ref":"pi_1"}}' });
        expect(res.statusCode).toBe(400);
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
      dir.remove();
    }
  });
});

describe('premium and rental payments by webhook', () => {
  let kit: PremiumKit;
  afterEach(async () => {
    await kit.close();
  });

  it('should start the paid month once when the provider approves and the page never reports back', async () => {
    kit = await openPremiumKit();
    const ana = await kit.buyer();
    const callUrl = await kit.subscribe(ana);
    const ref = callUrl.split('/').pop()!;
    // the shopper paid at the provider; the page's answer was lost on the way back
    await payWithCard(kit.db, (await sandboxPayment(kit.db, ref))!, '4242424242424242', kit.clock.now);
    const sender = sandboxWebhookSender(kit.app)!;
    await sender.drain({ times: 2 });
    await sender.drain({ order: 'newest-first', times: 2 });
    const payment = await kit.db.selectFrom('premium_payments').select('status').where('provider_ref', '=', ref).executeTakeFirstOrThrow();
    expect(payment.status).toBe('completed');
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['capture_count', 'captured_amount', 'amount']).where('ref', '=', ref).executeTakeFirstOrThrow();
    expect(ledger).toMatchObject({ capture_count: 1 });
    expect(ledger.captured_amount).toBe(ledger.amount);
    const months = await kit.db.selectFrom('premium_subscriptions').selectAll().where('account_id', '=', ana.id).execute();
    expect(months).toHaveLength(1);
  });
});
