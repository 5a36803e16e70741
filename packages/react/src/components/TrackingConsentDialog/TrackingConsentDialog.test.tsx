import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { account } from '../../fixtures/account.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { TRACKING_CONSENT_TEXT, TrackingConsentDialog } from './TrackingConsentDialog.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes, allow: boolean | null = null) {
  const bodies: unknown[] = [];
  const { store } = createTestStore(
    Object.fromEntries(Object.entries(routes).map(([k, answer]) => [k, async (r: Request) => (bodies.push(await r.clone().json()), answer(r))])),
    { token: 'tok' },
  );
  stores.push(store);
  store.session.account.value = { ...account, allow_tracking: allow };
  render(
    <StoreProvider store={store} restoreSession={false}>
      <TrackingConsentDialog />
    </StoreProvider>,
  );
  return { store, bodies };
}

describe('TrackingConsentDialog', () => {
  it('should ask a shopper who was not asked yet and save the answer', async () => {
    const { store, bodies } = setup({ 'PATCH /api/account/update': () => ({ ...account, allow_tracking: true }) });
    expect(screen.getByRole('dialog', { name: TRACKING_CONSENT_TEXT.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TRACKING_CONSENT_TEXT.allow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies[0]).toEqual({ account: { allow_tracking: true } });
    expect(store.session.account.value?.allow_tracking).toBe(true);
  });

  it('should wait while another modal is open', async () => {
    const other = document.createElement('div');
    other.setAttribute('role', 'dialog');
    other.setAttribute('aria-modal', 'true');
    document.body.append(other);
    try {
      setup({});
      await waitFor(() => expect(screen.queryByRole('dialog', { name: TRACKING_CONSENT_TEXT.title })).toBeNull());
      other.remove();
      expect(await screen.findByRole('dialog', { name: TRACKING_CONSENT_TEXT.title })).toBeTruthy();
    } finally {
      other.remove();
    }
  });

  it('should not open for a shopper who answered, nor for a visitor', () => {
    const { store } = setup({}, false);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      store.session.account.value = null;
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should stay open and say so when the answer could not be saved', async () => {
    setup({ 'PATCH /api/account/update': () => jsonError(422, { errors: { allow_tracking: ['x'] } }) });
    fireEvent.click(screen.getByRole('button', { name: TRACKING_CONSENT_TEXT.decline }));
    expect((await screen.findByRole('alert')).textContent).toBe(TRACKING_CONSENT_TEXT.failed);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
