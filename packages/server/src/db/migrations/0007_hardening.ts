import { sql, type Kysely } from 'kysely';

/**
 * Issue 11's service-level fixes. The limits are in the schema, so a race cannot slip past them:
 * - `affiliates`: only a registered affiliate earns a commission (and never on its own account's orders);
 * - `coupons.once_per_account` and `coupon_account_uses`: the primary key (coupon, account) is what
 *   lets one account use a first-visit coupon once, however many checkouts race;
 * - `mail_caps`: one row per address and kind of mail, counted by one conditional upsert;
 * - `newsletter_subscriptions` gains the double opt-in (hashed confirmation token, `confirmed_at`)
 *   and `coupon_given_at`, so the sign-up coupon is handed out once per address;
 * - indexes for the hourly pruning job, which deletes by time across all accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('affiliates')
    .addColumn('id', 'text', (c) => c.primaryKey().check(sql`length(id) BETWEEN 1 AND 64`))
    .addColumn('name', 'text', (c) => c.notNull())
    // the affiliate's own store account: its own purchases earn it nothing
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('coupons').addColumn('once_per_account', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  // databases seeded before this migration hold the first-visit coupons without the flag
  await sql`UPDATE coupons SET once_per_account = 1 WHERE code IN ('WELCOME10', 'WELCOME10US', 'WELCOME10UK', 'WELCOME10EU')`.execute(db);
  await db.schema
    .createTable('coupon_account_uses')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_account_uses_pk', ['coupon_id', 'account_id'])
    .execute();

  await db.schema
    .createTable('mail_caps')
    // trimmed and lower-cased, as accounts store addresses
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('window_started_at', 'integer', (c) => c.notNull())
    .addColumn('sent', 'integer', (c) => c.notNull().check(sql`sent >= 1`))
    .addPrimaryKeyConstraint('mail_caps_pk', ['email', 'kind'])
    .execute();

  await db.schema.alterTable('newsletter_subscriptions').addColumn('confirmed_at', 'integer').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('token_hash', 'text').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('token_expires_at', 'integer').execute();
  await db.schema.alterTable('newsletter_subscriptions').addColumn('coupon_given_at', 'integer').execute();
  await sql`CREATE UNIQUE INDEX newsletter_subscriptions_token ON newsletter_subscriptions (token_hash) WHERE token_hash IS NOT NULL`.execute(db);

  await db.schema.createIndex('account_tokens_expiry').on('account_tokens').column('expires_at').execute();
  await db.schema.createIndex('account_mail_tokens_expiry').on('account_mail_tokens').column('expires_at').execute();
  await db.schema.createIndex('login_failures_age').on('login_failures').column('created_at').execute();
  await db.schema.createIndex('login_known_clients_age').on('login_known_clients').column('last_success_at').execute();
  await db.schema.createIndex('outbox_age').on('outbox').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['outbox_age', 'login_known_clients_age', 'login_failures_age', 'account_mail_tokens_expiry', 'account_tokens_expiry', 'newsletter_subscriptions_token']) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(index)}`.execute(db);
  }
  for (const column of ['coupon_given_at', 'token_expires_at', 'token_hash', 'confirmed_at']) {
    await db.schema.alterTable('newsletter_subscriptions').dropColumn(column).execute();
  }
  for (const table of ['mail_caps', 'coupon_account_uses', 'affiliates']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('coupons').dropColumn('once_per_account').execute();
}
