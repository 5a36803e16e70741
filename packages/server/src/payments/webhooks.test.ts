/**
 * The sandbox's signed webhooks against the real server and database: delivered after the
 * request that caused them, late, twice or out of order, racing the store's return, and refused
 * when unsigned, mis-signed, stale or tampered with.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxEventsOf } from './data/webhooks.js';
import { SECRET, openWebhookKit, type WebhookKit } from './__tests__/webhookKit.js';
import { RETRY_BASE_MS, WebhookSender, selfTransport } from './webhookSender.js';

let kit: WebhookKit;
beforeEach(async () => {
  kit = await openWebhookKit();
});
afterEach(async () => {
  await kit.close();
});

async function paymentStatus(paymentId: string) {
  return (await kit.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
}

async function refOf(paymentId: string) {
  return (await kit.db.selectFrom('sandbox_payments').select('ref').where('payment_id', '=', paymentId).executeTakeFirstOrThrow()).ref;
}

/** A checkout whose card the sandbox approved; nothing delivered yet. */
async function approvedCardPayment() {
  const ana = await kit.buyer();
  const answer = await kit.checkout(ana);
  expect(await kit.confirm(answer.client_secret as string, '4242 4242 4242 4242')).toMatchObject({ status: 'succeeded' });
  return { ana, paymentId: answer.payment_id, ref: await refOf(answer.payment_id) };
}

