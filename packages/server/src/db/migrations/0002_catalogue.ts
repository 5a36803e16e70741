import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { createProductPricesPostgres, createProductSearchPostgres, createTitleIndex, dropPostgresCatalogueFunctions } from './0002_catalogue.postgres.js';

/**
 * The catalogue and merchandising tables (see `tables/catalogue.ts` for what each column holds),
 * their indexes for the findpage filters and sorts, and the FTS5 index over titles and
 * short (plain-text) descriptions, kept in step with `products` by triggers. PostgreSQL writes
 * the title index, the price read model's triggers and the keyword search its own way
 * (`0002_catalogue.postgres.ts`); every other statement is the same on both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('platforms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('in_browse', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('genres')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('developers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('publishers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('support_uri', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('uri_safe_title', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('tiny_description', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.id'))
    .addColumn('developer_id', 'integer', (c) => c.notNull().references('developers.id'))
    .addColumn('publisher_id', 'integer', (c) => c.notNull().references('publishers.id'))
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('available_at', 'text', (c) => c.notNull())
    .addColumn('drm_type', 'text', (c) => c.notNull())
    .addColumn('esrb_rating', 'integer', (c) => c.notNull())
    .addColumn('pegi_rating', 'integer', (c) => c.notNull())
    .addColumn('content_descriptors', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('allow_trade_in', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('patch_version', 'text')
    .addColumn('has_activation_keys_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tracking_model', 'text', (c) => c.notNull())
    .addColumn('streaming_game_id', 'integer')
    .addColumn('country_restrictions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('overlays', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('headband', 'text')
    .addColumn('user_rating', 'real')
    .addColumn('user_rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('units_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('bundle_pick_count', 'integer')
    .execute();
  // The list orders of findpage, as partial indexes over published products: a page walks one in
  // order and stops after `pagesize` matches, a release-date range seeks into it, and none of them
  // lures the planner into an index-plus-lookup pass over nearly every row for `is_published = 1`.
  for (const column of ['release_date', 'available_at', 'units_sold']) {
    await sql`CREATE INDEX ${sql.raw(`products_by_${column}`)} ON products (${sql.raw(column)}) WHERE is_published = 1`.execute(db);
  }
  // the title order is case-insensitive, so its index must use the same collation to be used
  if (isPostgres(db)) await createTitleIndex(db);
  else await sql`CREATE INDEX products_by_title ON products (title COLLATE NOCASE) WHERE is_published = 1`.execute(db);
  // selective columns only: an index on a column with a handful of values (DRM, rating, type)
  // tempts the planner into thousands of row lookups where a scan of the narrow table is faster
  for (const column of ['publisher_id', 'developer_id']) {
    await db.schema.createIndex(`products_by_${column}`).on('products').column(column).execute();
  }

  await db.schema
    .createTable('product_details')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tech_specs', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('copyright', 'text', (c) => c.notNull())
    .addColumn('publisher_support_uri', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product_platforms')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('platform_id', 'integer', (c) => c.notNull().references('platforms.id'))
    .addPrimaryKeyConstraint('product_platforms_pk', ['product_id', 'platform_id'])
    .execute();
  await db.schema.createIndex('product_platforms_by_platform').on('product_platforms').columns(['platform_id', 'product_id']).execute();
  await db.schema
    .createTable('product_genres')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('genre_id', 'integer', (c) => c.notNull().references('genres.id'))
    .addPrimaryKeyConstraint('product_genres_pk', ['product_id', 'genre_id'])
    .execute();
  await db.schema.createIndex('product_genres_by_genre').on('product_genres').columns(['genre_id', 'product_id']).execute();
  await db.schema
    .createTable('product_requirements')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('required_product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('is_required', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_requirements_pk', ['product_id', 'required_product_id'])
    .execute();

  await db.schema
    .createTable('skus')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('skus_by_product').on('skus').columns(['product_id', 'kind']).execute();
  await db.schema
    .createTable('bundle_contents')
    .addColumn('bundle_product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('bundle_contents_pk', ['bundle_product_id', 'sku_id'])
    .execute();
  await db.schema.createIndex('bundle_contents_by_sku').on('bundle_contents').column('sku_id').execute();
  await db.schema
    .createTable('bonus_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.references('skus.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_downloadable', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('bonus_items_by_product').on('bonus_items').column('product_id').execute();

  await db.schema
    .createTable('offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('offer_action_type', 'text', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull())
    .addColumn('is_preorder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_activation_keys', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('instant_play_oid', 'integer')
    .addColumn('instant_play_start_at', 'text')
    .addColumn('instant_play_end_at', 'text')
    .execute();
  await db.schema.createIndex('offers_by_product').on('offers').columns(['product_id', 'is_primary']).execute();
  await db.schema.createIndex('offers_by_sku').on('offers').column('sku_id').execute();
  await db.schema
    .createTable('offer_prices')
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('list_price', 'integer', (c) => c.notNull())
    .addColumn('suggested_price', 'integer', (c) => c.notNull())
    .addColumn('sale_price', 'integer')
    .addColumn('sale_ends_at', 'text')
    .addColumn('trade_in_price', 'integer')
    .addColumn('rental_price', 'integer')
    .addPrimaryKeyConstraint('offer_prices_pk', ['offer_id', 'site_id'])
    .execute();

  if (isPostgres(db)) await createProductPricesPostgres(db);
  else await createProductPrices(db);

  await db.schema
    .createTable('activation_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('assigned_inventory_id', 'integer')
    .execute();
  // Only free keys are ever searched by SKU; the partial index keeps that lookup one seek.
  await sql`CREATE INDEX activation_keys_free ON activation_keys (sku_id, id) WHERE assigned_inventory_id IS NULL`.execute(db);
  await db.schema.createIndex('activation_keys_by_inventory').on('activation_keys').column('assigned_inventory_id').execute();

  await db.schema
    .createTable('media')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('thumbnail_url', 'text', (c) => c.notNull())
    .addColumn('sources', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_by_product').on('media').columns(['product_id', 'type', 'position']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('reviewer_name', 'text', (c) => c.notNull())
    .addColumn('reviewer_city', 'text', (c) => c.notNull())
    .addColumn('reviewer_state', 'text', (c) => c.notNull())
    .addColumn('reviewer_member_since', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('count_helpful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_helpful_votes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('has_language_violations', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('reviews_by_product').on('reviews').columns(['product_id', 'created_at']).execute();

  await db.schema
    .createTable('promotions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('background_image', 'text', (c) => c.notNull())
    .addColumn('banner_image', 'text', (c) => c.notNull())
    .addColumn('small_image', 'text', (c) => c.notNull())
    .addColumn('background_color', 'text', (c) => c.notNull())
    .addColumn('publisher_id', 'integer', (c) => c.references('publishers.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('promotion_products')
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('promotion_products_pk', ['promotion_id', 'product_id'])
    .execute();
  await db.schema.createIndex('promotion_products_by_product').on('promotion_products').column('product_id').execute();

  await db.schema
    .createTable('collections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('collection_products')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('collections.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('collection_products_pk', ['collection_id', 'product_id'])
    .execute();
  await db.schema.createIndex('collection_products_by_product').on('collection_products').column('product_id').execute();

  await db.schema
    .createTable('hero_items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .addColumn('big_image', 'text', (c) => c.notNull())
    .addColumn('small_image', 'text', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('autoplay', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('video_code', 'text')
    .addColumn('displays', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('timer_ends_at', 'text')
    .execute();
  await db.schema
    .createTable('featured_tabs')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reward_offers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('min_tier', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ad_tiles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link_url', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('region_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  if (isPostgres(db)) {
    await createProductSearchPostgres(db);
    return;
  }
  // External-content FTS5 index: the text lives once, in `products`. Prefix indexes of 2 and 3
  // characters keep typeahead prefix queries ("hal*") off a full term scan.
  await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
    title, short_description, content='products', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3')`.execute(db);
  await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
    INSERT INTO products_fts(rowid, title, short_description) VALUES (new.id, new.title, new.short_description);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, title, short_description) VALUES ('delete', old.id, old.title, old.short_description);
  END`.execute(db);
  await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF title, short_description ON products BEGIN
    INSERT INTO products_fts(products_fts, rowid, title, short_description) VALUES ('delete', old.id, old.title, old.short_description);
    INSERT INTO products_fts(rowid, title, short_description) VALUES (new.id, new.title, new.short_description);
  END`.execute(db);
}

/**
 * The browse price read model (`tables/catalogue.ts` ProductPriceTable) and the triggers that
 * derive it from the primary offer's `offer_prices` rows.
 */
