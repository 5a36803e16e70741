import { useId, useState, type FormEvent } from 'react';
import { MESSAGES, PREMIUM_TITLES_PER_MONTH, type ActivationKey, type PremiumGift, type ProductSummary, type SiteId, type Subscription } from '@d2d/contract';
import { premiumErrorDialog } from '@d2d/core';
import { formatSiteDate, formatWirePrice } from '@d2d/core';
import { Dialog } from '../Dialog/Dialog.js';

/** Props of {@link MySubscription}. */
export interface MySubscriptionProps {
  /** The account's plan (`store.session.premium`); null when it never subscribed, undefined while loading. */
  subscription: Subscription | null | undefined;
  /** This month's hand-picked titles (`store.api.premium.activeGames`). */
  titles: readonly ProductSummary[] | undefined;
  siteId: SiteId;
  /** Opens the subscribe modal. */
  onSubscribe: () => void;
  /** `store.api.premium.stopRenewing`, then reload the plan. */
  onStopRenewing: () => Promise<void>;
  /** `store.api.premium.cancel`, then reload the plan. */
  onCancel: () => Promise<void>;
  /** A member's keys of a title's Subscribe SKU (`store.api.catalogue.subscriptionActivationKeys`). */
  loadKeys: (skuId: number) => Promise<ActivationKey[]>;
  /** Opens the gift-a-subscription modal; without it there is no gift button. */
  onGift?: () => void;
  /** The paid gifts the account sent (`store.api.premium.gifts`), listed with their codes. */
  gifts?: readonly PremiumGift[];
  /**
   * Claims a gift by its code (`store.api.premium.claimGift`); resolves the hosted checkout's
   * `call_url`. Without it there is no gift-code form.
   */
  onClaimGift?: (code: string) => Promise<string>;
}

