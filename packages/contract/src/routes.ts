/**
 * The route table of spec §7 without schemas: method, path and login need of every call.
 * Nothing in this module's import graph imports zod, so a client that sends calls without
 * validating them (core without `validate`) bundles none of the schemas. `endpoints` is this
 * table plus the schemas and a one-line summary of each call.
 * @module
 */
import { accountRoutes } from './routes/account.js';
import { cartRoutes } from './routes/cart.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { checkoutRoutes } from './routes/checkout.js';
import { merchandisingRoutes } from './routes/merchandising.js';
import { premiumRoutes } from './routes/premium.js';
import { reviewRoutes } from './routes/reviews.js';
import { streamingRoutes } from './routes/streaming.js';

// Annotated and wrapped like `endpoints` (see endpoints.ts) so the declaration stays small and
// bundlers can drop the table when a page does not use it.
/**
 * Every API call's route, keyed by the same names as `endpoints`.
 * @example
 * const route = routes.productGet;
 * const res = await fetch(base + buildPath(route, { id: 1042 }), { method: route.method });
 */
export const routes: typeof accountRoutes &
  typeof streamingRoutes &
  typeof premiumRoutes &
  typeof cartRoutes &
  typeof checkoutRoutes &
  typeof catalogueRoutes &
  typeof merchandisingRoutes &
  typeof reviewRoutes = /* @__PURE__ */ (() => ({
  ...accountRoutes,
  ...streamingRoutes,
  ...premiumRoutes,
  ...cartRoutes,
  ...checkoutRoutes,
  ...catalogueRoutes,
  ...merchandisingRoutes,
  ...reviewRoutes,
}))();

/** The name of an API call (the same names as `EndpointName`). */
export type RouteName = keyof typeof routes;
/** The route table's type. */
export type Routes = typeof routes;

export {
  accountRoutes,
  cartRoutes,
  catalogueRoutes,
  checkoutRoutes,
  merchandisingRoutes,
  premiumRoutes,
  reviewRoutes,
  streamingRoutes,
};
export type { RouteDefinition } from './routes/route.js';
