/**
 * `@d2d/core`: the headless storefront SDK.
 * @packageDocumentation
 */
export { countrySchema } from '@d2d/contract';
export type { Country } from '@d2d/contract';
