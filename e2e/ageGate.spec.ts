import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';

const MATURE = 'THIS CONTENT IS FOR MATURE AUDIENCES ONLY';
const UNDERAGE = 'Sorry, you must be 18 or older to view this content.';

/** Goes to a hero slide by its dot and presses its play button. */
async function playHeroVideo(page: Page, title: string): Promise<Locator> {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Featured games and offers' });
  await hero.getByRole('button', { name: 'Stop slide rotation' }).click();
  await hero.getByRole('button', { name: new RegExp(`^Slide \\d+: ${title}$`) }).click();
  await hero.getByRole('button', { name: `Play video: ${title}` }).click();
  const player = page.getByRole('dialog', { name: title });
  await expect(player).toBeVisible();
  return player;
}

/** Enters a birthday in the age gate and submits it. */
async function enterBirthday(player: Locator, birthday: { month: number; day: number; year: number }): Promise<void> {
  await player.getByLabel('Month', { exact: true }).selectOption(String(birthday.month));
  await player.getByLabel('Day', { exact: true }).selectOption(String(birthday.day));
  await player.getByLabel('Year', { exact: true }).selectOption(String(birthday.year));
  await player.getByRole('button', { name: 'Enter' }).click();
}

/** The video in the player, once it has started playing. */
async function expectPlaying(player: Locator): Promise<void> {
  const video = player.locator('video');
  await expect(video).toBeVisible();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0 && v.videoWidth > 0), { timeout: 15_000 }).toBe(true);
}

test('a mature hero video asks for a birthday, refuses an under-18 date and plays for an adult', async ({ page }) => {
  const player = await playHeroVideo(page, 'Copper Gambit launch trailer');
  await expect(player.getByText(MATURE)).toBeVisible();
  await expect(player.locator('video')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the age gate');

  // ten years old, whatever today's date is
  const thisYear = new Date().getFullYear();
  await enterBirthday(player, { month: 1, day: 1, year: thisYear - 10 });
  await expect(player.getByRole('alert')).toHaveText(UNDERAGE);
  await expect(player.getByText(MATURE)).toBeVisible();
  await expect(player.locator('video')).toHaveCount(0);

  await enterBirthday(player, { month: 1, day: 1, year: thisYear - 30 });
  await expect(player.getByText(MATURE)).toHaveCount(0);
  await expectPlaying(player);
  await expect(player.locator('video')).toHaveAttribute('poster', '/media/video/copper-gambit-trailer.jpg');
});

test('a hero video for everyone plays at once', async ({ page }) => {
  const player = await playHeroVideo(page, 'D2D Showcase: the year ahead');
  await expect(player.getByText(MATURE)).toHaveCount(0);
  await expectPlaying(player);
  await player.getByRole('button', { name: 'Close' }).click();
  await expect(player).toBeHidden();
});

test("a product's videos play in the media viewer, behind the age gate for a mature title", async ({ page }) => {
  await page.goto('/#!/download-copper-gambit/16');
  await expect(page.getByRole('heading', { level: 1, name: 'Copper Gambit' })).toBeVisible();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await page.getByRole('button', { name: /^Open Copper Gambit launch trailer, Copper Gambit$/ }).click();
  const viewer = page.getByRole('dialog', { name: /^Copper Gambit: video 1 of \d+$/ });
  await expect(viewer.getByText(MATURE)).toBeVisible();
  await enterBirthday(viewer, { month: 6, day: 15, year: new Date().getFullYear() - 40 });
  await expectPlaying(viewer);
});
