import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets of the conformance target: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/**
 * Runs axe on the page as the shopper sees it now (open shadow roots included) and lists its
 * serious and critical violations, each as `impact rule: help — targets`.
 * @param page - The page, settled on the route to check.
 * @param options - `tags`: only the rules of these axe tags (all rules when left out).
 */
export async function seriousA11yViolations(page: Page, options: { tags?: readonly string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (options.tags) builder.withTags([...options.tags]);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
}

/**
 * Whether anything on the page (its style sheets, open shadow roots included, its `color-scheme`,
 * its picture sources) answers the browser's colour-scheme preference.
 * @param page - The page, settled.
 */
export async function answersColorScheme(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const mentions = (text: string | undefined) => text !== undefined && text.includes('prefers-color-scheme');
    const sheets: CSSStyleSheet[] = [...document.styleSheets, ...document.adoptedStyleSheets];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          sheets.push(...element.shadowRoot.styleSheets, ...element.shadowRoot.adoptedStyleSheets);
          walk(element.shadowRoot);
        }
      }
    };
    walk(document);
    const rulesOf = (holder: CSSStyleSheet | CSSGroupingRule): CSSRule[] => {
      try {
        return [...holder.cssRules];
      } catch {
        return []; // another origin's sheet cannot be read; the pages checked load none
      }
    };
    const answersIn = (holder: CSSStyleSheet | CSSGroupingRule): boolean =>
      rulesOf(holder).some((rule) => (rule instanceof CSSMediaRule && mentions(rule.conditionText)) || (rule instanceof CSSImportRule && mentions(rule.media.mediaText)) || (rule instanceof CSSGroupingRule && answersIn(rule)));
    const scheme = getComputedStyle(document.documentElement).colorScheme;
    return (
      (scheme.includes('light') && scheme.includes('dark')) ||
      document.querySelector('source[media*="prefers-color-scheme"]') !== null ||
      sheets.some((sheet) => mentions(sheet.media.mediaText) || answersIn(sheet))
    );
  });
}

/**
 * Runs axe on the page as the shopper sees it now and fails on any serious or critical
 * violation, listing each rule with the elements it found.
 * @param page - The page, settled on the route to check.
 * @param route - Names the route in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, route: string): Promise<void> {
  expect(await seriousA11yViolations(page), `axe violations on ${route}`).toEqual([]);
}
