/**
 * The contract's schemas, in a chunk of their own: `createPageStore` loads it with the first API
 * call, so zod and the schemas are not part of the page's first script.
 * @module
 */
export { endpoints } from '@d2d/contract';
