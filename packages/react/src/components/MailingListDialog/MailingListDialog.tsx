import { useAccount } from '../../hooks/useAccount.js';
import { useStore } from '../../hooks/useStore.js';
import { Dialog } from '../Dialog/Dialog.js';
import { MailingListSignUp } from './MailingListSignUp.js';

/** Props of {@link MailingListDialog}. */
export interface MailingListDialogProps {
  open: boolean;
  onClose: () => void;
  className?: string;
}

/**
 * The mailing-list modal (spec §2 Modals): the sign-up form, then the coupon code for joining
 * (10% off the next purchase, not combinable). The signed-in shopper's address is filled in.
 * @example
 * <MailingListDialog open={open} onClose={() => setOpen(false)} />
 */
export function MailingListDialog({ open, onClose, className }: MailingListDialogProps) {
  const store = useStore();
  const account = useAccount();
  return (
    <Dialog open={open} title="Mailing list" onClose={onClose} size="small" className={className}>
      <MailingListSignUp onSubscribe={(email) => store.campaigns.joinMailingList(email)} defaultEmail={account?.emailAddress ?? ''} />
    </Dialog>
  );
}
