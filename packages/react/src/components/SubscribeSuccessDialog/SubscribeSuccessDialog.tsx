import { PREMIUM_TITLES_PER_MONTH } from '@d2d/contract';
import { Dialog } from '../Dialog/Dialog.js';
import { PremiumStartedFooter } from './PremiumStartedFooter.js';

/** Props of {@link SubscribeSuccessDialog}. */
export interface SubscribeSuccessDialogProps {
  open: boolean;
  /** When the paid month ends and the plan renews, as shown (`formatSiteDate`); null when unknown. */
  renewsOn: string | null;
  /** Opens the subscription tab (`/my-account/my-subscription`) with the month's titles and keys. */
  onViewSubscription: () => void;
  onClose: () => void;
}

/**
 * The subscribe-success modal (spec §2 Modals "subscribe success"): shown when the hosted
 * checkout returns with the plan paid, leading to the subscription tab.
 * @example
 * <SubscribeSuccessDialog open renewsOn="Jul 15, 2026" onViewSubscription={() => navigate(tab)} onClose={close} />
 */
export function SubscribeSuccessDialog({ open, renewsOn, onViewSubscription, onClose }: SubscribeSuccessDialogProps) {
  return (
    <Dialog
      open={open}
      title="Welcome to Premium"
      onClose={onClose}
      size="small"
      footer={<PremiumStartedFooter onViewSubscription={onViewSubscription} onClose={onClose} />}
    >
      <p role="status">Your subscription is active.</p>
      <p>
        This month's {PREMIUM_TITLES_PER_MONTH} hand-picked games and their keys are in your account's Subscription tab.
        {renewsOn ? ` Your plan renews on ${renewsOn}.` : ''}
      </p>
    </Dialog>
  );
}
