import { accountSchema, ackSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { DEMO_TRIAL } from '../../seed/premium/seedPremium.js';
import type { PremiumContext } from '../../services/premium/context.js';
import { TRIAL_OFFER_MIN_ACCOUNT_AGE_MS, offerFreeTrials } from '../../services/premium/freeTrial.js';
import { DAY_MS, openPremiumKit, type Buyer, type PremiumKit } from './__tests__/premiumKit.js';

describe('offering the premium free trial', () => {
  let kit: PremiumKit;
  let ctx: PremiumContext;
  beforeEach(async () => {
    kit = await openPremiumKit();
    ctx = { db: kit.db, now: () => kit.clock.now, priceMinor: 1499, provider: sandboxProvider('hosted') };
  });
  afterEach(async () => {
    await kit.close();
  });

  const trialEvent = async (who: Buyer) => accountSchema.parse((await kit.call(who, 'GET', '/api/account/getcurrent')).json()).freeTrialEvent;

  it('should give the trial event to confirmed accounts a day old without a plan or a trial while the campaign runs, once', async () => {
    const fresh = await kit.buyer();
    const unconfirmed = await kit.buyer({ confirmed: false });
    const member = await kit.buyer();
    await kit.subscribePaid(member);
    const tried = await kit.buyer();
    await kit.db.updateTable('accounts').set({ free_trial_event: 1 }).where('id', '=', tried.id).execute();
    await kit.ok(tried, 'GET', '/d2d/premium/redeem_free_trial', ackSchema);
    // a new account is not offered it yet
    expect(await offerFreeTrials(ctx)).toBe(0);
    expect(await trialEvent(fresh)).toBe(false);

    // buyers are stamped with the wall clock, a little after the kit's clock started
    kit.clock.advance(TRIAL_OFFER_MIN_ACCOUNT_AGE_MS + 60_000);
    const newer = await kit.buyer();
    await kit.db.updateTable('accounts').set({ created_at: kit.clock.now }).where('id', '=', newer.id).execute();
    expect(await offerFreeTrials(ctx)).toBe(1);
    expect(await trialEvent(newer)).toBe(false);
    expect(await trialEvent(fresh)).toBe(true);
    expect(await trialEvent(unconfirmed)).toBe(false);
    expect(await trialEvent(member)).toBe(false);
    expect(await trialEvent(tried)).toBe(false);
    // an account that was offered it is not counted again
    expect(await offerFreeTrials(ctx)).toBe(0);
  });

  it('should offer nothing once the campaign is over', async () => {
    const late = await kit.buyer();
    kit.clock.advance((DEMO_TRIAL.runsDays + 1) * DAY_MS);
    expect(TRIAL_OFFER_MIN_ACCOUNT_AGE_MS).toBeLessThan(DEMO_TRIAL.runsDays * DAY_MS);
    expect(await offerFreeTrials(ctx)).toBe(0);
    expect(await trialEvent(await kit.relogin(late))).toBe(false);
  });
});
