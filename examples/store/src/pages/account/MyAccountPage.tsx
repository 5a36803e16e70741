import { Suspense, lazy, useEffect, useState } from 'react';
import { formatSiteDate, formatWirePrice } from '@d2d/core';
import { ChangePasswordForm, OrderHistory, Tabs, useAccount, useDialogs, useRequest, useSignalValue, useStore } from '@d2d/react';
import { PURCHASE_HISTORY_PAGE_SIZE, type WalletHistoryEntry } from '@d2d/contract';
import { vipTierNameOf } from '../../account/vipTierName.js';
import { RETURN_PATH_KEY } from '../../config.js';
import { href, navigate, useRoute } from '../../router/index.js';
import { AccountInfoTab } from './AccountInfoTab.js';
import { MyGamesTab } from './MyGamesTab.js';
import { StreamingTab } from './StreamingTab.js';
import { RENDERED_TABS, type RenderedTabKey } from './renderedTabs.js';

const TABS = RENDERED_TABS;
// the premium tab loads on demand, with its modals
const SubscriptionTab = lazy(() => import('./SubscriptionTab.js').then((m) => ({ default: m.SubscriptionTab })));
type TabKey = RenderedTabKey;

function HistoryTab() {
  const store = useStore();
  const [page, setPage] = useState(1);
  const { data, loading } = useRequest((s, signal) => s.api.account.payments({ page, per_page: PURCHASE_HISTORY_PAGE_SIZE }, { signal }), [page]);
  return (
    <OrderHistory
      orders={data?.items}
      paging={data ? { totalItems: data.totalItems, currentPageIndex: data.currentPageIndex, pageSize: data.pageSize } : undefined}
      loading={loading}
      siteId={store.site}
      onPageChange={setPage}
    />
  );
}

function CouponsTab() {
  const store = useStore();
  const { data, loading } = useRequest((s, signal) => s.api.account.coupons({ signal }), []);
  if (loading && !data) return <p role="status">Loading your coupons…</p>;
  const items = data?.items ?? [];
  if (items.length === 0) return <p className="d2d-empty">You have no coupons.</p>;
  return (
    <ul className="store-coupons">
      {items.map((c) => (
        <li key={c.code} className="store-coupon">
          <h3>{c.title}</h3>
          {c.desc && <p>{c.desc}</p>}
          <p>
            Code <code>{c.code}</code>
            {c.expirationDate ? ` · expires ${formatSiteDate(c.expirationDate, store.site)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The wallet history's line labels; the spec names none, so each says what moved the credit. */
const WALLET_PURPOSE_LABELS: Record<WalletHistoryEntry['purpose'], string> = { trade_in: 'Trade-in', redeem: 'Redeemed', refund: 'Refunded' };

function WalletTab() {
  const store = useStore();
  const { data, loading } = useRequest((s, signal) => s.api.account.wallet({ signal }), []);
  if (loading && !data) return <p role="status">Loading your wallet…</p>;
  if (!data) return null;
  return (
    <div>
      <p className="store-wallet__balance">Balance: <strong>{formatWirePrice(data.balance, store.site)}</strong></p>
      {data.history.length === 0 ? (
        <p>No wallet activity yet. Trade in a game you no longer play to earn credit.</p>
      ) : (
        <ul className="d2d-orders__list" aria-label="Wallet history">
          {data.history.map((h, i) => (
            <li key={i} className="d2d-order">
              <span>{WALLET_PURPOSE_LABELS[h.purpose]}{h.product?.title ? `: ${h.product.title}` : ''}</span>{' '}
              <span>{formatSiteDate(h.transactionDate, store.site)}</span>{' '}
              <strong>{formatWirePrice(h.transactionAmount, store.site)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PaymentInfoTab() {
  const account = useAccount();
  const a = account?.address;
  return (
    <div>
      <p>Card details are entered at checkout and kept by our payment provider; we never store your card number.</p>
      {a?.street_1 ? (
        <address className="store-address">
          {a.user_name}<br />
          {a.street_1}{a.street_2 ? <><br />{a.street_2}</> : null}<br />
          {a.city}, {a.state} {a.zipcode}{a.country?.code2 ? ` · ${a.country.code2}` : ''}
        </address>
      ) : (
        <p>You have no billing address yet.</p>
      )}
      <a className="d2d-button" href={href('myAccountTab', { tabName: 'account-info' })}>Edit billing address</a>
    </div>
  );
}

/** /my-account and /my-account/{tabName}: the account area; visitors go home with the path kept for after login (spec §6). */
export function MyAccountPage() {
  const store = useStore();
  const route = useRoute();
  const dialogs = useDialogs();
  const account = useAccount();
  const name = useSignalValue(store.session.headerName);
  const tier = useSignalValue(store.session.vipTier);
  const requested = route.name === 'myAccountTab' ? route.params.tabName : 'my-games';
  const tab: TabKey = TABS.some((t) => t.key === requested) ? (requested as TabKey) : 'my-games';
  const restoring = store.session.token !== undefined && account === null;

  useEffect(() => {
    if (account !== null || restoring) return;
    sessionStorage.setItem(RETURN_PATH_KEY, route.path);
    navigate('/', { replace: true });
    dialogs.openLogin('login');
  }, [account, restoring, route.path, dialogs]);

  useEffect(() => {
    if (account) void store.session.loadVipTiers().catch(() => undefined);
  }, [store, account]);

  if (!account) return <p className="d2d-empty" role="status">Loading your account…</p>;
  return (
    <section className="store-account">
      <header className="store-account__header">
        <h1 className="d2d-page-title">My Account</h1>
        <p className="store-account__who">
          {name} {tier && <span className="d2d-vip-badge">{vipTierNameOf(tier)}</span>}
        </p>
      </header>
      <Tabs label="My account" tabs={TABS} selected={tab} onSelect={(key) => navigate(href('myAccountTab', { tabName: key }), { replace: true })}>
        {tab === 'my-games' && <MyGamesTab />}
        {tab === 'purchase-history' && <HistoryTab />}
        {tab === 'account-info' && <AccountInfoTab account={account} />}
        {tab === 'change-password' && <ChangePasswordForm className="store-form" />}
        {tab === 'my-coupons' && <CouponsTab />}
        {tab === 'wallet' && <WalletTab />}
        {tab === 'payment-info' && <PaymentInfoTab />}
        {tab === 'streaming' && <StreamingTab />}
        {tab === 'my-subscription' && (
          <Suspense fallback={<p role="status">Loading your subscription…</p>}>
            <SubscriptionTab />
          </Suspense>
        )}
      </Tabs>
    </section>
  );
}
