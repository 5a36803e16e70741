/**
 * `createStore(config)`: one store per page, shared by every component and element on it.
 * @module
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_DAYS, affiliateId, siteById, type Account, type OfferAction, type SiteId } from '@d2d/contract';
import type { StoreAdapters } from './adapters.js';
import { ApiClient } from './api/apiClient.js';
import { Campaigns } from './campaigns.js';
import { CartStore } from './cart.js';
import { CheckoutFlow } from './checkoutFlow.js';
import { startCountdown, type LiveCountdown } from './countdown.js';
import type { DateInput } from './dates.js';
import { StoreDisposedError } from './errors.js';
import { Emitter, type Unsubscribe } from './events.js';
import { assertFingerprint, deviceFingerprint } from './fingerprint.js';
import { LoginQueue } from './loginQueue.js';
import { offerButtonState, type OfferButton, type OfferProductLike } from './offerState.js';
import { PurchaseCompletionPoll } from './purchaseCompletion.js';
import { createScheduler, type Scheduler } from './scheduler.js';
import { Session } from './session.js';
import type { StoreContext } from './storeContext.js';
import type { StoreEvents } from './storeEvents.js';
import { StreamingPoll } from './streamingPoll.js';
import { Transport, type EndpointValidatorsSource } from './transport.js';

/** Settings of a store. */
export interface StoreConfig {
  /**
   * The API's base url, e.g. `https://store.example.com` (or `/` for the page's own origin). An
   * absolute one also makes the server's own URLs in answers (art, media, downloads) absolute,
   * so images load from the API server on any origin (the server must list the app's origin in
   * `API_ORIGINS`).
   */
  apiBase: string;
  /** The storefront: 1 US, 2 UK, 3 EU (prices, currency, dates, ratings). */
  site: SiteId;
  /** Cookies, storage, fetch and clock: `browserAdapters()` in a page. */
  adapters: StoreAdapters;
  /** The device fingerprint; by default a random id kept in storage. */
  fingerprint?: string;
  /** The affiliate id (`?aff=ID`): stored in the 30-day `aff` cookie the server reads. */
  affiliateId?: string;
  /** Per-request timeout in ms (default 30 000); `false` for none. */
  timeoutMs?: number | false;
  /**
   * The contract's `endpoints` table, to check every request and answer with its zod schemas:
   * a request that breaks the contract is refused (`RefusedError` 'invalid-input') before it is
   * sent, an answer that breaks it fails with `ResponseShapeError`, and answers come back
   * parsed (unknown fields dropped). Without it calls go out and come back unchecked, and the
   * app bundles neither zod nor the schemas; pass it where correctness beats size (the
   * store app, tests). A loader (`() => import(...)`) keeps them out of the first script, and
   * every call is still checked: reads go out at once and are checked when it arrives, other
   * calls wait for it.
   * @example
   * import { endpoints } from '@d2d/contract';
   * const store = createStore({ apiBase: '/', site: 1, adapters: browserAdapters(), validate: endpoints });
   */
  validate?: EndpointValidatorsSource;
}

const registry = new Map<string, Store>();

function storeKey(apiBase: string, site: SiteId): string {
  return `${apiBase.replace(/\/+$/, '')}|${site}`;
}

/**
 * One storefront on a page: API client, session, cart, checkout, campaigns and streaming, with
 * typed events. Build it with {@link createStore}.
 */
export class Store {
  readonly apiBase: string;
  readonly site: SiteId;
  readonly fingerprint: string;
  /** The affiliate of this visit, from the config or the affiliate cookie. */
  readonly affiliateId: string | undefined;
  /** The store's clock: every timer started through it stops on `dispose()`. */
  readonly clock: Scheduler;
  /** The raw API: `store.api.cart.add(...)`. */
  readonly api: ApiClient;
  readonly session: Session;
  readonly cart: CartStore;
  readonly checkout: CheckoutFlow;
  /** The purchase-completion poll of /complete-purchased. */
  readonly completion: PurchaseCompletionPoll;
  readonly campaigns: Campaigns;
  readonly streaming: StreamingPoll;
  /**
   * Changes whenever what the shopper holds or is may have changed: another shopper (login,
   * logout), a completed purchase, the premium plan or the VIP tier. Catalogue reads carry the
   * shopper's own offer states and prices (spec §4), so a view showing products reads them again
   * when it changes (React: `useCatalogueRequest`). An opaque key: compare it, do not parse it.
   * @example
   * store.ownership.subscribe(() => reloadProducts());
   */
  readonly ownership: ReadonlySignal<string>;
  /** Whether `dispose()` ran. */
  disposed = false;

