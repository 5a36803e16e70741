import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { ForgotPasswordForm } from './ForgotPasswordForm.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes = {}, signedIn = false) {
  const bodies: unknown[] = [];
  const reset = routes['POST /api/account/password'];
  const { store, requests } = createTestStore(
    reset
      ? {
          'POST /api/account/password': async (request) => {
            bodies.push(await request.clone().json());
            return reset(request);
          },
        }
      : {},
  );
  stores.push(store);
  if (signedIn) store.session.account.value = account;
  const onDone = vi.fn();
  const onBack = vi.fn();
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ForgotPasswordForm onDone={onDone} onBack={onBack} />
    </StoreProvider>,
  );
  return { requests, bodies, onDone, onBack };
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

describe('ForgotPasswordForm', () => {
  it('should check the e-mail before asking for the reset link', () => {
    const { requests, onDone } = setup();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'not-an-email' } });
    send();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('should ask the server to e-mail the trimmed address a reset link', async () => {
    const { bodies, onDone } = setup({ 'POST /api/account/password': () => ({ success: true }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: ' jane@example.com ' } });
    send();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ account: { email: 'jane@example.com' } }]);
  });

  it("should show the server's reason when it refuses", async () => {
    setup({ 'POST /api/account/password': () => jsonError(409, { failureError: { id: 1, message: 'Too many reset e-mails. Try again tomorrow.' } }) });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'jane@example.com' } });
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many reset e-mails. Try again tomorrow.'));
  });

  it("should fill in and lock a signed-in shopper's e-mail", async () => {
    const { onDone } = setup({ 'POST /api/account/password': () => ({ success: true }) }, true);
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement;
    expect(email.value).toBe('jane@example.com');
    expect(email.readOnly).toBe(true);
    await act(async () => send());
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });

  it('should go back to the login form', () => {
    const { onBack } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onBack).toHaveBeenCalledOnce();
  });
});
