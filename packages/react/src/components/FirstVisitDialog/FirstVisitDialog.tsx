import { useState } from 'react';
import { FIRST_VISIT_COUPON_PERCENT } from '@d2d/contract';
import { useAccount } from '../../hooks/useAccount.js';
import { useStore } from '../../hooks/useStore.js';
import { Dialog } from '../Dialog/Dialog.js';
import { MailingListSignUp } from '../MailingListDialog/MailingListSignUp.js';

/** The first-visit modal's texts. */
export const FIRST_VISIT_TEXT = {
  title: 'Welcome!',
  offer: `Join our mailing list and get ${FIRST_VISIT_COUPON_PERCENT}% off your next purchase.`,
  join: 'Join the mailing list',
  decline: 'No thanks',
  joinedTitle: 'Thanks for joining!',
  close: 'Done',
} as const;

/** Props of {@link FirstVisitDialog}. */
export interface FirstVisitDialogProps {
  /** Closes the modal (it is not shown again: the offer marked itself shown when it opened). */
  onClose: () => void;
  className?: string;
}

/**
 * The first-visit modal (spec §2 Modals, §4 Campaigns): an offer to join the mailing list for
 * 10% off the next purchase, which leads to the mailing-list form and then to the coupon code
 * display. Render it through {@link FirstVisitOffer}, which shows it once per browser.
 * @example
 * <FirstVisitDialog onClose={() => setOpen(false)} />
 */
export function FirstVisitDialog({ onClose, className }: FirstVisitDialogProps) {
  const store = useStore();
  const account = useAccount();
  const [step, setStep] = useState<'offer' | 'form' | 'joined'>('offer');
  return (
    <Dialog
      open
      title={step === 'joined' ? FIRST_VISIT_TEXT.joinedTitle : FIRST_VISIT_TEXT.title}
      onClose={onClose}
      size="small"
      className={['d2d-first-visit', className].filter(Boolean).join(' ')}
      footer={
        step === 'offer' ? (
          <>
            <button type="button" className="d2d-button" onClick={onClose}>
              {FIRST_VISIT_TEXT.decline}
            </button>
            <button type="button" className="d2d-button d2d-button--primary" onClick={() => setStep('form')}>
              {FIRST_VISIT_TEXT.join}
            </button>
          </>
        ) : step === 'joined' ? (
          <button type="button" className="d2d-button d2d-button--primary" onClick={onClose}>
            {FIRST_VISIT_TEXT.close}
          </button>
        ) : undefined
      }
    >
      {step === 'offer' ? (
        <p>{FIRST_VISIT_TEXT.offer}</p>
      ) : (
        <MailingListSignUp onSubscribe={(email) => store.campaigns.joinMailingList(email)} defaultEmail={account?.emailAddress ?? ''} onJoined={() => setStep('joined')} />
      )}
    </Dialog>
  );
}