  readonly #events: Emitter<StoreEvents>;
  readonly #queue = new LoginQueue();
  readonly #key: string;
  readonly #purchases = signal(0);

  /** @internal Use {@link createStore}. */
  constructor(config: StoreConfig, key: string) {
    if (!siteById(config.site)) throw new RangeError(`createStore: unknown site ${String(config.site)}; use 1 (US), 2 (UK) or 3 (EU).`);
    if (typeof config.apiBase !== 'string' || config.apiBase.trim() === '') {
      throw new TypeError("createStore: `apiBase` is required, e.g. 'https://store.example.com' or '/'.");
    }
    if (!config.adapters?.fetch) throw new TypeError('createStore: `adapters` is required: pass browserAdapters() in a page.');
    const { cookies, storage } = config.adapters;
    this.#key = key;
    this.apiBase = config.apiBase;
    this.site = config.site;
    this.clock = createScheduler(config.adapters.clock);
    this.fingerprint = config.fingerprint === undefined ? deviceFingerprint(storage) : assertFingerprint(config.fingerprint);
    // a malformed id would only be dropped by the server, so it is never stored
    const affiliate = affiliateId(config.affiliateId);
    if (affiliate) cookies.set(AFFILIATE_COOKIE, affiliate, { maxAgeSeconds: AFFILIATE_COOKIE_DAYS * 86_400 });
    this.affiliateId = affiliate ?? affiliateId(cookies.get(AFFILIATE_COOKIE));
    this.#events = new Emitter<StoreEvents>();

    const transport = new Transport({
      apiBase: config.apiBase,
      fetch: config.adapters.fetch,
      // the host clock, not the store's: like fetch itself, a call in flight outlives dispose()
      clock: config.adapters.clock,
      cookies,
      fingerprint: () => this.fingerprint,
      queue: this.#queue,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      validate: config.validate,
      hooks: {
        onError: (error, navigate) => {
          this.#events.emit('error', { error });
          if (navigate) this.#events.emit('navigate', { path: navigate, reason: error });
        },
        onUnauthorized: (endpoint, hadToken) => this.session.handleUnauthorized(endpoint, hadToken),
      },
    });
    this.api = new ApiClient(transport);
    const ctx: StoreContext = {
      api: this.api,
      events: this.#events,
      clock: this.clock,
      cookies,
      storage,
      queue: this.#queue,
      site: config.site,
      fingerprint: this.fingerprint,
      loadedAt: this.clock.now(),
    };
    this.session = new Session(ctx, {
      onCleared: () => this.cart.clear(),
      onLogin: (account) => this.#afterLogin(account),
    });
    this.cart = new CartStore(ctx, () => this.session.isLoggedIn.value);
    this.checkout = new CheckoutFlow(ctx, this.cart, {
      isLoggedIn: () => this.session.isLoggedIn.value,
      refreshAccount: () => this.session.refresh(),
    });
    this.completion = new PurchaseCompletionPoll(ctx, () => {
      this.#purchases.value += 1;
      void this.cart.refresh().catch(() => undefined);
      void this.session.refresh().catch(() => undefined);
    });
    this.campaigns = new Campaigns(ctx, (update) => {
      const account = this.session.account.value;
      if (account) this.session.account.value = update(account);
    });
    this.streaming = new StreamingPoll(ctx);
    this.ownership = computed(() => {
      const account = this.session.account.value;
      return `${account?.id ?? '-'}|${account?.vip_tier ?? ''}|${this.session.isPremiumMember.value}|${this.#purchases.value}`;
    });
  }

  /**
   * Subscribes to a store event.
   * @example
   * store.on('navigate', ({ path }) => router.go(path));
   * store.on('login-required', () => loginDialog.open());
   * store.on('dialog', (dialog) => modal.show(dialog));
   */
  on<K extends keyof StoreEvents>(event: K, listener: (payload: StoreEvents[K]) => void): Unsubscribe {
    this.#assertLive();
    return this.#events.on(event, listener);
  }

