import type { Kysely } from 'kysely';

/**
 * Social login and the publisher-account redeem. An account links each provider at most once
 * (the unique key settles two racing links); a game key goes into one publisher account once
 * (the inventory item is the key of its redemption).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('account_connections_one_per_provider')
    .unique()
    .on('account_connections')
    .columns(['account_id', 'provider'])
    .execute();

  await db.schema
    .createTable('publisher_redemptions')
    .addColumn('inventory_id', 'integer', (c) => c.primaryKey().references('inventory_items.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // the payment the shopper named as `transaction_id`
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('publisher_user_id', 'text', (c) => c.notNull())
    // which of the two redeem paths took it (`paypal` or `stripe`)
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('publisher_redemptions_account').on('publisher_redemptions').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('publisher_redemptions').execute();
  await db.schema.dropIndex('account_connections_one_per_provider').execute();
}
