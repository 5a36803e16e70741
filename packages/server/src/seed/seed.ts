import type { Db } from '../db/database.js';
import { DEMO_AFFILIATE, addAffiliate } from '../services/affiliates/affiliates.js';
import { COUNTRIES } from './countries.js';
import { seedCart } from './cart/seedCart.js';
import { seedCatalogue, type SeedCatalogueOptions } from './catalogue/seedCatalogue.js';
import { seedPremium } from './premium/seedPremium.js';
import { seedStreaming } from './streaming/seedStreaming.js';

/** Options of {@link seedIfEmpty}. */
export interface SeedOptions {
  catalogue?: SeedCatalogueOptions;
  /**
   * Seed the demo coupons (HALFPRICE, ONETIME25, SAVE5, EXPIRED15); default true. Production
   * passes false. The first-visit coupons (WELCOME10 and the mailing-list codes) are always seeded.
   */
  demoCoupons?: boolean;
  /** Seed the demo affiliate of `examples/partner-site` (`savepoint`); default: as `demoCoupons`. */
  demoAffiliates?: boolean;
}

/**
 * Fills an empty database with the reference data and the demo catalogue. Safe to call on every
 * start: it does nothing once the countries exist (they are written last, in the same transaction).
 * @example
 * await seedIfEmpty(db, { demoCoupons: !config.production });
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false };
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx, options.catalogue);
    const demo = options.demoCoupons ?? true;
    await seedCart(trx, { now: options.catalogue?.now, demoCoupons: demo });
    if (options.demoAffiliates ?? demo) await addAffiliate(trx, DEMO_AFFILIATE, (options.catalogue?.now ?? new Date()).getTime());
    await seedPremium(trx, { now: options.catalogue?.now });
    await seedStreaming(trx, { now: options.catalogue?.now });
    await trx
      .insertInto('countries')
      .values(COUNTRIES.map(([country_code_id, country_full_name, code2]) => ({ country_code_id, country_full_name, code2 })))
      .execute();
  });
  return { seeded: true };
}
