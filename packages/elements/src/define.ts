/**
 * `import '@d2d/elements/define'` defines every element as a side effect (the only module of the
 * package with one).
 * @module
 */
import { defineElements } from './elements/defineElements.js';

defineElements();
