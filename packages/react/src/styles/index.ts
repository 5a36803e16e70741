import { tokens } from './tokens.js';
import { base } from './base.js';
import { dialog } from './dialog.js';
import { catalogue } from './catalogue.js';
import { layout } from './layout.js';
import { product } from './product.js';
import { commerce } from './commerce.js';

/**
 * The whole stylesheet of `@d2d/react` as a string, for shadow roots and other places a
 * `<link>` cannot reach. The same text ships as the file `@d2d/react/styles.css`.
 * @example
 * // inside a custom element
 * const sheet = new CSSStyleSheet();
 * sheet.replaceSync(d2dStyles);
 * this.shadowRoot.adoptedStyleSheets = [sheet];
 */
export const d2dStyles: string = [tokens, base, layout, dialog, catalogue, product, commerce].join('\n');
