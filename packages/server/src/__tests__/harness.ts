/**
 * The one test harness of the server: every area's kit (`routes/<area>/__tests__/`) is this plus
 * what only that area needs. A kit opens the app with {@link openTestApp} on a fresh database or
 * a copy of a {@link seededTemplate}, moves a {@link testClock} instead of waiting, makes shoppers
 * through the calls ({@link confirmedAccount}) or in the database ({@link numberedBuyers}), reads
 * the outbox ({@link mailbox}) and pays on the sandbox's hosted page ({@link payHosted}).
 * @example
 * const clock = testClock();
 * const store = await openTestApp({ name: 'accounts', database: { countries: true }, clock });
 * const ana = await confirmedAccount(store.app, 'ana@example.com');
 * clock.advance(15 * 60_000);
 * const res = await store.call(ana, 'GET', '/api/account/show');
 * await store.close();
 * @module
 */
export { numberedBuyers, relogin, type Buyer, type BuyerOptions } from './buyers.js';
export { callsTo, parseOk, regionCookie, type Caller, type Calls, type Method } from './calls.js';
export { putInLibrary, type LibraryItemOptions } from './libraryItems.js';
export { mailbox, mailedToken, type MailItem } from './mailbox.js';
export { SUCCESS_CARD, pathOf, payHosted } from './sandboxPages.js';
export { authed, confirmedAccount, login, signUp, solveCaptcha, type ConfirmedAccount, type SignUpFields } from './shoppers.js';
export { tempDir, type TempDir } from './tempDir.js';
export { openTestApp, type TestApp, type TestAppOptions } from './testApp.js';
export { testClock, type TestClock } from './testClock.js';
export { openTestDatabase, seededTemplate, type DatabaseSource, type DatabaseTemplate, type TestDatabase } from './testDatabase.js';
export { CHEAP, STORE, STORE_CONFIG } from './testSettings.js';
