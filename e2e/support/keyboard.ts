import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would.
 * @param page - The page whose keyboard is used.
 * @param target - The element to reach; it must be visible.
 * @param options - `backwards` uses Shift+Tab; `max` is how many presses to try before failing.
 * @throws Error when `target` is not reached in `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 120 } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${backwards ? 'Shift+Tab' : 'Tab'} in ${max} presses`);
}

/** Whether `target` has the focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}
