import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../__tests__/testDatabase.js';
import { DEMO_COUPONS } from './cart/seedCart.js';
import { seedIfEmpty, type SeedOptions } from './seed.js';

const FIRST_VISIT = ['WELCOME10', 'WELCOME10EU', 'WELCOME10UK', 'WELCOME10US'];
const DEMO_ONLY = [DEMO_COUPONS.expired, DEMO_COUPONS.half, DEMO_COUPONS.singleUse, DEMO_COUPONS.fixedUs].sort();

let opened: TestDatabase[] = [];
afterEach(async () => {
  for (const database of opened) await database.remove();
  opened = [];
});

async function seeded(options?: SeedOptions) {
  const database = await openTestDatabase('seed-demo');
  opened.push(database);
  const { db } = database;
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
