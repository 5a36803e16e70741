import { useEffect, useState } from 'react';
import { MESSAGES, PREMIUM_TITLES_PER_MONTH } from '@d2d/contract';
import { formatSiteDate, formatWirePrice, premiumErrorDialog } from '@d2d/core';
import { Carousel, useCatalogueRequest, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { href, navigate, useRoute } from '../../router/index.js';
import { ProductTile } from '../browse/ProductTile.js';

/** /premium, /premium/subscribe, stop-renewing, cancel, /subscription and /pc/subscription: the premium plan (spec §2). */
export function PremiumPage() {
  const store = useStore();
  const route = useRoute();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const subscription = useSignalValue(store.session.premium);
  const [busy, setBusy] = useState(false);
  // a member takes the month's titles from their tiles; anyone else's tile buttons would only lead back here
  const member = useSignalValue(store.session.isPremiumMember);
  // the month's titles carry a member's own states: read again once the plan is known
  const plan = useCatalogueRequest(async (s, signal) => {
    const [price, games] = await Promise.all([s.api.premium.planPrice({ signal }), s.api.premium.activeGames({ signal })]);
    return { price, games: games.items };
  }, []);

  useEffect(() => {
    if (signedIn) void store.session.loadPremium().catch(() => undefined);
  }, [store, signedIn]);

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const dialog = premiumErrorDialog(error);
      if (dialog) dialogs.show(dialog);
    } finally {
      setBusy(false);
    }
  };

  const subscribe = () => {
    if (!signedIn) {
      dialogs.openLogin('login');
      return;
    }
    void run(async () => {
      const answer = await store.api.premium.subscribe({ return_url: `${window.location.origin}/#!/premium` });
      window.location.assign(answer.call_url);
    });
  };

  const price = plan.data ? formatWirePrice(plan.data.price.price, store.site) : null;
  const active = subscription !== null && subscription.status !== 'cancelled';
  const wantsStop = route.name === 'premiumStopRenewing';
  const wantsCancel = route.name === 'premiumCancel';

  return (
    <section>
      <h1 className="d2d-page-title">Premium</h1>
      <p className="d2d-prose">
        {PREMIUM_TITLES_PER_MONTH} hand-picked games every month{price ? ` for ${price} a month` : ''}. Stop renewing any time: your plan stays active until the end of the billing period.
      </p>
      {signedIn && subscription !== null ? (
        <div className="d2d-alert d2d-alert--info" role="status">
          {subscription.stop_renewing || subscription.status === 'stop_renewing'
            ? `Your plan ends on ${subscription.end_date ? formatSiteDate(subscription.end_date, store.site) : 'the end of this billing period'}.`
            : subscription.status === 'cancelled'
              ? 'Your plan was cancelled.'
              : `You are subscribed${subscription.end_date ? ` until ${formatSiteDate(subscription.end_date, store.site)}` : ''}.`}
        </div>
      ) : signedIn ? (
        <p className="d2d-field__hint">{MESSAGES.notSubscribed}</p>
      ) : null}
      <div className="store-actions">
        {!active && (
          <button type="button" className="d2d-button d2d-button--buy" disabled={busy} onClick={subscribe}>
            {signedIn ? `Subscribe${price ? ` for ${price}/month` : ''}` : 'Login to subscribe'}
          </button>
        )}
        {active && !subscription.stop_renewing && (wantsStop || route.name === 'premium') && (
          <button type="button" className="d2d-button" disabled={busy} onClick={() => void run(() => store.api.premium.stopRenewing().then(() => store.session.loadPremium()))}>
            Stop renewing
          </button>
        )}
        {active && (wantsCancel || wantsStop) && (
          <button type="button" className="d2d-button d2d-button--danger" disabled={busy} onClick={() => void run(() => store.api.premium.cancel().then(() => store.session.loadPremium()).then(() => navigate(href('premium'))))}>
            Cancel subscription
          </button>
        )}
      </div>
      {plan.data && plan.data.games.length > 0 && (
        <section className="d2d-section" aria-labelledby="premium-games">
          <h2 id="premium-games" className="d2d-section__title">This month's games</h2>
          <Carousel label="This month's premium games" items={plan.data.games} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} withButton={member} />} />
        </section>
      )}
    </section>
  );
}
