import { ackSchema, premiumStatusSchema, premiumSubscribedSchema } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { CARD_DECLINED, CARD_SUCCESS } from '../../payments/testCards.js';
import type { PremiumContext } from '../../services/premium/context.js';
import { RENEWAL_TERMS, rememberSandboxCard, renewDuePlans } from '../../services/premium/renewal.js';
import { DAY_MS, openPremiumKit, type Buyer, type PremiumKit } from './__tests__/premiumKit.js';

describe('monthly renewal of the premium plan on the sandbox', () => {
  let kit: PremiumKit;
  let ctx: PremiumContext;
  let ana: Buyer;
  beforeEach(async () => {
    kit = await openPremiumKit();
    ctx = { db: kit.db, now: () => kit.clock.now, priceMinor: 1499, provider: sandboxProvider('hosted') };
    ana = await kit.buyer();
  });
  afterEach(async () => {
    await kit.close();
  });

  const endOf = async (who: Buyer) => Date.parse((await kit.status(who)).subscription!.end_date!);
  const subscribed = async (who: Buyer) => (await kit.ok(who, 'GET', '/api/account/premium/subscribed', premiumSubscribedSchema)).subscribed;
  const renewalCharges = () =>
    kit.db.selectFrom('premium_payments').select(['status', 'amount']).where('account_id', '=', ana.id).orderBy('created_at').execute();
  /** Moves the clock to `ms` before (negative: after) the plan's end and logs ana in again. */
  const moveTo = async (fromEnd: number, end: number) => {
    kit.clock.set(end + fromEnd);
    ana = await kit.relogin(ana);
  };

  it('should charge the card the month was paid with a day ahead and move the plan a month on, once', async () => {
    await kit.subscribePaid(ana);
    const end = await endOf(ana);
    expect(await kit.db.selectFrom('premium_payment_methods').select(['method_ref', 'card_last4']).where('account_id', '=', ana.id).execute()).toEqual([
      { method_ref: `pm_card_${CARD_SUCCESS}`, card_last4: '4242' },
    ]);

    await moveTo(-RENEWAL_TERMS.leadMs - 60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });

    await moveTo(-RENEWAL_TERMS.leadMs + 60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 1, failed: 0 });
    // a second run (another instance, the next tick) finds nothing due
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });
    const next = await endOf(ana);
    expect(next - end).toBeGreaterThanOrEqual(28 * DAY_MS);
    expect((await kit.status(ana)).subscription).toMatchObject({ status: 'subscribed', stop_renewing: false, tier: 'monthly' });
    expect(await renewalCharges()).toEqual([
      { status: 'completed', amount: 1499 },
      { status: 'completed', amount: 1499 },
    ]);
    const captured = await kit.db.selectFrom('sandbox_payments').select('captured_amount').where('payment_id', 'like', 'sub_%').execute();
    expect(captured.map((r) => r.captured_amount)).toEqual([1499, 1499]);
  });

  it('should keep the plan through a grace period after a declined renewal, retry daily, then end it (not as cancelled)', async () => {
    await kit.subscribePaid(ana);
    const end = await endOf(ana);
    await rememberSandboxCard(ctx, ana.id, CARD_DECLINED);

    await moveTo(-RENEWAL_TERMS.leadMs + 60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 1 });
    // not retried before a day has passed
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });

    await moveTo(60_000, end);
    expect(await subscribed(ana)).toBe(true);
    const graceEnd = new Date(end + RENEWAL_TERMS.graceMs).toISOString();
    expect((await kit.status(ana)).subscription).toMatchObject({ status: 'subscribed', grace_end_date: graceEnd });
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 1 });

    await moveTo(RENEWAL_TERMS.graceMs + 60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });
    expect(await subscribed(ana)).toBe(false);
    const ended = (await kit.status(ana)).subscription!;
    expect(ended.status).toBe('ended');
    expect(ended.grace_end_date).toBeUndefined();
    expect((await renewalCharges()).map((c) => c.status)).toEqual(['completed', 'failed', 'failed']);
    // nothing of the declined attempts was captured
    const captured = await kit.db.selectFrom('sandbox_payments').select('captured_amount').where('payment_id', 'like', 'sub_%').execute();
    expect(captured.reduce((sum, r) => sum + r.captured_amount, 0)).toBe(1499);
  });

  it('should renew a plan in its grace once the card works again, from the unpaid period', async () => {
    await kit.subscribePaid(ana);
    const end = await endOf(ana);
    await rememberSandboxCard(ctx, ana.id, CARD_DECLINED);
    await moveTo(-RENEWAL_TERMS.leadMs + 60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 1 });

    await rememberSandboxCard(ctx, ana.id, CARD_SUCCESS);
    await moveTo(RENEWAL_TERMS.retryMs, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 1, failed: 0 });
    const renewed = (await kit.status(ana)).subscription!;
    expect(renewed).toMatchObject({ status: 'subscribed' });
    expect(renewed.grace_end_date).toBeUndefined();
    expect(Date.parse(renewed.end_date!) - end).toBeGreaterThanOrEqual(28 * DAY_MS);
  });

  it('should not renew a plan whose renewal was stopped or cancelled, and end it on its date', async () => {
    await kit.subscribePaid(ana);
    const end = await endOf(ana);
    await kit.ok(ana, 'POST', '/api/account/premium/stop_renewing', premiumStatusSchema);
    await moveTo(-60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });
    await moveTo(60_000, end);
    expect((await kit.status(ana)).subscription).toMatchObject({ status: 'ended', stop_renewing: true });
  });

  it('should not renew a free trial, which has no stored card', async () => {
    await kit.db.updateTable('accounts').set({ free_trial_event: 1 }).where('id', '=', ana.id).execute();
    await kit.ok(ana, 'GET', '/d2d/premium/redeem_free_trial', ackSchema);
    const end = await endOf(ana);
    await moveTo(-60_000, end);
    expect(await renewDuePlans(ctx)).toEqual({ renewed: 0, failed: 0 });
    await moveTo(60_000, end);
    expect((await kit.status(ana)).subscription).toMatchObject({ status: 'ended', tier: 'free_trial' });
  });
});
