/**
 * `@d2d/contract`: the wire contract both the clients and the reference server agree on.
 * @packageDocumentation
 */
export { countrySchema, countryListSchema } from './entities/country.js';
export type { Country, CountryList } from './entities/country.js';
