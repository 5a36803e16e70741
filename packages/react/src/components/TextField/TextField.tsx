import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx.js';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's error; it is announced and tied to the input with `aria-describedby`. */
  error?: string | null | undefined;
  /** Help under the field. */
  hint?: ReactNode;
  /** `textarea` for multi-line text. */
  multiline?: false;
}

/**
 * A labelled text input with its error and hint wired for assistive technology (`aria-invalid`,
 * `aria-describedby`).
 * @example
 * <TextField label="E-mail" type="email" value={email} onChange={…} error={errors.email} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, className, multiline: _m, ...input }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('d2d-field', className)}>
      <label htmlFor={id} className="d2d-field__label">
        {label}
      </label>
      <input ref={ref} id={id} className="d2d-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="d2d-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="d2d-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
