/**
 * `import '@d2d/elements/define'` defines every element as a side effect (the only module of the
 * package with one).
 * @module
 */
import { defineElements } from './elements/defineElements.js';

// a type-only export, so an app that only imports this module gets the elements in its JSX
export type { D2dIntrinsicElements } from './jsx.js';

defineElements();
