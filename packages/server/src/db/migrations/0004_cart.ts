import { sql, type Kysely } from 'kysely';

/**
 * Carts and lines, coupons and their redemptions, wallets and their movements, VIP tiers (see
 * `tables/cart.ts`). The limits that must hold under concurrency are in the schema too, so a bug
 * in a conditional write fails loudly instead of overselling: wallet balances never go below
 * zero, coupon redemptions never pass their maximum, an account has one open cart, a product is
 * in a cart once. Order ids are not foreign keys: the orders tables come later (0005).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vip_tiers')
    .addColumn('tier', 'integer', (c) => c.primaryKey().check(sql`tier > 0`))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_price', 'integer', (c) => c.notNull().unique().check(sql`purchase_price >= 0`))
    // below 100: a tier price of 0 would read as "no VIP price" (spec §3: only a price above 0 replaces)
    .addColumn('purchase_discount', 'integer', (c) => c.notNull().check(sql`purchase_discount BETWEEN 0 AND 90`))
    .addColumn('genba_discount', 'integer', (c) => c.notNull().check(sql`genba_discount BETWEEN 0 AND 90`))
    .addColumn('display_text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('code', 'text', (c) => c.notNull().unique().check(sql`code = upper(code) AND length(code) BETWEEN 1 AND 64`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('percent_off', 'integer', (c) => c.check(sql`percent_off BETWEEN 1 AND 100`))
    .addColumn('amount_off', 'integer', (c) => c.check(sql`amount_off > 0`))
    .addColumn('site_id', 'integer', (c) => c.check(sql`site_id IN (1, 2, 3)`))
    .addColumn('single_use', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_redemptions', 'integer', (c) => c.check(sql`max_redemptions > 0`))
    .addColumn('redemptions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('min_spend', 'integer', (c) => c.check(sql`min_spend >= 0`))
    .addColumn('starts_at', 'integer')
    .addColumn('expires_at', 'integer')
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('coupons_one_kind', sql`(percent_off IS NULL) <> (amount_off IS NULL)`)
    // a fixed amount is in one currency's minor units
    .addCheckConstraint('coupons_amount_has_site', sql`amount_off IS NULL OR site_id IS NOT NULL`)
    .addCheckConstraint('coupons_single_use', sql`single_use = 0 OR max_redemptions = 1`)
    .addCheckConstraint('coupons_redemptions', sql`redemptions >= 0 AND (max_redemptions IS NULL OR redemptions <= max_redemptions)`)
    .execute();
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_redemptions_pk', ['coupon_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status IN ('open', 'checked_out')`))
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id').onDelete('set null'))
    .addColumn('use_wallet', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_first_name', 'text')
    .addColumn('gift_last_name', 'text')
    .addColumn('gift_email', 'text')
    .addColumn('gift_mail_body', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addColumn('closed_at', 'integer')
    .execute();
  // one open cart per account: two first visits racing both insert, one wins, both read it
  await sql`CREATE UNIQUE INDEX carts_one_open ON carts (account_id) WHERE status = 'open'`.execute(db);
  await db.schema.createIndex('carts_by_account').on('carts').columns(['account_id', 'id']).execute();

  await db.schema
    .createTable('cart_lines')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('cart_id', 'integer', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id'))
    .addColumn('allow_non_required_base', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addUniqueConstraint('cart_lines_product_once', ['cart_id', 'product_id'])
    .execute();
  await db.schema
    .createTable('cart_line_contents')
    .addColumn('line_id', 'integer', (c) => c.notNull().references('cart_lines.id').onDelete('cascade'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('skus.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_line_contents_pk', ['line_id', 'sku_id'])
    .execute();

  await db.schema
    .createTable('wallets')
    .addColumn('account_id', 'integer', (c) => c.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('wallet_transactions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('trade_in', 'redeem')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.references('products.id'))
    .addColumn('order_id', 'integer')
    .addColumn('inventory_id', 'integer')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addCheckConstraint('wallet_transactions_sign', sql`(purpose = 'trade_in' AND amount > 0) OR (purpose = 'redeem' AND amount < 0)`)
    .execute();
  await db.schema.createIndex('wallet_transactions_by_account').on('wallet_transactions').columns(['account_id', 'created_at']).execute();
  // a replayed completion or trade-in cannot move the balance twice
  await sql`CREATE UNIQUE INDEX wallet_transactions_one_redeem_per_order ON wallet_transactions (order_id) WHERE purpose = 'redeem' AND order_id IS NOT NULL`.execute(db);
  await sql`CREATE UNIQUE INDEX wallet_transactions_one_credit_per_item ON wallet_transactions (inventory_id) WHERE purpose = 'trade_in' AND inventory_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['wallet_transactions', 'wallets', 'cart_line_contents', 'cart_lines', 'carts', 'coupon_redemptions', 'coupons', 'vip_tiers']) {
    await db.schema.dropTable(table).execute();
  }
}
