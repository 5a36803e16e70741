import { useEffect, useId, useRef, useState } from 'react';
import type { CardConfirmer } from '@d2d/core';
import type { StripeCardElement, StripeCardElementChangeEvent, StripeCardElementOptions } from '@stripe/stripe-js';
import { stripeCardConfirmer, type StripeCardPayments } from '../../checkout/stripeCardConfirmer.js';

/** The part of Stripe.js's `Stripe` object the field uses (`loadStripe` gives one). */
export interface StripeJs extends StripeCardPayments {
  elements(): { create(elementType: 'card', options?: StripeCardElementOptions): StripeCardElement };
}

/** Loads Stripe.js for a publishable key (resolves `null` when Stripe.js cannot run here). */
export type StripeLoader = (publishableKey: string) => Promise<StripeJs | null>;

/**
 * The default loader: `@stripe/stripe-js` is imported only here, when a card form first needs
 * it, so it (and Stripe's script from js.stripe.com) stays out of every page that never pays by
 * card.
 */
export const loadStripeJs: StripeLoader = async (publishableKey) => (await import('@stripe/stripe-js')).loadStripe(publishableKey);

/** Shown when the live adapter runs without `STRIPE_PUBLISHABLE_KEY`. */
export const STRIPE_NO_KEY_MESSAGE = "Card payments are unavailable: the store's card form is not set up (no Stripe publishable key).";
/** Shown when Stripe.js cannot be loaded (offline, blocked). */
export const STRIPE_LOAD_FAILED_MESSAGE = 'The secure card form could not be loaded. Check your connection and try again.';

/** Props of {@link StripeCardField}. */
export interface StripeCardFieldProps {
  /** The server's publishable key (`GET /api/payments/card_form`); `null` shows why no card can be taken. */
  publishableKey: string | null;
  /** Disables the Card Element while a payment is submitting. */
  disabled?: boolean | undefined;
  /** Receives the confirmer once the Card Element is mounted, and `null` while there is none. */
  onReady: (confirm: CardConfirmer | null) => void;
  /** Loads Stripe.js; defaults to {@link loadStripeJs} (tests pass a fake). */
  loadStripe?: StripeLoader | undefined;
}

/**
 * The card field of the card modal when the server runs the live Stripe adapter: Stripe.js's
 * Card Element (number, expiry, CVC in Stripe's own frame, so the digits never touch the store),
 * mounted under the label "Card details", with Stripe's validation message, or the reason no
 * card can be taken (no publishable key, Stripe.js not loaded), in its error line. Stripe.js is
 * loaded only when the field first renders.
 * @example
 * <StripeCardField publishableKey="pk_test_…" disabled={busy} onReady={(confirm) => setConfirm(() => confirm)} />
 */
export function StripeCardField({ publishableKey, disabled = false, onReady, loadStripe = loadStripeJs }: StripeCardFieldProps) {
  const id = useId();
  const mountRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<StripeCardElement | null>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;
  // a host's inline loader is a new function each render: only a new key loads Stripe.js again
  const loadRef = useRef(loadStripe);
  loadRef.current = loadStripe;
  const disabledRef = useRef(disabled);
  disabledRef.current = disabled;
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>(publishableKey ? 'loading' : 'unavailable');
  const [message, setMessage] = useState(publishableKey ? '' : STRIPE_NO_KEY_MESSAGE);

  useEffect(() => {
    if (!publishableKey) {
      setStatus('unavailable');
      setMessage(STRIPE_NO_KEY_MESSAGE);
      onReadyRef.current(null);
      return undefined;
    }
    let cancelled = false;
    let card: StripeCardElement | undefined;
    setStatus('loading');
    setMessage('');
    loadRef
      .current(publishableKey)
      .then((stripe) => {
        if (cancelled) return;
        const target = mountRef.current;
        if (!stripe || !target) throw new Error('Stripe.js is not available');
        // the billing address above already asks for the ZIP
        card = stripe.elements().create('card', { hidePostalCode: true, disabled: disabledRef.current });
        card.on('change', (event: StripeCardElementChangeEvent) => setMessage(event.error?.message ?? ''));
        card.mount(target);
        cardRef.current = card;
        setStatus('ready');
        onReadyRef.current(stripeCardConfirmer(stripe, card));
      })
      .catch(() => {
        if (cancelled) return;
        setStatus('unavailable');
        setMessage(STRIPE_LOAD_FAILED_MESSAGE);
        onReadyRef.current(null);
      });
    return () => {
      cancelled = true;
      cardRef.current = null;
      card?.destroy();
    };
  }, [publishableKey]);

  useEffect(() => {
    cardRef.current?.update({ disabled });
  }, [disabled]);

  return (
    <div className="d2d-field d2d-stripe-card">
      <span className="d2d-field__label" id={`${id}-label`}>
        Card details
      </span>
      <div
        ref={mountRef}
        className="d2d-stripe-card__element"
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-message`}
        aria-busy={status === 'loading' || undefined}
        hidden={status === 'unavailable'}
      />
      {status === 'loading' && (
        <p className="d2d-stripe-card__loading" role="status">
          Loading the secure card form…
        </p>
      )}
      <p id={`${id}-message`} className="d2d-stripe-card__error" role="alert">
        {message}
      </p>
    </div>
  );
}
