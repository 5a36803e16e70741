import { expect, test, type Locator, type Page } from '@playwright/test';
import { createShopper, loginContext } from './support/accounts.js';
import { CARDS, expectPurchaseComplete, fillCard } from './support/checkout.js';
import { tabTo } from './support/keyboard.js';
import { CARD_STORE_URL, STORE_URL } from './support/servers.js';
import { cartButton, GAMES } from './support/store.js';

// Issue 19, what axe cannot see: the focus on page changes and in dialogs, what live regions
// say, motion under `prefers-reduced-motion`, and the contrast of text drawn over pictures.

/** A description of the element that has the focus: its tag, role, id and name. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').slice(0, 40)}`;
  });
}

/** Where a new page puts the focus: the main landmark or its page heading. */
const MAIN_OR_HEADING = /^(main#main|h1)\b/;

test.describe('focus', () => {
  test('is never lost on a change of page: it goes to the main landmark, forward and back', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(main.getByRole('link').first()).toBeVisible();

    // a product from the home page, followed with Enter
    const product = main.locator('a[href*="#!/download-"]').first();
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#!\/download-/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => focusedElement(page), { message: 'focus after following a link' }).toMatch(MAIN_OR_HEADING);

    // a header link: the focus leaves the header for the new page
    const search = page.getByRole('banner').getByRole('link', { name: 'Streaming' });
    await search.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#!\/streaming/);
    await expect.poll(() => focusedElement(page), { message: 'focus after a header link' }).toMatch(MAIN_OR_HEADING);

    // the browser's Back button
    await page.goBack();
    await expect(page).toHaveURL(/#!\/download-/);
    await expect.poll(() => focusedElement(page), { message: 'focus after Back' }).toMatch(MAIN_OR_HEADING);
  });

  test('moves into the login dialog, stays there, closes on Escape and returns to its opener', async ({ page }) => {
    await page.goto('/');
    const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
    await tabTo(page, login);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Tab cycles inside the modal
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in the dialog`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
  });
});

test('live regions announce cart changes, a declined card and the purchase result', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const shopper = await createShopper(request, CARD_STORE_URL, 'live');
  await loginContext(context, CARD_STORE_URL, shopper);
  const game = GAMES.lanternsOfThornwood;
  await page.goto(`${CARD_STORE_URL}${game.path}`);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  const cartStatus = page.getByRole('banner').getByRole('status');
  await expect(cartButton(page, 0)).toBeVisible();
  await expect(cartStatus).toHaveText('');

  await page.getByRole('main').getByRole('button', { name: `Add to Cart, ${game.title}` }).first().press('Enter');
  await expect(cartStatus).toHaveText('Cart, 1 item');

  // a declined card is spoken by the payment dialog's alert
  await page.goto(`${CARD_STORE_URL}/#!/cart`);
  await page.getByRole('button', { name: 'Checkout' }).click();
  const payment = page.getByRole('dialog', { name: 'Payment' });
  const alert = payment.getByRole('alert');
  await expect(alert).toHaveText('');
  await fillCard(page, CARDS.declined);
  await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  await expect(alert).toHaveText('Your card was declined.');

  // the purchase result is written into a status region that was on the page while it waited
  await fillCard(page, CARDS.success);
  await payment.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
  await expectPurchaseComplete(page);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Thank you for your purchase!' })).toHaveText(
    'Thank you for your purchase! Your games are in your library, ready to download.',
  );
  // and the cart emptied by the order is spoken too
  await expect(cartStatus).toHaveText('Cart, 0 items');
});

test.describe('motion', () => {
  test('with reduced motion the hero does not rotate or fade, and carousels jump without scrolling', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured games and offers' });
    await expect(hero).toBeVisible();
    const current = hero.getByRole('button', { name: /^Slide \d+: / }).and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName(/^Slide 1: /);
    // rotation never started: the control offers to start it
    await expect(hero.getByRole('button', { name: 'Start slide rotation' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6000);
    await expect(current).toHaveAccessibleName(/^Slide 1: /);
    expect(await page.locator('.d2d-hero__slide:not([hidden])').evaluate((el) => getComputedStyle(el).animationName)).toBe('none');

    // the shopper may start it: the choice is theirs
    await hero.getByRole('button', { name: 'Start slide rotation' }).press('Enter');
    await expect(hero.getByRole('button', { name: 'Stop slide rotation' })).toBeVisible();

    const carousel = page.locator('[aria-roledescription="carousel"]').filter({ has: page.locator('.d2d-carousel__track') }).first();
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: /^Next / });
    if (await next.isEnabled()) {
      // the jump is done by the time the press returns: nothing animates the scroll
      const moved = await carousel.evaluate((section) => {
        const track = section.querySelector<HTMLElement>('.d2d-carousel__track')!;
        section.querySelector<HTMLButtonElement>('button[aria-label^="Next "]')!.click();
        return track.scrollLeft;
      });
      expect(moved).toBeGreaterThan(0);
    }
    // every countdown on the page shows no ticking seconds
    for (const timer of await page.getByRole('timer').all()) await expect(timer).not.toHaveAccessibleName(/seconds/);
  });

  test('without reduced motion the hero rotates, and stops while the pointer is on it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured games and offers' });
    const current = hero.getByRole('button', { name: /^Slide \d+: / }).and(page.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName(/^Slide 1: /);
    await hero.hover();
    await page.waitForTimeout(6000);
    await expect(current).toHaveAccessibleName(/^Slide 1: /);
    await page.mouse.move(0, 0);
    await expect(current).toHaveAccessibleName(/^Slide 2: /, { timeout: 8000 });
  });
});

