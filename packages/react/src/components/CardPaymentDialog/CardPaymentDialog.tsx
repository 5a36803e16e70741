import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Account, BillingDetails, CardForm, Country, OrderSummary, SiteId } from '@d2d/contract';
import { formatPrice, type CardConfirmer, type CardConfirmResult, type CardStep } from '@d2d/core';
import { CheckoutSummary } from '../CheckoutSummary/CheckoutSummary.js';
import { Dialog } from '../Dialog/Dialog.js';
import { StripeCardField, type StripeLoader } from '../StripeCardField/StripeCardField.js';
import { TextField } from '../TextField/TextField.js';

/** The card details the sandbox card form collects. */
export interface CardDetails {
  number: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
}

/** Props of {@link CardPaymentDialog}. */
export interface CardPaymentDialogProps {
  open: boolean;
  /** The card step from core's checkout state (idle, submitting, submitted, error). */
  step: CardStep;
  /** The provider's message when the step is `error`. */
  error?: string | undefined;
  /** The amount to pay in minor units (the pay button shows it with the currency symbol). */
  amountMinor: number;
  siteId: SiteId;
  /** The account, to prefill the billing fields. */
  account: Account | null;
  /** Countries of the billing address. */
  countries: readonly Country[];
  /**
   * Pays: the host passes the billing details and card to `store.checkout.submitCard`, with a
   * confirmer for its card provider. With the Stripe.js form the card is Stripe's (the digits
   * are empty) and `confirm` is the Card Element's confirmer, which the host passes on as is.
   */
  onSubmit: (billing: BillingDetails, card: CardDetails, confirm?: CardConfirmer) => void;
  /** Closes the modal (`store.checkout.closeCard`): it resets the form and refreshes the cart. */
  onClose: () => void;
  /** The checkout's order summary (lines, discounts, tax, total), shown before the Pay button. */
  summary?: OrderSummary;
  /**
   * The server's card form (`store.api.checkout.cardForm()`): Stripe.js's Card Element in place
   * of the card fields when it says `stripe`; the sandbox's card fields when it says `sandbox`
   * or is not given.
   */
  cardForm?: CardForm | undefined;
  /** Loads Stripe.js for the Stripe form (defaults to `@stripe/stripe-js`, imported on first use). */
  loadStripe?: StripeLoader | undefined;
}

/** The card of a Stripe.js payment: Stripe's frame holds the digits, the store none. */
const STRIPE_CARD: CardDetails = { number: '', expiry: '', cvc: '' };

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * The card payment modal (spec §2, §4): name, address lines 1 and 2, city, state, ZIP and
 * country prefilled from the account, the card details, and a pay button with the currency
 * symbol and amount, after the order summary when one is given. Every input must pass the browser's own validity checks before it
 * submits; while submitting the fields are disabled and a second submit is ignored; the card
 * provider's error shows in an error line and the fields come back.
 * @example
 * <CardPaymentDialog open step={state.card} amountMinor={state.amountMinor} siteId={1} account={account} countries={countries} onSubmit={pay} onClose={() => store.checkout.closeCard()} />
 */
