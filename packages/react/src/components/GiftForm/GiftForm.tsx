import { GIFT_MESSAGE_MAX_LENGTH, GIFT_NAME_MAX_LENGTH, validateGiftForm, type GiftFormField, type GiftFormValues } from '@d2d/contract';
import { useState } from 'react';
import { cx } from '../../utils/cx.js';
import { TextField } from '../TextField/TextField.js';

/** Props of {@link GiftForm}. */
export interface GiftFormProps {
  value: GiftFormValues;
  onChange: (value: GiftFormValues) => void;
  /** Errors from the server (joined with commas) or from the checkout's check, by field. */
  errors?: Readonly<Partial<Record<string, string>>>;
  /** Show every field's error now (the shopper pressed checkout). */
  showAllErrors?: boolean;
  className?: string;
}

/**
 * The gift checkout form (spec §5): recipient first and last name (required, at most 20
 * characters), e-mail (required, checked) and a message of 3 to 256 characters, with the spec's
 * messages under each field.
 * @example
 * <GiftForm value={gift} onChange={setGift} errors={checkoutErrors} />
 */
export function GiftForm({ value, onChange, errors = {}, showAllErrors = false, className }: GiftFormProps) {
  const [touched, setTouched] = useState<Partial<Record<GiftFormField, boolean>>>({});
  const own = validateGiftForm(value);
  const errorOf = (field: GiftFormField) => errors[field] ?? (showAllErrors || touched[field] ? own[field] : undefined);
  const touch = (field: GiftFormField) => () => setTouched((t) => ({ ...t, [field]: true }));
  const set = (field: GiftFormField) => (text: string) => onChange({ ...value, [field]: text });
  return (
    <fieldset className={cx('d2d-gift', className)}>
      <legend className="d2d-gift__legend">Send as a gift</legend>
      <div className="d2d-gift__names">
        <TextField label="Recipient's first name" autoComplete="off" maxLength={GIFT_NAME_MAX_LENGTH + 5} value={value.gift_first_name ?? ''} error={errorOf('gift_first_name')} onBlur={touch('gift_first_name')} onChange={(e) => set('gift_first_name')(e.target.value)} />
        <TextField label="Recipient's last name" autoComplete="off" maxLength={GIFT_NAME_MAX_LENGTH + 5} value={value.gift_last_name ?? ''} error={errorOf('gift_last_name')} onBlur={touch('gift_last_name')} onChange={(e) => set('gift_last_name')(e.target.value)} />
      </div>
      <TextField label="Recipient's e-mail" type="email" autoComplete="off" value={value.gift_email ?? ''} error={errorOf('gift_email')} onBlur={touch('gift_email')} onChange={(e) => set('gift_email')(e.target.value)} />
      <GiftMessage value={value.gift_mail_body ?? ''} error={errorOf('gift_mail_body')} onBlur={touch('gift_mail_body')} onChange={set('gift_mail_body')} />
    </fieldset>
  );
}

function GiftMessage({ value, error, onBlur, onChange }: { value: string; error: string | undefined; onBlur: () => void; onChange: (text: string) => void }) {
  const id = 'd2d-gift-message';
  return (
    <div className="d2d-field">
      <label htmlFor={id} className="d2d-field__label">
        Message
      </label>
      <textarea
        id={id}
        className="d2d-textarea"
        value={value}
        maxLength={GIFT_MESSAGE_MAX_LENGTH + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-count`} className="d2d-field__hint">
        {value.length} / {GIFT_MESSAGE_MAX_LENGTH}
      </p>
      {error && (
        <p id={`${id}-error`} className="d2d-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
