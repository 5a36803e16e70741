import type { Db } from '../db/database.js';
import { syncIdentitySequences } from '../db/identity.js';
import { ADVISORY_LOCKS, advisoryLock } from '../db/locks.js';
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
 * On PostgreSQL the seed holds an advisory lock and looks again under it, so of several instances
 * starting together on an empty database one seeds and the others wait and find it seeded.
 * @example
 * await seedIfEmpty(db, { demoCoupons: !config.production });
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (await hasCountries(db)) return { seeded: false };
  return db.transaction().execute(async (trx) => {
    await advisoryLock(trx, ADVISORY_LOCKS.seed);
    if (await hasCountries(trx)) return { seeded: false };
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
    // the seed wrote its own ids; later inserts must number past them
    await syncIdentitySequences(trx);
    return { seeded: true };
  });
}

async function hasCountries(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(existing.n) > 0;
}
