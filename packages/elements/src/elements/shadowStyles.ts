/**
 * The stylesheet inside an element's shadow root: `@d2d/react`'s base rules and the rules of the
 * components the element renders (the same rules as in `@d2d/react/styles.css`, so a page script
 * does not carry the whole store's sheet), plus the few rules the elements add. Elements of one
 * kind share one constructable sheet on the page; where a browser lacks `adoptedStyleSheets` the
 * element renders a `<style>` instead.
 * @module
 */
import { baseStyles } from '@d2d/react';

/** Rules of the elements themselves: host layout and the inline status line. */
export const elementStyles = /* css */ `
:host { display: block; background: transparent; }
:host([hidden]) { display: none !important; }
:host(d2d-product-card) { max-inline-size: var(--d2d-card-max-width, 320px); }
.d2d-el { display: block; }
.d2d-el-status { margin: calc(var(--d2d-space) / 2) 0 0; font-size: var(--d2d-font-size-sm); color: var(--d2d-color-danger); }
.d2d-el-cart { display: grid; gap: calc(var(--d2d-space) * 2); padding: calc(var(--d2d-space) * 2);
  background: var(--d2d-color-surface); border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-el-cart__title { margin: 0; font-size: var(--d2d-font-size-lg); }
.d2d-el-inline-cart { padding: calc(var(--d2d-space) * 1.5); background: var(--d2d-color-surface);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); }
.d2d-el-popover { position: relative; display: inline-block; }
.d2d-el-popover .d2d-cart-button__panel { position: absolute; right: 0; top: calc(100% + var(--d2d-space)); z-index: 10;
  width: min(360px, 90vw); padding: calc(var(--d2d-space) * 1.5); background: var(--d2d-color-surface);
  border: 1px solid var(--d2d-color-border); border-radius: var(--d2d-radius); box-shadow: var(--d2d-shadow); }
`;

/**
 * The whole text of an element's stylesheet.
 * @param componentStyles - The rules of the components the element renders (e.g. `productCardStyles`).
 */
export function shadowCss(componentStyles: string): string {
  return `${baseStyles}${componentStyles}\n${elementStyles}`;
}

const shared = new Map<string, CSSStyleSheet | null>();

function sharedSheet(componentStyles: string): CSSStyleSheet | null {
  const known = shared.get(componentStyles);
  if (known !== undefined) return known;
  let sheet: CSSStyleSheet | null = null;
  try {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(shadowCss(componentStyles));
  } catch {
    sheet = null;
  }
  shared.set(componentStyles, sheet);
  return sheet;
}

/**
 * Gives a shadow root the elements' stylesheet for the components it renders.
 * @param root - The shadow root.
 * @param componentStyles - The rules of the components the element renders.
 * @returns `true` when adopted; `false` when the caller must render a `<style>` itself.
 */
export function adoptStyles(root: ShadowRoot, componentStyles: string): boolean {
  const sheet = sharedSheet(componentStyles);
  if (!sheet || !('adoptedStyleSheets' in root)) return false;
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}
