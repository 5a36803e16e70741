/**
 * The vocabulary every package shares: the store's pages and their links, the wire's cookie and
 * header names, the affiliate id rule, the price rule and the company's addresses. The 5-item
 * cart limit is in `validation/cartLimit.ts` with the other checkout checks.
 * @module
 */
export * from './pages.js';
export * from './productPath.js';
export * from './wireNames.js';
export * from './affiliate.js';
export * from './prices.js';
export * from './links.js';
export * from './accountTabs.js';
export * from './serverUrls.js';
export * from './publisherLogin.js';
export * from './videoUrls.js';