/** One text's contrast against the pixels behind it. */
interface TextContrast {
  text: string;
  ratio: number;
  required: number;
}

/**
 * The contrast of every visible text inside `region` against what is drawn behind it: the region
 * is shot with its text made transparent (shadows off), so the picture, scrim and backgrounds
 * behind each text are measured as drawn, and each text's colour is set against its darkest and
 * lightest pixel. Large text (24 px, or 18.66 px bold) needs 3:1, other text 4.5:1.
 */
async function textContrasts(page: Page, region: Locator): Promise<TextContrast[]> {
  await region.scrollIntoViewIfNeeded();
  const texts = await region.evaluate((root) => {
    const found: { text: string; color: string; box: { x: number; y: number; width: number; height: number }; large: boolean }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const style = getComputedStyle(el);
      if (style.visibility !== 'visible' || Number(style.opacity) === 0 || el.closest('[hidden], [aria-hidden="true"] svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const r = range.getBoundingClientRect();
      // visually hidden texts (1 px clipped boxes) are for screen readers only
      if (r.width < 4 || r.height < 4) continue;
      const size = parseFloat(style.fontSize);
      const bold = Number(style.fontWeight) >= 700;
      found.push({ text, color: style.color, box: { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height }, large: size >= 24 || (bold && size >= 18.66) });
    }
    return found;
  });
  expect(texts.length, 'texts to measure').toBeGreaterThan(0);

  // through the CSSOM: the store's policy (style-src 'self') refuses an injected style sheet
  const hidden = await region.evaluateHandle((root) => {
    const els = [root, ...root.querySelectorAll<HTMLElement | SVGElement>('*')] as (HTMLElement | SVGElement)[];
    const props = ['color', '-webkit-text-fill-color', 'text-shadow'];
    for (const el of els) props.forEach((prop) => el.style.setProperty(prop, prop === 'text-shadow' ? 'none' : 'transparent', 'important'));
    return () => els.forEach((el) => props.forEach((prop) => el.style.removeProperty(prop)));
  });
  const box = (await region.boundingBox())!;
  const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  // in page coordinates: a region taller than the window is shot whole
  const shot = await page.screenshot({ fullPage: true, clip: { x: box.x + scroll.x, y: box.y + scroll.y, width: box.width, height: box.height }, animations: 'disabled' });
  await hidden.evaluate((restore) => restore());

  return page.evaluate(
    async ({ png, texts, origin }) => {
      // decoded from bytes: the store's policy (connect-src) refuses a fetch of a data: URL
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const channel = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      const parse = (css: string) => {
        const m = /rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+%?))?\)/.exec(css);
        if (!m) throw new Error(`colour not understood: ${css}`);
        const a = m[4] === undefined ? 1 : m[4].endsWith('%') ? Number(m[4].slice(0, -1)) / 100 : Number(m[4]);
        return { r: Number(m[1]), g: Number(m[2]), b: Number(m[3]), a };
      };
      return texts.map(({ text, color, box, large }) => {
        const fg = parse(color);
        let worst = Infinity;
        const x0 = Math.max(0, Math.floor(box.x - origin.x));
        const y0 = Math.max(0, Math.floor(box.y - origin.y));
        const x1 = Math.min(bitmap.width, Math.ceil(box.x - origin.x + box.width));
        const y1 = Math.min(bitmap.height, Math.ceil(box.y - origin.y + box.height));
        for (let y = y0; y < y1; y += 1) {
          for (let x = x0; x < x1; x += 1) {
            const i = (y * bitmap.width + x) * 4;
            const [br, bg, bb] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
            // a translucent text colour is drawn over the pixel
            const l1 = luminance(fg.a * fg.r + (1 - fg.a) * br, fg.a * fg.g + (1 - fg.a) * bg, fg.a * fg.b + (1 - fg.a) * bb);
            const l2 = luminance(br, bg, bb);
            const ratio = (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
            if (ratio < worst) worst = ratio;
          }
        }
        return { text: text.slice(0, 40), ratio: Math.round(worst * 100) / 100, required: large ? 3 : 4.5 };
      });
    },
    { png: shot.toString('base64'), texts, origin: { x: box.x + scroll.x, y: box.y + scroll.y } },
  );
}

