import { sql, type Kysely } from 'kysely';

/**
 * The streaming area (see `tables/streaming.ts`). The once-only rules sit in the schema as well
 * as in the conditional writes: one live session per account, one Instant Play trial per account
 * and game, one bonus-hours redeem per account. Cloud Play time stays in `streaming_tickets`
 * (migration 0005), which completion already fills.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('streaming_servers')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('fails_switch', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('streaming_sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('cloud', 'instant')`))
    .addColumn('game_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('launching', 'running', 'ended', 'failed')`))
    .addColumn('budget_seconds', 'integer', (c) => c.notNull().check(sql`budget_seconds > 0`))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'integer')
    .addColumn('ended_at', 'integer')
    .addColumn('seconds_charged', 'integer', (c) => c.notNull().defaultTo(0).check(sql`seconds_charged >= 0`))
    .addCheckConstraint('streaming_sessions_started', sql`status <> 'running' OR started_at IS NOT NULL`)
    .execute();
  // one streaming client per account: a new launch ends the previous session first
  await db.schema
    .createIndex('streaming_sessions_one_live')
    .on('streaming_sessions')
    .column('account_id')
    .unique()
    .where(sql<boolean>`status IN ('launching', 'running')`)
    .execute();
  await db.schema.createIndex('streaming_sessions_by_account').on('streaming_sessions').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('streaming_server_switches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('from_server_id', 'integer', (c) => c.notNull().references('streaming_servers.id'))
    .addColumn('to_server_id', 'integer', (c) => c.notNull().references('streaming_servers.id'))
    .addColumn('fails', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('streaming_server_switches_move', sql`from_server_id <> to_server_id`)
    .execute();
  await db.schema.createIndex('streaming_server_switches_by_account').on('streaming_server_switches').columns(['account_id', 'started_at']).execute();

  await db.schema
    .createTable('instant_play_collections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('start_at', 'integer', (c) => c.notNull())
    .addColumn('end_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('instant_play_collections_window', sql`start_at <= end_at`)
    .execute();

  await db.schema
    .createTable('instant_play_collection_products')
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('instant_play_collections.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('instant_play_collection_products_pk', ['collection_id', 'product_id'])
    .execute();
  await db.schema.createIndex('instant_play_collection_products_by_product').on('instant_play_collection_products').column('product_id').execute();

  await db.schema
    .createTable('instant_play_trials')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('collection_id', 'integer', (c) => c.notNull().references('instant_play_collections.id'))
    .addColumn('offer_item_id', 'integer', (c) => c.notNull())
    .addColumn('session_id', 'integer', (c) => c.references('streaming_sessions.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('acked_at', 'integer')
    .addPrimaryKeyConstraint('instant_play_trials_once', ['account_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('streaming_campaigns')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('starts_at', 'integer', (c) => c.notNull())
    .addColumn('ends_at', 'integer', (c) => c.notNull())
    .addColumn('bonus_hours', 'integer', (c) => c.notNull().check(sql`bonus_hours > 0`))
    .addCheckConstraint('streaming_campaigns_window', sql`starts_at < ends_at`)
    .execute();

  await db.schema
    .createTable('streaming_bonus_redeems')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('campaign_id', 'integer', (c) => c.notNull().references('streaming_campaigns.id'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().unique().references('streaming_tickets.id'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('streaming_mailing_list')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('confirmed_at', 'integer')
    .addColumn('unsubscribed_at', 'integer')
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('token_expires_at', 'integer')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'streaming_mailing_list', 'streaming_bonus_redeems', 'streaming_campaigns', 'instant_play_trials', 'instant_play_collection_products',
    'instant_play_collections', 'streaming_server_switches', 'streaming_sessions', 'streaming_servers',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
