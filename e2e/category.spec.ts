import { expect, test } from '@playwright/test';

type GameList = { value: { content: { games: { displayName: string; vassalage: string }[] } } };

test('a live-casino provider opens the list of its games, not the provider tiles again', async ({ page }) => {
  const answer = await (await page.request.get('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=GOLDENPALACE&pageSize=25')).json() as GameList;
  const names = answer.value.content.games.map((g) => g.displayName);
  expect(names.length).toBeGreaterThan(1);
  await page.goto('/m/live-games');
  await page.getByTestId('providers').getByRole('link', { name: 'Golden Palace Live' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=GOLDENPALACE$/);
  const list = page.getByTestId('game-list');
  await expect(list.getByRole('button', { name: /^Play / })).toHaveCount(names.length);
  for (const name of names) await expect(list.getByRole('button', { name: `Play ${name}` })).toHaveCount(1);
  await expect(page.getByTestId('providers')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Golden Palace Live' })).toHaveAttribute('aria-pressed', 'true');
});

test('the Cockfight tab lands on the cockfight vendor home shows, with its own tab highlighted', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('block-COCKFIGHT').getByRole('button', { name: 'Play SV388 Cockfight' })).toHaveCount(1);
  const tabs = page.getByRole('navigation', { name: 'Game categories' });
  await tabs.getByRole('link', { name: 'Cockfight' }).click();
  await expect(page).toHaveURL(/\/m\/sport-games\?gameType=COCKFIGHT$/);
  await expect(tabs.getByRole('link', { name: 'Cockfight' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs.getByRole('link', { name: 'Sports', exact: true })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeVisible();
  await expect(page.getByTestId('providers').getByRole('button', { name: 'Play SV388 Cockfight' })).toBeVisible();
});

test('home\'s cockfight See all goes the same way, and the Sports tab keeps the sportsbooks alone', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('block-COCKFIGHT').getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/m/sport-games?gameType=COCKFIGHT');
  await page.goto('/m/sport-games');
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Sports', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('providers').getByRole('button', { name: 'Play Goal Sports' })).toBeVisible();
  await expect(page.getByTestId('providers').getByRole('button', { name: 'Play SV388 Cockfight' })).toHaveCount(0);
});
