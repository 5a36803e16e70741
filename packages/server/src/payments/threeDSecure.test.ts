/**
 * The 3-D Secure test card 4000 0027 6000 3184: the confirmation answers `requires_action` with
 * the sandbox's challenge page, whose Approve lets the payment proceed as approved and whose Fail
 * declines the card with the provider's message, leaving the checkout open for another card.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pathOf } from '../__tests__/harness.js';
import { outboxEventsOf } from './data/webhooks.js';
import { openWebhookKit, type WebhookKit } from './__tests__/webhookKit.js';

const CARD_3DS = '4000 0027 6000 3184';

let kit: WebhookKit;
beforeEach(async () => {
  kit = await openWebhookKit();
});
afterEach(async () => {
  await kit.close();
});

async function challenged() {
  const ana = await kit.buyer();
  const answer = await kit.checkout(ana);
  const confirmed = await kit.confirm(answer.client_secret as string, CARD_3DS);
  expect(confirmed).toMatchObject({ status: 'requires_action', payment_id: answer.payment_id, next_action: { type: 'challenge' } });
  const ledger = await kit.db.selectFrom('sandbox_payments').selectAll().where('payment_id', '=', answer.payment_id).executeTakeFirstOrThrow();
  expect(ledger).toMatchObject({ status: 'requires_action', card_last4: '3184' });
  return { ana, answer, challengeUrl: confirmed.next_action!.url, ref: ledger.ref };
}

describe('3-D Secure test card', () => {
  it('should show the challenge page, framed only by the store, with Approve and Fail', async () => {
    const { challengeUrl } = await challenged();
    expect(challengeUrl).toMatch(/\/sandbox\/card\/challenge\/pi_[0-9a-f]+$/);
    const page = await kit.app.inject({ method: 'GET', url: pathOf(challengeUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="title">3-D Secure check</h1>');
    expect(page.body).toContain('id="approve">Approve</button>');
    expect(page.body).toContain('id="fail">Fail</button>');
    expect(page.body).toContain('card ending 3184');
    expect(page.headers['content-security-policy']).toContain('frame-ancestors https://store.test');
  });

  it('should keep the payment pending while the challenge is open, then complete it once approved', async () => {
    const { ana, answer, challengeUrl, ref } = await challenged();
    // the store polling or returning before the answer sees a pending payment, no order
    const early = await kit.purchase(ana, answer.payment_id);
    expect(early.statusCode).toBe(422);
    expect(await kit.counts()).toMatchObject({ orders: 0 });
    const approved = await kit.app.inject({ method: 'POST', url: `${pathOf(challengeUrl)}/approve`, payload: {} });
    expect(approved.json()).toEqual({ status: 'succeeded', payment_id: answer.payment_id });
    // a second press reads where the first left it
    expect((await kit.app.inject({ method: 'POST', url: `${pathOf(challengeUrl)}/approve`, payload: {} })).json()).toMatchObject({ status: 'succeeded' });
    expect((await kit.purchase(ana, answer.payment_id)).json()).toMatchObject({ payment_id: answer.payment_id, status: 'success' });
    expect((await outboxEventsOf(kit.db, ref)).map((e) => e.type)).toEqual(['payment.requires_action', 'payment.approved', 'payment.captured']);
    await kit.sender.drain();
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
    // the page of a finished check says so instead of offering the buttons again
    const closed = await kit.app.inject({ method: 'GET', url: pathOf(challengeUrl) });
    expect(closed.body).not.toContain('id="approve"');
  });

  it('should decline the card with the provider\'s message on Fail and take another card afterwards', async () => {
    const { ana, answer, challengeUrl } = await challenged();
    const failed = await kit.app.inject({ method: 'POST', url: `${pathOf(challengeUrl)}/fail`, payload: {} });
    expect(failed.json()).toEqual({ status: 'failed', message: 'Your card was declined.', code: 'authentication_failed' });
    const declined = await kit.purchase(ana, answer.payment_id);
    expect(declined.statusCode).toBe(422);
    expect(declined.json()).toMatchObject({ message: 'Your card was declined.' });
    expect(await kit.counts()).toMatchObject({ orders: 0, captures: 0 });
    // Approve after Fail changes nothing: the check is over
    expect((await kit.app.inject({ method: 'POST', url: `${pathOf(challengeUrl)}/approve`, payload: {} })).json()).toMatchObject({ status: 'failed' });
    expect(await kit.confirm(answer.client_secret as string, '4242 4242 4242 4242')).toMatchObject({ status: 'succeeded' });
    expect((await kit.purchase(ana, answer.payment_id)).json()).toMatchObject({ status: 'success' });
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
  });

  it('should complete a challenged payment by webhook when the store never returns', async () => {
    const { answer, challengeUrl } = await challenged();
    await kit.sender.drain();
    expect((await kit.db.selectFrom('payments').select('status').where('id', '=', answer.payment_id).executeTakeFirstOrThrow()).status).toBe('pending');
    await kit.app.inject({ method: 'POST', url: `${pathOf(challengeUrl)}/approve`, payload: {} });
    await kit.sender.drain();
    expect((await kit.db.selectFrom('payments').select('status').where('id', '=', answer.payment_id).executeTakeFirstOrThrow()).status).toBe('captured');
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
  });

  it('should answer 404 for the challenge of an unknown payment', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/sandbox/card/challenge/pi_unknown' })).statusCode).toBe(404);
    expect((await kit.app.inject({ method: 'POST', url: '/sandbox/card/challenge/pi_unknown/approve', payload: {} })).statusCode).toBe(404);
  });
});

describe('3-D Secure test card, challenge left open', () => {
  it('should take another card instead of the open challenge, and the challenge is then closed', async () => {
    const { ana, answer, challengeUrl } = await challenged();
    expect(await kit.confirm(answer.client_secret as string, '4242 4242 4242 4242')).toMatchObject({ status: 'succeeded' });
    expect((await kit.app.inject({ method: 'POST', url: `${pathOf(challengeUrl)}/fail`, payload: {} })).json()).toMatchObject({ status: 'succeeded' });
    expect((await kit.purchase(ana, answer.payment_id)).json()).toMatchObject({ status: 'success' });
    expect(await kit.counts()).toMatchObject({ orders: 1, captures: 1 });
  });
});