describe('sandbox webhooks', () => {
  it('should write the approval to the outbox and complete the order only when the webhook is delivered', async () => {
    const { paymentId, ref } = await approvedCardPayment();
    // the confirmation itself delivered nothing: the order waits for the webhook (or the store)
    expect(await paymentStatus(paymentId)).toBe('pending');
    const events = await outboxEventsOf(kit.db, ref);
    expect(events.map((e) => e.type)).toEqual(['payment.approved']);
    expect(JSON.parse(events[0]!.body)).toMatchObject({ id: events[0]!.id, type: 'payment.approved', data: { ref, payment_id: paymentId, status: 'requires_capture' } });

    expect(await kit.sender.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(await paymentStatus(paymentId)).toBe('captured');
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
    // the capture is reported in turn, and its delivery changes nothing more
    expect((await outboxEventsOf(kit.db, ref)).map((e) => e.type)).toEqual(['payment.approved', 'payment.captured']);
    expect(await kit.sender.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(await kit.counts()).toEqual({ orders: 1, captures: 1, seen: 2 });
  });

  it('should make one order and one capture when the webhook and the store\'s return race', async () => {
    for (let round = 0; round < 3; round++) {
      const { ana, paymentId } = await approvedCardPayment();
      const [, returned] = await Promise.all([kit.sender.drain(), kit.purchase(ana, paymentId)]);
      expect(returned.json()).toMatchObject({ payment_id: paymentId, status: 'success' });
      await kit.sender.drain();
      expect(await paymentStatus(paymentId)).toBe('captured');
    }
    const counts = await kit.counts();
    expect(counts).toMatchObject({ orders: 3, captures: 3 });
  });

  it('should change nothing wrongly on late, duplicate and reordered deliveries', async () => {
    kit.sender.hold();
    const { ana, paymentId, ref } = await approvedCardPayment();
    expect(await kit.sender.drain()).toEqual({ delivered: 0, failed: 0 });
    // the store returns first; the provider's events are still held back
    expect((await kit.purchase(ana, paymentId)).json()).toMatchObject({ status: 'success' });
    kit.clock.advance(90_000);
    kit.sender.release();
    // `captured` arrives before `approved`, and each arrives twice
    expect(await kit.sender.drain({ order: 'newest-first', times: 2 })).toEqual({ delivered: 2, failed: 0 });
    expect(await kit.counts()).toEqual({ orders: 1, captures: 1, seen: 2 });
    expect(await paymentStatus(paymentId)).toBe('captured');
    // a provider replaying an old event much later, freshly signed: acknowledged, nothing moves
    const [approved] = await outboxEventsOf(kit.db, ref);
    const replay = await kit.deliver(approved!.body, kit.sign(approved!.body));
    expect(replay.statusCode).toBe(200);
    expect(await kit.counts()).toEqual({ orders: 1, captures: 1, seen: 2 });
  });

  it('should deliver an approval that arrives after the webhook of a decline on the same payment', async () => {
    const ana = await kit.buyer();
    const answer = await kit.checkout(ana);
    expect(await kit.confirm(answer.client_secret as string, '4000 0000 0000 0002')).toMatchObject({ status: 'failed', message: 'Your card was declined.' });
    expect(await kit.confirm(answer.client_secret as string, '4242 4242 4242 4242')).toMatchObject({ status: 'succeeded' });
    const ref = await refOf(answer.payment_id);
    expect((await outboxEventsOf(kit.db, ref)).map((e) => e.type)).toEqual(['payment.declined', 'payment.approved']);
    // reordered: the approval first, then the stale decline; the ledger, re-read, says approved
    await kit.sender.drain({ order: 'newest-first' });
    await kit.sender.drain();
    expect(await paymentStatus(answer.payment_id)).toBe('captured');
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
    // a decline seen by webhook is not counted as a second failure of the account
    const failures = await kit.db.selectFrom('purchase_failures').select('id').where('payment_id', '=', answer.payment_id).execute();
    expect(failures).toHaveLength(0);
  });

  it('should retry a refused delivery with backoff until it is acknowledged', async () => {
    const { paymentId, ref } = await approvedCardPayment();
    // a sender whose secret the server does not know: every post is answered 400
    const misconfigured = new WebhookSender({ db: kit.db, now: () => kit.clock.now, secret: 'whsec_other', transport: selfTransport(kit.app) });
    expect(await misconfigured.drain()).toEqual({ delivered: 0, failed: 1 });
    const [event] = await outboxEventsOf(kit.db, ref);
    expect(event).toMatchObject({ attempts: 1, last_status: 400, delivered_at: null, next_attempt_at: kit.clock.now + RETRY_BASE_MS });
    expect(await paymentStatus(paymentId)).toBe('pending');
    // not due before its backoff
    expect(await kit.sender.drain()).toEqual({ delivered: 0, failed: 0 });
    kit.clock.advance(RETRY_BASE_MS);
    expect(await misconfigured.drain()).toEqual({ delivered: 0, failed: 1 });
    expect((await outboxEventsOf(kit.db, ref))[0]).toMatchObject({ attempts: 2, next_attempt_at: kit.clock.now + 2 * RETRY_BASE_MS });
    kit.clock.advance(2 * RETRY_BASE_MS);
    expect(await kit.sender.drain()).toMatchObject({ delivered: 1 });
    expect((await outboxEventsOf(kit.db, ref))[0]).toMatchObject({ attempts: 3, last_status: 200, delivered_at: kit.clock.now });
    expect(await paymentStatus(paymentId)).toBe('captured');
  });

  it('should post deliveries over HTTP to the address the server listens on', async () => {
    const { paymentId } = await approvedCardPayment();
    await kit.app.listen({ port: 0, host: '127.0.0.1' });
    expect(await kit.sender.drain()).toEqual({ delivered: 1, failed: 0 });
    expect(await paymentStatus(paymentId)).toBe('captured');
  });
});

describe('webhook signatures', () => {
  it('should answer 400 and change nothing for unsigned, mis-signed, stale or tampered deliveries', async () => {
    const { paymentId, ref } = await approvedCardPayment();
    const [event] = await outboxEventsOf(kit.db, ref);
    const body = event!.body;
    const tampered = body.replace('"payment.approved"', '"payment.captured"');
    const staleSignature = kit.sign(body, SECRET, kit.clock.now - 301_000);
    const refusals = [
      await kit.deliver(body),
      await kit.deliver(body, ''),
      await kit.deliver(body, 'v1=abc'),
      await kit.deliver(body, kit.sign(body, 'whsec_wrong_secret')),
      await kit.deliver(body, staleSignature),
      await kit.deliver(body, kit.sign(body, SECRET, kit.clock.now + 301_000)),
      await kit.deliver(tampered, kit.sign(body)),
      await kit.deliver('{"id":"evt_1"', kit.sign('{"id":"evt_1"')),
    ];
    for (const res of refusals) expect(res.statusCode).toBe(400);
    expect(refusals[0]!.json()).toMatchObject({ modelState: { signature: ['The webhook signature is missing, invalid or too old.'] } });
    expect(await paymentStatus(paymentId)).toBe('pending');
    expect(await kit.counts()).toEqual({ orders: 0, captures: 0, seen: 0 });

    // the same body, signed now, is accepted; signed within the window, too
    kit.clock.advance(299_000);
    const accepted = await kit.deliver(body, kit.sign(body, SECRET, kit.clock.now - 299_000));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    expect(await paymentStatus(paymentId)).toBe('captured');
  });

  it('should answer 404 for a provider it takes no webhooks from', async () => {
    const res = await kit.app.inject({ method: 'POST', url: '/api/payments/webhooks/acme', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});
