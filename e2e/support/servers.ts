/**
 * The two reference servers of the browser tests, each on its own fresh SQLite file: the default
 * store (legacy provider: the sandbox hosted checkout in an embedded frame) and a store whose
 * checkout opens the card payment modal (`PAYMENT_PROVIDER=card`).
 */
export const STORE_PORT = Number(process.env.E2E_PORT ?? 8099);
export const CARD_STORE_PORT = Number(process.env.E2E_CARD_PORT ?? 8098);

/** The default store (Playwright's `baseURL`). */
export const STORE_URL = `http://localhost:${STORE_PORT}`;
/** The store that takes cards in its own payment modal. */
export const CARD_STORE_URL = `http://localhost:${CARD_STORE_PORT}`;
