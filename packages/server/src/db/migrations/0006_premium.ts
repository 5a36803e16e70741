import { sql, type Kysely } from 'kysely';

/**
 * The premium area (see `tables/premium.ts`). The once-only rules sit in the schema as well as in
 * the conditional writes: one subscription row and one trial per account, one key grant per
 * account and SKU, and a month lists a product once. Rental payments share the subscription
 * payments' table and hosted checkout.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('premium_campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('starts_at', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'integer', (c) => c.notNull())
    .addColumn('trial_days', 'integer', (c) => c.notNull().check(sql`trial_days > 0`))
    .addCheckConstraint('premium_campaigns_window', sql`starts_at < ends_at`)
    .execute();

  await db.schema
    .createTable('premium_active_games')
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 1`))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addPrimaryKeyConstraint('premium_active_games_pk', ['month', 'position'])
    .addUniqueConstraint('premium_active_games_once', ['month', 'product_id'])
    .execute();

  await db.schema
    .createTable('premium_subscriptions')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull().check(sql`tier IN ('free_trial', 'monthly')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('subscribed', 'stop_renewing', 'cancelled')`))
    .addColumn('stop_renewing', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('site_id', 'integer', (c) => c.notNull().check(sql`site_id IN (1, 2, 3)`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addColumn('end_at', 'integer', (c) => c.notNull())
    .addColumn('cancelled_at', 'integer')
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('premium_subscriptions_period', sql`started_at < end_at`)
    .execute();

  await db.schema
    .createTable('premium_trials')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('premium_campaigns.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('premium_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('subscription', 'rental')`))
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('sku_id', 'integer', (c) => c.references('skus.id'))
    .addColumn('days', 'integer')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'completed', 'failed', 'cancelled')`))
    .addColumn('site_id', 'integer', (c) => c.notNull().check(sql`site_id IN (1, 2, 3)`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('completed_at', 'integer')
    // a rental names what it rents and for how long; a subscription names nothing
    .addCheckConstraint(
      'premium_payments_rental',
      sql`(kind = 'rental' AND product_id IS NOT NULL AND sku_id IS NOT NULL AND days BETWEEN 1 AND 5) OR (kind = 'subscription' AND product_id IS NULL AND days IS NULL)`,
    )
    .execute();
  await db.schema.createIndex('premium_payments_by_account').on('premium_payments').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('premium_key_grants')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('key_id', 'integer', (c) => c.unique().references('activation_keys.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('premium_key_grants_once', ['account_id', 'sku_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['premium_key_grants', 'premium_payments', 'premium_trials', 'premium_subscriptions', 'premium_active_games', 'premium_campaigns']) {
    await db.schema.dropTable(table).execute();
  }
}
