import { expect, test } from '@playwright/test';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

test('a member without favourites is told how to add one, on the tab and on the list, and again once the last is taken back', async ({ page, baseURL }) => {
  // Five screens after a registration: at load 35 on 2 cores a first version with seven took 41 s.
  test.setTimeout(60_000);
  await registerMember(page.context().request, uniqueName('f'), 'secret123');
  await page.goto('/m/home?tab=fav');
  const empty = page.getByTestId('favourites-empty');
  await expect(empty.getByText('No favourites yet')).toBeVisible();
  await expect(empty.getByText('Tap the heart on any game to keep it here.')).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/m/home');

  await page.goto('/m/gameList?dataType=fav');
  await expect(page.getByTestId('favourites-empty').getByText('No favourites yet')).toBeVisible();
  await expect(page.getByText('No games match.')).toHaveCount(0);

  // One favourite (added as the heart adds it): the empty state steps aside, and comes back the
  // moment the heart is taken back, before the server has answered.
  const first = await (await page.request.get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1')).json() as { value: { content: { games: { nodeId: string; vassalage: string }[] } } };
  const game = first.value.content.games[0]!;
  for (const path of ['/m/home?tab=fav', '/m/gameList?dataType=fav']) {
    const added = await (await page.request.post('/wps/game/favorite', { data: { nodeId: game.nodeId, vendor: game.vassalage } })).json() as { success: boolean };
    expect(added.success).toBe(true);
    await page.goto(path);
    const favourites = page.locator('[data-fav-list]');
    await expect(favourites.getByRole('button', { name: /^Play / })).toHaveCount(1);
    await expect(page.getByTestId('favourites-empty')).toBeHidden();
    await expect(page.locator('[data-lobby]')).toHaveAttribute('data-ready', 'true');
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
