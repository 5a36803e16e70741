/**
 * `@d2d/elements`: embeddable custom elements for partner and affiliate sites.
 * @packageDocumentation
 */
export type { Country } from '@d2d/react';
