import { useState, type FormEvent } from 'react';
import { validateBillingAddress, type Account, type BillingAddressField } from '@d2d/contract';
import { ChangeEmailForm, LinkedAccounts, TextField, useRequest, useStore } from '@d2d/react';
import { navigate } from '../../router/index.js';

function AddressForm({ account }: { account: Account }) {
  const store = useStore();
  const countries = useRequest((s, signal) => s.api.account.countries({ signal }), []);
  const a = account.address;
  const [values, setValues] = useState({
    user_name: a?.user_name ?? '',
    street_1: a?.street_1 ?? '',
    street_2: a?.street_2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    zipcode: a?.zipcode ?? '',
    country_code_id: a?.country_code_id ? String(a.country_code_id) : '',
  });
  const [errors, setErrors] = useState<Partial<Record<BillingAddressField, string>>>({});
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateBillingAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('saving');
    try {
      await store.api.account.update({
        account: { address: { ...values, street_2: values.street_2 || null, country_code_id: Number(values.country_code_id) } },
      });
      await store.session.refresh();
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };
  const text = (field: Exclude<BillingAddressField, 'country_code_id'> | 'street_2', label: string, autoComplete: string) => (
    <TextField label={label} autoComplete={autoComplete} value={values[field]} error={field === 'street_2' ? undefined : errors[field]} onChange={(e) => setValues({ ...values, [field]: e.target.value })} />
  );
  return (
    <form noValidate onSubmit={submit} className="store-form">
      <h3 className="d2d-subheading">Billing address</h3>
      {text('user_name', 'Full name', 'name')}
      {text('street_1', 'Address line 1', 'address-line1')}
      {text('street_2', 'Address line 2 (optional)', 'address-line2')}
      <div className="store-form__row">
        {text('city', 'City', 'address-level2')}
        {text('state', 'State', 'address-level1')}
        {text('zipcode', 'ZIP', 'postal-code')}
      </div>
      <div className="d2d-field">
        <label className="d2d-field__label" htmlFor="store-country">Country</label>
        <select id="store-country" className="d2d-select" value={values.country_code_id} aria-invalid={errors.country_code_id ? true : undefined} onChange={(e) => setValues({ ...values, country_code_id: e.target.value })}>
          <option value="">Choose a country</option>
          {(countries.data?.data.items ?? []).map((c) => (
            <option key={c.country_code_id} value={c.country_code_id}>{c.country_full_name}</option>
          ))}
        </select>
        {errors.country_code_id && <p className="d2d-field__error">{errors.country_code_id}</p>}
      </div>
      <p role="status" className="d2d-field__hint">{status === 'saved' ? 'Your billing address was saved.' : status === 'failed' ? 'Your billing address could not be saved.' : ''}</p>
      <button type="submit" className="d2d-button d2d-button--primary" disabled={status === 'saving'}>Save address</button>
    </form>
  );
}

function Preference({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <label className="d2d-checkbox">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * Account info: e-mail, user name, subscribe and tracking choices, linked social accounts, the
 * e-mail change (or the temporary address's replacement), billing address (spec §2).
 */
export function AccountInfoTab({ account }: { account: Account }) {
  const store = useStore();
  const [saving, setSaving] = useState(false);
  const update = async (change: { subscribe?: boolean; allow_tracking?: boolean }) => {
    setSaving(true);
    try {
      await store.api.account.update({ account: change });
      await store.session.refresh();
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="store-account-info">
      <dl className="d2d-details">
        <div className="d2d-details__row"><dt>E-mail</dt><dd>{account.emailAddress}{account.temporary_email ? ' (temporary)' : account.unconfirmedEmail ? ' (not confirmed yet)' : ''}</dd></div>
        {account.unconfirmedEmail && account.unconfirmedEmail !== account.emailAddress && (
          <div className="d2d-details__row"><dt>New e-mail</dt><dd>{account.unconfirmedEmail} (waiting for confirmation)</dd></div>
        )}
        <div className="d2d-details__row"><dt>User name</dt><dd>{account.userName ?? account.user_name ?? '—'}</dd></div>
      </dl>
      <fieldset className="store-fieldset" disabled={saving}>
        <legend className="d2d-subheading">Preferences</legend>
        <Preference label="Send me news and offers by e-mail" checked={account.subscribe === true} onChange={(v) => void update({ subscribe: v })} />
        <Preference label="Allow usage tracking to improve the store" checked={account.allow_tracking === true} onChange={(v) => void update({ allow_tracking: v })} />
      </fieldset>
      <LinkedAccounts account={account} onSignedOut={() => navigate('/', { replace: true })} />
      <ChangeEmailForm account={account} className="store-form" />
      <AddressForm account={account} />
    </div>
  );
}
