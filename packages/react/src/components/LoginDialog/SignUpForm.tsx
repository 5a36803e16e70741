import { useState, type FormEvent } from 'react';
import { validateSignUp, type CaptchaChallenge, type SignUpField } from '@d2d/contract';
import { signUpFailure } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { Captcha } from '../Captcha/Captcha.js';
import { TextField } from '../TextField/TextField.js';
import { FormErrors } from './FormErrors.js';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Fetches a captcha challenge through the store. */
  loadChallenge: (signal: AbortSignal) => Promise<CaptchaChallenge>;
  /** Called after the account was created (the store shows the confirmation notice). */
  onDone: () => void;
}

/**
 * The sign-up form (spec §5): user name, e-mail and password required, the password rule, the
 * captcha, and the optional mailing list. Submit stays disabled until the form is valid and the
 * captcha solved; a refused sign-up lists the server's errors on their fields and resets the
 * captcha.
 */
export function SignUpForm({ loadChallenge, onDone }: SignUpFormProps) {
  const store = useStore();
  const [values, setValues] = useState({ user_name: '', email: '', password: '', subscribe: false });
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [messages, setMessages] = useState<readonly string[]>([]);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [busy, setBusy] = useState(false);

  const errors = validateSignUp({ ...values, captcha });
  const valid = Object.keys(errors).length === 0;
  const shown = (field: SignUpField) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field];
  const touch = (field: SignUpField) => setTouched((t) => ({ ...t, [field]: true }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ user_name: true, email: true, password: true, captcha: true });
    if (!valid || busy || captcha === null) return;
    setBusy(true);
    setMessages([]);
    setServerErrors({});
    try {
      await store.session.signUp({
        account: { user_name: values.user_name.trim(), email: values.email.trim(), password: values.password, subscribe: values.subscribe },
        'g-recaptcha-response': captcha,
      });
      onDone();
    } catch (error) {
      const failure = signUpFailure(error);
      setMessages(failure.messages);
      setServerErrors({ ...failure.fieldErrors });
      if (failure.resetCaptcha) setCaptchaReset((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="d2d-login__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <FormErrors messages={messages} />
      <TextField
        label="User name"
        autoComplete="username"
        required
        maxLength={50}
        value={values.user_name}
        error={shown('user_name')}
        onBlur={() => touch('user_name')}
        onChange={(e) => setValues({ ...values, user_name: e.target.value })}
      />
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={shown('email')}
        onBlur={() => touch('email')}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={shown('password')}
        hint="8 to 16 characters, with at least 1 number."
        onBlur={() => touch('password')}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
      />
      <label className="d2d-checkbox">
        <input type="checkbox" checked={values.subscribe} onChange={(e) => setValues({ ...values, subscribe: e.target.checked })} />
        <span>Send me news and offers by e-mail</span>
      </label>
      <Captcha loadChallenge={loadChallenge} onChange={setCaptcha} resetKey={captchaReset} error={touched.captcha ? errors.captcha : null} />
      <button type="submit" className="d2d-button d2d-button--primary d2d-button--block" disabled={!valid || busy}>
        {busy ? 'Creating your account…' : 'Sign Up'}
      </button>
    </form>
  );
}
