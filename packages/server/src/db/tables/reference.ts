import type { Generated } from 'kysely';

export interface ReferenceTables {
  countries: CountryTable;
}

export interface CountryTable {
  country_code_id: Generated<number>;
  country_full_name: string;
  code2: string;
}
