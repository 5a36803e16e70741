import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAffiliate } from '../../services/affiliates/affiliates.js';
import { reportFigure } from '../../../../../tests/reliability/reportFigure.js';
import { P, openOrdersKit, type OrdersKit } from './__tests__/ordersKit.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

describe('affiliate commission under replays and races', () => {
  it('should record the commission once however often the purchase is completed or replayed', async () => {
    await addAffiliate(kit.db, { id: 'partner-blog', name: 'Partner blog' }, 1);
    const reader = await kit.buyer();
    await kit.add(reader, P.plainA, P.plainB);
    const headers = { cookie: 'aff=partner-blog', 'idempotency-key': 'commission-once' };
    const answer = await kit.checkout(reader, {}, headers);
    // the same checkout replayed (a double click, a retried request) is the same payment
    const replayed = await kit.checkout(reader, {}, headers);
    expect(replayed.payment_id).toBe(answer.payment_id);
    await kit.app.inject({ method: 'POST', url: '/sandbox/card/confirm', payload: { client_secret: answer.client_secret, card_number: '4242424242424242' } });

    // the store's return, its poll and a second tab all complete at once, twenty times
    const completions = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? kit.call(reader, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id })
          : kit.call(reader, 'POST', '/api/account/complete_purchased', { cart_id: answer.id }),
      ),
    );
    expect(completions.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    // and once more after the order exists, with the cookie again
    expect((await kit.call(reader, 'POST', '/d2d/stripe/purchase', { payment_id: answer.payment_id })).statusCode).toBe(200);
    const late = await kit.checkout(reader, {}, headers);
    expect(late.payment_id).toBe(answer.payment_id);

    const orders = await kit.db.selectFrom('orders').select(['affiliate_id', 'affiliate_commission', 'total']).where('account_id', '=', reader.id).execute();
    expect(orders).toHaveLength(1);
    // 5 % of the net 39.98
    expect(orders[0]).toMatchObject({ affiliate_id: 'partner-blog', affiliate_commission: 199 });
    const credited = await kit.db.selectFrom('orders').select((eb) => eb.fn.sum<number>('affiliate_commission').as('sum')).where('affiliate_id', '=', 'partner-blog').executeTakeFirstOrThrow();
    expect(Number(credited.sum)).toBe(199);
    reportFigure(`22 completions and 2 replays, ${orders.length} order, commission ${Number(credited.sum)} once`);
  });
});
