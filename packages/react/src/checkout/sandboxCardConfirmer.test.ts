import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '@d2d/core';
import { createTestStore } from '../test/testStore.js';
import { screen, waitFor } from '@testing-library/react';
import { CHALLENGE_CLOSED } from './challengeFrame.js';
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

  it('should show the challenge page of a 3-D Secure card and pass its answer on', async () => {
    const url = 'https://cards.example.com/sandbox/card/challenge/pi_3';
    for (const [answer, expected] of [
      [{ status: 'succeeded' }, { status: 'succeeded' }],
      [{ status: 'failed', message: 'Your card was declined.' }, { status: 'failed', message: 'Your card was declined.' }],
    ] as const) {
      const { store } = setup({ status: 'requires_action', payment_id: '3', next_action: { type: 'challenge', url } });
      const pending = sandboxCardConfirmer(store, '4000002760003184')({ clientSecret: 's', paymentId: '3', billing });
      await waitFor(() => expect(document.querySelector('iframe[title="3-D Secure check"]')?.getAttribute('src')).toBe(url));
      // a message from another origin is not the challenge's answer
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { event: 'd2d:3ds', status: 'succeeded' } }));
      window.dispatchEvent(new MessageEvent('message', { origin: 'https://cards.example.com', data: { event: 'd2d:3ds', ...answer } }));
      expect(await pending).toEqual(expected);
      expect(document.querySelector('.d2d-challenge')).toBeNull();
    }
  });

  it('should fail the card when the shopper closes the challenge', async () => {
    const { store } = setup({ status: 'requires_action', next_action: { type: 'challenge', url: 'https://cards.example.com/sandbox/card/challenge/pi_4' } });
    const pending = sandboxCardConfirmer(store, '4000002760003184')({ clientSecret: 's', paymentId: '4', billing });
    const close = await waitFor(() => screen.getByRole('button', { name: 'Close' }));
    close.click();
    expect(await pending).toEqual({ status: 'failed', message: CHALLENGE_CLOSED });
  });
});
