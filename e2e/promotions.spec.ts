import { expect, test } from '@playwright/test';
import { freshAddressPerTest, ops, uniqueName } from './support';

freshAddressPerTest();

/** The seeded promotions (platform/seed/content.ts), in the operator's order, and their categories. */
const seeded = ['100% welcome bonus', 'Daily sign-in: 67 in seven days', 'Slots month tournament', 'VIP daily rebate'];

/** The titles of the promotions shown, in order. */
const titles = (page: import('@playwright/test').Page) => page.locator('[data-testid="promotion-item"] button > span:first-of-type');

test('the promotion screen is in the server HTML for a visitor without a session', async ({ request }) => {
  const html = await (await request.get('/m/activity')).text();
  expect(html).toContain('data-testid="promotion-screen"');
  for (const t of seeded) expect(html).toContain(t);
  expect(html).toMatch(/2\d{3}\/\d{2}\/\d{2} – Long term/);
  // The drawn art of sequence 1 keeps its 750 × 300 box before it loads.
  expect(html).toMatch(/<img[^>]+src="\/games\/art\/banner\/promotion\/welcome\.webp[^"]*"[^>]+width="750"[^>]+height="300"/);
});

test('a deep link opens its promotion, scrolls to it, and its button goes to the screen it names', async ({ page, request }) => {
  const list = await (await request.get('/wps/relay/MCSFE_getListAnnouncements?types=PR')).json();
  const rebate = (list.value.promotion as { id: number; title: string }[]).find((p) => p.title === seeded[3])!;
  await page.goto(`/m/activityDetail?id=${rebate.id}`);
  const item = page.locator(`[data-testid="promotion-item"][data-id="${rebate.id}"]`);
  await expect(item).toHaveAttribute('data-open', 'true');
  await expect(item.getByText('pay back by your VIP level')).toBeVisible();
  // The last promotion sits below the fold; 500 ms after the screen shows it is scrolled to the top.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect.poll(async () => Math.round((await item.boundingBox())!.y)).toBeLessThan(60);
  // The others stay closed; opening another closes this one (an accordion).
  await expect(page.locator('[data-testid="promotion-item"][data-open="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: new RegExp(seeded[0]!) }).click();
  await expect(item).toHaveAttribute('data-open', 'false');
  await page.getByRole('link', { name: 'Join now' }).click();
  // The welcome bonus is a claim of the engine's first-deposit promotion: its button opens the reward centre with it first
  // (a visitor logs in first and comes back to it).
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2FrewardCenter%3Fclaim%3Dfirst-deposit$/);
});

test('the category menu filters the promotions, and an empty category says so', async ({ page }) => {
  const empty = uniqueName('Empty');
  await ops('promotion:category-create', 'demo', `name=${empty}`, 'sort=99');
  await page.goto('/m/activity');
  const menu = page.getByRole('navigation', { name: 'Promotion categories' });
  await expect(menu.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(titles(page)).toHaveText(seeded);

  await menu.getByRole('link', { name: 'Slots' }).click();
  await expect(page).toHaveURL(/\/m\/activity\?category=\d+$/);
  await expect(menu.getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
  await expect(titles(page)).toHaveText(['Slots month tournament', 'VIP daily rebate']);

  await menu.getByRole('link', { name: 'Live casino' }).click();
  await expect(titles(page)).toHaveText(['VIP daily rebate']);

  await menu.getByRole('link', { name: empty }).click();
  await expect(page.getByTestId('promotion-item')).toHaveCount(0);
  await expect(page.getByTestId('promotion-empty')).toHaveText('No promotions here yet.');

  await menu.getByRole('link', { name: 'All' }).click();
  await expect(titles(page)).toHaveText(seeded);
});

test('a deep link to a promotion that has ended says so and shows the others', async ({ page }) => {
  await page.goto('/m/activityDetail?id=999999');
  await expect(page.getByText('This promotion has ended or is no longer available.')).toBeVisible();
  await expect(page.getByTestId('promotion-item')).toHaveCount(seeded.length);
  await expect(page.locator('[data-testid="promotion-item"][data-open="true"]')).toHaveCount(0);
});

test('the home promo block opens each promotion at its own address, and links to them all', async ({ page }) => {
  await page.goto('/m/home');
  const block = page.getByTestId('home-promotions');
  await block.scrollIntoViewIfNeeded();
  await expect(block.getByRole('link')).toHaveCount(4);
  await block.getByRole('link', { name: /Daily sign-in: 67 in seven days/ }).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
  await expect(page.locator('[data-testid="promotion-item"][data-open="true"]')).toContainText('Daily sign-in: 67 in seven days');
  await page.goto('/m/home');
  await page.getByTestId('home-promotions').getByRole('link', { name: 'All promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
});

test('the side menu\'s collapsible promotion list opens a promotion at its own address', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).first().click();
  const list = page.locator('#side-menu').getByTestId('side-menu-promotions');
  await expect(list.getByRole('link', { name: 'Slots month tournament' })).toBeHidden();
  await list.getByText('Promotions', { exact: true }).click();
  await list.getByRole('link', { name: 'Slots month tournament' }).click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
  await expect(page.locator('[data-testid="promotion-item"][data-open="true"]')).toContainText('Slots month tournament');
});
