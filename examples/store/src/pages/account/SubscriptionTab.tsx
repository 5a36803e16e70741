import { useEffect, useState } from 'react';
import { pagePath, pageUrl } from '@d2d/contract';
import { formatPrice, toMinor } from '@d2d/core';
import { GiftSubscriptionDialog, MySubscription, useDialogs, useRequest, useSignalValue, useStore } from '@d2d/react';
import { SubscribeFlow, SubscribeSuccess } from '../plus/premium/SubscribeFlow.js';

/** Where the gift and claim checkouts return: this tab. */
const tabUrl = () => pageUrl(window.location.origin, pagePath('myAccountTab', { tabName: 'my-subscription' }));

/**
 * The `my-subscription` tab: the plan, the month's titles with their keys, stop renewing, cancel,
 * gift a subscription and claim a gift (spec §2, §4).
 */
export function SubscriptionTab() {
  const store = useStore();
  const dialogs = useDialogs();
  const plan = useSignalValue(store.session.premium);
  const [loaded, setLoaded] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const [gifting, setGifting] = useState(0);
  const titles = useRequest((s, signal) => s.api.premium.activeGames({ signal }), []);
  const gifts = useRequest((s, signal) => s.api.premium.gifts({ signal }), []);
  const price = useRequest((s, signal) => s.api.premium.planPrice({ signal }), []);

  useEffect(() => {
    let live = true;
    store.session
      .loadPremium()
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [store]);

  const reload = async () => {
    await store.session.loadPremium();
  };

  return (
    <>
      <MySubscription
        subscription={loaded ? plan : undefined}
        titles={titles.data?.items}
        siteId={store.site}
        onSubscribe={() => setSubscribing(true)}
        onStopRenewing={() => store.api.premium.stopRenewing().then(reload)}
        onCancel={() => store.api.premium.cancel().then(reload)}
        loadKeys={async (skuId) => (await store.api.catalogue.subscriptionActivationKeys(skuId)).keys}
        onGift={() => setGifting((n) => n + 1)}
        gifts={gifts.data?.items}
        onClaimGift={async (code) => (await store.api.premium.claimGift({ code, return_url: tabUrl() })).call_url}
      />
      <SubscribeFlow open={subscribing} onClose={() => setSubscribing(false)} returnTo={{ name: 'myAccountTab', tabName: 'my-subscription' }} />
      <SubscribeSuccess page="myAccountTab" />
      {gifting > 0 && (
        <GiftSubscriptionDialog
          key={gifting}
          open
          monthPriceMinor={price.data ? toMinor(price.data.price) : null}
          formatMinor={(minor) => formatPrice(minor, store.site)}
          onGift={async (email, months) => (await store.api.premium.gift({ email, months, return_url: tabUrl() })).call_url}
          onFailure={(dialog) => dialogs.show(dialog)}
          onClose={() => setGifting(0)}
        />
      )}
    </>
  );
}
