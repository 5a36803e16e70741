import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { LoginDialog, type LoginDialogMode } from './LoginDialog.js';
import { createTestStore, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { captchaChallenge } from '../../fixtures/captcha.js';
import { cart } from '../../fixtures/cart.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(mode: LoginDialogMode, routes: Routes = {}) {
  const { store } = createTestStore(routes);
  stores.push(store);
  const props = { onModeChange: vi.fn(), onDismiss: vi.fn(), onSuccess: vi.fn(), onNavigate: vi.fn() };
  render(
    <StoreProvider store={store} restoreSession={false}>
      <LoginDialog open mode={mode} loadCaptchaChallenge={() => captchaChallenge()} {...props} />
    </StoreProvider>,
  );
  return props;
}

describe('LoginDialog', () => {
  it('should be a modal titled Login with Login and Sign Up tabs', () => {
    const { onModeChange } = setup('login');
    const dialog = screen.getByRole('dialog', { name: 'Login' });
    const tabs = within(dialog).getByRole('tablist', { name: 'Login or sign up' });
    expect(within(tabs).getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Sign Up' }));
    expect(onModeChange).toHaveBeenCalledWith('signup');
  });

  it('should show the sign-up form with its captcha in sign-up mode', () => {
    setup('signup');
    const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
    expect(within(dialog).getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('checkbox', { name: "I'm not a robot" })).toBeTruthy();
  });

  it('should show the forgot-password form without tabs, with a way back', () => {
    const { onModeChange } = setup('forgot');
    const dialog = screen.getByRole('dialog', { name: 'Forgot Password' });
    expect(within(dialog).queryByRole('tablist')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    expect(onModeChange).toHaveBeenCalledWith('login');
  });

  it('should report a dismissal on Escape', () => {
    const { onDismiss } = setup('login');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('should report a successful login', async () => {
    const { onSuccess } = setup('login', { 'POST /api/account/login': () => ({ ...account, token: 'tok-1' }), 'GET /api/account/shopping_carts': () => cart });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'jane@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Login' }).find((b) => b.getAttribute('type') === 'submit')!);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('login'));
  });
});
