/**
 * Turns what a shopper typed into a safe FTS5 query: every word becomes a quoted prefix term
 * (`"neon"* "dri"*`), so FTS5 operators, quotes and column names in the input are plain text and
 * can neither break the query nor widen it.
 */

/** At most this many words of a keyword take part in the search. */
const MAX_TERMS = 8;

/**
 * The words of a keyword as FTS5 sees them (letters and digits, lower case).
 * @example
 * searchTerms('Neon-Drift 2!'); // ['neon', 'drift', '2']
 */
export function searchTerms(keywords: string): string[] {
  return (keywords.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * The FTS5 MATCH expression for a keyword, or `null` when it has no searchable word.
 * @param keywords - the raw `search.keywords`
 * @param titleOnly - search titles only (`search.titleonly`)
 * @example
 * ftsExpression('neon dri', true); // 'title : ("neon"* AND "dri"*)'
 */
export function ftsExpression(keywords: string, titleOnly: boolean): string | null {
  const terms = searchTerms(keywords);
  if (terms.length === 0) return null;
  const all = terms.map((t) => `"${t}"*`).join(' AND ');
  return titleOnly ? `title : (${all})` : all;
}
