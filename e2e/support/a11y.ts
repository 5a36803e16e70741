import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as the shopper sees it now and fails on any serious or critical
 * violation, listing each rule with the elements it found.
 * @param page - The page, settled on the route to check.
 * @param route - Names the route in the failure message.
 */
export async function expectNoSeriousA11yViolations(page: Page, route: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(serious, `axe violations on ${route}`).toEqual([]);
}
