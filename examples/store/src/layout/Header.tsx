import { useEffect, useMemo } from 'react';
import { CartPopover, MiniCart, NavigationBar, UserMenu, useCart, useDialogs, useIsLoggedIn, useSignalValue, useStore } from '@d2d/react';
import { vipTierNameOf } from '../account/vipTierName.js';
import { useReferenceData } from '../data/ReferenceData.js';
import { href, navigate, useRoute } from '../router/index.js';
import { Logo } from './Logo.js';
import { StoreSearchBox } from './StoreSearchBox.js';
import { UTILITY_LINKS, navigationItems } from './navigationItems.js';

function CartButton() {
  const store = useStore();
  const route = useRoute();
  const signedIn = useIsLoggedIn();
  const { lines, totals, count, loading } = useCart();
  return (
    <CartPopover count={count} cartHref={href('cart')} linkOnly={route.name === 'cart'}>
      <MiniCart signedIn={signedIn} lines={lines} totals={totals} siteId={store.site} cartHref={href('cart')} busy={loading} onRemove={(id) => void store.cart.remove(id).catch(() => undefined)} />
    </CartPopover>
  );
}

function UserPanel() {
  const store = useStore();
  const dialogs = useDialogs();
  const name = useSignalValue(store.session.headerName);
  const tier = useSignalValue(store.session.vipTier);
  const tiersLoaded = useSignalValue(store.session.vipTiers).length > 0;
  const signedIn = name !== null;
  // the badge names the shopper's tier from the tier list, which only the account and rewards pages loaded
  useEffect(() => {
    if (signedIn && !tiersLoaded) void store.session.loadVipTiers().catch(() => undefined);
  }, [store, signedIn, tiersLoaded]);
  if (name === null) return <UserMenu signedIn={false} onLogin={() => dialogs.openLogin('login')} onSignUp={() => dialogs.openLogin('signup')} />;
  return (
    <UserMenu
      signedIn
      name={name}
      vipTier={tier ? vipTierNameOf(tier) : null}
      accountHref={href('myAccount')}
      onLogout={() => {
        // home first: a page that needs an account (My Account) must be gone before the session
        // is, or it asks the shopper who just logged out to log in again
        navigate('/');
        void store.session.logout();
      }}
    />
  );
}

/** The navigation bar of spec §2, bound to the store and the reference data. */
export function Header() {
  const store = useStore();
  const reference = useReferenceData();
  const items = useMemo(() => navigationItems(store.site, reference), [store.site, reference]);
  return <NavigationBar logo={<Logo />} items={items} utilityLinks={UTILITY_LINKS} search={<StoreSearchBox />} cart={<CartButton />} user={<UserPanel />} />;
}
