/**
 * Premium charges in Purchase History (issue 21): a paid plan month and a paid rental are listed
 * with the account's orders, newest first, in the site's currency; an unpaid checkout is not.
 */
import { hostedCheckoutSchema, orderPageSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_MONTH_TITLE } from '../../services/orders/history.js';
import { openPremiumKit, type PremiumKit } from './__tests__/premiumKit.js';

const RENTABLE = 4;

describe('premium charges in the purchase history', () => {
  let kit: PremiumKit;
  beforeEach(async () => {
    kit = await openPremiumKit();
  });
  afterEach(async () => {
    await kit.close();
  });

  it('should list a paid plan month and a paid rental, newest first, and not an unpaid checkout', async () => {
    const ana = await kit.buyer();
    const history = () => kit.ok(ana, 'GET', '/api/account/payments?page=1&per_page=10', orderPageSchema);
    expect((await history()).totalItems).toBe(0);

    await kit.subscribe(ana); // opened, never paid
    expect((await history()).items).toEqual([]);

    await kit.subscribePaid(ana);
    kit.clock.advance(60_000);
    const rented = await kit.ok(ana, 'POST', '/d2d/xsolla/rent', hostedCheckoutSchema, { days: 3, product_id: RENTABLE });
    expect((await kit.pay(rented.call_url)).json()).toMatchObject({ status: 'success' });

    const page = await history();
    expect(page.totalItems).toBe(2);
    const [rental, month] = page.items;
    expect(rental).toMatchObject({ kind: 'rental', currency: '$', products: [{ id: RENTABLE, purchase_type: 'rental' }] });
    expect(rental!.products[0]!.title).not.toBe('');
    expect(rental!.price).toBe(rental!.products[0]!.price);
    expect(month).toMatchObject({ kind: 'premium', title: PREMIUM_MONTH_TITLE, price: 14.99, currency: '$', products: [] });
    expect(String(month!.id)).toMatch(/^sub_/);
    expect(Date.parse(rental!.payment_date)).toBeGreaterThan(Date.parse(month!.payment_date));

    // pages split the merged list
    const second = await kit.ok(ana, 'GET', '/api/account/payments?page=2&per_page=1', orderPageSchema);
    expect(second.items.map((o) => o.id)).toEqual([month!.id]);
  });
});
