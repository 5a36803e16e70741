import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { account } from '../../fixtures/account.js';
import { createTestStore } from '../../test/testStore.js';
import { LazyTrackingConsentDialog } from './LazyTrackingConsentDialog.js';
import { TRACKING_CONSENT_TEXT } from './trackingConsentText.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(allow: boolean | null | 'visitor') {
  const { store } = createTestStore({ 'PATCH /api/account/update': () => ({ ...account, allow_tracking: true }) }, { token: 'tok' });
  stores.push(store);
  store.session.account.value = allow === 'visitor' ? null : { ...account, allow_tracking: allow };
  render(
    <StoreProvider store={store} restoreSession={false}>
      <button type="button">Before</button>
      <LazyTrackingConsentDialog />
    </StoreProvider>,
  );
  return store;
}

describe('LazyTrackingConsentDialog', () => {
  it('should load and open the question for a shopper who was not asked yet, and close it on an answer', async () => {
    const store = setup(null);
    fireEvent.click(await screen.findByRole('button', { name: TRACKING_CONSENT_TEXT.allow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.session.account.value?.allow_tracking).toBe(true);
  });

  it('should render nothing for a visitor or a shopper who answered, until one is due the question', async () => {
    const store = setup('visitor');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.session.account.value = { ...account, allow_tracking: false };
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.session.account.value = { ...account, allow_tracking: null };
    });
    expect(await screen.findByRole('dialog', { name: TRACKING_CONSENT_TEXT.title })).toBeTruthy();
  });
});
