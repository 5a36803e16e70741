/**
 * The stylesheet inside every element's shadow root: `@d2d/react`'s own sheet (the same text as
 * `@d2d/react/styles.css`) plus the few rules the elements add. One constructable sheet is shared
 * by every shadow root on the page; where a browser lacks `adoptedStyleSheets` the element renders
 * a `<style>` instead.
 * @module
 */
import { d2dStyles } from '@d2d/react';

/** Rules of the elements themselves: host layout and the inline status line. */
export const elementStyles = /* css */ `
:host { display: block; background: transparent; }
:host([hidden]) { display: none !important; }
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

/** The whole text of an element's stylesheet. */
export const shadowCss = `${d2dStyles}\n${elementStyles}`;

let shared: CSSStyleSheet | null | undefined;

function sharedSheet(): CSSStyleSheet | null {
  if (shared !== undefined) return shared;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(shadowCss);
    shared = sheet;
  } catch {
    shared = null;
  }
  return shared;
}

/**
 * Gives a shadow root the elements' stylesheet.
 * @param root - The shadow root.
 * @returns `true` when adopted; `false` when the caller must render a `<style>` itself.
 */
export function adoptStyles(root: ShadowRoot): boolean {
  const sheet = sharedSheet();
  if (!sheet || !('adoptedStyleSheets' in root)) return false;
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return true;
}
