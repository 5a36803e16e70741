import { z } from 'zod';

/**
 * Coercions for query-string values. A query string carries strings (and repeated keys become
 * arrays), while a caller building a query passes numbers and booleans: these schemas accept
 * both and yield the typed value, rejecting blanks and garbage instead of turning them into 0.
 */

/**
 * An integer from a query value: a number, or a string of digits (`'25'`, `'-1'`).
 * @example
 * queryInt.parse('25'); // 25
 */
export const queryInt = /* @__PURE__ */ (() => z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int(),
))();

/**
 * A decimal from a query value: a number, or a numeric string (`'9.99'`).
 * @example
 * queryNumber.parse('9.99'); // 9.99
 */
export const queryNumber = /* @__PURE__ */ (() => z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
  z.number().refine(Number.isFinite, 'Expected a finite number'),
))();

const TRUE_WORDS: readonly string[] = ['true', '1', 'yes', 'on'];
const FALSE_WORDS: readonly string[] = ['false', '0', 'no', 'off'];

/**
 * A boolean from a query value: a boolean, `1`/`0`, or `'true'`/`'false'`/`'1'`/`'0'`/`'yes'`/`'no'`
 * (case-insensitive).
 * @example
 * queryBoolean.parse('true'); // true
 */
export const queryBoolean = /* @__PURE__ */ (() => z.preprocess((v) => {
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v;
  if (typeof v !== 'string') return v;
  const word = v.trim().toLowerCase();
  return TRUE_WORDS.includes(word) ? true : FALSE_WORDS.includes(word) ? false : v;
}, z.boolean()))();

/**
 * A list from a query value: an array, a single value, or a comma-separated string
 * (`pf=1100,1310`), each item parsed by `item`. Empty items are dropped.
 * @param item - the schema of one list item (e.g. {@link queryInt})
 * @returns a schema yielding an array
 * @example
 * queryList(queryInt).parse('1100,1310'); // [1100, 1310]
 */
export function queryList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === null) return v;
    const values = Array.isArray(v) ? v : [v];
    return values
      .flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]))
      .filter((x) => !(typeof x === 'string' && x.trim() === ''));
  }, z.array(item));
}