  /** Subscribes to the next occurrence of an event. */
  once<K extends keyof StoreEvents>(event: K, listener: (payload: StoreEvents[K]) => void): Unsubscribe {
    this.#assertLive();
    return this.#events.once(event, listener);
  }

  /**
   * The offer button of a product (spec §4), kept up to date with the session and the cart.
   * @param product - The product (list item or detail).
   * @param offerAction - The offer the button is for; defaults to the product's offers.
   * @returns A signal of the button's state, label and action.
   */
  offerButton(product: OfferProductLike, offerAction?: OfferAction | null): ReadonlySignal<OfferButton> {
    return computed(() =>
      offerButtonState({
        product,
        offerAction: offerAction ?? null,
        isLoggedIn: this.session.isLoggedIn.value,
        // a plan the session knows of counts at once; otherwise the product's read (the server
        // knows a plan that was cancelled but runs to its end date) decides
        ...(this.session.isPremiumMember.value ? { isPremiumMember: true } : {}),
        cartProductIds: this.cart.productIds.value,
      }),
    );
  }

  /**
   * A live countdown to a sale or promotion end, ticking every second on the store's clock.
   * @param end - The end time (e.g. `purchasePrice.endTime`).
   * @param onEnd - Called once at the end (the promotion hero reloads the route).
   */
  countdown(end: DateInput, onEnd?: () => void): LiveCountdown {
    this.#assertLive();
    return startCountdown(this.clock, end, onEnd);
  }

  /**
   * Stops every timer and poll, drops calls waiting for a login and removes every listener.
   * The next `createStore` with the same config builds a fresh store.
   */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.streaming.stop();
    this.completion.stop();
    this.clock.clearAll();
    this.#queue.rejectAll(new StoreDisposedError());
    this.#events.clear();
    if (registry.get(this.#key) === this) registry.delete(this.#key);
  }

  #afterLogin(account: Account): void {
    void this.cart.refresh().catch(() => undefined);
    void this.campaigns.afterLogin(account).catch(() => undefined);
  }

  #assertLive(): void {
    if (this.disposed) throw new StoreDisposedError();
  }
}

/**
 * Creates the page's store, or returns the one already created for the same `apiBase` and
 * `site` (so every component, element and script on a page shares one store; the later
 * config's adapters are ignored). Safe before the DOM is ready: nothing is read or called
 * until you use the store. `dispose()` stops every timer and poll and frees the slot.
 * @param config - API base, site, adapters, optional fingerprint and affiliate id.
 * @returns The store.
 * @throws RangeError/TypeError with the fix when the config is incomplete.
 * @example
 * import { createStore, browserAdapters } from '@d2d/core';
 *
 * const store = createStore({ apiBase: 'https://store.example.com', site: 1, adapters: browserAdapters() });
 * store.on('navigate', ({ path }) => { location.hash = `#!${path}`; });
 * store.on('login-required', () => openLoginDialog());
 * await store.session.restore();
 * await store.cart.refresh();
 */
export function createStore(config: StoreConfig): Store {
  const key = storeKey(config.apiBase ?? '', config.site);
  const existing = registry.get(key);
  if (existing && !existing.disposed) return existing;
  const store = new Store(config, key);
  registry.set(key, store);
  return store;
}

/**
 * The page's store, created earlier with {@link createStore}.
 * @param where - Which store, when a page has several (by `apiBase` and `site`).
 * @returns The store.
 * @throws Error saying to call `createStore` first when there is none (or several and no `where`).
 * @example
 * const store = getStore();
 */
export function getStore(where?: { apiBase: string; site: SiteId }): Store {
  if (where) {
    const store = registry.get(storeKey(where.apiBase, where.site));
    if (store) return store;
    throw new Error(`No D2D store for ${where.apiBase} site ${where.site}: call createStore({ apiBase, site, adapters }) first.`);
  }
  const stores = [...registry.values()];
  if (stores.length === 1 && stores[0]) return stores[0];
  throw new Error(
    stores.length === 0
      ? 'No D2D store on this page: call createStore({ apiBase, site, adapters }) before getStore().'
      : 'Several D2D stores on this page: pass { apiBase, site } to getStore() to pick one.',
  );
}