/** The texts below their required contrast, for the failure message. */
function tooFaint(found: TextContrast[]): string[] {
  return found.filter((t) => t.ratio < t.required).map((t) => `"${t.text}" ${t.ratio}:1 < ${t.required}:1`);
}

for (const colorScheme of ['dark', 'light'] as const) {
  test.describe(`text over pictures (${colorScheme} scheme)`, () => {
    test('every hero slide’s text is readable over its art', async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Featured games and offers' });
      await expect(hero).toBeVisible();
      const dots = hero.getByRole('button', { name: /^Slide \d+: / });
      const faint: string[] = [];
      for (let i = 0; i < (await dots.count()); i += 1) {
        await dots.nth(i).click();
        await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
        await expect.poll(() => page.locator('.d2d-hero__slide:not([hidden]) img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
        const slide = page.locator('.d2d-hero__slide:not([hidden])');
        // a slide whose art carries its lettering has only screen-reader text; its overlay and
        // any title drawn by the page are measured
        const visible = await slide.evaluate((el) => [...el.querySelectorAll('*')].some((c) => c.childNodes.length > 0 && [...c.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) && c.getBoundingClientRect().width >= 4));
        if (!visible) continue;
        faint.push(...tooFaint(await textContrasts(page, slide)).map((t) => `slide ${i + 1}: ${t}`));
      }
      expect(faint).toEqual([]);
    });

    test('the product header’s texts are readable over its cover-art backdrop', async ({ page }) => {
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const game of [GAMES.stellarOdyssey, GAMES.copperGambit]) {
          await page.goto(`${STORE_URL}${game.path}`);
          await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
          const header = page.locator('.d2d-product-hero').first();
          await expect.poll(() => header.locator('img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
          expect(tooFaint(await textContrasts(page, header)), `${game.title} at ${width} px`).toEqual([]);
        }
      }
    });
  });
}
