import { z } from 'zod';
import { queryBoolean } from './query.js';

/** A country a billing address can be in (spec §3 Country). */
export const countrySchema = /* @__PURE__ */ (() => z.object({
  country_code_id: z.number().int(),
  country_full_name: z.string(),
  code2: z.string().length(2),
}))();
/** A country. */
export type Country = z.infer<typeof countrySchema>;

/** `GET /api/countries` with `paging=false`: the client reads `data.items` (spec §7). */
export const countryListSchema = /* @__PURE__ */ (() => z.object({
  data: z.object({ items: z.array(countrySchema) }),
}))();
/** The country list answer. */
export type CountryList = z.infer<typeof countryListSchema>;

/** Query of the country lists: the store asks `paging=false` for the whole list. */
export const countryQuerySchema = /* @__PURE__ */ (() => z.object({
  paging: queryBoolean.optional(),
}))();
/** A country list query after coercion. */
export type CountryQuery = z.output<typeof countryQuerySchema>;
