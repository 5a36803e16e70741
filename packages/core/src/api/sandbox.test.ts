import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, ResponseShapeError, type Store } from '../index.js';
import { testStore } from '../__tests__/fixtures.js';

const stores: Store[] = [];
function setup() {
  const t = testStore({ token: 'tok-1' });
  stores.push(t.store);
  return t;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

describe('store.api.sandbox.confirmCard', () => {
  it('should post the secret and card number over the shared transport, with its headers', async () => {
    const { store, server } = setup();
    server.on('POST', '/sandbox/card/confirm', { body: { status: 'succeeded', payment_id: 12 } });
    const answer = await store.api.sandbox.confirmCard({ client_secret: 'pi_1_secret', card_number: '4242424242424242' });
    expect(answer).toEqual({ status: 'succeeded', payment_id: 12 });
    const [request] = server.calls('POST', '/sandbox/card/confirm');
    expect(request?.body).toEqual({ client_secret: 'pi_1_secret', card_number: '4242424242424242' });
    expect(request?.headers.get('x-device-fingerprint')).toBe('fp-test-0001');
    expect(request?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('should give a declined card its message and code', async () => {
    const { store, server } = setup();
    server.on('POST', '/sandbox/card/confirm', { body: { status: 'failed', message: 'Your card was declined.', code: 'card_declined' } });
    expect(await store.api.sandbox.confirmCard({ client_secret: 's', card_number: '4000000000000002' })).toEqual({
      status: 'failed',
      message: 'Your card was declined.',
      code: 'card_declined',
    });
  });

  it('should give a 3-D Secure card its challenge page', async () => {
    const { store, server } = setup();
    const url = 'https://api.example.com/sandbox/card/challenge/pi_1';
    server.on('POST', '/sandbox/card/confirm', { body: { status: 'requires_action', payment_id: 'pay_1', next_action: { type: 'challenge', url } } });
    expect(await store.api.sandbox.confirmCard({ client_secret: 's', card_number: '4000002760003184' })).toEqual({ status: 'requires_action', challenge_url: url });
  });

  it('should refuse a challenge answer without a page', async () => {
    const { store, server } = setup();
    server.on('POST', '/sandbox/card/confirm', { body: { status: 'requires_action' } });
    const error = await store.api.sandbox.confirmCard({ client_secret: 's', card_number: '4000002760003184' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
  });

  it('should refuse an answer that is neither a success nor a decline', async () => {
    const { store, server } = setup();
    server.on('POST', '/sandbox/card/confirm', { body: { status: 'pending' } });
    const error = await store.api.sandbox.confirmCard({ client_secret: 's', card_number: '4242424242424242' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(error).toMatchObject({ endpoint: 'POST /sandbox/card/confirm', body: { status: 'pending' } });
  });

  it('should throw ApiError for an error status', async () => {
    const { store, server } = setup();
    server.on('POST', '/sandbox/card/confirm', { status: 404, body: { message: 'The sandbox payment was not found.' } });
    const error = await store.api.sandbox.confirmCard({ client_secret: 'nope', card_number: '4242424242424242' }, { navigate: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'The sandbox payment was not found.' });
  });
});
