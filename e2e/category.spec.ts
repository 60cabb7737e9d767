import { expect, test } from '@playwright/test';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

type GameList = { value: { content: { games: { displayName: string; vassalage: string }[] } } };

test('a live-casino provider opens the list of its games, not the provider tiles again', async ({ page }) => {
  const answer = await (await page.request.get('/wps/relay/GCSGAME_gameList?gameType=LIVE&vassalage=HOUSE&pageSize=25')).json() as GameList;
  const names = answer.value.content.games.map((g) => g.displayName);
  // The house's tables: roulette, baccarat, dragon tiger.
  expect(names.length).toBeGreaterThan(1);
  await page.goto('/m/live-games');
  await page.getByTestId('providers').getByRole('link', { name: 'House Games' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=HOUSE$/);
  const list = page.getByTestId('game-list');
  await expect(list.getByRole('button', { name: /^Play / })).toHaveCount(names.length);
  for (const name of names) await expect(list.getByRole('button', { name: `Play ${name}` })).toHaveCount(1);
  await expect(page.getByTestId('providers')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Live casino' })).toHaveAttribute('aria-current', 'page');
  // One live provider: no chips to choose between providers.
  await expect(page.getByRole('group', { name: 'Category' })).toHaveCount(0);
});

/**
 * The demo holds only games that play: sports, e-sports and cockfight have none (no in-house
 * game yet, no outside vendor linked). Home shows no block for them and no tab leads there; a
 * link to their screen lands on the empty state, never on a dead tile.
 */
test('a category without games shows its empty state, and home leaves it out', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('block-RNG').getByRole('button', { name: /^Play / }).first()).toBeVisible();
  for (const b of ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'FISH', 'PVP']) await expect(page.getByTestId(`block-${b}`)).toHaveCount(0);
  const tabs = page.getByRole('navigation', { name: 'Game categories' });
  await expect(tabs.getByRole('link', { name: 'Cockfight' })).toHaveCount(0);

  await page.goto('/m/sport-games?gameType=COCKFIGHT');
  await expect(page.getByRole('heading', { level: 1, name: 'Cockfight' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Cockfight' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('category-empty')).toHaveText('No games here yet.');
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0);
  await page.goto('/m/sport-games');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
  await expect(page.getByTestId('category-empty')).toBeVisible();
  await expect(page.getByTestId('providers')).toHaveCount(0);
});

test('the lottery tabs and home\'s lottery block lead to the house\'s lottery screens', async ({ page }) => {
  await registerMember(page.context().request, uniqueName('lt'), 'secret123');
  await page.goto('/m/home');
  const block = page.getByTestId('block-LOTT');
  await expect(block.getByRole('heading', { name: 'Lottery' })).toBeVisible();
  await expect(page.locator('[data-lobby]')).toHaveAttribute('data-ready', 'true');
  // The house's lottery tile launches its first game: the lobby's own betting screen, the game chosen.
  await block.getByRole('button', { name: 'Play House Games' }).click();
  await expect(page).toHaveURL(/\/m\/lott\?game=5d-1m$/);
  await page.goto('/m/home');
  const tabs = page.getByRole('navigation', { name: 'Game categories' });
  await tabs.getByRole('link', { name: 'Lottery', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/lottery$/);
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'E-lottery' }).click();
  await expect(page).toHaveURL(/\/m\/elott$/);
});
