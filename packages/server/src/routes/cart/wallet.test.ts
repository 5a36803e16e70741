import { unprocessableBodySchema, walletSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_COUPONS } from '../../seed/cart/seedCart.js';
import { CART_MESSAGES } from '../../services/cart/messages.js';
import { creditWallet, debitWallet, walletBalance } from '../../services/cart/wallet.js';
import { CARTS, P, openCartKit, type CartKit, type Shopper } from './__tests__/cartKit.js';

let kit: CartKit;
let ana: Shopper;
beforeEach(async () => {
  kit = await openCartKit();
  ana = await kit.shopper('ana@example.com');
});
afterEach(async () => {
  await kit.close();
});

const wallet = async () => {
  const res = await kit.call(ana, 'GET', '/api/account/wallet');
  expect(res.statusCode).toBe(200);
  return walletSchema.parse(res.json());
};
const redeem = () => kit.cart(ana, 'POST', `${CARTS}/redeem`);
const redeemed = (cart: Awaited<ReturnType<typeof redeem>>) => cart.discount_detail?.discounts.details.redeem_discount?.currency;

describe('GET /api/account/wallet', () => {
  it('should answer an empty wallet for a new account', async () => {
    expect(await wallet()).toEqual({ balance: 0, currency_symbol: '$', history: [] });
  });

  it('should show trade-in credits and spends with product, date, amount and order, newest first', async () => {
    const inventoryId = await kit.own(ana, P.ads);
    await creditWallet(kit.db, ana.id, 750, { productId: P.ads, inventoryId });
    await debitWallet(kit.db, ana.id, 250, 41);
    const { balance, history } = await wallet();
    expect(balance).toBe(5);
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ purpose: 'redeem', transactionAmount: -2.5, payment: { orderId: 41 }, product: null });
    expect(history[1]).toMatchObject({ purpose: 'trade_in', transactionAmount: 7.5, payment: null, product: { title: 'Rogue Circuit' } });
    expect(Number.isNaN(Date.parse(history[1]!.transactionDate))).toBe(false);
  });
});

describe('creditWallet', () => {
  it('should credit a trade-in once per inventory item', async () => {
    const inventoryId = await kit.own(ana, P.ads);
    expect(await creditWallet(kit.db, ana.id, 500, { productId: P.ads, inventoryId })).toEqual({ balance: 500, credited: true });
    expect(await creditWallet(kit.db, ana.id, 500, { productId: P.ads, inventoryId })).toEqual({ balance: 500, credited: false });
    const other = await kit.own(ana, P.plainA);
    expect(await creditWallet(kit.db, ana.id, 300, { productId: P.plainA, inventoryId: other })).toEqual({ balance: 800, credited: true });
    await expect(creditWallet(kit.db, ana.id, 0, { productId: P.plainA, inventoryId: 999 })).rejects.toThrow(RangeError);
    await expect(creditWallet(kit.db, ana.id, 1.5, { productId: P.plainA, inventoryId: 999 })).rejects.toThrow(RangeError);
  });
});

describe('debitWallet', () => {
  it('should take credit only while the balance covers it, once per order', async () => {
    await kit.setWallet(ana, 1000);
    expect(await debitWallet(kit.db, ana.id, 600, 1)).toBe(true);
    expect(await debitWallet(kit.db, ana.id, 600, 1)).toBe(true);
    expect(await walletBalance(kit.db, ana.id)).toBe(400);
    expect(await debitWallet(kit.db, ana.id, 600, 2)).toBe(false);
    expect(await debitWallet(kit.db, ana.id, 400, 2)).toBe(true);
    expect(await walletBalance(kit.db, ana.id)).toBe(0);
    expect(await debitWallet(kit.db, ana.id, 0, 3)).toBe(true);
    const ben = await kit.shopper('ben@example.com');
    expect(await debitWallet(kit.db, ben.id, 1, 4)).toBe(false);
    await expect(debitWallet(kit.db, ana.id, -5, 5)).rejects.toThrow(RangeError);
  });
});

describe('redeem and remove_redeem', () => {
  it('should pay the cart from the wallet up to the credit, and undo it', async () => {
    await kit.setWallet(ana, 1000);
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const cart = await redeem();
    expect(redeemed(cart)).toBe(10);
    expect(cart).toMatchObject({ gross_price: 19.99, net_price: 9.99 });
    // nothing is taken before the order completes
    expect(await walletBalance(kit.db, ana.id)).toBe(1000);
    expect(redeemed(await redeem())).toBe(10);
    const undone = await kit.cart(ana, 'POST', `${CARTS}/remove_redeem`);
    expect(redeemed(undone)).toBe(0);
    expect(undone.net_price).toBe(19.99);
    expect(redeemed(await kit.cart(ana, 'POST', `${CARTS}/remove_redeem`))).toBe(0);
  });

  it('should use at most what the coupon leaves, and follow the cart as it changes', async () => {
    await kit.setWallet(ana, 5000);
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainB, coupon_code: DEMO_COUPONS.welcome });
    const cart = await redeem();
    // 39.98 less 4.00 off leaves 35.98, all paid from the wallet
    expect(redeemed(cart)).toBe(35.98);
    expect(cart).toMatchObject({ net_price: 0, streaming: { estimated_hours: 0 } });
    const smaller = await kit.cart(ana, 'DELETE', `${CARTS}/${cart.cart_details[0]!.id}`);
    expect(redeemed(smaller)).toBe(17.99);
    expect(smaller.net_price).toBe(0);
  });

  it('should refuse to redeem an empty cart or an empty wallet', async () => {
    await kit.setWallet(ana, 1000);
    const empty = await kit.call(ana, 'POST', `${CARTS}/redeem`);
    expect(empty.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(empty.json()).errors?.base).toEqual([CART_MESSAGES.redeemEmptyCart]);
    await kit.setWallet(ana, 0);
    await kit.cart(ana, 'POST', CARTS, { product_id: P.plainA });
    const broke = await kit.call(ana, 'POST', `${CARTS}/redeem`);
    expect(broke.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(broke.json()).errors?.base).toEqual([CART_MESSAGES.walletEmpty]);
  });
});
