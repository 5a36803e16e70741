import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAffiliate, creditableAffiliate } from '../../services/affiliates/affiliates.js';
import { P, openOrdersKit, type Buyer, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

/** Buys 19.99 + 19.99 by card with the `aff` cookie set to `affiliate`; answers the order's affiliate columns. */
async function orderWithCookie(who: Buyer, affiliate: string) {
  await kit.add(who, P.plainA, P.plainB);
  const answer = await kit.checkout(who, {}, { cookie: `aff=${affiliate}` });
  await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });
  expect((await kit.call(who, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id })).statusCode).toBe(200);
  return kit.db.selectFrom('orders').select(['affiliate_id', 'affiliate_commission']).where('account_id', '=', who.id).executeTakeFirstOrThrow();
}

describe('affiliate ids at checkout', () => {
  it('should ignore an id that names no registered affiliate, without troubling the shopper', async () => {
    const ana = await kit.buyer();
    expect(await orderWithCookie(ana, 'made-up-partner')).toEqual({ affiliate_id: null, affiliate_commission: 0 });
  });

  it("should pay no commission on the affiliate's own purchases, and pay it on everyone else's", async () => {
    const owner = await kit.buyer();
    await addAffiliate(kit.db, { id: 'owners-blog', name: 'Owner’s blog', accountId: owner.id }, Date.now());
    expect(await orderWithCookie(owner, 'owners-blog')).toEqual({ affiliate_id: null, affiliate_commission: 0 });
    const reader = await kit.buyer();
    expect(await orderWithCookie(reader, 'owners-blog')).toEqual({ affiliate_id: 'owners-blog', affiliate_commission: 199 });
  });

  it('should keep setting the 30-day cookie for any well-formed id, known or not', async () => {
    const res = await kit.app.inject({ method: 'GET', url: '/api/countries?aff=not-registered' });
    expect(res.cookies.find((c) => c.name === 'aff')).toMatchObject({ value: 'not-registered', maxAge: 30 * 24 * 3600 });
  });
});

describe('addAffiliate', () => {
  it('should register an affiliate, update it when added again, and refuse malformed ids', async () => {
    const ana = await kit.buyer();
    await addAffiliate(kit.db, { id: 'blog_42', name: ' Blog ' }, 1);
    expect(await creditableAffiliate(kit.db, 'blog_42', ana.id)).toBe('blog_42');
    await addAffiliate(kit.db, { id: 'blog_42', name: 'Blog 42', accountId: ana.id }, 2);
    expect(await kit.db.selectFrom('affiliates').selectAll().where('id', '=', 'blog_42').execute()).toEqual([{ id: 'blog_42', name: 'Blog 42', account_id: ana.id, created_at: 1 }]);
    expect(await creditableAffiliate(kit.db, 'blog_42', ana.id)).toBeNull();
    expect(await creditableAffiliate(kit.db, 'BLOG_42', ana.id + 1)).toBeNull();
    expect(await creditableAffiliate(kit.db, null, ana.id)).toBeNull();
    await expect(addAffiliate(kit.db, { id: '<script>', name: 'x' }, 3)).rejects.toThrow(/affiliate id/);
    await expect(addAffiliate(kit.db, { id: 'ok', name: '  ' }, 3)).rejects.toThrow(/name/);
  });
});
