import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Account } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { account } from '../../fixtures/account.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { LinkedAccounts, SIGNED_OUT_TEXT } from './LinkedAccounts.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes, shown: Account = account) {
  const { store, requests } = createTestStore(
    { 'GET /api/account/auth/providers': () => ({ providers: ['google', 'facebook'] }), 'GET /api/account/getcurrent': () => shown, ...routes },
    { token: 'tok' },
  );
  stores.push(store);
  store.session.account.value = shown;
  const open = vi.fn();
  const signedOut = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <LinkedAccounts account={shown} redirectUri="https://store.example/" returnTo="#!/my-account/account-info" onOpenProvider={open} onSignedOut={signedOut} />
    </StoreProvider>,
  );
  return { store, requests, open, signedOut };
}

describe('LinkedAccounts', () => {
  it('should list each provider as linked or not, and send the shopper to link one', async () => {
    const { open, requests } = setup({
      'GET /api/account/auth/facebook/authorize': () => ({ authorization_url: 'https://idp.example/fb', state: 's', code_verifier: 'v'.repeat(43) }),
    });
    expect(await screen.findByRole('button', { name: 'Unlink Google' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Link Facebook' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://idp.example/fb'));
    expect(requests.some((r) => r.url.includes('/api/account/auth/facebook/authorize'))).toBe(true);
  });

  it('should unlink and say so while the shopper stays signed in', async () => {
    const { requests, signedOut } = setup({
      'DELETE /api/account/social/disconnect': () => ({ connections: [{ source: 'facebook', connected: false }, { source: 'google', connected: false }] }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect((await screen.findByText('Google is no longer linked to your account.')).getAttribute('role')).toBe('status');
    expect(new URL(requests.find((r) => r.method === 'DELETE')!.url).searchParams.get('provider')).toBe('google');
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('should tell the shopper they were signed out when the last way in went', async () => {
    const { store, signedOut } = setup({ 'DELETE /api/account/social/disconnect': () => ({ connections: [], signed_out: true }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect(await screen.findByText(SIGNED_OUT_TEXT)).toBeTruthy();
    expect(signedOut).toHaveBeenCalled();
    expect(store.session.isLoggedIn.value).toBe(false);
  });

  it("should show the server's refusal", async () => {
    setup({ 'DELETE /api/account/social/disconnect': () => jsonError(409, { failureError: { id: 0, message: 'Choose a password first.' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a password first.');
  });
});
