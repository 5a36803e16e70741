import { useEffect, useState } from 'react';
import { MESSAGES, PREMIUM_TITLES_PER_MONTH, isCampaignRunning } from '@d2d/contract';
import { formatSiteDate, formatWirePrice, premiumErrorDialog } from '@d2d/core';
import { Carousel, useCatalogueRequest, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { href, navigate, useRoute } from '../../router/index.js';
import { ProductTile } from '../browse/ProductTile.js';
import { SubscribeFlow, SubscribeSuccess } from './premium/SubscribeFlow.js';

/** /premium, /premium/subscribe, stop-renewing, cancel, /subscription and /pc/subscription: the premium plan (spec §2). */
export function PremiumPage() {
  const store = useStore();
  const route = useRoute();
  const dialogs = useDialogs();
  const signedIn = useIsLoggedIn();
  const subscription = useSignalValue(store.session.premium);
  const [busy, setBusy] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  // a member takes the month's titles from their tiles; anyone else's tile buttons would only lead back here
  const member = useSignalValue(store.session.isPremiumMember);
  // the month's titles carry a member's own states: read again once the plan is known
  const plan = useCatalogueRequest(async (s, signal) => {
    const [price, games, campaign] = await Promise.all([
      s.api.premium.planPrice({ signal }),
      s.api.premium.activeGames({ signal }),
      s.api.premium.campaign({ signal }).catch(() => null),
    ]);
    return { price, games: games.items, campaign };
  }, []);

  useEffect(() => {
    if (signedIn) void store.session.loadPremium().catch(() => undefined);
  }, [store, signedIn]);

  const wantsSubscribe = route.name === 'premiumSubscribe' || route.name === 'subscriptionSubscribe';
  useEffect(() => {
    if (wantsSubscribe && signedIn && !member) setSubscribing(true);
  }, [wantsSubscribe, signedIn, member]);

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
    setSubscribing(true);
  };

  const price = plan.data ? formatWirePrice(plan.data.price.price, store.site) : null;
  const active = member && subscription !== null;
  const wantsStop = route.name === 'premiumStopRenewing';
  const wantsCancel = route.name === 'premiumCancel';
  const trialRunning = !signedIn && plan.data?.campaign ? isCampaignRunning(plan.data.campaign, new Date()) : false;

  return (
    <section>
      <h1 className="d2d-page-title">Premium</h1>
      <p className="d2d-prose">
        {PREMIUM_TITLES_PER_MONTH} hand-picked games every month{price ? ` for ${price} a month` : ''}. Stop renewing any time: your plan stays active until the end of the billing period.
      </p>
      {signedIn && subscription !== null && active ? (
        <div className="d2d-alert d2d-alert--info" role="status">
          {subscription.grace_end_date
            ? `We could not charge your card for this month's renewal. Your plan ends on ${formatSiteDate(subscription.grace_end_date, store.site)} unless the payment goes through.`
            : subscription.status === 'cancelled'
              ? `Your subscription is cancelled. Your plan stays active until ${subscription.end_date ? formatSiteDate(subscription.end_date, store.site) : 'the end of this billing period'}.`
              : subscription.stop_renewing || subscription.status === 'stop_renewing'
                ? `Your plan ends on ${subscription.end_date ? formatSiteDate(subscription.end_date, store.site) : 'the end of this billing period'}.`
                : `${MESSAGES.alreadySubscribed}${subscription.end_date ? ` Your plan renews on ${formatSiteDate(subscription.end_date, store.site)}.` : ''}`}
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
        {trialRunning && (
          <button type="button" className="d2d-button" onClick={() => dialogs.openLogin('login')}>
            {MESSAGES.loginForFreeTrial}
          </button>
        )}
        {active && subscription.status === 'subscribed' && !subscription.stop_renewing && (wantsStop || route.name === 'premium') && (
          <button type="button" className="d2d-button" disabled={busy} onClick={() => void run(() => store.api.premium.stopRenewing().then(() => store.session.loadPremium()))}>
            Stop renewing
          </button>
        )}
        {active && subscription.status !== 'cancelled' && (wantsCancel || wantsStop) && (
          <button type="button" className="d2d-button d2d-button--danger" disabled={busy} onClick={() => void run(() => store.api.premium.cancel().then(() => store.session.loadPremium()).then(() => navigate(href('premium'))))}>
            Cancel subscription
          </button>
        )}
        {active && (
          <a className="d2d-button" href={href('myAccountTab', { tabName: 'my-subscription' })}>
            My subscription
          </a>
        )}
      </div>
      {plan.data && plan.data.games.length > 0 && (
        <section className="d2d-section" aria-labelledby="premium-games">
          <h2 id="premium-games" className="d2d-section__title">This month's games</h2>
          <Carousel label="This month's premium games" items={plan.data.games} itemKey={(p) => p.id} renderItem={(p) => <ProductTile product={p} withButton={member} />} />
        </section>
      )}
      <SubscribeFlow open={subscribing} onClose={() => setSubscribing(false)} returnTo={{ name: 'premium' }} />
      <SubscribeSuccess page="premium" />
    </section>
  );
}
