import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES, PAGES } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { LoginForm } from './LoginForm.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { cart } from '../../fixtures/cart.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes = {}) {
  const { store, requests } = createTestStore({ 'GET /api/account/shopping_carts': () => cart, ...routes });
  stores.push(store);
  const props = { onDone: vi.fn(), onForgot: vi.fn(), onNavigate: vi.fn() };
  render(
    <StoreProvider store={store} restoreSession={false}>
      <LoginForm {...props} />
    </StoreProvider>,
  );
  return { store, requests, ...props };
}

function login(email: string, password: string) {
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginForm', () => {
  it('should keep the shopper logged in by default', () => {
    setup();
    expect((screen.getByRole('checkbox', { name: 'Keep me logged in' }) as HTMLInputElement).checked).toBe(true);
  });

  it('should check the fields before sending them', () => {
    const { requests } = setup();
    login('', '');
    expect(screen.getAllByText(MESSAGES.fieldRequired)).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });

  it('should log in with the trimmed e-mail and report success', async () => {
    const { store, onDone } = setup({ 'POST /api/account/login': () => ({ ...account, token: 'tok-1' }) });
    login(' jane@example.com ', 'secret123');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(store.session.account.value?.emailAddress).toBe('jane@example.com');
  });

  it('should list the failure in an alert and stay open', async () => {
    const { onDone } = setup({ 'POST /api/account/login': () => jsonError(401, {}) });
    login('jane@example.com', 'wrong1234');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.loginFailed));
    expect(onDone).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Login' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('should send a shopper without a password to set one (409 id 104)', async () => {
    const { onNavigate } = setup({ 'POST /api/account/login': () => jsonError(409, { failureError: { id: 104, message: 'Please set a password.' } }) });
    login('jane@example.com', 'secret123');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith(PAGES.completeForgetPassword));
  });

  it('should switch to the forgot-password form', () => {
    const { onForgot } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onForgot).toHaveBeenCalledOnce();
  });
});
