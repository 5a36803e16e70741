import { MESSAGES, premiumStatusSchema, premiumSubscribedSchema, unauthorizedBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, openPremiumKit, type Buyer, type PremiumKit } from './__tests__/premiumKit.js';

describe('stopping renewal and cancelling the premium plan', () => {
  let kit: PremiumKit;
  let ana: Buyer;
  beforeEach(async () => {
    kit = await openPremiumKit();
    ana = await kit.buyer();
  });
  afterEach(async () => {
    await kit.close();
  });

  const subscribed = async (who: Buyer) => (await kit.ok(who, 'GET', '/api/account/premium/subscribed', premiumSubscribedSchema)).subscribed;

  it('should keep the plan until its end date after stop_renewing, with no refund, then end it', async () => {
    await kit.subscribePaid(ana);
    const before = (await kit.status(ana)).subscription!;
    const stopped = await kit.ok(ana, 'POST', '/api/account/premium/stop_renewing', premiumStatusSchema);
    expect(stopped.subscription).toEqual({ ...before, stop_renewing: true, status: 'stop_renewing' });
    expect(await subscribed(ana)).toBe(true);
    // nothing went back to the card
    expect(await kit.db.selectFrom('sandbox_payments').select(['captured_amount', 'voided_amount']).where('payment_id', 'like', 'sub_%').execute()).toEqual([
      { captured_amount: 1499, voided_amount: 0 },
    ]);

    kit.clock.advance(Date.parse(before.end_date!) - kit.clock.now - 1000);
    ana = await kit.relogin(ana);
    expect(await subscribed(ana)).toBe(true);
    kit.clock.advance(1000);
    expect(await subscribed(ana)).toBe(false);
    expect((await kit.status(ana)).subscription).toMatchObject({ status: 'ended', stop_renewing: true, end_date: before.end_date });
  });

  it('should cancel for good while keeping the plan until the end of the billing cycle', async () => {
    await kit.subscribePaid(ana);
    const cancelled = await kit.ok(ana, 'POST', '/api/account/premium/cancel', premiumStatusSchema);
    expect(cancelled.subscription).toMatchObject({ status: 'cancelled', stop_renewing: true, tier: 'monthly' });
    expect(await subscribed(ana)).toBe(true);
    // stopping renewal afterwards does not turn a cancelled plan back into a stopped one
    const after = await kit.ok(ana, 'POST', '/api/account/premium/stop_renewing', premiumStatusSchema);
    expect(after.subscription?.status).toBe('cancelled');
  });

  it('should let a member whose plan ended subscribe again for a fresh month', async () => {
    await kit.subscribePaid(ana);
    await kit.ok(ana, 'POST', '/api/account/premium/cancel', premiumStatusSchema);
    kit.clock.advance(32 * DAY_MS);
    ana = await kit.relogin(ana);
    expect(await subscribed(ana)).toBe(false);
    await kit.subscribePaid(ana);
    expect((await kit.status(ana)).subscription).toMatchObject({ status: 'subscribed', stop_renewing: false, tier: 'monthly' });
    expect(Date.parse((await kit.status(ana)).subscription!.end_date!)).toBeGreaterThan(kit.clock.now + 27 * DAY_MS);
  });

  it("should answer 403 'not subscribed' to a shopper without a plan", async () => {
    for (const path of ['/api/account/premium/stop_renewing', '/api/account/premium/cancel']) {
      const res = await kit.call(ana, 'POST', path);
      expect(res.statusCode).toBe(403);
      expect(unauthorizedBodySchema.parse(res.json()).message).toBe(MESSAGES.notSubscribed);
    }
    expect(await kit.status(ana)).toEqual({ subscription: null });
    expect(await subscribed(ana)).toBe(false);
  });
});
