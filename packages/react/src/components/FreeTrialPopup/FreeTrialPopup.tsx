import { useState } from 'react';
import { MESSAGES, PREMIUM_TITLES_PER_MONTH } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';
import { PremiumStartedFooter } from '../SubscribeSuccessDialog/PremiumStartedFooter.js';

/** Props of {@link FreeTrialPopup}. */
export interface FreeTrialPopupProps {
  open: boolean;
  /** Whether a shopper is signed in: a visitor is asked to log in first. */
  signedIn: boolean;
  /** When the offer ends, as shown (`formatSiteDate` of the campaign's `endDate`); null when unknown. */
  offerEnds: string | null;
  /** Redeems the trial (`store.campaigns.redeemFreeTrial`); resolves the server's message. */
  onStartTrial: () => Promise<string | undefined>;
  /** Opens the login dialog. */
  onLogin: () => void;
  /** Opens the subscription tab once the trial has started. */
  onViewSubscription: () => void;
  onClose: () => void;
}

type Step = { name: 'offer'; error: string | null } | { name: 'working' } | { name: 'started'; message: string };

/**
 * The free subscription trial campaign popup (spec §2 campaign popups, §4 Campaigns): offered
 * after login to accounts with the trial event while the campaign runs. A visitor sees
 * 'Login to access a FREE trial!'; a signed-in shopper starts the trial, then reaches the
 * subscription tab.
 * @example
 * <FreeTrialPopup open signedIn offerEnds="Jan 31, 2027" onStartTrial={start} onLogin={login}
 *   onViewSubscription={() => navigate(tab)} onClose={close} />
 */
export function FreeTrialPopup({ open, signedIn, offerEnds, onStartTrial, onLogin, onViewSubscription, onClose }: FreeTrialPopupProps) {
  const [step, setStep] = useState<Step>({ name: 'offer', error: null });
  const working = step.name === 'working';

  const start = () => {
    setStep({ name: 'working' });
    onStartTrial().then(
      (message) => setStep({ name: 'started', message: message ?? 'Your free premium trial has started.' }),
      (error: unknown) => setStep({ name: 'offer', error: error instanceof Error && error.message ? error.message : 'Sorry. Something went wrong.' }),
    );
  };

  if (step.name === 'started') {
    return (
      <Dialog
        open={open}
        title="Free Premium Trial"
        onClose={onClose}
        size="small"
        footer={<PremiumStartedFooter onViewSubscription={onViewSubscription} onClose={onClose} />}
      >
        <p role="status">{step.message}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title="Free Premium Trial"
      onClose={onClose}
      size="small"
      dismissable={!working}
      footer={
        <>
          <button type="button" className="d2d-button" onClick={onClose} disabled={working}>
            Not now
          </button>
          {signedIn ? (
            <button type="button" className="d2d-button d2d-button--buy" onClick={start} disabled={working} aria-busy={working || undefined}>
              Start free trial
            </button>
          ) : (
            <button type="button" className="d2d-button d2d-button--primary" onClick={onLogin}>
              {MESSAGES.loginForFreeTrial}
            </button>
          )}
        </>
      }
    >
      <p>Try the premium plan free: {PREMIUM_TITLES_PER_MONTH} hand-picked games every month, with their keys.</p>
      {offerEnds && <p className="d2d-field__hint">Offer ends {offerEnds}.</p>}
      {!signedIn && <p>{MESSAGES.loginForFreeTrial}</p>}
      {step.name === 'offer' && step.error && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {step.error}
        </p>
      )}
    </Dialog>
  );
}
