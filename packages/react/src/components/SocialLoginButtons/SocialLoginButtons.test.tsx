import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { SocialLoginButtons } from './SocialLoginButtons.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes) {
  const { store, requests } = createTestStore(routes);
  stores.push(store);
  const open = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <p>before</p>
      <SocialLoginButtons redirectUri="https://store.example/" returnTo="#!/pc" onOpenProvider={open} />
    </StoreProvider>,
  );
  return { requests, open };
}

const AUTH = { authorization_url: 'https://idp.example/auth?state=s1', state: 's1', code_verifier: 'v'.repeat(43) };

describe('SocialLoginButtons', () => {
  it('should offer one button per provider the server offers and send the shopper to the provider', async () => {
    const { requests, open } = setup({
      'GET /api/account/auth/providers': () => ({ providers: ['google', 'facebook'] }),
      'GET /api/account/auth/google/authorize': () => AUTH,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Login with Google' }));
    expect(screen.getByRole('button', { name: 'Login with Facebook' })).toBeTruthy();
    await waitFor(() => expect(open).toHaveBeenCalledWith(AUTH.authorization_url));
    const authorize = requests.find((r) => r.url.includes('/authorize'))!;
    expect(new URL(authorize.url).searchParams.get('redirect_uri')).toBe('https://store.example/');
  });

  it('should show nothing when the store offers no provider', async () => {
    const { requests } = setup({ 'GET /api/account/auth/providers': () => ({ providers: [] }) });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('should say when the provider cannot be reached', async () => {
    const { open } = setup({
      'GET /api/account/auth/providers': () => ({ providers: ['google'] }),
      'GET /api/account/auth/google/authorize': () => jsonError(409, { failureError: { id: 0, message: 'The google sign-in is not reachable right now.' } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Login with Google' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The google sign-in is not reachable right now.');
    expect(open).not.toHaveBeenCalled();
  });
});
