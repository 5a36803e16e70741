/**
 * The keyword part of a product search, one way per dialect, with the same answers: every word
 * the shopper typed must begin a word of the title (or, unless title-only, of the short
 * description), accents and case aside; titles weigh ten times the description in the ranking.
 * - SQLite: the FTS5 table `products_fts`, a MATCH of quoted prefix terms, ranked by bm25.
 * - PostgreSQL: the `d2d_search_document` tsvector (GIN index) matched by a tsquery of prefix
 *   terms, ranked by ts_rank_cd; a title-only search asks for title-weighted (A) lexemes and also
 *   tests the title text with LIKE, which its trigram index (pg_trgm) answers quickly, so
 *   typeahead prefixes do not walk every title.
 * Migration 0002 makes both indexes.
 * @module
 */
import { sql, type RawBuilder } from 'kysely';

type Fragment = RawBuilder<unknown>;

/** What the shopper searched: the words (letters and digits, lower case) and where. */
export interface KeywordSearch {
  /** At least one word. */
  terms: readonly string[];
  /** Titles only (`search.titleonly`). */
  titleOnly: boolean;
}

/** The joins and conditions that match the keywords, and their best-first order. */
export interface KeywordSql {
  joins: Fragment[];
  where: Fragment[];
  relevance: Fragment;
  /** The relevance score alone (to select), and whether higher scores rank first. */
  score: Fragment;
  higherFirst: boolean;
}

/**
 * The FTS5 MATCH expression for the words: each one a quoted prefix term (`"neon"*`), so FTS5
 * operators, quotes and column names in the input are plain text and can neither break the query
 * nor widen it.
 * @example
 * ftsExpression({ terms: ['neon', 'dri'], titleOnly: true }); // 'title : ("neon"* AND "dri"*)'
 */
export function ftsExpression(keywords: KeywordSearch): string {
  const all = keywords.terms.map((t) => `"${t}"*`).join(' AND ');
  return keywords.titleOnly ? `title : (${all})` : all;
}

/**
 * The tsquery of the words: each one a prefix (`'neon':*`), title-weighted when title-only
 * (`'neon':*A`), all required. Each word goes through `d2d_search_text` as the documents did
 * (accents off), and `quote_literal` keeps it one lexeme whatever it holds.
 */
function tsquerySql(keywords: KeywordSearch): Fragment {
  const suffix = keywords.titleOnly ? ':*A' : ':*';
  const terms = keywords.terms.map((t) => sql`to_tsquery('simple', quote_literal(d2d_search_text(${t})) || ${sql.lit(suffix)})`);
  return sql`(${sql.join(terms, sql` && `)})`;
}

/**
 * The SQL of a keyword search over `products p`.
 * @param keywords - the words and where to look
 * @param postgres - PostgreSQL's way instead of SQLite's
 */
export function keywordSearchSql(keywords: KeywordSearch, postgres: boolean): KeywordSql {
  if (!postgres) {
    return {
      joins: [sql`JOIN products_fts ON products_fts.rowid = p.id`],
      where: [sql`products_fts MATCH ${ftsExpression(keywords)}`],
      relevance: sql`bm25(products_fts, 10.0, 1.0)`,
      score: sql`bm25(products_fts, 10.0, 1.0)`,
      higherFirst: false,
    };
  }
  const document = sql`d2d_search_document(p.title, p.short_description)`;
  const query = tsquerySql(keywords);
  const where: Fragment[] = [sql`${document} @@ ${query}`];
  if (keywords.titleOnly) {
    // implied by the word match (a word that begins with the term contains it); says so to the
    // planner in a form the trigram index answers
    for (const term of keywords.terms) where.push(sql`d2d_search_text(p.title) LIKE '%' || d2d_search_text(${term}) || '%'`);
  }
  // weights {D, C, B, A}: a title word (A) counts ten times a description word (B), and nothing
  // when only titles are searched. Cover density divided by the document's length (normalization
  // 2) comes closest to bm25's order: of the SQLite top tens, it finds the most.
  const weights = keywords.titleOnly ? sql.lit('{0, 0, 0, 1}') : sql.lit('{0, 0, 0.1, 1}');
  const score = sql`ts_rank_cd(${weights}::real[], ${document}, ${query}, 2)`;
  return { joins: [], where, relevance: sql`${score} DESC`, score, higherFirst: true };
}
