/**
 * The API client: one resource per area of spec §7 over one shared transport, composed as
 * `store.api.cart.add(...)`.
 * @module
 */
import type { Transport } from '../transport.js';
import { AccountApi } from './account.js';
import { CartApi } from './cart.js';
import { CatalogueApi } from './catalogue.js';
import { CheckoutApi } from './checkout.js';
import { MerchandisingApi } from './merchandising.js';
import { PremiumApi } from './premium.js';
import { ReviewsApi } from './reviews.js';
import { SandboxApi } from './sandbox.js';
import { StreamingApi } from './streaming.js';

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
    this.checkout = new CheckoutApi(transport);
    this.catalogue = new CatalogueApi(transport);
    this.merchandising = new MerchandisingApi(transport);
    this.reviews = new ReviewsApi(transport);
    this.streaming = new StreamingApi(transport);
    this.premium = new PremiumApi(transport);
    this.sandbox = new SandboxApi(transport);
  }
}
