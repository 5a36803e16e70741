import { useState, type FormEvent } from 'react';
import { fieldErrorsFromServer, validateResetPassword, type ResetPasswordField } from '@d2d/contract';
import { ApiError, errorTextOf } from '@d2d/core';
import { TextField, useStore } from '@d2d/react';
import { navigate, useRoute } from '../../router/index.js';

/** /reset-password/{token}: sets a new password with the e-mailed reset token. */
export function ResetPasswordPage() {
  const store = useStore();
  const route = useRoute();
  const token = route.name === 'resetPassword' ? route.params.token : '';
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<Partial<Record<ResetPasswordField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetPassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || busy) return;
    setBusy(true);
    setMessage(null);
    try {
      await store.api.account.resetPassword({ account: { reset_password_token: token, ...values } });
      navigate('/complete-reset-password');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const body = error.body as { errors?: Record<string, string[]> } | undefined;
        setErrors(fieldErrorsFromServer(body?.errors ?? {}) as Partial<Record<ResetPasswordField, string>>);
      }
      setMessage((error instanceof ApiError ? errorTextOf(error.body) : undefined) ?? 'Your password could not be changed. The link may have expired; ask for a new one.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="store-narrow">
      <h1 className="d2d-page-title">Set a new password</h1>
      {message && <p className="d2d-alert d2d-alert--error" role="alert">{message}</p>}
      <form noValidate onSubmit={submit}>
        <TextField label="New password" type="password" autoComplete="new-password" required value={values.password} error={errors.password} hint="8 to 16 characters, with at least 1 number." onChange={(e) => setValues({ ...values, password: e.target.value })} />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required value={values.password_confirmation} error={errors.password_confirmation} onChange={(e) => setValues({ ...values, password_confirmation: e.target.value })} />
        <button type="submit" className="d2d-button d2d-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save password'}
        </button>
      </form>
    </section>
  );
}
