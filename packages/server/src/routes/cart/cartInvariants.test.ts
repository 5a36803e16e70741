/**
 * The cart's invariants under any sequence of what a shopper can do to it: adds (of products that
 * exist, do not, or are owned), removals, coupons applied and removed, wallet credit spent and given
 * back. After every step, answered or refused, the cart has at most 5 lines and at most one coupon,
 * every amount is a non-negative amount of whole cents, and the totals add up.
 */
import type { Cart } from '@d2d/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';
import { numberedBuyers } from '../../__tests__/harness.js';
import { CARTS, P, openCartKit, type CartKit, type Shopper } from './__tests__/cartKit.js';

let kit: CartKit;
/** Shoppers made in the database: forty sign-ups would meet the sign-up rate limit. */
let shopper: () => Promise<Shopper>;
beforeAll(async () => {
  kit = await openCartKit();
  shopper = numberedBuyers(kit.db, 'invariants');
});
afterAll(async () => {
  await kit.close();
});

type Step =
  | { kind: 'add'; productId: number }
  | { kind: 'remove'; index: number }
  | { kind: 'coupon'; code: string }
  | { kind: 'dropCoupon' }
  | { kind: 'redeem' }
  | { kind: 'unredeem' };

const products = [P.plainA, P.plainB, P.plainC, P.plainD, P.onSale, P.bundle, P.dlc, P.free, P.preorder, P.prePurchase, P.unpublished, 20, 21, 22, 23, 999_999];
const step: fc.Arbitrary<Step> = fc.oneof(
  { arbitrary: fc.constantFrom(...products).map((productId) => ({ kind: 'add' as const, productId })), weight: 5 },
  { arbitrary: fc.nat(6).map((index) => ({ kind: 'remove' as const, index })), weight: 2 },
  { arbitrary: fc.constantFrom('WELCOME10', 'HALFPRICE', 'ONETIME25', 'SAVE5', 'EXPIRED15', 'NOPE').map((code) => ({ kind: 'coupon' as const, code })), weight: 2 },
  { arbitrary: fc.constant({ kind: 'dropCoupon' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'redeem' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'unredeem' as const }), weight: 1 },
);

/** Cents of an amount the API writes in currency units, refusing fractions of a cent. */
function cents(amount: number | null | undefined, what: string): number {
  const value = Math.round((amount ?? 0) * 100);
  expect(Math.abs(value - (amount ?? 0) * 100), `${what} ${amount} is whole cents`).toBeLessThan(1e-6);
  expect(value, `${what} is not negative`).toBeGreaterThanOrEqual(0);
  return value;
}

async function apply(who: Shopper, cart: Cart | null, s: Step): Promise<void> {
  switch (s.kind) {
    case 'add':
      await kit.call(who, 'POST', CARTS, { product_id: s.productId });
      return;
    case 'remove': {
      const line = cart?.cart_details[s.index % Math.max(1, cart.cart_details.length)];
      if (line) await kit.call(who, 'DELETE', `${CARTS}/${line.id}`);
      return;
    }
    case 'coupon':
      await kit.call(who, 'POST', `${CARTS}/coupon`, { coupon_code: s.code });
      return;
    case 'dropCoupon':
      if (cart?.coupon_details) await kit.call(who, 'DELETE', `${CARTS}/coupon/${cart.coupon_details.code}`);
      return;
    case 'redeem':
      await kit.call(who, 'POST', `${CARTS}/redeem`);
      return;
    case 'unredeem':
      await kit.call(who, 'POST', `${CARTS}/remove_redeem`);
  }
}

function checkTotals(cart: Cart): void {
  expect(cart.cart_details.length).toBeLessThanOrEqual(5);
  const gross = cents(cart.gross_price, 'gross_price');
  const net = cents(cart.net_price, 'net_price');
  const coupon = cents(cart.discount_detail?.discounts.details.coupon_discount?.currency, 'coupon discount');
  const redeem = cents(cart.discount_detail?.discounts.details.redeem_discount?.currency, 'wallet credit');
  const tax = cents(cart.tax?.currency, 'tax');
  const total = cents(cart.total_price ?? cart.net_price, 'total_price');
  for (const line of cart.cart_details) cents(line.discountedPrice, `line ${line.id}`);
  expect(coupon === 0 || cart.coupon_details, 'a coupon discount has its coupon').toBeTruthy();
  expect(net, 'the discounts never go below zero').toBe(Math.max(0, gross - coupon) - Math.min(redeem, Math.max(0, gross - coupon)));
  expect(total, 'the total is the net price and its tax, less credit spent on the tax').toBeLessThanOrEqual(net + tax);
  expect(total).toBeGreaterThanOrEqual(0);
}

describe('cart invariants', () => {
  it('should keep at most 5 lines, at most 1 coupon and totals that add up, whatever the shopper does', async () => {
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), fc.integer({ min: 0, max: 6000 }), async (plan, wallet) => {
        const who = await shopper();
        await kit.setWallet(who, wallet);
        await kit.own(who, P.plainD);
        let cart: Cart | null = null;
        for (const s of plan) {
          await apply(who, cart, s);
          cart = await kit.cart(who, 'GET', CARTS);
          steps += 1;
          checkTotals(cart);
          const stored = await kit.db
            .selectFrom('carts')
            .where('carts.account_id', '=', who.id)
            .where('carts.status', '=', 'open')
            .select((eb) => [
              eb.selectFrom('cart_lines').whereRef('cart_lines.cart_id', '=', 'carts.id').select(eb.fn.countAll<number>().as('n')).as('lines'),
            ])
            .execute();
          expect(stored.length, 'one open cart').toBeLessThanOrEqual(1);
          expect(Number(stored[0]?.lines ?? 0), 'at most 5 stored lines').toBeLessThanOrEqual(5);
          const wallets = await kit.db.selectFrom('wallets').select('balance').where('account_id', '=', who.id).execute();
          expect(wallets.every((w) => w.balance >= 0), 'the wallet never goes negative').toBe(true);
        }
      }),
      { numRuns: 40 },
    );
    reportFigure(`${steps} steps in 40 random sessions, 0 violations`);
  }, 240_000);
});
