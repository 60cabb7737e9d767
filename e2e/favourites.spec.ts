import { expect, test } from '@playwright/test';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

test('a member without favourites is told how to add one, on the tab and on the list, and again once the last is taken back', async ({ page, baseURL }) => {
  await registerMember(page.context().request, uniqueName('f'), 'secret123');
  await page.goto('/m/home?tab=fav');
  const empty = page.getByTestId('favourites-empty');
  await expect(empty.getByText('No favourites yet')).toBeVisible();
  await expect(empty.getByText('Tap the heart on any game to keep it here.')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/m/home');

  await page.goto('/m/gameList?dataType=fav');
  await expect(page.getByTestId('favourites-empty').getByText('No favourites yet')).toBeVisible();
  await expect(page.getByText('No games match.')).toHaveCount(0);

  // One favourite: the empty state steps aside, and comes back the moment the heart is taken back.
  for (const path of ['/m/home?tab=fav', '/m/gameList?dataType=fav']) {
    await page.goto('/m/slot-games');
    const list = page.getByTestId('game-list');
    await expect(list).toHaveAttribute('data-ready', 'true');
    await list.locator('li').first().getByRole('button', { name: /^Add .* to favourites$/ }).click();
    await expect(list.locator('li').first().getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(path);
    const favourites = page.locator('[data-fav-list]');
    await expect(favourites.getByRole('button', { name: /^Play / })).toHaveCount(1);
    await expect(page.getByTestId('favourites-empty')).toBeHidden();
    const removed = page.waitForResponse((r) => r.url().includes('/wps/game/favorite') && r.request().method() === 'DELETE');
    await favourites.getByRole('button', { name: /^Remove .* from favourites$/ }).click();
    await expect(page.getByTestId('favourites-empty')).toBeVisible();
    expect((await removed).ok()).toBe(true);
  }

  await page.context().addCookies([{ name: 'language', value: 'ZH', url: baseURL! }]);
  await page.goto('/m/home?tab=fav');
  await expect(page.getByTestId('favourites-empty').getByText('还没有收藏')).toBeVisible();
  await expect(page.getByTestId('favourites-empty').getByRole('link', { name: '去看看游戏' })).toBeVisible();
});
