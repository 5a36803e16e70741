import { sql, type Kysely } from 'kysely';

/**
 * Monthly renewal of the premium plan on a stored payment method, and gift subscriptions (spec §4
 * Subscription). A plan
 * whose renewal charge failed keeps membership until `grace_until`; `renewal_attempt_at` is the
 * claim one run of the renewal job takes with a conditional write, so two instances never charge
 * the same period twice. One stored method per account: paying for the plan again replaces it.
 * A gift is paid by its giver (`payment_id`) and claimed once, by the payment that authorised the
 * recipient's card (`claim_payment_id`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('premium_subscriptions').addColumn('grace_until', 'integer').execute();
  await db.schema.alterTable('premium_subscriptions').addColumn('renewal_attempt_at', 'integer').execute();

  await db.schema
    .createTable('premium_payment_methods')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull())
    // the provider's reusable method id (the sandbox's names one of its test cards)
    .addColumn('method_ref', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('premium_gifts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('giver_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('months', 'integer', (c) => c.notNull().check(sql`months BETWEEN 1 AND 12`))
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('premium_payments.id'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('pending', 'paid', 'claimed')`))
    .addColumn('claim_payment_id', 'text', (c) => c.unique().references('premium_payments.id'))
    .addColumn('claimed_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('premium_gifts_by_giver').on('premium_gifts').columns(['giver_account_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('premium_gifts').execute();
  await db.schema.dropTable('premium_payment_methods').execute();
  await db.schema.alterTable('premium_subscriptions').dropColumn('renewal_attempt_at').execute();
  await db.schema.alterTable('premium_subscriptions').dropColumn('grace_until').execute();
}
