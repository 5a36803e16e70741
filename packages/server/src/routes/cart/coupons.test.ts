import { conflictBodySchema, couponListSchema, isCouponHighlighted, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { consumeCoupon } from '../../services/cart/coupons.js';
import { CART_BULLETINS, CART_MESSAGES, couponMinSpendMessage } from '../../services/cart/messages.js';
import { CARTS, P, REGION, openCartKit, type CartKit, type Shopper } from './__tests__/cartKit.js';

let kit: CartKit;
let ana: Shopper;
beforeEach(async () => {
  kit = await openCartKit();
  ana = await kit.shopper('ana@example.com');
});
afterEach(async () => {
  await kit.close();
});

const COUPON = `${CARTS}/coupon`;
const apply = (code: string, region?: number) => kit.call(ana, 'POST', COUPON, { coupon_code: code }, region);
const refusedWith = async (code: string, region?: number): Promise<string[] | undefined> => {
  const res = await apply(code, region);
  expect(res.statusCode, code).toBe(422);
  return unprocessableBodySchema.parse(res.json()).errors?.base;
};
const fill = async (products: number[], region?: number) => {
  for (const product_id of products) await kit.cart(ana, 'POST', CARTS, { product_id }, region);
};
const couponId = async (code: string) => (await kit.db.selectFrom('coupons').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

describe('totals with a coupon, in integer minor units', () => {
  it('should take 10% off 3 × 19.99 as 6.00, leaving 53.97', async () => {
    await fill([P.plainA, P.plainB, P.plainC]);
    const cart = await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome });
    expect(cart).toMatchObject({ gross_price: 59.97, net_price: 53.97, streaming: { estimated_hours: 5 } });
    expect(cart.discount_detail?.discounts.details.coupon_discount).toEqual({ currency: 6, percent: 10 });
    expect(cart.coupon_details).toMatchObject({ code: 'WELCOME10', coupon_description: 'Welcome to the store: 10% off your order.' });
  });

  it('should do the same arithmetic in pounds and euros on the UK and EU sites', async () => {
    for (const product of [P.plainA, P.plainB, P.plainC]) await kit.setPrice(product, 2, 1999);
    await fill([P.plainA, P.plainB, P.plainC], REGION.UK);
    const uk = await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome }, REGION.UK);
    expect(uk).toMatchObject({ currency_symbol: '£', gross_price: 59.97, net_price: 53.97 });
    // seeded EU price of a 19.99 title is 17.99: 10% of 53.97 is 5.397, rounded to 5.40
    const eu = await kit.cart(ana, 'GET', CARTS, undefined, REGION.EU);
    expect(eu).toMatchObject({ currency_symbol: '€', gross_price: 53.97, net_price: 48.57 });
    expect(eu.discount_detail?.discounts.details.coupon_discount?.currency).toBe(5.4);
  });

  it('should round a half minor unit up', async () => {
    await kit.setPrice(P.plainA, 1, 1995);
    await fill([P.plainA]);
    const cart = await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome });
    expect(cart.discount_detail?.discounts.details.coupon_discount?.currency).toBe(2);
    expect(cart.net_price).toBe(17.95);
  });

  it('should take a fixed amount and send no percent for it', async () => {
    await fill([P.plainA, P.plainB]);
    const cart = await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.fixedUs });
    expect(cart.discount_detail?.discounts.details.coupon_discount).toEqual({ currency: 5, percent: null });
    expect(cart.net_price).toBe(34.98);
  });

  it('should send a percent over 49 for the highlighted coupon', async () => {
    await fill([P.plainA]);
    const cart = await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.half });
    const percent = cart.discount_detail?.discounts.details.coupon_discount?.percent ?? 0;
    expect(isCouponHighlighted(percent)).toBe(true);
    expect(cart.net_price).toBe(9.99);
  });
});

