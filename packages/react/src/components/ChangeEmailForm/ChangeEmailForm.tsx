import { useState, type FormEvent } from 'react';
import { changeEmailFailureMessage, validateChangeEmail, type Account, type ChangeEmailField } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link ChangeEmailForm}. */
export interface ChangeEmailFormProps {
  account: Account;
  className?: string;
}

/** What the temporary-address variant says (the spec writes no text for it). */
export const TEMPORARY_EMAIL_TEXT =
  'Your account has a temporary email address because your social account did not share one. Enter your email address: we send it a link, and it replaces the temporary one once you open it.';

/**
 * The e-mail change form (spec §5, `PATCH /api/account/update_email`): the new address twice and
 * the current password; the button stays disabled while the addresses are invalid or differ. A
 * wrong password shows 'Your password is incorrect.', any other refusal 'New email is invalid or
 * already exists.'. For an account with a temporary address (a social sign-up without e-mail) it
 * is the update-and-confirm flow that replaces it (spec §4), without a password while the account
 * has none.
 * @example
 * <ChangeEmailForm account={account} />
 */
export function ChangeEmailForm({ account, className }: ChangeEmailFormProps) {
  const store = useStore();
  const needsPassword = account.password_set !== false;
  const temporary = account.temporary_email === true;
  const empty = { email: '', email_confirmation: '', current_password: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ChangeEmailField, string>>>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' } | { kind: 'sent'; to: string } | { kind: 'failed'; text: string }>({ kind: 'idle' });

  // checked as the shopper types; a field shows its error once it holds something
  const formErrors = validateChangeEmail(needsPassword ? values : { ...values, current_password: '-' });
  const shown: Partial<Record<ChangeEmailField, string>> = {
    email: values.email ? formErrors.email : undefined,
    email_confirmation: values.email_confirmation ? formErrors.email_confirmation : undefined,
    current_password: errors.current_password,
  };
  const valid = Object.keys(formErrors).length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    if (!valid || status.kind === 'saving') return;
    setStatus({ kind: 'saving' });
    try {
      await store.api.account.updateEmail({
        account: { email: values.email.trim(), ...(needsPassword ? { current_password: values.current_password } : {}) },
      });
      setValues(empty);
      setStatus({ kind: 'sent', to: values.email.trim() });
      await store.session.refresh();
    } catch (error) {
      const text = changeEmailFailureMessage(error instanceof ApiError ? error.status : 0);
      if (error instanceof ApiError && error.status === 422) setErrors({ current_password: text });
      setStatus({ kind: 'failed', text });
    }
  };

  const set = (field: ChangeEmailField) => (e: { target: { value: string } }) => {
    setValues({ ...values, [field]: e.target.value });
    if (field === 'current_password') setErrors({});
  };
  return (
    <form className={['d2d-change-email', className].filter(Boolean).join(' ')} noValidate onSubmit={submit} aria-labelledby="d2d-change-email-title">
      <h3 id="d2d-change-email-title" className="d2d-subheading">{temporary ? 'Replace your temporary email address' : 'Change email'}</h3>
      {temporary && <p className="d2d-field__hint">{TEMPORARY_EMAIL_TEXT}</p>}
      <TextField label="New email" type="email" autoComplete="email" required value={values.email} error={shown.email} onChange={set('email')} />
      <TextField label="Confirm new email" type="email" autoComplete="email" required value={values.email_confirmation} error={shown.email_confirmation} onChange={set('email_confirmation')} />
      {needsPassword && (
        <TextField label="Current password" type="password" autoComplete="current-password" required value={values.current_password} error={shown.current_password} onChange={set('current_password')} />
      )}
      {status.kind === 'failed' && !errors.current_password ? (
        <p role="alert" className="d2d-field__error">{status.text}</p>
      ) : (
        <p role="status" className="d2d-field__hint">
          {status.kind === 'sent' ? `We sent a confirmation link to ${status.to}. Your email changes once you open it.` : ''}
        </p>
      )}
      <button type="submit" className="d2d-button d2d-button--primary" disabled={!valid || status.kind === 'saving'}>
        {status.kind === 'saving' ? 'Updating…' : 'Update email'}
      </button>
    </form>
  );
}
