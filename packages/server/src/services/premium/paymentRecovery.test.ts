/**
 * The premium recovery pass on the crash states a kill can leave (issue 12 point 5): granted but
 * not captured, approved but not granted, ended but not released, and a renewal charge cut off
 * between the card's approval and the plan's move. A crash is a provider call that never happens:
 * the context's provider throws where the process would have died; the database and the sandbox
 * ledger are the real ones.
 */
import { endpoints } from '@d2d/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PremiumPaymentRow } from '../../db/tables/premium.js';
import type { PaymentProvider } from '../../payments/provider.js';
import { payWithCard, sandboxPayment } from '../../payments/sandboxLedger.js';
import { sandboxProvider } from '../../payments/sandboxProviders.js';
import { openPremiumKit, pathOf, type Buyer, type PremiumKit } from '../../routes/premium/__tests__/premiumKit.js';
import type { PremiumContext } from './context.js';
import { insertPremiumPayment, paymentByProviderRef } from './data/payments.js';
import { completeHostedPayment, endHostedPayment } from './hostedPayments.js';
import { ABANDONED_RENEWAL_MS, recoverPremiumPayments } from './paymentRecovery.js';
import { addOneMonth } from './planPrice.js';
import { subscriptionRow } from './subscriptions.js';

const CARD = '4242424242424242';
const RENTABLE = 4;

/** The sandbox provider, except that capturing and releasing "crash" before reaching it. */
function crashingBeforeProviderCalls(provider: PaymentProvider): PaymentProvider {
  const crash = () => Promise.reject(new Error('the server went before the provider call'));
  return { ...provider, captureTo: crash, cancel: crash };
}

