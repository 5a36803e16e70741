import { useState, type FormEvent } from 'react';
import { MESSAGES, validateChangePassword, type ChangePasswordField } from '@d2d/contract';
import { ApiError } from '@d2d/core';
import { useStore } from '../../hooks/useStore.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  className?: string;
}

/**
 * The change-password form (spec §5): current password required; the new one 8 to 16
 * characters with a digit; the confirmation equal to it. A wrong current password answers
 * 'Your password is incorrect.'.
 * @example
 * <ChangePasswordForm />
 */
export function ChangePasswordForm({ className }: ChangePasswordFormProps) {
  const store = useStore();
  const empty = { current_password: '', password: '', password_confirmation: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<ChangePasswordField, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateChangePassword(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || status === 'saving') return;
    setStatus('saving');
    try {
      await store.api.account.updatePassword({ account: values });
      setValues(empty);
      setStatus('saved');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors({ current_password: MESSAGES.passwordIncorrect });
      setStatus('failed');
    }
  };

  const field = (name: ChangePasswordField, label: string, autoComplete: string) => (
    <TextField label={label} type="password" autoComplete={autoComplete} required value={values[name]} error={errors[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />
  );
  return (
    <form className={className} noValidate onSubmit={submit}>
      {field('current_password', 'Current password', 'current-password')}
      {field('password', 'New password', 'new-password')}
      {field('password_confirmation', 'Confirm new password', 'new-password')}
      <p role="status" className="d2d-field__hint">
        {status === 'saved' ? 'Your password has been changed.' : status === 'failed' && !errors.current_password ? MESSAGES.somethingWentWrong : ''}
      </p>
      <button type="submit" className="d2d-button d2d-button--primary" disabled={status === 'saving'}>
        {status === 'saving' ? 'Saving…' : 'Change password'}
      </button>
    </form>
  );
}
