import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openOrdersKit, P, type OrdersKit } from '../routes/checkout/__tests__/ordersKit.js';
import { authorizeApproved, approveByBuyer, cancelSandboxPayment, captureTo, ledgerState, payWithCard, refundCaptured, sandboxPayment, voidTo } from './sandboxLedger.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit({ paymentProvider: 'card' });
});
afterEach(async () => {
  await kit.close();
});

/** A real sandbox card payment of 21.44 made through a checkout. */
async function cardPayment() {
  const ana = await kit.buyer();
  await kit.add(ana, P.plainA);
  const answer = await kit.checkout(ana);
  return kit.db.selectFrom('sandbox_payments').selectAll().where('payment_id', '=', answer.payment_id as string).executeTakeFirstOrThrow();
}

describe('sandbox ledger', () => {
  it('should capture up to a cumulative amount once, however often it is asked', async () => {
    const row = await cardPayment();
    expect(await payWithCard(kit.db, row, '4242424242424242', Date.now())).toEqual({ status: 'succeeded' });
    expect(ledgerState(await sandboxPayment(kit.db, row.ref))).toEqual({ state: 'authorized' });
    await Promise.all([captureTo(kit.db, row.ref, 1000, Date.now()), captureTo(kit.db, row.ref, 1000, Date.now())]);
    await captureTo(kit.db, row.ref, 2144, Date.now());
    await captureTo(kit.db, row.ref, 2144, Date.now());
    const after = await sandboxPayment(kit.db, row.ref);
    expect(after).toMatchObject({ status: 'succeeded', captured_amount: 2144, capture_count: 2 });
    await expect(captureTo(kit.db, row.ref, 9999, Date.now())).rejects.toThrow();
  });

  it('should refund what was captured once, however often or concurrently it is asked, and nothing uncaptured', async () => {
    const row = await cardPayment();
    await expect(refundCaptured(kit.db, row.ref, Date.now())).rejects.toThrow(/cannot be refunded/);
    await payWithCard(kit.db, row, '4242424242424242', Date.now());
    await expect(refundCaptured(kit.db, row.ref, Date.now())).rejects.toThrow(/cannot be refunded/);
    await captureTo(kit.db, row.ref, 2144, Date.now());
    await Promise.all([refundCaptured(kit.db, row.ref, Date.now()), refundCaptured(kit.db, row.ref, Date.now())]);
    await refundCaptured(kit.db, row.ref, Date.now());
    expect(await sandboxPayment(kit.db, row.ref)).toMatchObject({ status: 'succeeded', captured_amount: 2144, refunded_amount: 2144, refund_count: 1 });
  });

  it('should refuse to capture what was never authorised, and release a hold on cancel', async () => {
    const row = await cardPayment();
    await expect(captureTo(kit.db, row.ref, 100, Date.now())).rejects.toThrow(/cannot be captured/);
    await payWithCard(kit.db, row, '4242424242424242', Date.now());
    await voidTo(kit.db, row.ref, 144, Date.now());
    await captureTo(kit.db, row.ref, 2000, Date.now());
    expect(await sandboxPayment(kit.db, row.ref)).toMatchObject({ status: 'succeeded', captured_amount: 2000, voided_amount: 144 });
    const other = await cardPayment();
    await cancelSandboxPayment(kit.db, other.ref, Date.now());
    expect(await payWithCard(kit.db, (await sandboxPayment(kit.db, other.ref)) as NonNullable<Awaited<ReturnType<typeof sandboxPayment>>>, '4242424242424242', Date.now())).toEqual({ status: 'invalid' });
  });

  it('should keep a declined payment open for another card', async () => {
    const row = await cardPayment();
    const declined = await payWithCard(kit.db, row, '4000000000000002', Date.now());
    expect(declined).toMatchObject({ status: 'failed', failure: { message: 'Your card was declined.' } });
    expect(ledgerState(await sandboxPayment(kit.db, row.ref))).toMatchObject({ state: 'failed' });
    expect(await payWithCard(kit.db, (await sandboxPayment(kit.db, row.ref)) as NonNullable<Awaited<ReturnType<typeof sandboxPayment>>>, '4242424242424242', Date.now())).toEqual({ status: 'succeeded' });
  });

  it('should only authorise a buyer-approved payment for the payer who approved it', async () => {
    const row = await cardPayment();
    const payer = await approveByBuyer(kit.db, row.ref, Date.now());
    expect(payer).toMatch(/^PAYER/);
    expect(await approveByBuyer(kit.db, row.ref, Date.now())).toBe(payer);
    expect(await authorizeApproved(kit.db, row.ref, 'PAYERWRONG', Date.now())).toEqual({ state: 'buyer_approved', payerId: payer });
    expect(await authorizeApproved(kit.db, row.ref, payer, Date.now())).toEqual({ state: 'authorized' });
  });
});