describe('recovering premium and rental payments after a crash', () => {
  let kit: PremiumKit;
  let ana: Buyer;
  let ctx: PremiumContext;
  let crashing: PremiumContext;

  beforeEach(async () => {
    kit = await openPremiumKit();
    ana = await kit.buyer();
    const provider = sandboxProvider('hosted');
    ctx = { db: kit.db, now: () => kit.clock.now, priceMinor: 1499, provider };
    crashing = { ...ctx, provider: crashingBeforeProviderCalls(provider) };
  });
  afterEach(async () => {
    await kit.close();
  });

  const refOf = (callUrl: string) => pathOf(callUrl).split('/').pop() as string;
  const payment = async (ref: string) => (await paymentByProviderRef(kit.db, ref)) as PremiumPaymentRow;
  const ledger = async (ref: string) => (await sandboxPayment(kit.db, ref))!;
  /** Approves the payment at the provider only, as a Pay whose completion the crash cut off. */
  const approve = async (ref: string) => expect(await payWithCard(kit.db, await ledger(ref), CARD, kit.clock.now)).toEqual({ status: 'succeeded' });
  const rentals = () => kit.db.selectFrom('inventory_items').select('rental_expires_at').where('account_id', '=', ana.id).where('purchase_type', '=', 'rental').execute();
  const rent = async () => refOf((await kit.ok(ana, 'POST', '/d2d/xsolla/rent', endpoints.rentalRent.response, { days: 2, product_id: RENTABLE })).call_url);

  it('should capture a rental granted before the crash, once, and grant nothing more', async () => {
    const ref = await rent();
    await approve(ref);
    await expect(completeHostedPayment(crashing, await payment(ref))).rejects.toThrow('the server went');
    expect(await payment(ref)).toMatchObject({ status: 'completed', sync_due: 1 });
    expect(await rentals()).toHaveLength(1);
    expect((await ledger(ref)).captured_amount).toBe(0);

    expect(await recoverPremiumPayments(ctx)).toMatchObject({ synced: 1, completed: 0, ended: 0, errors: [] });
    const paid = await payment(ref);
    expect(paid).toMatchObject({ status: 'completed', sync_due: 0 });
    expect(await ledger(ref)).toMatchObject({ captured_amount: paid.amount, capture_count: 1 });
    expect(await recoverPremiumPayments(ctx)).toMatchObject({ synced: 0, completed: 0, ended: 0 });
    // the shopper's replayed Pay answers success and grants nothing more
    expect((await kit.pay(`http://x/sandbox/premium/${ref}`)).json()).toMatchObject({ status: 'success' });
    expect(await rentals()).toHaveLength(1);
  });

  it('should grant and capture a subscription the provider approved before the server could complete it, whatever its age', async () => {
    const ref = refOf(await kit.subscribe(ana));
    await approve(ref);
    kit.clock.advance(40 * 86_400_000);
    expect(await recoverPremiumPayments(ctx)).toMatchObject({ completed: 1, synced: 0, ended: 0, errors: [] });
    const paid = await payment(ref);
    expect(paid).toMatchObject({ status: 'completed', sync_due: 0 });
    expect((await ledger(ref)).captured_amount).toBe(paid.amount);
    expect((await subscriptionRow(kit.db, ana.id))?.end_at).toBe(addOneMonth(kit.clock.now));
  });

  it('should release the hold of a payment cancelled before the crash, and leave an unpaid one open', async () => {
    const ref = refOf(await kit.subscribe(ana));
    await approve(ref);
    await expect(endHostedPayment(crashing, await payment(ref), { status: 'cancelled' })).rejects.toThrow('the server went');
    expect(await payment(ref)).toMatchObject({ status: 'cancelled', sync_due: 1 });
    expect((await ledger(ref)).status).toBe('requires_capture');
    const open = refOf(await kit.subscribe(ana));

    expect(await recoverPremiumPayments(ctx)).toMatchObject({ synced: 1, completed: 0, ended: 0, errors: [] });
    expect(await payment(ref)).toMatchObject({ status: 'cancelled', sync_due: 0 });
    expect(await ledger(ref)).toMatchObject({ status: 'canceled', captured_amount: 0 });
    expect(await subscriptionRow(kit.db, ana.id)).toBeUndefined();
    expect(await payment(open)).toMatchObject({ status: 'pending', sync_due: 0 });
  });

  it('should finish a renewal charge cut off after the approval, release one whose period changed, and give up an unpaid one', async () => {
    await kit.subscribePaid(ana);
    const plan = (await subscriptionRow(kit.db, ana.id))!;
    /** A renewal charge as the renewal job leaves it when the server goes before its completion. */
    const renewalCharge = async (id: string, periodEnd: number, paid: boolean) => {
      const created = await ctx.provider.create(kit.db, { paymentId: id, amountMinor: 1499, currency: 'USD', storeOrigin: '', serverOrigin: '', now: kit.clock.now });
      await insertPremiumPayment(kit.db, {
        id, account_id: ana.id, kind: 'subscription', product_id: null, sku_id: null, days: null, provider: ctx.provider.name, provider_ref: created.ref,
        status: 'pending', site_id: 1, currency: 'USD', amount: 1499, return_url: '', error_message: null, created_at: kit.clock.now, updated_at: kit.clock.now,
        completed_at: null, renewal_period_end: periodEnd,
      });
      if (paid) await approve(created.ref);
      return created.ref;
    };
    const renewed = await renewalCharge('sub_renewal_0001', plan.end_at, true);
    const stale = await renewalCharge('sub_renewal_0002', plan.end_at - 1, true);
    const unpaid = await renewalCharge('sub_renewal_0003', plan.end_at, false);

    expect(await recoverPremiumPayments(ctx)).toMatchObject({ completed: 1, ended: 1, errors: [] });
    expect((await subscriptionRow(kit.db, ana.id))?.end_at).toBe(addOneMonth(plan.end_at));
    expect(await payment(renewed)).toMatchObject({ status: 'completed', sync_due: 0 });
    expect((await ledger(renewed)).captured_amount).toBe(1499);
    expect(await payment(stale)).toMatchObject({ status: 'cancelled', sync_due: 0 });
    expect(await ledger(stale)).toMatchObject({ status: 'canceled', captured_amount: 0 });
    expect((await payment(unpaid)).status).toBe('pending');

    kit.clock.advance(ABANDONED_RENEWAL_MS);
    expect(await recoverPremiumPayments(ctx)).toMatchObject({ completed: 0, ended: 1, errors: [] });
    expect(await payment(unpaid)).toMatchObject({ status: 'cancelled', sync_due: 0 });
    expect((await ledger(unpaid)).status).toBe('canceled');
  });
});
