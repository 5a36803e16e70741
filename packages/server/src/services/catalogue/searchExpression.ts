/**
 * What a shopper typed as search words. The data module turns them into each database's own
 * query (`data/keywordMatch.ts`), so operators, quotes and column names in the input are plain
 * text there and can neither break the query nor widen it.
 */

/** At most this many words of a keyword take part in the search. */
const MAX_TERMS = 8;

/**
 * The words of a keyword as the search indexes see them (letters and digits, lower case).
 * @example
 * searchTerms('Neon-Drift 2!'); // ['neon', 'drift', '2']
 */
export function searchTerms(keywords: string): string[] {
  return (keywords.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}
