import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { createTestStore } from '../../test/testStore.js';
import { MAILING_LIST_TEXT } from '../MailingListDialog/MailingListSignUp.js';
import { FIRST_VISIT_TEXT } from './FirstVisitDialog.js';
import { FirstVisitOffer } from './FirstVisitOffer.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function newStore() {
  const { store } = createTestStore({ 'POST /d2d/mailchimp/subscribe': () => ({ success: true, coupon_code: 'WELCOME10US' }) });
  stores.push(store);
  return store;
}

function show(store: Store) {
  return render(
    <StoreProvider store={store} restoreSession={false}>
      <FirstVisitOffer delayMs={0} />
    </StoreProvider>,
  );
}

describe('FirstVisitDialog', () => {
  it('should lead from the offer to the mailing-list form, then to the coupon code', async () => {
    show(newStore());
    const dialog = await screen.findByRole('dialog', { name: FIRST_VISIT_TEXT.title });
    expect(dialog.textContent).toContain(FIRST_VISIT_TEXT.offer);
    fireEvent.click(screen.getByRole('button', { name: FIRST_VISIT_TEXT.join }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'new@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: MAILING_LIST_TEXT.submit }));
    expect(await screen.findByRole('dialog', { name: FIRST_VISIT_TEXT.joinedTitle })).toBeTruthy();
    expect(screen.getByText('WELCOME10US')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: FIRST_VISIT_TEXT.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('should show the offer once per browser, whatever the answer', async () => {
    const store = newStore();
    const first = show(store);
    await screen.findByRole('dialog', { name: FIRST_VISIT_TEXT.title });
    fireEvent.click(screen.getByRole('button', { name: FIRST_VISIT_TEXT.decline }));
    first.unmount();
    // the next page of the same browser
    show(store);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.campaigns.firstVisitDue(null)).toBe(false);
  });

  it('should wait while another modal is open', async () => {
    const store = newStore();
    const blocker = document.createElement('div');
    blocker.setAttribute('aria-modal', 'true');
    document.body.append(blocker);
    show(store);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('dialog', { name: FIRST_VISIT_TEXT.title })).toBeNull();
    expect(store.campaigns.firstVisitDue(null)).toBe(true);
    blocker.remove();
    expect(await screen.findByRole('dialog', { name: FIRST_VISIT_TEXT.title })).toBeTruthy();
  });
});
