/**
 * What the reference store adds to the contract's page table (`PAGES` of `@d2d/contract`, spec §2):
 * the about-us sub pages and the pages without navigation.
 * @module
 */
import type { PageName } from '@d2d/contract';

/** The sub pages `/about-us/{page}` may name; each is also a top-level route. */
export const ABOUT_US_PAGES = {
  'open-letter': 'openLetter',
  'affiliate-program': 'affiliateProgram',
  'privacy-policy': 'privacyPolicy',
  'terms-of-use': 'termsOfUse',
} as const satisfies Record<string, PageName>;

/** Routes on which the navigation bar is hidden (spec §2). */
export const ROUTES_WITHOUT_NAVIGATION: ReadonlySet<PageName> = new Set(['registration', 'gdpr']);
