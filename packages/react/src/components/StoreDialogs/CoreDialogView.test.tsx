import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Dialog, Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { CoreDialogView } from './CoreDialogView.js';
import { createTestStore, type Routes } from '../../test/testStore.js';
import { account, unconfirmedAccount } from '../../fixtures/account.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(dialog: Dialog, routes: Routes = {}, signedIn = account) {
  const { store, requests } = createTestStore(routes, { token: 'tok' });
  stores.push(store);
  store.session.account.value = signedIn;
  const onClose = vi.fn();
  const onLogin = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <CoreDialogView dialog={dialog} onClose={onClose} onLogin={onLogin} supportUrl="https://support.example.com" />
    </StoreProvider>,
  );
  const paths = () => requests.map((r) => `${r.method} ${new URL(r.url).pathname}`);
  return { store, onClose, onLogin, paths };
}

describe('CoreDialogView', () => {
  it("should show a message as an alert titled 'Message' unless it has a title", () => {
    const { onClose } = setup({ kind: 'message', message: 'Coupon has expired.' });
    const dialog = screen.getByRole('alertdialog', { name: 'Message' });
    expect(dialog.textContent).toContain('Coupon has expired.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
    cleanup();
    setup({ kind: 'message', title: 'Add Coupon Fail', message: 'Coupon has expired.' });
    expect(screen.getByRole('alertdialog', { name: 'Add Coupon Fail' })).toBeTruthy();
  });

  it('should offer the support link and the login the message asks for', () => {
    const { onLogin } = setup({ kind: 'message', message: 'Please log in again.', actions: ['support-link', 'login'] });
    const support = screen.getByRole('link', { name: 'Contact Customer Support' });
    expect(support.getAttribute('href')).toBe('https://support.example.com');
    expect(support.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('should resend the confirmation e-mail to the unconfirmed address', async () => {
    const bodies: unknown[] = [];
    const { paths } = setup(
      { kind: 'unconfirmed-email', message: 'In order to complete a purchase you must confirm your email address.' },
      {
        'POST /d2d/account/confirmation': async (request) => {
          bodies.push(await request.clone().json());
          return { success: true };
        },
      },
      unconfirmedAccount,
    );
    expect(screen.getByRole('alertdialog', { name: 'Confirm your e-mail' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sent' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'Sent' }) as HTMLButtonElement).disabled).toBe(true);
    expect(paths()).toEqual(['POST /d2d/account/confirmation']);
    expect(bodies).toEqual([{ account: { email: 'new@example.com' } }]);
  });

  it('should list the ADS titles of the trade-in reminder', () => {
    setup({ kind: 'ads-trade-in-reminder', message: 'You can trade these in:', titles: ['Arcade Legends Vol. 1', 'Arcade Legends Vol. 2'] });
    const dialog = screen.getByRole('dialog', { name: 'Reminder' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Arcade Legends Vol. 1', 'Arcade Legends Vol. 2']);
  });

  it('should claim the bonus Cloud Play hours and close', async () => {
    const { onClose, paths, store } = setup({ kind: 'campaign', campaign: 'bonus-hours', bonusHours: 20 }, { 'GET /api/account/streaming/bonus20hrs': () => ({ success: true }) });
    expect(screen.getByRole('dialog', { name: '20 Bonus Cloud Play Hours' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim hours' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(paths()).toEqual(['GET /api/account/streaming/bonus20hrs']);
    expect(store.session.account.value?.bonus20hrs).toBe(true);
  });

  it('should let a campaign be put off without calling the server', async () => {
    const { onClose, paths } = setup({ kind: 'campaign', campaign: 'free-trial' });
    // the free-trial popup loads on demand
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(paths()).toEqual([]);
  });

  it('should acknowledge the loyalty welcome with OK', async () => {
    const { onClose, paths } = setup({ kind: 'campaign', campaign: 'loyalty-welcome' }, { 'POST /api/account/loyalty_1st_welcome': () => ({ success: true }) });
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(paths()).toEqual(['POST /api/account/loyalty_1st_welcome']));
  });
});
