import { z } from 'zod';
import { queryBoolean, queryInt, queryList, platformCodeSchema, SEARCH_KEYWORD_MAX_LENGTH } from '@d2d/contract';

/**
 * Query of `GET /api/productquery/typeahead` (spec §7: platform, keywords, titleonly, pageSize
 * 15, pageIndex). The contract's endpoint table has no entry for it yet, so the schema lives here.
 */
export const typeaheadQuerySchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      out[name] = out[name] === undefined ? v : ([] as unknown[]).concat(out[name], v);
    }
    return out;
  },
  z.object({
    platform: queryList(queryInt.pipe(platformCodeSchema)).optional(),
    keywords: z.string().trim().max(SEARCH_KEYWORD_MAX_LENGTH),
    titleonly: queryBoolean.optional(),
    pageSize: queryInt.pipe(z.number().int().min(1).max(50)).optional(),
    pageIndex: queryInt.pipe(z.number().int().min(1)).optional(),
  }),
);
