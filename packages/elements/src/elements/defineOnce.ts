/**
 * Idempotent `customElements.define`: a tag already defined (by this script loaded twice, or by
 * another copy) is left alone, so including the script twice never throws.
 * @module
 */

/**
 * Defines a custom element unless its tag is taken.
 * @param tag - The tag name.
 * @param make - Builds the element class; called only when the tag is free (and only in a
 *   browser: in Node nothing is defined and nothing throws).
 * @returns The class registered for the tag, or `undefined` where there is no registry.
 */
export function defineOnce(tag: string, make: () => CustomElementConstructor): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined;
  const existing = customElements.get(tag);
  if (existing) return existing;
  const element = make();
  customElements.define(tag, element);
  return element;
}
