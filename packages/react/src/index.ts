/**
 * `@d2d/react`: React components and hooks for the storefront.
 * @packageDocumentation
 */
export type { Country } from '@d2d/core';
