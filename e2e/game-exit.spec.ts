import { expect, test } from '@playwright/test';
import { importOutsideSlots, ops, registeringSpec, registerMember, spinHouseSlot, uniqueName } from './support';

registeringSpec();

// Two pages of slots need more than the house's: two outside vendors', imported as an operator does.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await importOutsideSlots();
});

/**
 * A member deep in a game list (two pages loaded, far down) launches the in-house slot and
 * leaves it by its exit: they are back on the same list, tab highlighted, at the same spot.
 * The tile is tapped where it stands without scrolling to it, as a thumb would after scrolling
 * up, so the spot left is the one recorded.
 */
test('the slot\'s exit leads back to the game list it was launched from, on its tab and where it was left', async ({ page }) => {
  test.setTimeout(60_000);
  await registerMember(page.context().request, uniqueName('x'), 'secret123');
  await page.goto('/m/slot-games');
  const list = page.getByTestId('game-list');
  await expect(list).toHaveAttribute('data-ready', 'true');
  const firstPageEnd_px = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const page2 = page.waitForResponse((r) => r.url().includes('GCSGAME_gameList') && r.url().includes('pageNo=2'));
  await page.mouse.wheel(0, 20_000);
  await page2;
  await expect.poll(() => list.getByRole('button', { name: /^Play / }).count()).toBeGreaterThan(25);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 100));
  const left_px = await page.evaluate(() => window.scrollY);

  await list.getByRole('button', { name: 'Play Lucky 5' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/games\/house\/slot\?/);
  const exit = page.getByRole('link', { name: 'Back to the lobby' });
  await expect(exit).toBeVisible();
  await expect(exit).toHaveAttribute('href', '/m/slot-games');
  await exit.click();

  await expect(page).toHaveURL(/\/m\/slot-games$/);
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
  // Page 1 alone does not reach the spot: the list grows back to it.
  expect(left_px).toBeGreaterThan(firstPageEnd_px);
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBeGreaterThan(left_px - 2);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(left_px + 2);
});

test('the slot\'s exit keeps the favourites tab of home, and leads home from a crafted link', async ({ page }) => {
  await registerMember(page.context().request, uniqueName('x'), 'secret123');
  const fav = await (await page.request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=HOUSE&pageSize=1')).json() as { value: { content: { games: { nodeId: string }[] } } };
  expect((await (await page.request.post('/wps/game/favorite', { data: { nodeId: fav.value.content.games[0]!.nodeId, vendor: 'HOUSE' } })).json()).success).toBe(true);
  await page.goto('/m/home?tab=fav');
  await expect(page.getByTestId('favourites').getByRole('button', { name: 'Play Lucky 5' })).toBeVisible();
  await expect(page.locator('[data-lobby]')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('favourites').getByRole('button', { name: 'Play Lucky 5' }).click();
  await expect(page).toHaveURL(/\/games\/house\/slot\?/);
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page).toHaveURL(/\/m\/home\?tab=fav$/);
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Favourites' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/games/house/slot?mode=free&back=https%3A%2F%2Fevil.example%2Fm%2Fhome');
  await expect(page.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/m/home');
});

test('the slot\'s exit leads back to hot games with the category and search the member chose', async ({ page }) => {
  test.setTimeout(60_000);
  const username = uniqueName('x');
  await registerMember(page.context().request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '100', '--reason', 'e2e hot games');
  // A real bet makes the slot a hot game.
  await spinHouseSlot(page.context().request);
  await page.goto('/m/hot-games');
  await expect(page.locator('[data-lobby]')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('RNG');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('lucky');
  await expect(page).toHaveURL(/\/m\/hot-games\?gameType=RNG&gameName=lucky$/);

  await page.getByTestId('hot-games').locator('[data-game="house-lucky-5"]').click();
  await expect(page).toHaveURL(/\/games\/house\/slot\?/);
  const exit = page.getByRole('link', { name: 'Back to the lobby' });
  await expect(exit).toHaveAttribute('href', '/m/hot-games?gameType=RNG&gameName=lucky');
  await exit.click();

  await expect(page).toHaveURL(/\/m\/hot-games\?gameType=RNG&gameName=lucky$/);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('RNG');
  await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('lucky');
  await expect(page.getByTestId('hot-games').locator('[data-game="house-lucky-5"]')).toBeVisible();
});
