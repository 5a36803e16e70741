import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Showcase products of the seeded catalogue (server seed `showcase.ts`). */
export const GAMES = {
  stellarOdyssey: { id: 1, title: 'Stellar Odyssey', path: '/#!/download-stellar-odyssey/1' },
  lastSignal: { id: 9, title: 'Last Signal' },
  hollowTides: { id: 10, title: 'Hollow Tides' },
  copperGambit: { id: 16, title: 'Copper Gambit', path: '/#!/download-copper-gambit/16' },
  lanternsOfThornwood: { id: 17, title: 'Lanterns of Thornwood', path: '/#!/download-lanterns-of-thornwood/17' },
  quietHarbor: { id: 18, title: 'Quiet Harbor', path: '/#!/download-quiet-harbor/18' },
  velvetRequiem: { id: 19, title: 'Velvet Requiem', path: '/#!/download-velvet-requiem/19' },
} as const;

/** Adds a product to the shopper's cart through the API (journeys that are not about adding). */
export async function apiAddToCart(request: APIRequestContext, baseURL: string, token: string, productId: number): Promise<void> {
  const res = await request.post(`${baseURL}/api/account/shopping_carts`, {
    headers: { authorization: `Bearer ${token}` },
    data: { product_id: productId },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The header's cart button (a plain link on /cart), whose name carries the item count. */
export function cartButton(page: Page, count: number) {
  return page.getByRole('banner').getByRole('button', { name: `Cart, ${count} item${count === 1 ? '' : 's'}` });
}

/** Opens a product page and presses its Add to Cart button; waits for the button to become In Cart. */
export async function addToCartFromProductPage(page: Page, baseURL: string, game: { title: string; path: string }): Promise<void> {
  await page.goto(`${baseURL}${game.path}`);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: `Add to Cart, ${game.title}` }).first().click();
  await expect(page.getByRole('main').getByRole('button', { name: new RegExp(`^In Cart, ${escapeRegExp(game.title)}$`) }).first()).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
