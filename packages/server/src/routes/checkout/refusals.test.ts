import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, cartSchema, resolveUnprocessable, unprocessableBodySchema } from '@d2d/contract';
import { P, REDIRECT_URL, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

/** Checks out and expects a 422; the body parsed with the contract's 422 schema. */
async function refused(who: Buyer, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await kit.call(who, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: REDIRECT_URL, ...body }, headers);
  expect(res.statusCode, res.body).toBe(422);
  return unprocessableBodySchema.parse(res.json());
}

async function paymentCount(): Promise<number> {
  const row = await kit.db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('checkout refusals of spec §8', () => {
  it('should answer 4010 to an unconfirmed e-mail', async () => {
    const ana = await kit.buyer({ confirmed: false });
    await kit.add(ana, P.plainA);
    const body = await refused(ana);
    expect(body.error_code).toBe(4010);
    expect(resolveUnprocessable(body).kind).toBe('unconfirmedEmail');
  });

  it('should answer 4011 without a billing address, or with a US address without a valid ZIP', async () => {
    const ana = await kit.buyer({ address: null });
    await kit.add(ana, P.plainA);
    expect((await refused(ana)).error_code).toBe(4011);
    const bob = await kit.buyer({ address: { street: '1 Main', city: 'Austin', state: 'TX', zipcode: 'ABC', country: 1 } });
    await kit.add(bob, P.plainA);
    const body = await refused(bob);
    expect(body.error_code).toBe(4011);
    expect(resolveUnprocessable(body)).toMatchObject({ kind: 'billingAddressRequired', message: 'Email Billing Address Required' });
  });

  it('should answer 87 for a product that cannot be sold to the shopper country', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.restricted);
    const body = await refused(ana, {}, { 'cf-ipcountry': 'GB' });
    expect(body.error_code).toBe(87);
    expect(resolveUnprocessable(body).message).toBe(MESSAGES.purchaseCannotBeCompleted);
  });

  it('should answer 1294 for a product the shopper traded in, but allow it as a gift', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.ads);
    const inventory = await kit.db
      .insertInto('inventory_items')
      .values({
        account_id: ana.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: P.ads, sku_id: P.ads * 10,
        purchase_type: 'purchase', is_preorder: 0, entitlement_status: 'activated', rental_expires_at: null, traded_in_at: Date.now(), created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await kit.db.insertInto('trade_ins').values({ account_id: ana.id, inventory_id: inventory.id, product_id: P.ads, credit: 500, site_id: 1, created_at: Date.now() }).execute();
    const body = await refused(ana);
    expect(body.error_code).toBe(1294);
    expect(resolveUnprocessable(body).message).toBe(MESSAGES.tradedInCannotBuyAgain);
    const gift = { gift_first_name: 'Bo', gift_last_name: 'Lee', gift_email: 'bo@example.com', gift_mail_body: 'Enjoy it!' };
    const res = await kit.call(ana, 'POST', '/api/account/shopping_carts/checkout', { redirect_url: REDIRECT_URL, gift });
    expect(res.statusCode).toBe(200);
  });

  it("should show the server's text ('7002') when a product sold out or is no longer for sale", async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.oneKeyA);
    await kit.db.updateTable('activation_keys').set({ assigned_inventory_id: 999_999 }).where('sku_id', '=', P.oneKeyA * 10).execute();
    const soldOut = await refused(ana);
    expect(soldOut.error_code).toBe('7002');
    expect(resolveUnprocessable(soldOut).message).toBe('Sorry, Last Signal is sold out. Please remove it from your cart.');

    const bob = await kit.buyer();
    await kit.add(bob, P.plainB);
    await kit.db.updateTable('products').set({ is_published: 0 }).where('id', '=', P.plainB).execute();
    const gone = await refused(bob);
    expect(gone.error_code).toBe('7002');
    expect(resolveUnprocessable(gone).message).toBe('Lanterns of Thornwood: This product is not for sale. Please remove it from your cart.');
  });

  it('should name products the shopper already owns, or for a gift that the recipient owns', async () => {
    const ana = await kit.buyer();
    const bob = await kit.buyer();
    const carol = await kit.buyer();
    // the cart refuses adding an owned product, so the games arrive after (a gift, another tab)
    await kit.add(ana, P.plainA, P.plainB);
    await kit.add(carol, P.plainA, P.plainB);
    for (const owner of [ana, bob]) {
      await kit.db
        .insertInto('inventory_items')
        .values({
          account_id: owner.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: P.plainA, sku_id: P.plainA * 10,
          purchase_type: 'purchase', is_preorder: 0, entitlement_status: 'activated', rental_expires_at: null, traded_in_at: null, created_at: Date.now(),
        })
        .execute();
    }
    expect((await refused(ana)).errors?.base).toEqual(['You already own: Copper Gambit.']);

    const gift = { gift_first_name: 'Bob', gift_last_name: 'Lee', gift_email: bob.email.toUpperCase(), gift_mail_body: 'For you!' };
    expect((await refused(carol, { gift })).errors?.base).toEqual(['The recipient email already owns: Copper Gambit.']);
  });

  it('should refuse more than 5 items and an empty cart with the spec texts', async () => {
    const ana = await kit.buyer();
    expect((await refused(ana)).errors?.base).toEqual([MESSAGES.checkoutEmptyCart]);
    await kit.add(ana, P.plainA, P.plainB, P.plainC, P.plainD, P.onSale);
    const cart = await kit.db.selectFrom('carts').select('id').where('account_id', '=', ana.id).executeTakeFirstOrThrow();
    const offer = await kit.db.selectFrom('offers').select(['id', 'sku_id']).where('product_id', '=', P.subscribe).where('is_primary', '=', 1).executeTakeFirstOrThrow();
    // a sixth line that got in before the limit existed
    await kit.db.insertInto('cart_lines').values({ cart_id: cart.id, product_id: P.subscribe, sku_id: offer.sku_id, offer_id: offer.id, created_at: Date.now() }).execute();
    expect((await refused(ana)).errors?.base).toEqual([MESSAGES.cartLimit]);
    expect(await paymentCount()).toBe(0);
  });

  it('should refuse a coupon that stopped applying with its reason', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    await kit.ok(ana, 'POST', '/api/account/shopping_carts/coupon', cartSchema, { coupon_code: 'ONETIME25' });
    await kit.db.updateTable('coupons').set({ redemptions: 1 }).where('code', '=', 'ONETIME25').execute();
    expect((await refused(ana)).errors?.base).toEqual(['This coupon has already been used.']);
  });

  it('should answer 4002 to an account that failed to pay five times in a day', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    for (let i = 0; i < 5; i++) {
      await kit.db.insertInto('purchase_failures').values({ account_id: ana.id, cart_id: null, payment_id: null, error_code: 4001, created_at: Date.now() }).execute();
    }
    const body = await refused(ana);
    expect(body.error_code).toBe(4002);
    expect(resolveUnprocessable(body).message).toBe('User is currently blocked');
  });
});
