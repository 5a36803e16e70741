import { useEffect, useState } from 'react';
import { useAccount } from '../../hooks/useAccount.js';
import { useStore } from '../../hooks/useStore.js';
import { Dialog } from '../Dialog/Dialog.js';
import { TRACKING_CONSENT_TEXT } from './trackingConsentText.js';

export { TRACKING_CONSENT_TEXT };

const OWN_CLASS = 'd2d-tracking-consent';

/**
 * Whether another modal dialog is open on the page (a campaign pop-up, the login dialog): the
 * question waits for it, so two modals never stack.
 */
function useOtherModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const check = () => setOpen([...document.querySelectorAll('[aria-modal="true"]')].some((el) => !el.classList.contains(OWN_CLASS)));
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return open;
}

/** Props of {@link TrackingConsentDialog}. */
export interface TrackingConsentDialogProps {
  className?: string;
}

/**
 * The usage-tracking consent modal (spec §2 Modals, §3 Account): opens for a signed-in shopper
 * who was not asked yet (`allow_tracking: null`) and saves the answer with
 * `PATCH /api/account/update`. It waits while another modal is open (a campaign pop-up), and
 * closing it without answering asks again on the next visit.
 * @example
 * <TrackingConsentDialog />
 */
export function TrackingConsentDialog({ className }: TrackingConsentDialogProps) {
  const store = useStore();
  const account = useAccount();
  const [dismissedFor, setDismissedFor] = useState<number | string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const otherModal = useOtherModalOpen();
  const open = account !== null && account.allow_tracking === null && dismissedFor !== account.id && !otherModal;

  const answer = async (allow: boolean) => {
    setSaving(true);
    setFailed(false);
    try {
      const updated = await store.api.account.update({ account: { allow_tracking: allow } });
      store.session.account.value = { ...store.session.account.value, ...updated, token: store.session.account.value?.token } as typeof updated;
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={TRACKING_CONSENT_TEXT.title}
      onClose={() => setDismissedFor(account?.id ?? null)}
      size="small"
      className={[OWN_CLASS, className].filter(Boolean).join(' ')}
      footer={
        <>
          <button type="button" className="d2d-button" disabled={saving} onClick={() => void answer(false)}>
            {TRACKING_CONSENT_TEXT.decline}
          </button>
          <button type="button" className="d2d-button d2d-button--primary" disabled={saving} onClick={() => void answer(true)}>
            {TRACKING_CONSENT_TEXT.allow}
          </button>
        </>
      }
    >
      <p>{TRACKING_CONSENT_TEXT.body}</p>
      {failed && (
        <p role="alert" className="d2d-field__error">
          {TRACKING_CONSENT_TEXT.failed}
        </p>
      )}
    </Dialog>
  );
}
