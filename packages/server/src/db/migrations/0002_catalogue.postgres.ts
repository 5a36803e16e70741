/**
 * The parts of migration 0002 that PostgreSQL writes its own way: the browse price read model's
 * triggers (PL/pgSQL instead of SQLite's trigger bodies), the case-insensitive title index, and
 * the keyword search (a weighted tsvector with a GIN index instead of FTS5, plus trigrams for
 * title prefixes).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** `"name"`, a schema name as an SQL identifier. */
function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * The title order's index: `lower(title)` of the "C"-collated column folds ASCII letters and
 * compares bytes, as SQLite's NOCASE does.
 */
export async function createTitleIndex(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX products_by_title ON products (lower(title)) WHERE is_published = 1`.execute(db);
}

/**
 * `product_prices` and the triggers that derive it from the primary offer's `offer_prices`
 * rows, as `createProductPrices` does on SQLite ("INSERT OR REPLACE" becomes an upsert).
 */
export async function createProductPricesPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE product_prices (
    site_id bigint NOT NULL,
    product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    list_price bigint NOT NULL,
    sale_price bigint,
    sale_ends_at text COLLATE "C",
    trade_in_price bigint,
    rental_price bigint,
    PRIMARY KEY (site_id, product_id)
  )`.execute(db);
  await sql`CREATE INDEX product_prices_on_sale ON product_prices (site_id, sale_ends_at, sale_price, list_price) WHERE sale_price IS NOT NULL`.execute(db);
  const upsert = `ON CONFLICT (site_id, product_id) DO UPDATE SET list_price = excluded.list_price, sale_price = excluded.sale_price,
        sale_ends_at = excluded.sale_ends_at, trade_in_price = excluded.trade_in_price, rental_price = excluded.rental_price`;
  await sql`CREATE FUNCTION product_prices_follow_offer_prices() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        DELETE FROM product_prices WHERE site_id = OLD.site_id
          AND product_id = (SELECT product_id FROM offers WHERE id = OLD.offer_id AND is_primary = 1);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        INSERT INTO product_prices (site_id, product_id, list_price, sale_price, sale_ends_at, trade_in_price, rental_price)
          SELECT NEW.site_id, o.product_id, NEW.list_price, NEW.sale_price, NEW.sale_ends_at, NEW.trade_in_price, NEW.rental_price
          FROM offers o WHERE o.id = NEW.offer_id AND o.is_primary = 1
        ${sql.raw(upsert)};
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER product_prices_offer_prices AFTER INSERT OR UPDATE OR DELETE ON offer_prices
    FOR EACH ROW EXECUTE FUNCTION product_prices_follow_offer_prices()`.execute(db);
  // an offer becoming (or ceasing to be) primary moves the product's prices with it
  await sql`CREATE FUNCTION product_prices_follow_offers() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.is_primary = 1 THEN
        DELETE FROM product_prices WHERE product_id = OLD.product_id;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        INSERT INTO product_prices (site_id, product_id, list_price, sale_price, sale_ends_at, trade_in_price, rental_price)
          SELECT op.site_id, NEW.product_id, op.list_price, op.sale_price, op.sale_ends_at, op.trade_in_price, op.rental_price
          FROM offer_prices op WHERE op.offer_id = NEW.id AND NEW.is_primary = 1
        ${sql.raw(upsert)};
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER product_prices_offer_update AFTER UPDATE OF is_primary, product_id ON offers
    FOR EACH ROW EXECUTE FUNCTION product_prices_follow_offers()`.execute(db);
  await sql`CREATE TRIGGER product_prices_offer_delete AFTER DELETE ON offers
    FOR EACH ROW WHEN (OLD.is_primary = 1) EXECUTE FUNCTION product_prices_follow_offers()`.execute(db);
}

/**
 * The keyword search over titles and short descriptions, as PostgreSQL does it:
 * - `d2d_search_text(text)`: the text as SQLite's `unicode61 remove_diacritics 2` tokenizer sees
 *   it: accents removed (`unaccent`), lower case, every run of non-letters-or-digits one space;
 * - `d2d_search_document(title, description)`: its `simple` (no stemming, no stop words, as FTS5)
 *   tsvector, title words weighted A and description words B, so a title-only search asks for
 *   A and the ranking weighs titles ten times the description (as `bm25(products_fts, 10, 1)`);
 * - a GIN index on that document (word and word-prefix queries), and a trigram (`pg_trgm`) GIN
 *   index on the title text, which narrows title-prefix queries (typeahead) before the word test.
 * Both functions name the extensions' schema outright: an index expression must not depend on a
 * session's search_path (pg_dump restores with an empty one).
 */
export async function createProductSearchPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  const found = await sql<{ unaccent: string; trgm: string; own: string }>`
    SELECT (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent') AS unaccent,
           (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm') AS trgm,
           current_schema() AS own`.execute(db);
  const schemas = found.rows[0];
  if (!schemas?.unaccent || !schemas.trgm) throw new Error('The unaccent and pg_trgm extensions were not found after CREATE EXTENSION.');
  const unaccent = quoted(schemas.unaccent);
  const own = quoted(schemas.own);
  // unaccent(regdictionary, text) is immutable; its one-argument form is only stable
  await sql.raw(`CREATE FUNCTION ${own}.d2d_search_text(value text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT regexp_replace(lower(${unaccent}.unaccent('${schemas.unaccent.replace(/'/g, "''")}.unaccent'::regdictionary, value) COLLATE "default"),
      '[^[:alnum:]]+', ' ', 'g') $$`).execute(db);
  await sql.raw(`CREATE FUNCTION ${own}.d2d_search_document(title text, description text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT setweight(to_tsvector('pg_catalog.simple', coalesce(${own}.d2d_search_text(title), '')), 'A')
      || setweight(to_tsvector('pg_catalog.simple', coalesce(${own}.d2d_search_text(description), '')), 'B') $$`).execute(db);
  await sql`CREATE INDEX products_search ON products USING gin (d2d_search_document(title, short_description)) WHERE is_published = 1`.execute(db);
  await sql.raw(`CREATE INDEX products_title_trigrams ON products USING gin (d2d_search_text(title) ${quoted(schemas.trgm)}.gin_trgm_ops) WHERE is_published = 1`).execute(db);
}

/** Undoes {@link createProductSearchPostgres} and the price triggers' functions. */
export async function dropPostgresCatalogueFunctions(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS products_title_trigrams`.execute(db);
  await sql`DROP INDEX IF EXISTS products_search`.execute(db);
  await sql`DROP FUNCTION IF EXISTS d2d_search_document(text, text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS d2d_search_text(text)`.execute(db);
  await sql`DROP TABLE IF EXISTS product_prices`.execute(db);
  await sql`DROP FUNCTION IF EXISTS product_prices_follow_offers() CASCADE`.execute(db);
  await sql`DROP FUNCTION IF EXISTS product_prices_follow_offer_prices() CASCADE`.execute(db);
}