function SentGifts({ gifts }: { gifts: readonly PremiumGift[] }) {
  if (gifts.length === 0) return null;
  return (
    <section className="d2d-subscription__gifts" aria-label="Gifts you sent">
      <h3 className="d2d-section__title">Gifts you sent</h3>
      <ul>
        {gifts.map((g) => (
          <li key={g.code}>
            {g.months} {g.months === 1 ? 'month' : 'months'} for {g.recipient_email}: code <code className="d2d-key">{g.code}</code>
            {g.status === 'claimed' ? ' (claimed)' : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

function GiftCodeForm({ onClaimGift }: { onClaimGift: (code: string) => Promise<string> }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<{ name: 'idle'; error: string | null } | { name: 'working' } | { name: 'checkout'; url: string }>({ name: 'idle', error: null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return;
    setState({ name: 'working' });
    onClaimGift(code.trim()).then(
      (url) => setState({ name: 'checkout', url }),
      (error: unknown) => setState({ name: 'idle', error: premiumErrorDialog(error)?.message ?? 'Sorry. Something went wrong.' }),
    );
  };
  if (state.name === 'checkout') {
    return (
      <p className="d2d-subscription__claim">
        Your card is authorised only: monthly charging starts after the gift unless you cancel.{' '}
        <a className="d2d-button d2d-button--primary" href={state.url}>
          Continue to checkout
        </a>
      </p>
    );
  }
  return (
    <form className="d2d-subscription__claim" onSubmit={submit}>
      <label className="d2d-field__label" htmlFor={id}>
        Gift code
      </label>
      <input id={id} className="d2d-input" value={code} onChange={(e) => setCode(e.target.value)} disabled={state.name === 'working'} autoComplete="off" />
      <button type="submit" className="d2d-button" disabled={state.name === 'working' || code.trim() === ''}>
        Claim gift
      </button>
      {state.name === 'idle' && state.error && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {state.error}
        </p>
      )}
    </form>
  );
}

/** The SKU of a title's Subscribe offer, if it has one. */
function subscribeSku(product: ProductSummary): number | null {
  const offer = product.offerActions?.find((o) => o.offerActionType === 'Subscribe');
  return offer ? Number(offer.skuId) : null;
}


function TitleKeys({ product, loadKeys }: { product: ProductSummary; loadKeys: MySubscriptionProps['loadKeys'] }) {
  const sku = subscribeSku(product);
  const [state, setState] = useState<{ name: 'idle' } | { name: 'loading' } | { name: 'keys'; keys: ActivationKey[] } | { name: 'error'; message: string }>({ name: 'idle' });
  const show = () => {
    if (sku === null) return;
    setState({ name: 'loading' });
    loadKeys(sku).then(
      (keys) => setState({ name: 'keys', keys }),
      (error: unknown) => setState({ name: 'error', message: error instanceof Error && error.message ? error.message : 'Sorry. Something went wrong.' }),
    );
  };
  return (
    <li className="d2d-subscription__title">
      <span className="d2d-subscription__title-name">{product.title}</span>
      {sku !== null && state.name !== 'keys' && (
        <button type="button" className="d2d-button" onClick={show} disabled={state.name === 'loading'} aria-busy={state.name === 'loading' || undefined} aria-label={`Get key of ${product.title}`}>
          Get key
        </button>
      )}
      {state.name === 'keys' &&
        (state.keys.length === 0 ? (
          <span className="d2d-field__hint">{MESSAGES.activationKeyProblem}</span>
        ) : (
          <ul className="d2d-subscription__keys" aria-label={`Keys of ${product.title}`}>
            {state.keys.map((k, i) => (
              <li key={i}>
                {k.name}: <code className="d2d-key">{k.key ?? MESSAGES.activationKeyProblem}</code>
              </li>
            ))}
          </ul>
        ))}
      {state.name === 'error' && (
        <span className="d2d-alert d2d-alert--error" role="alert">
          {state.message}
        </span>
      )}
    </li>
  );
}

/**
 * The `my-subscription` account tab (spec §2 account tabs, §4 Subscription states): "You've not
 * subscribed to the premium plan yet." with a subscribe button, or the plan with its state (renews,
 * renewal stopped, cancelled, renewal failed and in its grace, ended), the month's titles with
 * their keys, stop renewing, cancel (confirmed first), gift a subscription, the gifts sent with
 * their codes and a form to claim a gift by its code.
 * @example
 * <MySubscription subscription={plan} titles={games} siteId={store.site} onSubscribe={open}
 *   onStopRenewing={stop} onCancel={cancel} loadKeys={(sku) => store.api.catalogue.subscriptionActivationKeys(sku).then((r) => r.keys)} />
 */
export function MySubscription({ subscription, titles, siteId, onSubscribe, onStopRenewing, onCancel, loadKeys, onGift, gifts, onClaimGift }: MySubscriptionProps) {
  const [busy, setBusy] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (subscription === undefined) return <p role="status">Loading your subscription…</p>;

  const run = (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    action()
      .catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : 'Sorry. Something went wrong.'))
      .finally(() => setBusy(false));
  };
  const date = (value: string | null | undefined) => (value ? formatSiteDate(value, siteId) : null);
  const giftButton = onGift && (
    <button type="button" className="d2d-button" onClick={onGift}>
      Gift a subscription
    </button>
  );
  const giftParts = (
    <>
      {onClaimGift && <GiftCodeForm onClaimGift={onClaimGift} />}
      {gifts && <SentGifts gifts={gifts} />}
    </>
  );

  if (subscription === null || subscription.status === 'ended') {
    return (
      <section className="d2d-subscription" aria-label="Subscription">
        {subscription?.status === 'ended' && subscription.end_date && <p>Your premium plan ended on {date(subscription.end_date)}.</p>}
        <p className="d2d-empty">{MESSAGES.notSubscribed}</p>
        <p>
          {PREMIUM_TITLES_PER_MONTH} hand-picked games every month, with their keys. Stop renewing any time.
        </p>
        <div className="d2d-subscription__actions">
          <button type="button" className="d2d-button d2d-button--buy" onClick={onSubscribe}>
            Subscribe
          </button>
          {giftButton}
        </div>
        {giftParts}
      </section>
    );
  }

  const price = formatWirePrice(subscription.subscription_price, siteId);
  const ends = date(subscription.end_date);
  const state =
    subscription.grace_end_date
      ? `We could not charge your card for this month's renewal of ${price}. We will try again; your plan ends on ${date(subscription.grace_end_date)} unless the payment goes through.`
      : subscription.status === 'cancelled'
        ? `Your subscription is cancelled. Your plan stays active until ${ends ?? 'the end of this billing period'}; no refund is made.`
        : subscription.stop_renewing || subscription.status === 'stop_renewing'
          ? `Renewal is stopped. Your plan stays active until ${ends ?? 'the end of this billing period'}.`
          : `Your plan renews on ${ends ?? 'the end of this billing period'} at ${price} a month.`;
  const renews = subscription.status === 'subscribed' && !subscription.stop_renewing;

  return (
    <section className="d2d-subscription" aria-label="Subscription">
      <p className="d2d-alert d2d-alert--info">{MESSAGES.alreadySubscribed}</p>
      <p className="d2d-subscription__state">
        {subscription.tier === 'free_trial' ? 'Free trial. ' : ''}
        {state}
      </p>
      <h3 className="d2d-section__title">This month's games</h3>
      {titles === undefined ? (
        <p role="status">Loading this month's games…</p>
      ) : titles.length === 0 ? (
        <p className="d2d-empty">{MESSAGES.noResults}</p>
      ) : (
        <ul className="d2d-subscription__titles">
          {titles.map((product) => (
            <TitleKeys key={product.id} product={product} loadKeys={loadKeys} />
          ))}
        </ul>
      )}
      <div className="d2d-subscription__actions">
        {renews && (
          <button type="button" className="d2d-button" disabled={busy} onClick={() => run(onStopRenewing)}>
            Stop renewing
          </button>
        )}
        {subscription.status !== 'cancelled' && (
          <button type="button" className="d2d-button d2d-button--danger" disabled={busy} onClick={() => setConfirmCancel(true)}>
            Cancel subscription
          </button>
        )}
        {giftButton}
      </div>
      {error && (
        <p className="d2d-alert d2d-alert--error" role="alert">
          {error}
        </p>
      )}
      {giftParts}
      <Dialog
        open={confirmCancel}
        title="Cancel your subscription?"
        onClose={() => setConfirmCancel(false)}
        size="small"
        role="alertdialog"
        footer={
          <>
            <button type="button" className="d2d-button" onClick={() => setConfirmCancel(false)}>
              Keep my plan
            </button>
            <button
              type="button"
              className="d2d-button d2d-button--danger"
              onClick={() => {
                setConfirmCancel(false);
                run(onCancel);
              }}
            >
              Cancel subscription
            </button>
          </>
        }
      >
        <p>Your plan stays active until {ends ?? 'the end of this billing period'} and is not renewed. No refund is made.</p>
      </Dialog>
    </section>
  );
}
