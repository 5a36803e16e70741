import { CHECKOUT_ERROR_CODE, MESSAGES, RENTAL_ERROR_CODE, endpoints, inventoryPageSchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_MESSAGES } from '../../services/premium/messages.js';
import { DAY_MS, STORE, openPremiumKit, pathOf, type Buyer, type PremiumKit } from './__tests__/premiumKit.js';

/** The showcase ADS title with rental prices ($2.99, £2.49, €2.79 a day); product 16 has none. */
const RENTABLE = 4;
const RENT = '/d2d/xsolla/rent';

describe('renting a game in the hosted checkout', () => {
  let kit: PremiumKit;
  let ana: Buyer;
  beforeEach(async () => {
    kit = await openPremiumKit();
    ana = await kit.buyer();
  });
  afterEach(async () => {
    await kit.close();
  });

  const rent = async (who: Buyer, body: object, cookie?: string) =>
    endpoints.rentalRent.response.parse((await kit.ok(who, 'POST', RENT, endpoints.rentalRent.response, body, cookie ? { cookie } : {}))).call_url;
  const rentals = async (who: Buyer) => (await kit.ok(who, 'GET', '/api/account/inventories?purchase_type=rental', inventoryPageSchema)).items;

  it('should charge the day price times the days and put a rental expiring after them in the library', async () => {
    const callUrl = await rent(ana, { days: 3, product_id: RENTABLE });
    const page = await kit.app.inject({ method: 'GET', url: pathOf(callUrl) });
    expect(page.body).toContain('Pay $8.97');
    expect(page.body).toContain(`"successUrl":"${STORE}/#!/my-account/my-games"`);
    const paidAt = kit.clock.now;
    expect((await kit.pay(callUrl)).json()).toMatchObject({ status: 'success', payment_id: expect.stringMatching(/^rent_/) });
    const [item, ...rest] = await rentals(ana);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ purchase_type: 'rental', product_item: { id: RENTABLE }, rental: { expired_at: new Date(paidAt + 3 * DAY_MS).toISOString() } });
    // a replayed Pay grants nothing more
    await kit.pay(callUrl);
    expect(await rentals(ana)).toHaveLength(1);
  });

  it("should price a rental in the site's currency", async () => {
    const page = await kit.app.inject({ method: 'GET', url: pathOf(await rent(ana, { days: 2, product_id: RENTABLE }, 'region=302')) });
    expect(page.body).toContain('Pay £4.98');
  });

  it('should refuse a running rental with 4006, and extend it when renting again', async () => {
    await kit.pay(await rent(ana, { days: 1, product_id: RENTABLE }));
    const firstEnd = Date.parse((await rentals(ana))[0]!.rental!.expired_at!);
    const twice = await kit.call(ana, 'POST', RENT, { days: 2, product_id: RENTABLE });
    expect(twice.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(twice.json())).toMatchObject({ error_code: RENTAL_ERROR_CODE.alreadyRented, errors: { base: [MESSAGES.rentalAlreadyActive] } });
    await kit.pay(await rent(ana, { days: 2, product_id: RENTABLE, again: true }));
    const items = await rentals(ana);
    expect(items).toHaveLength(1);
    expect(Date.parse(items[0]!.rental!.expired_at!)).toBe(firstEnd + 2 * DAY_MS);

    // once it ran out, a new rental starts afresh
    kit.clock.advance(4 * DAY_MS);
    ana = await kit.relogin(ana);
    await kit.pay(await rent(ana, { days: 1, product_id: RENTABLE }));
    expect(await rentals(ana)).toHaveLength(2);
  });

  it('should refuse an owned game with 4003, an unconfirmed e-mail with 4010 and a game without rental with a message', async () => {
    await kit.db
      .insertInto('inventory_items')
      .values({
        account_id: ana.id, held_for_email: null, gift_from_email: null, order_id: null, order_line_id: null, product_id: RENTABLE, sku_id: RENTABLE * 10,
        purchase_type: 'purchase', is_preorder: 0, entitlement_status: 'activated', rental_expires_at: null, traded_in_at: null, created_at: kit.clock.now,
      })
      .execute();
    expect((await kit.call(ana, 'POST', RENT, { days: 1, product_id: RENTABLE })).json()).toMatchObject({ error_code: RENTAL_ERROR_CODE.alreadyOwned, errors: { base: [MESSAGES.rentalAlreadyOwned] } });
    const bo = await kit.buyer({ confirmed: false });
    expect((await kit.call(bo, 'POST', RENT, { days: 1, product_id: RENTABLE })).json()).toMatchObject({ error_code: CHECKOUT_ERROR_CODE.unconfirmedEmail });
    const cy = await kit.buyer();
    expect((await kit.call(cy, 'POST', RENT, { days: 1, product_id: 16 })).json()).toEqual({ errors: { base: [PREMIUM_MESSAGES.productNotRentable] } });
    expect((await kit.call(cy, 'POST', RENT, { days: 1, product_id: 999_999 })).statusCode).toBe(404);
    expect((await kit.call(null, 'POST', RENT, { days: 1, product_id: RENTABLE })).statusCode).toBe(401);
  });

  it('should refuse lengths outside 1 to 5 days with 400, and end the checkout with 4004 when cancelled', async () => {
    for (const days of [0, 6, 2.5]) expect((await kit.call(ana, 'POST', RENT, { days, product_id: RENTABLE })).statusCode).toBe(400);
    const callUrl = await rent(ana, { days: 5, product_id: RENTABLE });
    await kit.app.inject({ method: 'POST', url: `${pathOf(callUrl)}/cancel` });
    expect((await kit.pay(callUrl)).json()).toMatchObject({ status: 'failed', error_code: RENTAL_ERROR_CODE.checkoutCancelled });
    expect(await rentals(ana)).toEqual([]);
  });
});
