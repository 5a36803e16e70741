import { useState, type FormEvent } from 'react';
import { validateForgotPassword } from '@d2d/contract';
import { errorTextOf, ApiError } from '@d2d/core';
import { useAccount } from '../../hooks/useAccount.js';
import { useStore } from '../../hooks/useStore.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** Called once the reset e-mail was requested. */
  onDone: () => void;
  onBack?: () => void;
}

/**
 * The forgot-password form (spec §5): e-mail required; pre-filled and locked for a logged-in
 * shopper. It asks the server to e-mail a reset link.
 */
export function ForgotPasswordForm({ onDone, onBack }: ForgotPasswordFormProps) {
  const store = useStore();
  const account = useAccount();
  const [email, setEmail] = useState(account?.emailAddress ?? '');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = account ? account.emailAddress : email;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateForgotPassword({ email: value });
    setError(found.email);
    if (found.email) return;
    setBusy(true);
    setMessage(null);
    try {
      await store.api.account.requestPasswordReset({ account: { email: value.trim() } });
      onDone();
    } catch (failure) {
      setMessage((failure instanceof ApiError ? errorTextOf(failure.body) : undefined) ?? 'We could not send the reset e-mail. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="d2d-login__form" noValidate onSubmit={submit}>
      <p className="d2d-field__hint">Enter the e-mail address of your account and we will send you a link to set a new password.</p>
      {message && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {message}
        </p>
      )}
      <TextField label="E-mail" type="email" autoComplete="email" required readOnly={account !== null} value={value} error={error} onChange={(e) => setEmail(e.target.value)} />
      <div className="d2d-login__actions">
        <button type="submit" className="d2d-button d2d-button--primary d2d-button--block" disabled={busy}>
          {busy ? 'Sending…' : 'Send reset link'}
        </button>
        {onBack && (
          <button type="button" className="d2d-button d2d-button--ghost d2d-button--small" onClick={onBack}>
            Back to login
          </button>
        )}
      </div>
    </form>
  );
}
