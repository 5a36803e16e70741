import { CHECKOUT_ERROR_CODE, ackSchema, MESSAGES, PURCHASE_FAIL_CODE, badRequestBodySchema, premiumSubscribedSchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addOneMonth } from '../../services/premium/planPrice.js';
import { DAY_MS, STORE, openPremiumKit, pathOf, type PremiumKit } from './__tests__/premiumKit.js';

describe('subscribing to premium in the hosted checkout', () => {
  let kit: PremiumKit;
  beforeEach(async () => {
    kit = await openPremiumKit();
  });
  afterEach(async () => {
    await kit.close();
  });

  it('should open a sandbox hosted checkout for one month that reports to the store origin only', async () => {
    const ana = await kit.buyer();
    const callUrl = await kit.subscribe(ana, { return_url: `${STORE}/#!/premium` });
    expect(callUrl).toMatch(/^https:\/\/store\.test\/sandbox\/premium\/hpp_[0-9a-f]+$/);
    const page = await kit.app.inject({ method: 'GET', url: pathOf(callUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain(`frame-ancestors ${STORE}`);
    expect(page.body).toContain('Pay $14.99');
    expect(page.body).toContain('"storeOrigin":"https://store.test"');
    expect(page.body).toContain('"successUrl":"https://store.test/#!/premium"');
    expect((await kit.status(ana)).subscription).toBeNull();
  });

  it('should activate the plan for one month when the hosted page is paid, and charge once', async () => {
    const ana = await kit.buyer();
    const callUrl = await kit.subscribe(ana);
    const paidAt = kit.clock.now;
    const paid = await kit.pay(callUrl);
    expect(paid.json()).toMatchObject({ status: 'success', payment_id: expect.stringMatching(/^sub_/) });
    const { subscription } = await kit.status(ana);
    expect(subscription).toEqual({
      subscription_price: 14.99,
      end_date: new Date(addOneMonth(paidAt)).toISOString(),
      stop_renewing: false,
      tier: 'monthly',
      status: 'subscribed',
    });
    expect(await kit.ok(ana, 'GET', '/api/account/premium/subscribed', premiumSubscribedSchema)).toEqual({ subscribed: true });

    // the page pressed again (a replay) neither adds a month nor charges twice
    expect((await kit.pay(callUrl)).json()).toMatchObject({ status: 'success' });
    expect((await kit.status(ana)).subscription?.end_date).toBe(subscription?.end_date);
    const ledger = await kit.db.selectFrom('sandbox_payments').select(['captured_amount', 'capture_count']).where('ref', '=', callUrl.split('/').pop()!).executeTakeFirstOrThrow();
    expect(ledger).toEqual({ captured_amount: 1499, capture_count: 1 });
    const page = await kit.app.inject({ method: 'GET', url: pathOf(callUrl) });
    expect(page.body).toContain('This payment is complete.');
  });

  it('should refuse a second subscription of a member with 422 code 5010', async () => {
    const ana = await kit.buyer();
    await kit.subscribePaid(ana);
    const again = await kit.call(ana, 'POST', '/d2d/xsolla/subscribe_premium', {});
    expect(again.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(again.json())).toMatchObject({ error_code: CHECKOUT_ERROR_CODE.alreadySubscribed, errors: { base: [MESSAGES.alreadySubscribed] } });
  });

  it('should add a month after the current end when two open checkouts are both paid', async () => {
    const ana = await kit.buyer();
    const first = await kit.subscribe(ana);
    const second = await kit.subscribe(ana);
    const start = kit.clock.now;
    await kit.pay(first);
    await kit.pay(second);
    expect((await kit.status(ana)).subscription?.end_date).toBe(new Date(addOneMonth(addOneMonth(start))).toISOString());
  });

  it('should refuse an unconfirmed e-mail with 4010 and a visitor with 401', async () => {
    const bo = await kit.buyer({ confirmed: false });
    const res = await kit.call(bo, 'POST', '/d2d/xsolla/subscribe_premium', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_code: CHECKOUT_ERROR_CODE.unconfirmedEmail, errors: { base: [MESSAGES.unconfirmedEmail] } });
    expect((await kit.call(null, 'POST', '/d2d/xsolla/subscribe_premium', {})).statusCode).toBe(401);
    expect((await kit.call(null, 'GET', '/api/account/premium')).statusCode).toBe(401);
  });

  it('should refuse a return url on a foreign origin and unknown body fields with 400', async () => {
    const ana = await kit.buyer();
    const foreign = await kit.call(ana, 'POST', '/d2d/xsolla/subscribe_premium', { return_url: 'https://evil.example/steal' });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(badRequestBodySchema.parse(foreign.json()).modelState ?? {})).toEqual(['return_url']);
    expect((await kit.call(ana, 'POST', '/d2d/xsolla/subscribe_premium', { months: 12 })).statusCode).toBe(400);
  });

  it('should leave the shopper unsubscribed when the card is declined or the page is cancelled', async () => {
    const ana = await kit.buyer();
    const declinedUrl = await kit.subscribe(ana);
    const declined = await kit.pay(declinedUrl, '4000 0000 0000 0002');
    expect(declined.json()).toMatchObject({ status: 'failed', error_code: PURCHASE_FAIL_CODE.declined });
    expect((await kit.status(ana)).subscription).toBeNull();
    // the closed checkout cannot be paid afterwards with a good card
    expect((await kit.pay(declinedUrl)).json()).toMatchObject({ status: 'failed' });

    const cancelledUrl = await kit.subscribe(ana);
    const cancelled = await kit.app.inject({ method: 'POST', url: `${pathOf(cancelledUrl)}/cancel` });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await kit.pay(cancelledUrl)).json()).toMatchObject({ status: 'failed' });
    expect((await kit.status(ana)).subscription).toBeNull();
    expect((await kit.app.inject({ method: 'GET', url: '/sandbox/premium/hpp_unknown' })).statusCode).toBe(404);
  });

  it('should let a free-trial member pay to continue, the paid month starting when the trial ends', async () => {
    const ana = await kit.buyer();
    expect(await kit.ok(ana, 'GET', '/d2d/premium/redeem_free_trial', ackSchema)).toMatchObject({ success: true });
    const trialEnd = Date.parse((await kit.status(ana)).subscription!.end_date!);
    await kit.subscribePaid(ana);
    const { subscription } = await kit.status(ana);
    expect(subscription).toMatchObject({ tier: 'monthly', status: 'subscribed', end_date: new Date(addOneMonth(trialEnd)).toISOString() });
    expect(trialEnd - kit.clock.now).toBe(30 * DAY_MS);
  });
});
