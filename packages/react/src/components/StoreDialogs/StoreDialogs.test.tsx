import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { StoreDialogs } from './StoreDialogs.js';
import { useDialogs } from './DialogsContext.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { captchaChallenge } from '../../fixtures/captcha.js';
import { cart } from '../../fixtures/cart.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function OpenLogin() {
  const dialogs = useDialogs();
  return (
    <button type="button" onClick={() => dialogs.openLogin('login')}>
      Open login
    </button>
  );
}

function setup(routes: Routes = {}, options: { token?: string } = {}) {
  const { store, requests } = createTestStore(routes, options);
  stores.push(store);
  const onNavigate = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <StoreDialogs onNavigate={onNavigate} supportUrl="https://support.example.com" loadCaptchaChallenge={() => captchaChallenge()}>
        <OpenLogin />
      </StoreDialogs>
    </StoreProvider>,
  );
  return { store, requests, onNavigate };
}

async function login(email: string, password: string) {
  // the dialog's code loads on its first opening
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Login' }).find((b) => b.getAttribute('type') === 'submit')!);
  return dialog;
}

describe('StoreDialogs', () => {
  it('should check the login form before sending it', async () => {
    const { requests } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await login('not-an-email', '');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('This field is required.')).toBeTruthy();
    // the dialog asks which social sign-ins there are; no login is sent
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('should log in, close the dialog and load the cart', async () => {
    const { store } = setup({
      'POST /api/account/login': () => ({ ...account, token: 'tok-1' }),
      'GET /api/account/shopping_carts': () => cart,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await login('jane@example.com', 'secret123');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.session.account.value?.emailAddress).toBe('jane@example.com');
    await waitFor(() => expect(store.cart.count.value).toBe(2));
  });

  it("should show '(Login failed. Please try again.)' for a failed login", async () => {
    setup({ 'POST /api/account/login': () => jsonError(401, {}) });
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await login('jane@example.com', 'wrong1234');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('(Login failed. Please try again.)'));
  });

  it('should offer Resend for an unconfirmed e-mail (409 id 102)', async () => {
    const { requests } = setup({
      'POST /api/account/login': () => jsonError(409, { failureError: { id: 102, message: 'Please confirm your e-mail first.' } }),
      'POST /d2d/account/confirmation': () => ({ success: true }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open login' }));
    await login('jane@example.com', 'secret123');
    await waitFor(() => expect(screen.getByText('Please confirm your e-mail first.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sent' })).toBeTruthy());
    expect(requests.some((r) => new URL(r.url).pathname === '/d2d/account/confirmation')).toBe(true);
  });

  it("should open the login dialog on core's login-required event and drop the waiting calls when dismissed", async () => {
    const { store } = setup({ 'GET /api/account/wallet': () => jsonError(401, {}) }, { token: 'old' });
    let failure: unknown;
    await act(async () => {
      store.api.account.wallet().catch((e: unknown) => {
        failure = e;
      });
      await new Promise((r) => setTimeout(r, 20));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(failure).toBeDefined());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("should show core's message dialogs one at a time, with the spec's texts", async () => {
    const { store } = setup();
    const line = cart.cart_details[0]!;
    act(() => {
      store.session.account.value = account;
      store.cart.set({ ...cart, cart_details: Array.from({ length: 6 }, (_, i) => ({ ...line, id: 200 + i, product: { ...line.product, id: 900 + i } })) });
    });
    await act(async () => {
      await store.checkout.start({ redirectUrl: 'http://x/' });
      await store.checkout.start({ redirectUrl: 'http://x/' });
    });
    const first = await screen.findByRole('alertdialog', { name: 'Message' });
    expect(first.textContent).toContain('Due to transaction limit, you can not purchase more than 5 items at one time. Please remove some items in your shopping cart.');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog', { name: 'Message' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('should go to account info after the billing-address dialog (4011)', async () => {
    const { store, onNavigate } = setup({ 'POST /api/account/shopping_carts/checkout': () => jsonError(422, { error_code: 4011, errors: {} }) }, { token: 'tok' });
    act(() => {
      store.session.account.value = account;
      store.cart.set(cart);
    });
    await act(async () => {
      await store.checkout.start({ redirectUrl: 'http://x/' });
    });
    expect((await screen.findByRole('alertdialog')).textContent).toContain('Email Billing Address Required');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onNavigate).toHaveBeenCalledWith('/my-account/account-info');
  });
});
