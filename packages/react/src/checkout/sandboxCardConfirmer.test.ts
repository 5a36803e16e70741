import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '@d2d/core';
import { createTestStore } from '../test/testStore.js';
import { sandboxCardConfirmer } from './sandboxCardConfirmer.js';

const stores: Store[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const billing = { first_name: 'Jane', last_name: 'Doe', email: 'jane@example.com' } as never;

function setup(answer: unknown) {
  const bodies: unknown[] = [];
  const { store } = createTestStore(
    {
      'POST /sandbox/card/confirm': async (request) => {
        bodies.push(await request.json());
        return answer;
      },
    },
    { token: 'tok' },
  );
  stores.push(store);
  return { store, bodies };
}

describe('sandboxCardConfirmer', () => {
  it('should confirm the card with the client secret and the typed number', async () => {
    const { store, bodies } = setup({ status: 'succeeded', payment_id: 3 });
    const result = await sandboxCardConfirmer(store, '4242424242424242')({ clientSecret: 'pi_3_secret', paymentId: '3', billing });
    expect(result).toEqual({ status: 'succeeded' });
    expect(bodies).toEqual([{ client_secret: 'pi_3_secret', card_number: '4242424242424242' }]);
  });

  it("should pass a decline's message on", async () => {
    const { store } = setup({ status: 'failed', message: 'Your card was declined.', code: 'card_declined' });
    const result = await sandboxCardConfirmer(store, '4000000000000002')({ clientSecret: 's', paymentId: '3', billing });
    expect(result).toEqual({ status: 'failed', message: 'Your card was declined.' });
  });
});
