import { expect, test, type Page } from '@playwright/test';

/** The widths the hero must fit (issue 21: 320 to 1,920 px). */
const WIDTHS = [320, 390, 768, 1280, 1920] as const;

interface Box { left: number; top: number; right: number; bottom: number }

/**
 * What the current slide draws and where: the picture as `object-fit` places it (its art carries
 * the lettering), the hero's box, which clips it, and the slide's text title when it has no art.
 */
async function currentSlideLayout(page: Page) {
  return page.locator('.d2d-hero').evaluate((hero) => {
    const box = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const slide = hero.querySelector<HTMLElement>('.d2d-hero__slide:not([hidden])')!;
    const img = slide.querySelector<HTMLImageElement>('img');
    const title = slide.querySelector<HTMLElement>('.d2d-hero__title');
    let drawn = null;
    if (img) {
      const r = img.getBoundingClientRect();
      const fit = getComputedStyle(img).objectFit;
      const natW = img.naturalWidth;
      const natH = img.naturalHeight;
      const scale = fit === 'cover' ? Math.max(r.width / natW, r.height / natH) : fit === 'none' ? 1 : Math.min(r.width / natW, r.height / natH, fit === 'scale-down' ? 1 : Infinity);
      // object-position is the default (50% 50%) in the store's styles
      const w = fit === 'fill' ? r.width : natW * scale;
      const h = fit === 'fill' ? r.height : natH * scale;
      drawn = { left: r.left + (r.width - w) / 2, top: r.top + (r.height - h) / 2, right: r.left + (r.width + w) / 2, bottom: r.top + (r.height + h) / 2 };
    }
    return {
      label: slide.getAttribute('aria-label'),
      src: img?.currentSrc ?? null,
      hero: box(hero.getBoundingClientRect()),
      drawn,
      title: title && { box: box(title.getBoundingClientRect()), clipped: title.scrollWidth > title.clientWidth + 1 || title.scrollHeight > title.clientHeight + 1 },
    };
  });
}

/** The bounding boxes of an SVG's text lines against its own canvas: lettering drawn past its edge is cut off in any view. */
async function svgTextOverflow(page: Page, url: string): Promise<string[]> {
  return page.evaluate(async (src) => {
    const markup = await (await fetch(src)).text();
    const host = document.createElement('div');
    host.style.cssText = 'position:absolute;left:-10000px;top:0';
    host.innerHTML = markup;
    document.body.append(host);
    const svg = host.querySelector('svg')!;
    const [, , width, height] = (svg.getAttribute('viewBox') ?? '').split(/\s+/).map(Number) as [number, number, number, number];
    const out = [...svg.querySelectorAll('text')].flatMap((text) => {
      const b = text.getBBox();
      const whole = b.x >= -0.5 && b.y >= -0.5 && b.x + b.width <= width + 0.5 && b.y + b.height <= height + 0.5 && !(text.textContent ?? '').includes('\u2026');
      return whole ? [] : [`"${text.textContent}" (${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.width)}x${Math.round(b.height)} in ${width}x${height})`];
    });
    host.remove();
    return out;
  }, url);
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 1 && inner.top >= outer.top - 1 && inner.right <= outer.right + 1 && inner.bottom <= outer.bottom + 1;

for (const width of WIDTHS) {
  test(`the hero shows every slide's title whole at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured games and offers' });
    await expect(hero).toBeVisible();
    await hero.getByRole('button', { name: 'Stop slide rotation' }).click();
    const dots = hero.getByRole('button', { name: /^Slide \d+: / });
    const count = await dots.count();
    expect(count).toBeGreaterThan(1);
    const checkedArt = new Set<string>();
    for (let i = 0; i < count; i++) {
      await dots.nth(i).click();
      await expect(dots.nth(i)).toHaveAttribute('aria-current', 'true');
      // the picture has loaded once it has a size of its own
      await expect.poll(() => page.locator('.d2d-hero__slide:not([hidden]) img').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).naturalWidth > 0))).toBe(true);
      const layout = await currentSlideLayout(page);
      expect(layout.hero.right - layout.hero.left, 'the hero fits the page').toBeLessThanOrEqual(width);
      if (layout.drawn) {
        expect(inside(layout.drawn, layout.hero), `${layout.label}: its art is drawn whole inside the hero at ${width} px`).toBe(true);
        if (layout.src && !checkedArt.has(layout.src)) {
          checkedArt.add(layout.src);
          expect(await svgTextOverflow(page, layout.src), `${layout.label}: the art's lettering`).toEqual([]);
        }
      }
      if (layout.title) {
        expect(inside(layout.title.box, layout.hero), `${layout.label}: the title box is inside the hero`).toBe(true);
        expect(layout.title.clipped, `${layout.label}: the title text is not clipped`).toBe(false);
      }
    }
  });
}