export function CardPaymentDialog({ open, step, error, amountMinor, siteId, account, countries, onSubmit, onClose, summary, cardForm, loadStripe }: CardPaymentDialogProps) {
  const address = account?.address;
  const [billing, setBilling] = useState({
    name: address?.user_name ?? [account?.firstName].filter(Boolean).join(' '),
    line1: address?.street_1 ?? '',
    line2: address?.street_2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postal_code: address?.zipcode ?? '',
    country: address?.country?.code2 ?? countries.find((c) => c.country_code_id === address?.country_code_id)?.code2 ?? '',
  });
  const [card, setCard] = useState<CardDetails>({ number: '', expiry: '', cvc: '' });
  const stripe = cardForm?.provider === 'stripe' ? cardForm : null;
  const [stripeConfirm, setStripeConfirm] = useState<CardConfirmer | null>(null);
  // the countries arrive after the modal opens: pick the account's country once they do
  useEffect(() => {
    const code = countries.find((c) => c.country_code_id === address?.country_code_id)?.code2;
    if (code) setBilling((b) => (b.country === '' ? { ...b, country: code } : b));
  }, [countries, address?.country_code_id]);
  const formRef = useRef<HTMLFormElement>(null);
  const busy = step === 'submitting' || step === 'submitted';
  const set = (field: keyof typeof billing) => (value: string) => setBilling((b) => ({ ...b, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // without a mounted Card Element there is nothing to pay with; the field says why
    if (busy || (stripe && !stripeConfirm)) return;
    const form = formRef.current;
    if (form && !form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const details: BillingDetails = {
      name: billing.name.trim(),
      email: account?.emailAddress ?? '',
      address: {
        line1: billing.line1.trim(),
        line2: billing.line2.trim() || null,
        city: billing.city.trim(),
        state: billing.state.trim(),
        postal_code: billing.postal_code.trim(),
        country: billing.country,
      },
    };
    if (stripe && stripeConfirm) onSubmit(details, STRIPE_CARD, stripeConfirm);
    else onSubmit(details, { number: digits(card.number), expiry: card.expiry.trim(), cvc: digits(card.cvc) });
  };

  const pay = formatPrice(amountMinor, siteId);
  return (
    <Dialog open={open} title="Payment" onClose={onClose} dismissable={!busy} closeOnBackdrop={false} className="d2d-card-payment">
      <form ref={formRef} onSubmit={submit} className="d2d-card-payment__form">
        <fieldset disabled={busy} className="d2d-card-payment__fields">
          <legend className="d2d-card-payment__legend">Billing address</legend>
          <TextField label="Name on card" autoComplete="cc-name" required value={billing.name} onChange={(e) => set('name')(e.target.value)} />
          <TextField label="Address line 1" autoComplete="address-line1" required value={billing.line1} onChange={(e) => set('line1')(e.target.value)} />
          <TextField label="Address line 2 (optional)" autoComplete="address-line2" value={billing.line2} onChange={(e) => set('line2')(e.target.value)} />
          <div className="d2d-card-payment__row">
            <TextField label="City" autoComplete="address-level2" required value={billing.city} onChange={(e) => set('city')(e.target.value)} />
            <TextField label="State" autoComplete="address-level1" required value={billing.state} onChange={(e) => set('state')(e.target.value)} />
            <TextField label="ZIP" autoComplete="postal-code" required value={billing.postal_code} onChange={(e) => set('postal_code')(e.target.value)} />
          </div>
          <div className="d2d-field">
            <label className="d2d-field__label" htmlFor="d2d-card-country">
              Country
            </label>
            <select id="d2d-card-country" className="d2d-select" required autoComplete="country" value={billing.country} onChange={(e) => set('country')(e.target.value)}>
              <option value="">Choose a country</option>
              {countries.map((c) => (
                <option key={c.code2} value={c.code2}>
                  {c.country_full_name}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <fieldset disabled={busy} className="d2d-card-payment__fields">
          <legend className="d2d-card-payment__legend">Card</legend>
          {stripe ? (
            <StripeCardField publishableKey={stripe.publishable_key} disabled={busy} loadStripe={loadStripe} onReady={(confirm) => setStripeConfirm(() => confirm)} />
          ) : (
            <>
              <TextField
                label="Card number"
                inputMode="numeric"
                autoComplete="cc-number"
                required
                pattern="[0-9 ]{12,23}"
                title="12 to 19 digits"
                value={card.number}
                onChange={(e) => setCard({ ...card, number: e.target.value })}
              />
              <div className="d2d-card-payment__row">
                <TextField label="Expiry (MM/YY)" autoComplete="cc-exp" required pattern="(0[1-9]|1[0-2])/[0-9]{2}" title="MM/YY" placeholder="MM/YY" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} />
                <TextField label="CVC" inputMode="numeric" autoComplete="cc-csc" required pattern="[0-9]{3,4}" title="3 or 4 digits" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} />
              </div>
            </>
          )}
        </fieldset>
        {summary && <CheckoutSummary summary={summary} siteId={siteId} headingLevel={3} className="d2d-card-payment__summary" />}
        <p className="d2d-card-payment__error" role="alert">
          {step === 'error' ? error : ''}
        </p>
        {/* the actions stay pinned to the dialog's bottom edge, so Pay is in view on a phone */}
        <div className="d2d-card-payment__actions">
          {step === 'submitted' ? (
            <p className="d2d-card-payment__done" role="status">
              Payment complete. Taking you to your receipt…
            </p>
          ) : (
            <button type="submit" className="d2d-button d2d-button--buy d2d-button--block" disabled={busy || (stripe !== null && !stripeConfirm)} aria-busy={step === 'submitting' || undefined}>
              {step === 'submitting' ? 'Processing…' : `Pay ${pay}`}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

/** The result type a card confirmer returns (re-exported for hosts writing one). */
export type { CardConfirmResult };
