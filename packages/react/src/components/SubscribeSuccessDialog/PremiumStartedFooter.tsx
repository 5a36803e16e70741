/**
 * The two ways out of a dialog that has just started a premium plan (a subscription or a free
 * trial): back to the store, or on to the account's Subscription tab.
 * @module
 */

/** Props of {@link PremiumStartedFooter}. */
export interface PremiumStartedFooterProps {
  onViewSubscription: () => void;
  onClose: () => void;
}

/** "Keep browsing" and "View my subscription", for a Dialog's footer. */
export function PremiumStartedFooter({ onViewSubscription, onClose }: PremiumStartedFooterProps) {
  return (
    <>
      <button type="button" className="d2d-button" onClick={onClose}>
        Keep browsing
      </button>
      <button type="button" className="d2d-button d2d-button--primary" onClick={onViewSubscription}>
        View my subscription
      </button>
    </>
  );
}
