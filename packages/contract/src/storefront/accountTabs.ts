/**
 * The tabs of the account area (spec §2 "My account tabs"), in the spec's order: the page
 * `/my-account/{tabName}` of each, and its label. The store's tab bar, its sitemap page and the
 * server's sitemap all list them from here.
 * @module
 */

/** The account tabs: `key` is the `tabName` of `/my-account/{tabName}`. */
export const ACCOUNT_TABS = [
  { key: 'my-games', label: 'My Games' },
  { key: 'my-subscription', label: 'Subscription' },
  { key: 'wallet', label: 'Wallet' },
  { key: 'my-coupons', label: 'My Coupons' },
  { key: 'account-info', label: 'Account Info' },
  { key: 'payment-info', label: 'Payment Info' },
  { key: 'purchase-history', label: 'Purchase History' },
  { key: 'change-password', label: 'Change Password' },
  { key: 'streaming', label: 'Streaming' },
] as const;

/** The `tabName` of an account tab. */
export type AccountTabKey = (typeof ACCOUNT_TABS)[number]['key'];

/**
 * Whether a route's `tabName` names an account tab.
 * @example
 * isAccountTab('wallet'); // true
 */
export function isAccountTab(value: string): value is AccountTabKey {
  return ACCOUNT_TABS.some((tab) => tab.key === value);
}