describe('POST /api/account/shopping_carts/coupon', () => {
  it('should find a code typed in any case with spaces around', async () => {
    await fill([P.plainA]);
    expect((await kit.cart(ana, 'POST', COUPON, { coupon_code: '  welcome10 ' })).coupon_details?.code).toBe('WELCOME10');
  });

  it('should take one coupon at a time: a second one is a 409 with the message, the same one is fine', async () => {
    await fill([P.plainA]);
    await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome });
    const second = await apply(DEMO_COUPONS.half);
    expect(second.statusCode).toBe(409);
    expect(conflictBodySchema.parse(second.json()).failureError.message).toBe(CART_MESSAGES.couponOneAtATime);
    expect((await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome })).coupon_details?.code).toBe('WELCOME10');
  });

  it('should refuse unknown, expired, not yet started, used-up and other-site codes with clear messages', async () => {
    await fill([P.plainA, P.plainB]);
    expect(await refusedWith('NOPE')).toEqual([CART_MESSAGES.couponUnknown]);
    expect(await refusedWith(DEMO_COUPONS.expired)).toEqual([CART_MESSAGES.couponExpired]);
    await kit.db.updateTable('coupons').set({ starts_at: Date.now() + 86_400_000 }).where('code', '=', DEMO_COUPONS.welcome).execute();
    expect(await refusedWith(DEMO_COUPONS.welcome)).toEqual([CART_MESSAGES.couponNotStarted]);
    expect(await consumeCoupon(kit.db, await couponId(DEMO_COUPONS.singleUse), 1)).toBe(true);
    expect(await refusedWith(DEMO_COUPONS.singleUse)).toEqual([CART_MESSAGES.couponUsedUp]);
    expect(await refusedWith(DEMO_COUPONS.fixedUs, REGION.UK)).toEqual([CART_MESSAGES.couponOtherSite]);
    expect(await refusedWith('WELCOME10UK')).toEqual([CART_MESSAGES.couponOtherSite]);
    expect((await kit.cart(ana, 'GET', CARTS)).coupon_details).toBeNull();
  });

  it('should refuse a coupon whose minimum spend the cart does not reach, in the site currency', async () => {
    await fill([P.plainA]);
    expect(await refusedWith(DEMO_COUPONS.fixedUs)).toEqual([couponMinSpendMessage('$25.00')]);
    await kit.db.updateTable('coupons').set({ min_spend: 2500 }).where('code', '=', DEMO_COUPONS.welcome).execute();
    expect(await refusedWith(DEMO_COUPONS.welcome, REGION.UK)).toEqual([couponMinSpendMessage('£25.00')]);
  });

  it("should treat another shopper's personal coupon as unknown and take one's own", async () => {
    const ben = await kit.shopper('ben@example.com');
    await kit.db
      .insertInto('coupons')
      .values({ code: 'BENONLY', title: 'For Ben', description: 'Personal', percent_off: 20, amount_off: null, site_id: null, account_id: ben.id, created_at: Date.now() })
      .execute();
    await fill([P.plainA]);
    expect(await refusedWith('BENONLY')).toEqual([CART_MESSAGES.couponUnknown]);
    await kit.cart(ben, 'POST', CARTS, { product_id: P.plainA });
    expect((await kit.cart(ben, 'POST', COUPON, { coupon_code: 'benonly' })).coupon_details?.code).toBe('BENONLY');
  });

  it('should stop discounting when the coupon no longer holds, and say why', async () => {
    await fill([P.plainA, P.plainB]);
    const applied = await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.fixedUs });
    expect(applied.net_price).toBe(34.98);
    const after = await kit.cart(ana, 'DELETE', `${CARTS}/${applied.cart_details[1]!.id}`);
    expect(after.coupon_details?.code).toBe('SAVE5');
    expect(after.discount_detail?.discounts.details.coupon_discount?.currency).toBe(0);
    expect(after.net_price).toBe(19.99);
    expect(after.message).toBe(CART_BULLETINS.couponProblem('SAVE5', couponMinSpendMessage('$25.00')));
  });
});

