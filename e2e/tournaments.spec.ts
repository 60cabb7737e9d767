import { expect, test } from '@playwright/test';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from './support';

// Members are registered through the API on the demo merchant, each test from an address of its own.
registeringSpec();

test('a visitor finds the demo tournament from the side menu and is asked to log in to join', async ({ page }) => {
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).first().click();
  await page.getByRole('link', { name: 'Tournaments' }).click();
  await expect(page).toHaveURL(/\/m\/tournaments$/);
  await page.getByTestId('tournament-card').filter({ hasText: 'Slots month: most bets wins' }).click();
  await expect(page.getByTestId('tournament-status')).toContainText('Ends in');
  await expect(page.getByText('Ranked by the sum of your bets.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in to join' }).click();
  await expect(page).toHaveURL(/\/m\/login\?next=/);
});

test('a member joins, plays the house slot, and sees their line on the live leaderboard without reloading', async ({ page }) => {
  test.slow();
  const title = uniqueName('Cup');
  const start = new Date(Date.now() - 60_000).toISOString();
  const end = new Date(Date.now() + 60 * 60_000).toISOString();
  const made = await ops('tournament:create', 'demo', `title=${title}`, 'metric=bet_sum', 'games=house-lucky-5', `start=${start}`, `end=${end}`, 'prizes=100:x1,50');
  const id = /Tournament (\d+)/.exec(made)![1];
  try {
    const username = uniqueName('tm');
    await registerMember(page.context().request, username, 'secret123');
    await ops('wallet:adjust', 'demo', username, '20', '--reason', 'tournament e2e');
    await page.goto(`/m/tournaments?id=${id}`);
    await expect(page.getByText('No scores yet. Join and play to get on the board.')).toBeVisible();
    await page.getByTestId('tournament-join').click();
    await expect(page.getByTestId('tournament-joined')).toBeVisible();
    const { bet } = await spinHouseSlot(page.context().request, '0.10');
    // The board asks again every 5 s: the member's line arrives by itself.
    const me = page.getByTestId('tournament-me');
    await expect(me).toContainText('(you)', { timeout: 15_000 });
    // The score is the spin's whole stake (the coin value on every line).
    await expect(me).toContainText(`¥${Number(bet).toFixed(2)}`);
    await expect(me).toContainText('¥100.00');
  } finally {
    await ops('tournament:set', 'demo', id, 'enabled=false');
  }
});
