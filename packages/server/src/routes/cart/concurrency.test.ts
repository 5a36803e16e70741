import { MESSAGES, cartSchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { consumeCoupon } from '../../services/cart/coupons.js';
import { debitWallet, walletBalance } from '../../services/cart/wallet.js';
import { CARTS, P, openCartKit, type CartKit, type Shopper } from './__tests__/cartKit.js';

/**
 * The limits of the cart area under concurrent requests against the real database (ARCHITECTURE.md
 * "Correctness that must hold under concurrency"): each is taken by one conditional write.
 */
let kit: CartKit;
let ana: Shopper;
beforeEach(async () => {
  kit = await openCartKit();
  ana = await kit.shopper('ana@example.com');
});
afterEach(async () => {
  await kit.close();
});

describe('the 5-item limit under racing adds', () => {
  it('should leave exactly 5 lines when six adds race on a 4-line cart', async () => {
    for (const product_id of [P.plainA, P.plainB, P.plainC, P.plainD]) await kit.cart(ana, 'POST', CARTS, { product_id });
    const racing = [P.onSale, P.ads, P.preorder, P.prePurchase, P.console, P.subscribe];
    const answers = await Promise.all(racing.map((product_id) => kit.call(ana, 'POST', CARTS, { product_id })));
    const ok = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(5);
    for (const answer of refused) expect(unprocessableBodySchema.parse(answer.json()).errors?.base).toEqual([MESSAGES.cartLimit]);
    expect(cartSchema.parse(ok[0]!.json()).cart_details).toHaveLength(5);
    expect((await kit.cart(ana, 'GET', CARTS)).cart_details).toHaveLength(5);
    expect(await kit.db.selectFrom('cart_lines').select('id').execute()).toHaveLength(5);
  });

  it('should add a product once when the same add races with itself', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => kit.call(ana, 'POST', CARTS, { product_id: P.plainA })));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await kit.cart(ana, 'GET', CARTS)).cart_details).toHaveLength(1);
  });

  it('should open one cart when a new shopper\'s first calls race', async () => {
    const ben = await kit.shopper('ben@example.com');
    const carts = await Promise.all(Array.from({ length: 5 }, () => kit.cart(ben, 'GET', CARTS)));
    expect(new Set(carts.map((c) => c.id)).size).toBe(1);
  });
});

describe('coupons under concurrency', () => {
  it('should give exactly one of 100 concurrent completions the single-use coupon', async () => {
    const { id } = await kit.db.selectFrom('coupons').select('id').where('code', '=', DEMO_COUPONS.singleUse).executeTakeFirstOrThrow();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, order) => kit.db.transaction().execute((trx) => consumeCoupon(trx, id, order + 1))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await kit.db.selectFrom('coupons').select('redemptions').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.redemptions).toBe(1);
    expect(await kit.db.selectFrom('coupon_redemptions').select('order_id').where('coupon_id', '=', id).execute()).toHaveLength(1);
  });

  it('should keep one coupon on the cart when two different ones are applied at once', async () => {
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const answers = await Promise.all([DEMO_COUPONS.welcome, DEMO_COUPONS.half].map((coupon_code) => kit.call(ana, 'POST', `${CARTS}/coupon`, { coupon_code })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = cartSchema.parse(answers.find((a) => a.statusCode === 200)!.json()).coupon_details?.code;
    expect((await kit.cart(ana, 'GET', CARTS)).coupon_details?.code).toBe(winner);
  });
});

describe('wallet credit under concurrency', () => {
  it('should never take the balance below zero when two redeems of the whole wallet are debited at once', async () => {
    await kit.setWallet(ana, 1500);
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const redeems = await Promise.all([1, 2].map(() => kit.cart(ana, 'POST', `${CARTS}/redeem`)));
    const amounts = redeems.map((c) => c.discount_detail?.discounts.details.redeem_discount?.currency);
    expect(amounts).toEqual([15, 15]);
    // two completions (say, of two payments opened from that cart) each try to take the 15.00 redeemed
    const debits = await Promise.all([101, 102].map((order) => kit.db.transaction().execute((trx) => debitWallet(trx, ana.id, 1500, order))));
    expect(debits.filter(Boolean)).toHaveLength(1);
    expect(await walletBalance(kit.db, ana.id)).toBe(0);
    const history = await kit.db.selectFrom('wallet_transactions').select('amount').where('account_id', '=', ana.id).execute();
    expect(history).toEqual([{ amount: -1500 }]);
  });

  it('should let many concurrent small debits take no more than the balance', async () => {
    await kit.setWallet(ana, 1000);
    const debits = await Promise.all(Array.from({ length: 30 }, (_, i) => kit.db.transaction().execute((trx) => debitWallet(trx, ana.id, 300, 200 + i))));
    expect(debits.filter(Boolean)).toHaveLength(3);
    expect(await walletBalance(kit.db, ana.id)).toBe(100);
  });
});