describe('coupon_code on the add call', () => {
  it('should add the product and apply the coupon together', async () => {
    const cart = await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA, coupon_code: DEMO_COUPONS.welcome });
    expect(cart.cart_details).toHaveLength(1);
    expect(cart.coupon_details?.code).toBe('WELCOME10');
  });

  it('should add nothing when the coupon is refused', async () => {
    const res = await kit.call(ana, 'POST', CARTS, { product_id: P.plainA, coupon_code: DEMO_COUPONS.expired });
    expect(res.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(res.json()).errors?.base).toEqual([CART_MESSAGES.couponExpired]);
    expect((await kit.cart(ana, 'GET', CARTS)).cart_details).toEqual([]);
  });
});

describe('DELETE /api/account/shopping_carts/coupon/:code', () => {
  it('should remove the applied coupon, and answer the cart again when none is applied', async () => {
    await fill([P.plainA]);
    await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome });
    const removed = await kit.cart(ana, 'DELETE', `${COUPON}/welcome10`);
    expect(removed.coupon_details).toBeNull();
    expect(removed.net_price).toBe(19.99);
    expect((await kit.cart(ana, 'DELETE', `${COUPON}/WELCOME10`)).coupon_details).toBeNull();
  });

  it('should refuse to remove a code that is not the applied one', async () => {
    await fill([P.plainA]);
    await kit.cart(ana, 'POST', COUPON, { coupon_code: DEMO_COUPONS.welcome });
    const res = await kit.call(ana, 'DELETE', `${COUPON}/HALFPRICE`);
    expect(res.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(res.json()).errors?.base).toEqual([CART_MESSAGES.couponNotApplied]);
    expect((await kit.cart(ana, 'GET', CARTS)).coupon_details?.code).toBe('WELCOME10');
  });
});

describe('GET /api/account/coupons (my coupons)', () => {
  it('should list the coupons usable on the site, soonest expiry first', async () => {
    const list = async (region?: number) => {
      const res = await kit.call(ana, 'GET', '/api/account/coupons', undefined, region);
      expect(res.statusCode).toBe(200);
      return couponListSchema.parse(res.json()).items;
    };
    const us = await list();
    expect(us.map((c) => c.code)).toEqual(['HALFPRICE', 'WELCOME10', 'WELCOME10US', 'ONETIME25', 'SAVE5']);
    expect(us[0]).toMatchObject({ title: 'Half price', desc: '50% off an order of 10.00 or more.' });
    expect(Date.parse(us[0]!.expirationDate!)).toBeGreaterThan(Date.now());
    const uk = (await list(REGION.UK)).map((c) => c.code);
    expect(uk).toContain('WELCOME10UK');
    expect(uk).not.toContain('SAVE5');
    await consumeCoupon(kit.db, await couponId(DEMO_COUPONS.singleUse), 7);
    expect((await list()).map((c) => c.code)).not.toContain('ONETIME25');
  });
});

describe('consumeCoupon', () => {
  it('should take a single-use coupon once, and be replay-safe for the same order', async () => {
    const id = await couponId(DEMO_COUPONS.singleUse);
    expect(await consumeCoupon(kit.db, id, 10)).toBe(true);
    expect(await consumeCoupon(kit.db, id, 10)).toBe(true);
    expect(await consumeCoupon(kit.db, id, 11)).toBe(false);
    const row = await kit.db.selectFrom('coupons').select('redemptions').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.redemptions).toBe(1);
  });

  it('should count every order on a coupon without a limit, and refuse a coupon that does not exist', async () => {
    const id = await couponId(DEMO_COUPONS.fixedUs);
    for (const order of [1, 2, 3]) expect(await consumeCoupon(kit.db, id, order)).toBe(true);
    expect((await kit.db.selectFrom('coupons').select('redemptions').where('id', '=', id).executeTakeFirstOrThrow()).redemptions).toBe(3);
    expect(await consumeCoupon(kit.db, 99_999, 1)).toBe(false);
  });
});
