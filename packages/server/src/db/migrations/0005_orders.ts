import { sql, type Kysely } from 'kysely';

/**
 * Payments, orders, the library, trade-ins, Cloud Play tickets, purchase failures and the sandbox
 * provider's ledger (see `tables/orders.ts`). The exactly-once rules are in the schema as well as
 * in the conditional writes: one order per payment, one inventory item per key (the key pool's
 * `assigned_inventory_id`), one trade-in per item, one paid ticket per order, one payment per
 * idempotency key, and a sandbox capture can never exceed what was authorised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider IN ('stripe', 'paypal', 'xsolla', 'livegamer')`))
    .addColumn('provider_ref', 'text')
    .addColumn('client_secret', 'text')
    .addColumn('call_url', 'text')
    .addColumn('idempotency_key', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('pending', 'approved', 'captured', 'authorized', 'failed', 'aborted', 'voided', 'refunded')`),
    )
    .addColumn('site_id', 'integer', (c) => c.notNull().check(sql`site_id IN (1, 2, 3)`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('coupon_discount', 'integer', (c) => c.notNull().check(sql`coupon_discount >= 0`))
    .addColumn('redeem_amount', 'integer', (c) => c.notNull().check(sql`redeem_amount >= 0`))
    .addColumn('tax', 'integer', (c) => c.notNull().check(sql`tax >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('preorder_amount', 'integer', (c) => c.notNull().check(sql`preorder_amount >= 0 AND preorder_amount <= total`))
    .addColumn('captured_amount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`captured_amount >= 0 AND captured_amount <= total`))
    .addColumn('voided_amount', 'integer', (c) => c.notNull().defaultTo(0).check(sql`voided_amount >= 0`))
    .addColumn('sync_due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_id', 'integer')
    .addColumn('coupon_code', 'text')
    .addColumn('coupon_percent', 'integer')
    .addColumn('tax_region', 'text')
    .addColumn('tax_rate_ppm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_first_name', 'text')
    .addColumn('gift_last_name', 'text')
    .addColumn('gift_email', 'text')
    .addColumn('gift_mail_body', 'text')
    .addColumn('redirect_url', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('ris_session_id', 'text')
    .addColumn('affiliate_id', 'text')
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('error_code', 'integer')
    .addColumn('error_message', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('approved_at', 'integer')
    .addColumn('completed_at', 'integer')
    .addCheckConstraint('payments_total', sql`total = subtotal - coupon_discount - redeem_amount + tax`)
    // never capture (or capture and release) more than the shopper authorised
    .addCheckConstraint('payments_captured', sql`captured_amount + voided_amount <= total`)
    .execute();
  // a replayed checkout (same Idempotency-Key) finds its payment instead of making a second one
  await sql`CREATE UNIQUE INDEX payments_idempotency ON payments (account_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(db);
  await db.schema.createIndex('payments_by_cart').on('payments').columns(['cart_id', 'created_at']).execute();
  await db.schema.createIndex('payments_by_account').on('payments').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('payments_by_status').on('payments').columns(['status', 'sync_due']).execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('payment_id', 'text', (c) => c.notNull().unique().references('payments.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('cart_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal', 'integer', (c) => c.notNull())
    .addColumn('coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('redeem_amount', 'integer', (c) => c.notNull())
    .addColumn('tax', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('gift_email', 'text')
    .addColumn('gift_first_name', 'text')
    .addColumn('gift_last_name', 'text')
    .addColumn('gift_mail_body', 'text')
    .addColumn('affiliate_id', 'text')
    .addColumn('affiliate_commission', 'integer', (c) => c.notNull().defaultTo(0).check(sql`affiliate_commission >= 0`))
    .addColumn('estimated_hours', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_by_account').on('orders').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('list_price', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('charge', 'integer', (c) => c.notNull().check(sql`charge >= 0`))
    .addColumn('is_preorder', 'integer', (c) => c.notNull())
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('capture_state', 'text', (c) => c.notNull().check(sql`capture_state IN ('captured', 'authorized', 'voided')`))
    .execute();
  await db.schema.createIndex('order_lines_by_order').on('order_lines').columns(['order_id', 'position']).execute();
  await db.schema.createIndex('order_lines_due').on('order_lines').columns(['capture_state', 'release_date']).execute();

  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('held_for_email', 'text')
    .addColumn('gift_from_email', 'text')
    .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
    .addColumn('order_line_id', 'integer', (c) => c.references('order_lines.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('purchase_type', 'text', (c) => c.notNull().check(sql`purchase_type IN ('purchase', 'rental')`))
    .addColumn('is_preorder', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('entitlement_status', 'text', (c) =>
      c.notNull().defaultTo('activated').check(sql`entitlement_status IN ('activated', 'redeemed', 'no_entitlement')`),
    )
    .addColumn('rental_expires_at', 'integer')
    .addColumn('traded_in_at', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    // an item has an owner, or waits for one with the gift's e-mail
    .addCheckConstraint('inventory_items_owner', sql`account_id IS NOT NULL OR held_for_email IS NOT NULL`)
    .execute();
  await db.schema.createIndex('inventory_items_by_account').on('inventory_items').columns(['account_id', 'created_at']).execute();
  await db.schema.createIndex('inventory_items_by_product').on('inventory_items').columns(['product_id', 'account_id']).execute();
  await sql`CREATE INDEX inventory_items_held ON inventory_items (held_for_email) WHERE account_id IS NULL`.execute(db);
  // a second guard beside the conditional take: no inventory item ever holds two keys
  await sql`CREATE UNIQUE INDEX activation_keys_one_per_item ON activation_keys (assigned_inventory_id) WHERE assigned_inventory_id IS NOT NULL`.execute(db);

  await db.schema
    .createTable('trade_ins')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('inventory_id', 'integer', (c) => c.notNull().unique().references('inventory_items.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('credit', 'integer', (c) => c.notNull().check(sql`credit > 0`))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trade_ins_by_account').on('trade_ins').columns(['account_id', 'product_id']).execute();

  await db.schema
    .createTable('streaming_tickets')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.unique().references('orders.id'))
    .addColumn('bonus', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seconds', 'integer', (c) => c.notNull().check(sql`seconds > 0`))
    .addColumn('seconds_used', 'integer', (c) => c.notNull().defaultTo(0).check(sql`seconds_used >= 0 AND seconds_used <= seconds`))
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('streaming_tickets_by_account').on('streaming_tickets').columns(['account_id', 'expires_at']).execute();

  await db.schema
    .createTable('purchase_failures')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('cart_id', 'integer')
    .addColumn('payment_id', 'text')
    .addColumn('error_code', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('purchase_failures_by_account').on('purchase_failures').columns(['account_id', 'created_at']).execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('ref', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('card', 'paypal', 'hosted')`))
    .addColumn('payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status IN ('requires_payment_method', 'approved', 'requires_capture', 'succeeded', 'canceled', 'failed')`),
    )
    .addColumn('client_secret', 'text', (c) => c.notNull())
    .addColumn('captured_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('capture_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voided_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payer_id', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('decline_code', 'text')
    .addColumn('decline_message', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    // the sandbox never charges more than it authorised
    .addCheckConstraint('sandbox_payments_amounts', sql`captured_amount >= 0 AND voided_amount >= 0 AND captured_amount + voided_amount <= amount`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS activation_keys_one_per_item`.execute(db);
  for (const table of ['sandbox_payments', 'purchase_failures', 'streaming_tickets', 'trade_ins', 'inventory_items', 'order_lines', 'orders', 'payments']) {
    await db.schema.dropTable(table).execute();
  }
}
