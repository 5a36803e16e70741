import { sql, type Kysely } from 'kysely';

/**
 * Accounts, their tokens, the mail outbox and the captcha's used-challenge list.
 * Times are epoch milliseconds (integers), booleans 0/1, money integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('accounts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // stored trimmed and lower-cased: the unique index is what stops two sign-ups racing
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_confirmed_at', 'integer')
    .addColumn('unconfirmed_email', 'text')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text')
    // null: created by a social login and no password set yet (login answers failure id 104)
    .addColumn('password_hash', 'text')
    .addColumn('subscribe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allow_tracking', 'integer')
    .addColumn('gdpr_opt_in', 'integer')
    .addColumn('address_user_name', 'text')
    .addColumn('address_street_1', 'text')
    .addColumn('address_street_2', 'text')
    .addColumn('address_city', 'text')
    .addColumn('address_state', 'text')
    .addColumn('address_zipcode', 'text')
    .addColumn('address_country_code_id', 'integer', (c) => c.references('countries.country_code_id'))
    .addColumn('purchase_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vip_tier', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('loyalty_welcome', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('bonus20hrs', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_trial_event', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('session', 'remember')`))
    // sha256 of the token: a leaked database does not hand out working tokens
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // one login's session and remember token share a family, so logout can revoke both
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_account').on('account_tokens').column('account_id').execute();
  await db.schema.createIndex('account_tokens_family').on('account_tokens').column('family').execute();

  await db.schema
    .createTable('account_mail_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('confirmation', 'reconfirmation', 'reset_password')`),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // the address the mail went to: the one confirmed when the token is used
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_mail_tokens_account')
    .on('account_mail_tokens')
    .columns(['account_id', 'purpose'])
    .execute();

  await db.schema
    .createTable('account_connections')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_connections_pk', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('account_connections_account').on('account_connections').column('account_id').execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_account')
    .on('login_failures')
    .columns(['account_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('login_known_clients')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('login_known_clients_pk', ['account_id', 'client'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('to', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();
  await db.schema.createIndex('outbox_unsent').on('outbox').columns(['sent_at', 'id']).execute();

  await db.schema
    .createTable('captcha_uses')
    // the challenge's HMAC signature: unique per challenge and unforgeable
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'captcha_uses',
    'outbox',
    'login_known_clients',
    'login_failures',
    'account_connections',
    'account_mail_tokens',
    'account_tokens',
    'accounts',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
