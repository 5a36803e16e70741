/**
 * The countries a billing address points to (`countries`).
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** The two-letter code of a country, if the country exists. */
export function countryCode2(db: Kysely<Database>, countryCodeId: number): Promise<{ code2: string } | undefined> {
  return db.selectFrom('countries').select('code2').where('country_code_id', '=', countryCodeId).executeTakeFirst();
}
