/**
 * The endpoint table of spec §7: every call with its method, path, login need and schemas.
 * One file per area under `endpoints/`; this file joins them.
 * @module
 */
import { accountEndpoints } from './endpoints/account.js';
import { cartEndpoints } from './endpoints/cart.js';
import { catalogueEndpoints } from './endpoints/catalogue.js';
import { checkoutEndpoints } from './endpoints/checkout.js';
import { merchandisingEndpoints } from './endpoints/merchandising.js';
import { premiumEndpoints } from './endpoints/premium.js';
import { reviewEndpoints } from './endpoints/reviews.js';
import { streamingEndpoints } from './endpoints/streaming.js';

// The annotation keeps the emitted declaration a reference to the area tables instead of a
// second full expansion of every schema type; the pure IIFE lets bundlers drop the table (and
// every schema it names) when a page does not use it, which a bare object spread prevents.
/**
 * Every API call, keyed by a stable camelCase name. Paths use `:param` segments; fill them with
 * {@link buildPath}. Entries with `chosen: true` are paths spec §7 does not show.
 * @example
 * const e = endpoints.productGet;
 * const res = await fetch(base + buildPath(e, { id: 1042 }), { method: e.method });
 * const product = e.response.parse(await res.json());
 */
export const endpoints: typeof accountEndpoints &
  typeof streamingEndpoints &
  typeof premiumEndpoints &
  typeof cartEndpoints &
  typeof checkoutEndpoints &
  typeof catalogueEndpoints &
  typeof merchandisingEndpoints &
  typeof reviewEndpoints = /* @__PURE__ */ (() => ({
  ...accountEndpoints,
  ...streamingEndpoints,
  ...premiumEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...catalogueEndpoints,
  ...merchandisingEndpoints,
  ...reviewEndpoints,
}))();

/** The name of an API call. */
export type EndpointName = keyof typeof endpoints;
/** The table entry of a named call. */
export type Endpoints = typeof endpoints;

export {
  accountEndpoints,
  cartEndpoints,
  catalogueEndpoints,
  checkoutEndpoints,
  merchandisingEndpoints,
  premiumEndpoints,
  reviewEndpoints,
  streamingEndpoints,
};
export { buildPath } from './endpoints/buildPath.js';
export type {
  BodyOf,
  EndpointDefinition,
  HttpMethod,
  PathParamNames,
  PathParams,
  QueryOf,
  ResponseOf,
} from './endpoints/endpoint.js';
