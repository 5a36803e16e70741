import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(routes: Routes = {}) {
  const bodies: unknown[] = [];
  const { store, requests } = createTestStore(
    Object.fromEntries(
      Object.entries(routes).map(([key, answer]) => [
        key,
        async (request: Request) => {
          bodies.push(await request.clone().json());
          return answer(request);
        },
      ]),
    ),
    { token: 'tok' },
  );
  stores.push(store);
  render(
    <StoreProvider store={store} restoreSession={false}>
      <ChangePasswordForm />
    </StoreProvider>,
  );
  return { requests, bodies };
}

function fill(current: string, next: string, confirmation = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it("should check the fields with the spec's rules before sending anything", () => {
    const { requests } = setup();
    fill('', 'short', 'other');
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(MESSAGES.fieldRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
    expect(screen.getByText(MESSAGES.passwordsDoNotMatch)).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('should change the password, say so and clear the fields', async () => {
    const { bodies } = setup({ 'PATCH /api/account/update_password': () => account });
    fill('secret123', 'newsecret1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your password has been changed.'));
    expect(bodies).toEqual([{ account: { current_password: 'secret123', password: 'newsecret1', password_confirmation: 'newsecret1' } }]);
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it("should put 'Your password is incorrect.' on the current password for a 422", async () => {
    setup({ 'PATCH /api/account/update_password': () => jsonError(422, { errors: { current_password: ['is invalid'] } }) });
    fill('wrong1234', 'newsecret1');
    await waitFor(() => expect(screen.getByText(MESSAGES.passwordIncorrect)).toBeTruthy());
    const current = screen.getByLabelText('Current password');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('should say something went wrong for any other failure', async () => {
    setup({ 'PATCH /api/account/update_password': () => jsonError(500, {}) });
    fill('secret123', 'newsecret1');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(MESSAGES.somethingWentWrong));
  });
});
