/** `d2d-server refund <payment-id>` on a second connection to the kit's SQLite file, as an operator runs it beside the server. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { P, openOrdersKit, type OrdersKit } from '../../routes/checkout/__tests__/ordersKit.js';
import { runRefundCommand } from './refundCommand.js';

let kit: OrdersKit;
beforeEach(async () => {
  kit = await openOrdersKit();
});
afterEach(async () => {
  await kit.close();
});

describe('runRefundCommand', () => {
  it('should print what it refunded, then that a repeat changed nothing', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const answer = await kit.checkout(ana);
    await kit.payHosted(answer.call_url as string);
    const paymentId = answer.payment_id as string;
    const { total, currency } = await kit.db.selectFrom('payments').select(['total', 'currency']).where('id', '=', paymentId).executeTakeFirstOrThrow();
    const amount = `${(total / 100).toFixed(2)} ${currency}`;

    const lines: string[] = [];
    const first = await runRefundCommand({ databaseUrl: kit.file, paymentId, log: (l) => lines.push(l) });
    expect(first.kind).toBe('refunded');
    expect(lines).toEqual([
      `Refunded payment ${paymentId} (${amount}): 1 game(s) taken back, 0.00 ${currency} of wallet credit returned; the coupon, if any, stays used.`,
      `The provider (livegamer) refunded ${amount}.`,
    ]);
    lines.length = 0;
    expect((await runRefundCommand({ databaseUrl: kit.file, paymentId, log: (l) => lines.push(l) })).kind).toBe('already');
    expect(lines[0]).toBe(`Payment ${paymentId} was refunded already; nothing changed.`);
  });

  it('should refuse a payment that is not captured, with the reason', async () => {
    const ana = await kit.buyer();
    await kit.add(ana, P.plainA);
    const paymentId = (await kit.checkout(ana)).payment_id as string;
    const lines: string[] = [];
    expect((await runRefundCommand({ databaseUrl: kit.file, paymentId, log: (l) => lines.push(l) })).kind).toBe('refused');
    expect(lines).toEqual([`Not refunded: Payment ${paymentId} is pending, not captured: only a captured payment can be refunded.`]);
  });
});
