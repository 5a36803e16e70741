export { countrySchema, countryListSchema } from './country.js';
export type { Country, CountryList } from './country.js';
