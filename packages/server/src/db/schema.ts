import type { Generated } from 'kysely';

/**
 * The database's tables as Kysely sees them. Each area adds its tables here and a migration
 * under `migrations/`. Money columns are integer minor units.
 */
export interface Database {
  countries: CountryTable;
}

export interface CountryTable {
  country_code_id: Generated<number>;
  country_full_name: string;
  code2: string;
}
