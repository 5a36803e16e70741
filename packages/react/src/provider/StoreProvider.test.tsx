import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, act } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from './StoreProvider.js';
import { useStore } from '../hooks/useStore.js';
import { useAccount } from '../hooks/useAccount.js';
import { useIsLoggedIn } from '../hooks/useIsLoggedIn.js';
import { createTestStore } from '../test/testStore.js';
import { account } from '../fixtures/account.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.dispose();
});

function Who() {
  const current = useAccount();
  const loggedIn = useIsLoggedIn();
  return <p>{loggedIn ? current?.emailAddress : 'visitor'}</p>;
}

describe('StoreProvider and useStore', () => {
  it('should fail with a sentence that names the fix outside a provider', () => {
    function Bare() {
      useStore();
      return null;
    }
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Bare />)).toThrow('Could not find the D2D store; wrap your app in <StoreProvider store={createStore(...)}>.');
    } finally {
      console.error = quiet;
    }
  });

  it('should give components the store it was handed', () => {
    const { store } = createTestStore();
    stores.push(store);
    let seen: Store | null = null;
    function Probe() {
      seen = useStore();
      return null;
    }
    render(
      <StoreProvider store={store} restoreSession={false}>
        <Probe />
      </StoreProvider>,
    );
    expect(seen).toBe(store);
  });

  it('should restore the session once and re-render when the account changes', async () => {
    const { store, requests } = createTestStore(
      {
        'GET /api/account/getcurrent': () => account,
        'GET /api/account/shopping_carts': () => ({ id: 1, cart_details: [], currency_symbol: '$', gross_price: 0, net_price: 0 }),
      },
      { token: 'tok' },
    );
    stores.push(store);
    render(
      <StoreProvider store={store}>
        <Who />
      </StoreProvider>,
    );
    await waitFor(() => expect(screen.getByText('jane@example.com')).toBeTruthy());
    expect(requests.filter((r) => new URL(r.url).pathname === '/api/account/getcurrent')).toHaveLength(1);
    act(() => {
      store.session.account.value = null;
    });
    expect(screen.getByText('visitor')).toBeTruthy();
  });

  it('should refuse something that is not a store', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<StoreProvider store={{} as Store}>x</StoreProvider>)).toThrow('needs the store made by createStore');
    } finally {
      console.error = quiet;
    }
  });

  it('should dispose the store on unmount only when asked', () => {
    const { store } = createTestStore();
    stores.push(store);
    const { unmount } = render(<StoreProvider store={store} restoreSession={false} disposeOnUnmount />);
    unmount();
    expect(store.disposed).toBe(true);
  });
});
