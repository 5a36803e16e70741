import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@d2d/contract';
import type { Store } from '@d2d/core';
import { StoreProvider } from '../../provider/StoreProvider.js';
import { SignUpForm } from './SignUpForm.js';
import { createTestStore, jsonError, type Routes } from '../../test/testStore.js';
import { account } from '../../fixtures/account.js';
import { captchaChallenge } from '../../fixtures/captcha.js';

const stores: Store[] = [];
afterEach(() => {
  cleanup();
  for (const s of stores.splice(0)) s.dispose();
});

function setup(answer?: Routes[string]) {
  const bodies: Array<Record<string, unknown>> = [];
  const { store } = createTestStore(
    answer
      ? {
          'POST /api/account/sign_up': async (request) => {
            bodies.push((await request.clone().json()) as Record<string, unknown>);
            return answer(request);
          },
        }
      : {},
  );
  stores.push(store);
  const onDone = vi.fn();
  const loadChallenge = vi.fn(() => captchaChallenge(4));
  render(
    <StoreProvider store={store} restoreSession={false}>
      <SignUpForm loadChallenge={loadChallenge} onDone={onDone} />
    </StoreProvider>,
  );
  return { bodies, onDone, loadChallenge };
}

const submit = () => screen.getByRole('button', { name: 'Sign Up' }) as HTMLButtonElement;

function fill() {
  fireEvent.change(screen.getByRole('textbox', { name: 'User name' }), { target: { value: ' janeplays ' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'jane@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
}

async function solveCaptcha() {
  fireEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await waitFor(() => expect(screen.getByText('Verified')).toBeTruthy());
}

describe('SignUpForm', () => {
  it('should show a field error once the shopper leaves the field', () => {
    setup();
    const password = screen.getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'short' } });
    expect(screen.queryByText(MESSAGES.passwordRule)).toBeNull();
    fireEvent.blur(password);
    expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
  });

  it('should keep Sign Up disabled until the form is valid and the captcha solved', async () => {
    const { loadChallenge } = setup();
    fill();
    expect(submit().disabled).toBe(true);
    await solveCaptcha();
    expect(loadChallenge).toHaveBeenCalledOnce();
    expect(submit().disabled).toBe(false);
  });

  it('should create the account with the captcha payload and the mailing-list choice', async () => {
    const { bodies, onDone } = setup(() => account);
    fill();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send me news and offers by e-mail' }));
    await solveCaptcha();
    fireEvent.click(submit());
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies[0]?.account).toEqual({ user_name: 'janeplays', email: 'jane@example.com', password: 'secret123', subscribe: true });
    const payload = JSON.parse(atob(bodies[0]?.['g-recaptcha-response'] as string)) as { solution: { counter: number } };
    expect(payload.solution.counter).toBe(4);
  });

  it("should put the server's errors on their fields and reset the spent captcha", async () => {
    const { onDone } = setup(() => jsonError(422, { errors: { email: ['has already been taken'] } }));
    fill();
    await solveCaptcha();
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('has already been taken'));
    expect(screen.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    // the spent captcha is reset once the refusal is handled, which may land a render after the alert
    await waitFor(() => expect((screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement).checked).toBe(false));
    expect(submit().disabled).toBe(true);
    expect(onDone).not.toHaveBeenCalled();
  });
});
