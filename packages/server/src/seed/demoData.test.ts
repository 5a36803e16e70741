import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type Db } from '../index.js';
import { DEMO_COUPONS } from './cart/seedCart.js';
import { seedIfEmpty, type SeedOptions } from './seed.js';

const FIRST_VISIT = ['WELCOME10', 'WELCOME10EU', 'WELCOME10UK', 'WELCOME10US'];
const DEMO_ONLY = [DEMO_COUPONS.expired, DEMO_COUPONS.half, DEMO_COUPONS.singleUse, DEMO_COUPONS.fixedUs].sort();

let opened: { db: Db; dir: string }[] = [];
afterEach(async () => {
  for (const { db, dir } of opened) {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  opened = [];
});

async function seeded(options?: SeedOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'd2d-seed-demo-'));
  const db = openDatabase(join(dir, 'store.db'));
  opened.push({ db, dir });
  await migrateToLatest(db);
  await seedIfEmpty(db, { catalogue: { products: 19 }, ...options });
  const coupons = await db.selectFrom('coupons').select(['code', 'once_per_account']).orderBy('code').execute();
  const affiliates = await db.selectFrom('affiliates').select('id').execute();
  return { coupons, affiliates: affiliates.map((a) => a.id) };
}

describe('seedIfEmpty and the demo data', () => {
  it('should seed the demo coupons and the demo affiliate by default (development)', async () => {
    const { coupons, affiliates } = await seeded();
    expect(coupons.map((c) => c.code)).toEqual([...DEMO_ONLY, ...FIRST_VISIT].sort());
    expect(affiliates).toEqual(['savepoint']);
  });

  it('should leave HALFPRICE and the other demo coupons, and the demo affiliate, out with demoCoupons: false (production)', async () => {
    const { coupons, affiliates } = await seeded({ demoCoupons: false });
    expect(coupons.map((c) => c.code)).toEqual(FIRST_VISIT);
    expect(affiliates).toEqual([]);
  });

  it('should seed the first-visit coupons as once per account, and the demo ones without that limit', async () => {
    const { coupons } = await seeded();
    for (const coupon of coupons) expect(coupon.once_per_account, coupon.code).toBe(FIRST_VISIT.includes(coupon.code) ? 1 : 0);
  });
});
