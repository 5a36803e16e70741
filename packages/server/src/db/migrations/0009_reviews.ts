import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

/**
 * The reviews area (see `tables/reviews.ts`). The catalogue's `reviews` table keeps the review
 * text; these tables say who wrote it and hold the once-only votes, flags, ratings and profiles,
 * each rule a key so concurrent calls cannot break it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('review_authors')
    .addColumn('review_id', 'integer', (c) => c.primaryKey().references('reviews.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addUniqueConstraint('review_authors_once_per_product', ['account_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('reviewer_profiles')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  // 'Ana' and 'ana' would read as the same reviewer (lower() of the "C"-collated column folds
  // ASCII letters only, as NOCASE does)
  if (isPostgres(db)) await sql`CREATE UNIQUE INDEX reviewer_profiles_username ON reviewer_profiles (lower(username))`.execute(db);
  else await sql`CREATE UNIQUE INDEX reviewer_profiles_username ON reviewer_profiles (username COLLATE NOCASE)`.execute(db);

  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('is_helpful', 'integer', (c) => c.notNull().check(sql`is_helpful IN (0, 1)`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_votes_once', ['review_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('review_flags')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_flags_once', ['review_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('review_ratings')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('score', 'integer', (c) => c.notNull().check(sql`score BETWEEN 1 AND 10`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_ratings_once', ['account_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('review_parental_controls')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['review_parental_controls', 'review_ratings', 'review_flags', 'review_votes', 'reviewer_profiles', 'review_authors']) {
    await db.schema.dropTable(table).execute();
  }
}
