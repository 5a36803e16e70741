/**
 * The API client: one resource per area of spec §7 over one shared transport, composed as
 * `store.api.cart.add(...)`.
 * @module
 */
import type { Transport } from '../transport.js';
import { AccountApi } from './account.js';
import { CartApi } from './cart.js';
import { CatalogueApi } from './catalogue.js';
import type { CheckoutApi } from './checkout.js';
import { lazyResource } from './lazyResource.js';
import { MerchandisingApi } from './merchandising.js';
import type { PremiumApi } from './premium.js';
import type { ReviewsApi } from './reviews.js';
import type { SandboxApi } from './sandbox.js';
import type { StreamingApi } from './streaming.js';

/** Every resource of the API. */
export class ApiClient {
  readonly account: AccountApi;
  readonly cart: CartApi;
  readonly checkout: CheckoutApi;
  readonly catalogue: CatalogueApi;
  readonly merchandising: MerchandisingApi;
  readonly reviews: ReviewsApi;
  readonly streaming: StreamingApi;
  readonly premium: PremiumApi;
  /** The reference server's sandbox payment providers (not the store's API). */
  readonly sandbox: SandboxApi;
  /** The shared transport, for calls of the endpoint table no resource wraps. */
  readonly transport: Transport;

  constructor(transport: Transport) {
    this.transport = transport;
    this.account = new AccountApi(transport);
    this.cart = new CartApi(transport);
    this.catalogue = new CatalogueApi(transport);
    this.merchandising = new MerchandisingApi(transport);
    // no page needs these to render: each loads on its first call (the objects have the classes'
    // methods, but are not instances of them)
    this.checkout = lazyResource(transport, 'checkout', () => import('./checkout.js').then((m) => m.CheckoutApi), {
      stripePay: 1, pay: 1, stripePurchase: 1, paypalPurchase: 1, fraudCheck: 1, paypalAbort: 1, cardForm: 1, redeem: 1,
    });
    this.reviews = lazyResource(transport, 'reviews', () => import('./reviews.js').then((m) => m.ReviewsApi), {
      findPage: 1, flagAbusive: 1, voteHelpful: 1, rateTitle: 1, write: 1, createProfile: 1, isReviewable: 1,
    });
    this.streaming = lazyResource(transport, 'streaming', () => import('./streaming.js').then((m) => m.StreamingApi), {
      info: 1, play: 1, instantPlay: 1, instantPlayAck: 1, campaign: 1, redeemBonusHours: 1, switchServer: 1, switchServerStatus: 1, subscribe: 1,
      unsubscribe: 1, clientReport: 1, instantPlayCollection: 1,
    });
    this.premium = lazyResource(transport, 'premium', () => import('./premium.js').then((m) => m.PremiumApi), {
      campaign: 1, redeemFreeTrial: 1, activeGames: 1, planPrice: 1, status: 1, subscribed: 1, stopRenewing: 1, cancel: 1, subscribe: 1, gift: 1,
      gifts: 1, claimGift: 1, rent: 1,
    });
    this.sandbox = lazyResource(transport, 'sandbox', () => import('./sandbox.js').then((m) => m.SandboxApi), { confirmCard: 1 });
  }
}
