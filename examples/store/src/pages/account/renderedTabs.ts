import { ACCOUNT_TABS } from '@d2d/contract';

/** The account tabs (spec §2) this store has pages for: the tab bar and the sitemap list these. */
const RENDERED = new Set(['my-games', 'my-subscription', 'purchase-history', 'account-info', 'change-password', 'my-coupons', 'wallet', 'payment-info', 'streaming'] as const);

/** The `tabName` of a tab this store renders. */
export type RenderedTabKey = typeof RENDERED extends Set<infer K> ? K : never;

/** The rendered tabs in the contract's order, with its labels. */
export const RENDERED_TABS = ACCOUNT_TABS.filter((tab): tab is Extract<(typeof ACCOUNT_TABS)[number], { key: RenderedTabKey }> => RENDERED.has(tab.key as RenderedTabKey));
