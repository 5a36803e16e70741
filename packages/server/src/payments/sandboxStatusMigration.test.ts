/**
 * Migration `0014_webhook_outbox` on SQLite rebuilds `sandbox_payments` to widen its status
 * CHECK: the rows already there survive, `requires_action` is accepted, anything else is not.
 */
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.js';
import { migrations } from '../db/migrations/index.js';
import { tempDir, type TempDir } from '../__tests__/harness.js';

let dir: TempDir;
let db: Db;
afterEach(async () => {
  await db.destroy();
  dir.remove();
});

const row = (ref: string, status: string) => ({
  ref, kind: 'card' as const, payment_id: `pay_${ref}`, amount: 1999, currency: 'USD', status: status as 'requires_capture',
  client_secret: `${ref}_secret`, payer_id: null, card_last4: '4242', decline_code: null, decline_message: null, created_at: 1, updated_at: 1,
});

describe('migration 0014 on sandbox_payments', () => {
  it('should keep every row and accept requires_action, and nothing unknown', async () => {
    dir = tempDir('sandbox-status-migration');
    db = openDatabase(join(dir.path, 'store.db'));
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0012_rate_limits')).error).toBeUndefined();
    await db.insertInto('sandbox_payments').values({ ...row('pi_old', 'requires_capture'), captured_amount: 500 }).execute();
    await expect(db.insertInto('sandbox_payments').values(row('pi_early', 'requires_action')).execute()).rejects.toThrow(/CHECK/);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('sandbox_payments').selectAll().where('ref', '=', 'pi_old').executeTakeFirstOrThrow()).toMatchObject({ status: 'requires_capture', captured_amount: 500, capture_count: 0 });
    await db.insertInto('sandbox_payments').values(row('pi_3ds', 'requires_action')).execute();
    await expect(db.insertInto('sandbox_payments').values(row('pi_bad', 'lost')).execute()).rejects.toThrow(/CHECK/);
    // the other constraints came along with the rebuild
    await expect(db.insertInto('sandbox_payments').values({ ...row('pi_dup', 'requires_capture'), payment_id: 'pay_pi_old' }).execute()).rejects.toThrow(/UNIQUE/);
    await expect(db.updateTable('sandbox_payments').set({ captured_amount: 5000 }).where('ref', '=', 'pi_old').execute()).rejects.toThrow(/CHECK/);
  });
});
