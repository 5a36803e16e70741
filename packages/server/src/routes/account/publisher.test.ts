import { PUBLISHER_LOGIN_PATH, inventoryPageSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLISHER_TEXT } from '../../services/accounts/publisherRedeem.js';
import { P, STORE, openOrdersKit, type Buyer, type OrdersKit } from '../checkout/__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
  // a game played on its publisher's account (DRM type MMO), sold with a key
  await kit.db.updateTable('products').set({ drm_type: 'MMO' }).where('id', '=', P.oneKeyA).execute();
});
afterEach(async () => {
  await kit.close();
});

/** Signs in at the sandbox publisher's page as the frame does. */
async function publisherSignIn(name = 'ana-the-player'): Promise<{ user_id: string; user_ticket: string }> {
  const res = await kit.app.inject({ method: 'POST', url: PUBLISHER_LOGIN_PATH, payload: { account_name: name, password: 'anything' } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function keyOf(who: Buyer, productId: number) {
  const page = await kit.ok(who, 'GET', '/api/account/inventories', inventoryPageSchema);
  const item = page.items.find((i) => i.product_item.id === productId);
  return item?.game_keys?.[0];
}

describe('publisher-account redeem', () => {
  it('should redeem a bought publisher-account game once, on either path, and show its key redeemed', async () => {
    const ana = await kit.buyer();
    await kit.buy(ana, P.oneKeyA);
    const key = await keyOf(ana, P.oneKeyA);
    expect(key?.entitlement_status).toBe('activated');
    const login = await publisherSignIn();
    const res = await kit.call(ana, 'POST', '/d2d/stripe/redeem', { transaction_id: key!.payment_id, ...login });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: PUBLISHER_TEXT.redeemed });
    expect((await keyOf(ana, P.oneKeyA))?.entitlement_status).toBe('redeemed');
    const again = await kit.call(ana, 'POST', '/d2d/paypal/redeem', { transaction_id: key!.payment_id, ...login });
    expect(again.statusCode).toBe(409);
    expect(again.json().failureError.message).toBe(PUBLISHER_TEXT.alreadyRedeemed);
    const row = await kit.db.selectFrom('publisher_redemptions').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ account_id: ana.id, payment_id: key!.payment_id, publisher_user_id: login.user_id, via: 'stripe' });
  });

  it('should let only one of two racing redeems take the game', async () => {
    const ana = await kit.buyer();
    await kit.buy(ana, P.oneKeyA);
    const key = await keyOf(ana, P.oneKeyA);
    const login = await publisherSignIn();
    const answers = await Promise.all(['stripe', 'paypal'].map((via) => kit.call(ana, 'POST', `/d2d/${via}/redeem`, { transaction_id: key!.payment_id, ...login })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await kit.db.selectFrom('publisher_redemptions').selectAll().execute()).toHaveLength(1);
  });

  it('should refuse a ticket not issued for the user, another shopper\'s purchase and a game without a publisher account', async () => {
    const ana = await kit.buyer();
    const bo = await kit.buyer();
    await kit.buy(ana, P.oneKeyA);
    await kit.buy(bo, P.plainA);
    const key = await keyOf(ana, P.oneKeyA);
    const login = await publisherSignIn();
    const forged = await kit.call(ana, 'POST', '/d2d/stripe/redeem', { transaction_id: key!.payment_id, user_id: 'pub-someone-else', user_ticket: login.user_ticket });
    expect(forged.json().failureError.message).toBe(PUBLISHER_TEXT.signInAgain);
    const theirs = await kit.call(bo, 'POST', '/d2d/stripe/redeem', { transaction_id: key!.payment_id, ...login });
    expect(theirs.json().failureError.message).toBe(PUBLISHER_TEXT.nothingToRedeem);
    const plain = await kit.db.selectFrom('orders').select('payment_id').where('account_id', '=', bo.id).executeTakeFirstOrThrow();
    const notPublisher = await kit.call(bo, 'POST', '/d2d/stripe/redeem', { transaction_id: plain.payment_id, ...login });
    expect(notPublisher.statusCode).toBe(409);
    expect((await kit.call(null, 'POST', '/d2d/stripe/redeem', { transaction_id: key!.payment_id, ...login })).statusCode).toBe(401);
    expect((await kit.call(ana, 'POST', '/d2d/stripe/redeem', { transaction_id: key!.payment_id })).statusCode).toBe(400);
  });

  it('should serve the publisher sign-in page framed by the store only, posting to its exact origin', async () => {
    const res = await kit.app.inject({ method: 'GET', url: `${PUBLISHER_LOGIN_PATH}?transaction_id=pay_1` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain(`frame-ancestors ${STORE}`);
    expect(res.body).toContain('Sign in to your publisher account');
    expect(res.body).toContain(`"storeOrigin":"${STORE}"`);
    expect((await kit.app.inject({ method: 'POST', url: PUBLISHER_LOGIN_PATH, payload: { account_name: '', password: 'x' } })).statusCode).toBe(400);
  });
});
