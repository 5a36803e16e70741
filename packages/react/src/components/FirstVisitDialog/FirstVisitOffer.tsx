import { Suspense, lazy, useEffect, useState } from 'react';
import { useStore } from '../../hooks/useStore.js';

// the modal and its form load only for a browser that is due the offer
const FirstVisitDialog = lazy(() => import('./FirstVisitDialog.js').then((module) => ({ default: module.FirstVisitDialog })));

/** Props of {@link FirstVisitOffer}. */
export interface FirstVisitOfferProps {
  /** Holds the offer back (a page where a modal would be in the way, e.g. a login hand-off). */
  disabled?: boolean;
  /**
   * How long after the page opens the offer shows (default 1.5 s): the page shows first, and a
   * signed-in shopper's account has arrived by then, so one on the list already is never asked.
   */
  delayMs?: number;
}

/**
 * Shows the first-visit modal once per browser (spec §4 Campaigns): on a visit with no
 * first-visit cookie, to anyone not on the mailing list already. The cookie is set as the modal
 * opens, so a reload or the next page never shows it again, whatever the shopper answered.
 * @example
 * <StoreDialogs …><FirstVisitOffer /><Layout>…</Layout></StoreDialogs>
 */
export function FirstVisitOffer({ disabled = false, delayMs = 1500 }: FirstVisitOfferProps) {
  const store = useStore();
  const [open, setOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (disabled || open) return undefined;
    const timer = setTimeout(() => {
      if (!store.campaigns.firstVisitDue(store.session.account.value)) return;
      // never over another modal (the login dialog, a campaign): ask again a little later
      if (typeof document !== 'undefined' && document.querySelector('[aria-modal="true"]')) {
        setAttempt((n) => n + 1);
        return;
      }
      store.campaigns.markFirstVisitShown();
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [disabled, open, store, delayMs, attempt]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <FirstVisitDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
