/**
 * The `countries` reference rows an account's address points to.
 * @module
 */
import type { Db } from '../../../db/database.js';

/** The two-letter code of a country, if the id is known. */
export function countryCode2(db: Db, countryCodeId: number): Promise<{ code2: string } | undefined> {
  return db.selectFrom('countries').select('code2').where('country_code_id', '=', countryCodeId).executeTakeFirst();
}

/** The country with this id, if it is known. */
export function countryById(db: Db, countryCodeId: number): Promise<{ country_code_id: number } | undefined> {
  return db.selectFrom('countries').select('country_code_id').where('country_code_id', '=', countryCodeId).executeTakeFirst();
}
