import { useId } from 'react';
import { FIRST_VISIT_COUPON_PERCENT, type MailingListResult } from '@d2d/contract';
import { useEmailSubmission } from '../../hooks/useEmailSubmission.js';
import { TextField } from '../TextField/TextField.js';

/** The mailing-list form's and the coupon display's texts (spec §2, §9: 10% off the next purchase, not combinable). */
export const MAILING_LIST_TEXT = {
  legend: 'Join our mailing list',
  pitch: `Get news of sales and new releases, and ${FIRST_VISIT_COUPON_PERCENT}% off your next purchase for joining.`,
  submit: 'Subscribe',
  sending: 'Subscribing…',
  couponHeading: 'Your coupon code',
  couponTerms: `${FIRST_VISIT_COUPON_PERCENT}% off your next purchase. This coupon cannot be combined with other offers. Enter it in your cart after logging in.`,
  confirm: 'Please check your e-mail to confirm your subscription.',
  noCoupon: "You're on our list already, so no new coupon was issued.",
} as const;

/** Props of {@link MailingListSignUp}. */
export interface MailingListSignUpProps {
  /** Joins the list (`store.campaigns.joinMailingList`); the answer may carry the coupon code. */
  onSubscribe: (email: string) => Promise<MailingListResult>;
  /** The address to start with (a signed-in shopper's). */
  defaultEmail?: string;
  /** Called once the address is on the list, with the coupon code when one was issued. */
  onJoined?: (couponCode: string | null) => void;
}

/**
 * The mailing-list form followed by the coupon code display (spec §4: "First visit: mailing-list
 * form leads to a coupon code display"). The e-mail is checked before sending and the inputs are
 * disabled while submitting (spec §5); the server issues the code on an address's first sign-up only.
 * @example
 * <MailingListSignUp onSubscribe={(email) => store.campaigns.joinMailingList(email)} />
 */
export function MailingListSignUp({ onSubscribe, defaultEmail = '', onJoined }: MailingListSignUpProps) {
  const join = async (email: string) => {
    const result = await onSubscribe(email);
    onJoined?.(result.coupon_code ?? null);
    return result;
  };
  const { email, setEmail, fieldError, state, submit } = useEmailSubmission(join, MAILING_LIST_TEXT.confirm, defaultEmail);
  const legendId = useId();

  if (state.step === 'done') {
    const couponCode = state.answer.coupon_code ?? null;
    return (
      <div className="d2d-coupon-display" role="status">
        {couponCode ? (
          <>
            <p className="d2d-coupon-display__heading">{MAILING_LIST_TEXT.couponHeading}</p>
            <p className="d2d-coupon-display__code">
              <code>{couponCode}</code>
            </p>
            <p>{MAILING_LIST_TEXT.couponTerms}</p>
          </>
        ) : (
          <p>{MAILING_LIST_TEXT.noCoupon}</p>
        )}
        <p className="d2d-coupon-display__note">{MAILING_LIST_TEXT.confirm}</p>
      </div>
    );
  }

  const sending = state.step === 'sending';
  return (
    <form noValidate className="d2d-mailing-list" aria-labelledby={legendId} onSubmit={(e) => void submit(e)}>
      <fieldset className="d2d-mailing-list__fields" disabled={sending}>
        <legend id={legendId} className="d2d-mailing-list__legend">
          {MAILING_LIST_TEXT.legend}
        </legend>
        <p>{MAILING_LIST_TEXT.pitch}</p>
        <TextField label="E-mail" type="email" autoComplete="email" value={email} error={fieldError} onChange={(e) => setEmail(e.target.value)} />
        <div className="d2d-mailing-list__actions">
          <button type="submit" className="d2d-button d2d-button--primary">
            {sending ? MAILING_LIST_TEXT.sending : MAILING_LIST_TEXT.submit}
          </button>
        </div>
      </fieldset>
      {state.step === 'failed' && (
        <p className="d2d-field__error" role="alert">
          {state.message}
        </p>
      )}
    </form>
  );
}
