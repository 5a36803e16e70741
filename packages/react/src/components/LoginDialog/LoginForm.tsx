import { useState, type FormEvent } from 'react';
import { validateLogin, type LoginField } from '@d2d/contract';
import { loginFailure } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { TextField } from '../TextField/TextField.js';
import { FormErrors } from './FormErrors.js';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Called after a successful login. */
  onDone: () => void;
  /** Switch to the forgot-password form. */
  onForgot: () => void;
  /** Go to a route (409 id 104 sends the shopper to /complete-forget-password). */
  onNavigate: (path: string) => void;
}

/** The login form of the login dialog: e-mail, password, remember me; the §8 failures. */
export function LoginForm({ onDone, onForgot, onNavigate }: LoginFormProps) {
  const store = useStore();
  const [values, setValues] = useState({ email: '', password: '', remember: true });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [resend, setResend] = useState<'hidden' | 'offered' | 'sending' | 'sent'>('hidden');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setMessages([]);
    try {
      await store.session.login({ email: values.email.trim(), password: values.password, remember: values.remember });
      onDone();
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.kind === 'messages') setMessages(failure.messages);
      else if (failure.kind === 'resendConfirmation') {
        setMessages([failure.message]);
        setResend('offered');
      } else onNavigate(failure.path);
    } finally {
      setBusy(false);
    }
  };

  const resendConfirmation = async () => {
    setResend('sending');
    try {
      await store.api.account.resendConfirmation({ account: { email: values.email.trim() } });
      setResend('sent');
    } catch {
      setResend('offered');
    }
  };

  return (
    <form className="d2d-login__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <FormErrors messages={messages}>
        {resend !== 'hidden' && (
          <button type="button" className="d2d-button d2d-button--small" disabled={resend !== 'offered'} onClick={() => void resendConfirmation()}>
            {resend === 'sent' ? 'Sent' : 'Resend'}
          </button>
        )}
      </FormErrors>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <label className="d2d-checkbox">
        <input type="checkbox" checked={values.remember} onChange={(e) => setValues({ ...values, remember: e.target.checked })} />
        <span>Keep me logged in</span>
      </label>
      <div className="d2d-login__actions">
        <button type="submit" className="d2d-button d2d-button--primary d2d-button--block" disabled={busy}>
          {busy ? 'Logging in…' : 'Login'}
        </button>
        <button type="button" className="d2d-button d2d-button--ghost d2d-button--small" onClick={onForgot}>
          Forgot your password?
        </button>
      </div>
    </form>
  );
}
