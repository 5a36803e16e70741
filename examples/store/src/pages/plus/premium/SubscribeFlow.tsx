import { useEffect, useState } from 'react';
import { pagePath, pageUrl, type PageName } from '@d2d/contract';
import { formatSiteDate, formatWirePrice } from '@d2d/core';
import { SubscribeDialog, SubscribeSuccessDialog, useDialogs, useSignalValue, useStore } from '@d2d/react';
import { href, navigate, useRoute } from '../../../router/index.js';

/** The query the hosted checkout returns with once the plan is paid. */
const PAID_QUERY = 'subscribed';

/** Props of {@link SubscribeFlow}. */
export interface SubscribeFlowProps {
  open: boolean;
  onClose: () => void;
  /** The store page the hosted checkout returns to (with `?subscribed=1`), where the success modal opens. */
  returnTo: { name: 'premium' } | { name: 'myAccountTab'; tabName: 'my-subscription' };
}

function returnUrl(returnTo: SubscribeFlowProps['returnTo']): string {
  const path = returnTo.name === 'premium' ? pagePath('premium', undefined, { [PAID_QUERY]: '1' }) : pagePath('myAccountTab', { tabName: returnTo.tabName }, { [PAID_QUERY]: '1' });
  return pageUrl(window.location.origin, path);
}

/**
 * The subscribe modal with the plan price read at run time, continuing to the hosted checkout;
 * failures (5010, 4010 with Resend, 87) go to the store's dialogs.
 */
export function SubscribeFlow({ open, onClose, returnTo }: SubscribeFlowProps) {
  const store = useStore();
  const dialogs = useDialogs();
  const [price, setPrice] = useState<string | null>(null);
  const [opening, setOpening] = useState(0);
  useEffect(() => {
    if (!open) return undefined;
    setOpening((n) => n + 1);
    const controller = new AbortController();
    store.api.premium.planPrice({ signal: controller.signal }).then(
      (plan) => setPrice(formatWirePrice(plan.price, store.site)),
      () => undefined,
    );
    return () => controller.abort();
  }, [open, store]);
  if (!open) return null;
  return (
    <SubscribeDialog
      key={opening}
      open
      price={price}
      onSubscribe={async () => (await store.api.premium.subscribe({ return_url: returnUrl(returnTo) })).call_url}
      onFailure={(dialog) => dialogs.show(dialog)}
      onClose={onClose}
    />
  );
}

/**
 * The subscribe-success modal, opened on the page the hosted checkout returned to once the plan
 * reads as running; closing it drops the return query.
 */
export function SubscribeSuccess({ page }: { page: PageName }) {
  const store = useStore();
  const route = useRoute();
  const plan = useSignalValue(store.session.premium);
  const member = useSignalValue(store.session.isPremiumMember);
  const returned = route.query.get(PAID_QUERY) === '1';
  useEffect(() => {
    if (returned) void store.session.loadPremium().catch(() => undefined);
  }, [returned, store]);
  if (!returned || !member) return null;
  const leave = (to: string) => navigate(to, { replace: true });
  const here = page === 'premium' ? href('premium') : href('myAccountTab', { tabName: 'my-subscription' });
  return (
    <SubscribeSuccessDialog
      open
      renewsOn={plan?.end_date ? formatSiteDate(plan.end_date, store.site) : null}
      onViewSubscription={() => leave(href('myAccountTab', { tabName: 'my-subscription' }))}
      onClose={() => leave(here)}
    />
  );
}
