import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { PUBLISHER_LOGIN_EVENT, PUBLISHER_LOGIN_PATH, redeemFailedMessage } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { PublisherLoginDialog, redeemedText } from './PublisherLoginDialog.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes) {
  const bodies: unknown[] = [];
  const { store } = createTestStore(
    Object.fromEntries(Object.entries(routes).map(([k, answer]) => [k, async (r: Request) => (bodies.push(await r.clone().json()), answer(r))])),
    { token: 'tok' },
  );
  stores.push(store);
  const onClose = vi.fn();
  const onRedeemed = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <PublisherLoginDialog open title="Realm Online" transactionId="pay_1" onClose={onClose} onRedeemed={onRedeemed} />
    </StoreProvider>,
  );
  const origin = new URL(store.apiBase).origin;
  const post = (data: unknown, from = origin) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin: from })));
  return { bodies, onClose, onRedeemed, origin, post };
}

const SIGNED_IN = { event: PUBLISHER_LOGIN_EVENT, signedIn: true, user_id: 'pub-1', user_ticket: 't' };

describe('PublisherLoginDialog', () => {
  it("should frame the publisher's sign-in page and redeem once the shopper signed in there", async () => {
    const { bodies, onRedeemed, origin, post } = setup({ 'POST /d2d/stripe/redeem': () => ({ success: true, message: 'ok' }) });
    const frame = screen.getByTitle('Sign in to the publisher account for Realm Online') as HTMLIFrameElement;
    expect(frame.src).toBe(`${origin}${PUBLISHER_LOGIN_PATH}?transaction_id=pay_1`);
    post(SIGNED_IN);
    expect(await screen.findByText(redeemedText('Realm Online'))).toBeTruthy();
    expect(bodies[0]).toEqual({ transaction_id: 'pay_1', user_id: 'pub-1', user_ticket: 't' });
    expect(onRedeemed).toHaveBeenCalled();
  });

  it("should show the spec's failure text when the redeem is refused", async () => {
    const { post } = setup({ 'POST /d2d/stripe/redeem': () => jsonError(409, { failureError: { id: 0, message: 'already' } }) });
    post(SIGNED_IN);
    expect((await screen.findByRole('alert')).textContent).toBe(redeemFailedMessage('Realm Online'));
  });

  it('should ignore messages from other origins and close on a cancel', async () => {
    const { bodies, onClose, post } = setup({ 'POST /d2d/stripe/redeem': () => ({ success: true, message: 'ok' }) });
    post(SIGNED_IN, 'https://evil.example');
    post({ event: PUBLISHER_LOGIN_EVENT, signedIn: false });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([]);
  });
});
