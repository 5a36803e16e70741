import type { Db } from '../db/database.js';
import { COUNTRIES } from './countries.js';
import { seedCart } from './cart/seedCart.js';
import { seedCatalogue, type SeedCatalogueOptions } from './catalogue/seedCatalogue.js';
import { seedPremium } from './premium/seedPremium.js';

/**
 * Fills an empty database with the reference data and the demo catalogue. Safe to call on every
 * start: it does nothing once the countries exist (they are written last, in the same transaction).
 */
export async function seedIfEmpty(db: Db, options: { catalogue?: SeedCatalogueOptions } = {}): Promise<{ seeded: boolean }> {
  const existing = await db.selectFrom('countries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return { seeded: false };
  await db.transaction().execute(async (trx) => {
    await seedCatalogue(trx, options.catalogue);
    await seedCart(trx, { now: options.catalogue?.now });
    await seedPremium(trx, { now: options.catalogue?.now });
    await trx
      .insertInto('countries')
      .values(COUNTRIES.map(([country_code_id, country_full_name, code2]) => ({ country_code_id, country_full_name, code2 })))
      .execute();
  });
  return { seeded: true };
}
