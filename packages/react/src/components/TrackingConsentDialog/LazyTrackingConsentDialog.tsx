import { Suspense, lazy, useState } from 'react';
import { useAccount } from '../../hooks/useAccount.js';
import type { TrackingConsentDialogProps } from './TrackingConsentDialog.js';

// the modal, its texts and the dialog frame load only for a shopper who is due the question: most
// visits never ask it, and it stays out of the page's first script
const TrackingConsentDialog = lazy(() => import('./TrackingConsentDialog.js').then((module) => ({ default: module.TrackingConsentDialog })));

/**
 * The usage-tracking consent modal (spec §2 Modals, §3 Account), published as
 * `TrackingConsentDialog`: opens for a signed-in shopper who was not asked yet
 * (`allow_tracking: null`) and saves the answer with `PATCH /api/account/update`. It waits while
 * another modal is open (a campaign pop-up), and closing it without answering asks again on the
 * next visit. Its code loads only once such a shopper is known; it opens over the page, so
 * nothing is reserved. Props: `className?: string`.
 * @example
 * <TrackingConsentDialog />
 */
export function LazyTrackingConsentDialog(props: TrackingConsentDialogProps) {
  const account = useAccount();
  const due = account !== null && account.allow_tracking === null;
  // mounted from the first time it is due on, so answering closes it the way it always did
  // (focus goes back) instead of unmounting it mid-close
  const [shown, setShown] = useState(false);
  if (due && !shown) setShown(true);
  if (!due && !shown) return null;
  return (
    <Suspense fallback={null}>
      <TrackingConsentDialog {...props} />
    </Suspense>
  );
}
