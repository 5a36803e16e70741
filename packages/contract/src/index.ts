/**
 * `@d2d/contract`: the wire contract both the clients and the reference server agree on.
 * Each area keeps its own barrel; this file only joins them.
 * @packageDocumentation
 */
export * from './entities/index.js';
export * from './routes.js';
export * from './endpoints.js';
export * from './errors.js';
export * from './constants.js';
export * from './validation/index.js';
export * from './loginHandoff.js';
export * from './storefront/index.js';