async function createProductPrices(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE product_prices (
    site_id integer NOT NULL,
    product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    list_price integer NOT NULL,
    sale_price integer,
    sale_ends_at text,
    trade_in_price integer,
    rental_price integer,
    PRIMARY KEY (site_id, product_id)
  ) WITHOUT ROWID`.execute(db);
  // running sales are a small slice of all prices: the on-sale filter starts from this index
  // (covering: the on-sale test and the price it sorts by are read from the index alone)
  await sql`CREATE INDEX product_prices_on_sale ON product_prices (site_id, sale_ends_at, sale_price, list_price) WHERE sale_price IS NOT NULL`.execute(db);
  const upsertFrom = (row: 'new') => sql.raw(`INSERT OR REPLACE INTO product_prices
      (site_id, product_id, list_price, sale_price, sale_ends_at, trade_in_price, rental_price)
    SELECT ${row}.site_id, o.product_id, ${row}.list_price, ${row}.sale_price, ${row}.sale_ends_at, ${row}.trade_in_price, ${row}.rental_price
    FROM offers o WHERE o.id = ${row}.offer_id AND o.is_primary = 1;`);
  await sql`CREATE TRIGGER product_prices_insert AFTER INSERT ON offer_prices BEGIN ${upsertFrom('new')} END`.execute(db);
  await sql`CREATE TRIGGER product_prices_update AFTER UPDATE ON offer_prices BEGIN
    DELETE FROM product_prices WHERE site_id = old.site_id AND product_id = (SELECT product_id FROM offers WHERE id = old.offer_id AND is_primary = 1);
    ${upsertFrom('new')}
  END`.execute(db);
  await sql`CREATE TRIGGER product_prices_delete AFTER DELETE ON offer_prices BEGIN
    DELETE FROM product_prices WHERE site_id = old.site_id AND product_id = (SELECT product_id FROM offers WHERE id = old.offer_id AND is_primary = 1);
  END`.execute(db);
  // an offer becoming (or ceasing to be) primary moves the product's prices with it
  await sql`CREATE TRIGGER product_prices_offer_update AFTER UPDATE OF is_primary, product_id ON offers BEGIN
    DELETE FROM product_prices WHERE old.is_primary = 1 AND product_id = old.product_id;
    INSERT OR REPLACE INTO product_prices (site_id, product_id, list_price, sale_price, sale_ends_at, trade_in_price, rental_price)
      SELECT op.site_id, new.product_id, op.list_price, op.sale_price, op.sale_ends_at, op.trade_in_price, op.rental_price
      FROM offer_prices op WHERE op.offer_id = new.id AND new.is_primary = 1;
  END`.execute(db);
  await sql`CREATE TRIGGER product_prices_offer_delete AFTER DELETE ON offers WHEN old.is_primary = 1 BEGIN
    DELETE FROM product_prices WHERE product_id = old.product_id;
  END`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await dropPostgresCatalogueFunctions(db);
  await sql`DROP TABLE IF EXISTS products_fts`.execute(db);
  await sql`DROP TABLE IF EXISTS product_prices`.execute(db);
  for (const table of [
    'newsletter_subscriptions', 'ad_tiles', 'reward_offers', 'featured_tabs', 'hero_items', 'collection_products', 'collections',
    'promotion_products', 'promotions', 'reviews', 'media', 'activation_keys', 'offer_prices', 'offers', 'bonus_items',
    'bundle_contents', 'skus', 'product_requirements', 'product_genres', 'product_platforms', 'product_details', 'products', 'publishers',
    'developers', 'genres', 'platforms',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
