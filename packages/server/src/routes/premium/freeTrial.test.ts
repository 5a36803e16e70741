import { CHECKOUT_ERROR_CODE, MESSAGES, accountSchema, ackSchema, unprocessableBodySchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREMIUM_MESSAGES } from '../../services/premium/messages.js';
import { DEMO_TRIAL } from '../../seed/premium/seedPremium.js';
import { DAY_MS, openPremiumKit, type PremiumKit } from './__tests__/premiumKit.js';

const REDEEM = '/d2d/premium/redeem_free_trial';

describe('the premium free trial', () => {
  let kit: PremiumKit;
  beforeEach(async () => {
    kit = await openPremiumKit();
  });
  afterEach(async () => {
    await kit.close();
  });

  it('should start a trial subscription once per account and clear the account flag', async () => {
    const ana = await kit.buyer();
    await kit.db.updateTable('accounts').set({ free_trial_event: 1 }).where('id', '=', ana.id).execute();
    expect(await kit.ok(ana, 'GET', REDEEM, ackSchema)).toEqual({ success: true, message: PREMIUM_MESSAGES.trialStarted });
    expect((await kit.status(ana)).subscription).toEqual({
      subscription_price: 14.99,
      end_date: new Date(kit.clock.now + DEMO_TRIAL.trialDays * DAY_MS).toISOString(),
      stop_renewing: false,
      tier: 'free_trial',
      status: 'subscribed',
    });
    expect(accountSchema.parse((await kit.call(ana, 'GET', '/api/account/getcurrent')).json()).freeTrialEvent).toBe(false);

    // after the trial ends, a second redeem is still refused
    kit.clock.advance((DEMO_TRIAL.trialDays + 1) * DAY_MS);
    const again = await kit.call(await kit.relogin(ana), 'GET', REDEEM);
    expect(again.statusCode).toBe(422);
    expect(unprocessableBodySchema.parse(again.json()).errors).toEqual({ base: [PREMIUM_MESSAGES.trialRedeemed] });
  });

  it('should start one trial when the same account redeems twice at once', async () => {
    const ana = await kit.buyer();
    const answers = await Promise.all(Array.from({ length: 6 }, () => kit.call(ana, 'GET', REDEEM)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    expect(await kit.db.selectFrom('premium_trials').selectAll().where('account_id', '=', ana.id).execute()).toHaveLength(1);
  });

  it('should refuse a member with 5010, an unconfirmed e-mail with 4010, and any redeem outside a campaign', async () => {
    const ana = await kit.buyer();
    await kit.subscribePaid(ana);
    const member = await kit.call(ana, 'GET', REDEEM);
    expect(member.json()).toMatchObject({ error_code: CHECKOUT_ERROR_CODE.alreadySubscribed, errors: { base: [MESSAGES.alreadySubscribed] } });
    // the refused redeem did not use up the trial
    expect(await kit.db.selectFrom('premium_trials').selectAll().where('account_id', '=', ana.id).execute()).toEqual([]);

    const bo = await kit.buyer({ confirmed: false });
    expect((await kit.call(bo, 'GET', REDEEM)).json()).toMatchObject({ error_code: CHECKOUT_ERROR_CODE.unconfirmedEmail });

    const cy = await kit.buyer();
    await kit.db.updateTable('premium_campaigns').set({ starts_at: kit.clock.now + DAY_MS, ends_at: kit.clock.now + 2 * DAY_MS }).execute();
    const early = await kit.call(cy, 'GET', REDEEM);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ errors: { base: [PREMIUM_MESSAGES.noCampaign] } });
    expect((await kit.call(null, 'GET', REDEEM)).statusCode).toBe(401);
  });
});
