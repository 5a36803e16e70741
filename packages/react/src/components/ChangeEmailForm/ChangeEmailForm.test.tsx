import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type Account } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { account } from '../../fixtures/account.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { ChangeEmailForm, TEMPORARY_EMAIL_TEXT } from './ChangeEmailForm.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes, shown: Account = account) {
  const bodies: unknown[] = [];
  const { store } = createTestStore(
    {
      'GET /api/account/getcurrent': () => shown,
      ...Object.fromEntries(Object.entries(routes).map(([k, answer]) => [k, async (r: Request) => (bodies.push(await r.clone().json()), answer(r))])),
    },
    { token: 'tok' },
  );
  stores.push(store);
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ChangeEmailForm account={shown} />
    </StoreProvider>,
  );
  return { bodies };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = () => screen.getByRole('button', { name: 'Update email' }) as HTMLButtonElement;

describe('ChangeEmailForm', () => {
  it('should keep the button disabled while the addresses are invalid or differ', () => {
    setup({});
    expect(button().disabled).toBe(true);
    type('New email', 'new@example');
    expect(screen.getByText(MESSAGES.invalidEmailAddress)).toBeTruthy();
    type('New email', 'new@example.com');
    type('Confirm new email', 'new@example.org');
    expect(screen.getByText(MESSAGES.emailsDoNotMatch)).toBeTruthy();
    type('Confirm new email', 'new@example.com');
    type('Current password', 'secret12');
    expect(button().disabled).toBe(false);
  });

  it('should send the new address with the password and say a link is on its way', async () => {
    const { bodies } = setup({ 'PATCH /api/account/update_email': () => ({ ...account, unconfirmedEmail: 'new@example.com' }) });
    type('New email', 'new@example.com');
    type('Confirm new email', 'new@example.com');
    type('Current password', 'secret12');
    fireEvent.click(button());
    expect(await screen.findByText('We sent a confirmation link to new@example.com. Your email changes once you open it.')).toBeTruthy();
    expect(bodies[0]).toEqual({ account: { email: 'new@example.com', current_password: 'secret12' } });
  });

  it("should show the spec's texts for a wrong password and a refused address", async () => {
    let status = 422;
    setup({ 'PATCH /api/account/update_email': () => jsonError(status, status === 422 ? { errors: { current_password: ['x'] } } : { failureError: { id: 0, message: 'taken' } }) });
    type('New email', 'new@example.com');
    type('Confirm new email', 'new@example.com');
    type('Current password', 'wrong123');
    fireEvent.click(button());
    expect(await screen.findByText(MESSAGES.passwordIncorrect)).toBeTruthy();
    status = 409;
    type('Current password', 'secret12');
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.emailUpdateFailed);
  });

  it('should replace a temporary address without a password while the account has none', async () => {
    const temporary = { ...account, emailAddress: 'google-1@temporary-email.d2d.test', temporary_email: true, password_set: false };
    const { bodies } = setup({ 'PATCH /api/account/update_email': () => temporary }, temporary);
    expect(screen.getByRole('heading', { name: 'Replace your temporary email address' })).toBeTruthy();
    expect(screen.getByText(TEMPORARY_EMAIL_TEXT)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New email', 'sam@example.com');
    type('Confirm new email', 'sam@example.com');
    fireEvent.click(button());
    await waitFor(() => expect(bodies[0]).toEqual({ account: { email: 'sam@example.com' } }));
  });
});
