import { expect, test, type Page } from '@playwright/test';
import { ops, registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

/** A round is 15 s of betting and a result up for 7 s; a test sees one round whole. */
test.setTimeout(120_000);

const unique = () => uniqueName('t');
/** Minor units of an amount as the page writes it ('¥1,093.50') or the wallet answers it ('1093.50'). */
const money = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
/** How the page and the header write minor units: the merchant's money, '¥1,093.50'. */
const yuan = (minor: number) => `¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** Waits until the table takes bets with at least `left_s` seconds still to go. */
async function bettingOpen(page: Page, left_s = 6): Promise<void> {
  await expect(async () => {
    expect(await page.locator('#phase').textContent()).toBe('Place your bets');
    expect(Number(await page.locator('#count').textContent())).toBeGreaterThanOrEqual(left_s);
  }).toPass({ timeout: 40_000, intervals: [250] });
}

/** A member with 100.00, at the table opened from the LIVE list of the in-house vendor. */
async function sitDown(page: Page, game: string, path: string): Promise<string> {
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '100', '--reason', 'e2e table funds');
  await page.goto('/m/live-games');
  await page.getByRole('link', { name: 'House Games' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=HOUSE/);
  await page.getByRole('button', { name: `Play ${game}` }).click();
  await expect(page).toHaveURL(new RegExp(`/games/house/${path}\\?`));
  await expect(page.locator('#bal')).toHaveText('¥100.00');
  return username;
}

/** After the round: its settled slip in the history, and the balance everywhere equal to 100 - stake + payout. */
async function expectSettled(page: Page, username: string, stake: string): Promise<{ payout: number }> {
  // The settlement is pushed on the socket: the table says whether the slip won.
  await expect(page.locator('#msg')).toHaveText(/^(You win .+|No win this time)$/, { timeout: 45_000 });
  await page.getByRole('button', { name: 'History' }).click();
  const slip = page.locator('#slips .slip').first();
  await expect(slip.locator('.st')).toHaveText('settled');
  await expect(slip.locator('.stake')).toHaveText(yuan(money(stake)));
  const payout = money((await slip.locator('.payout').textContent())!);
  const expected = 100_00 - money(stake) + payout;
  await expect(page.locator('#bal')).toHaveText(yuan(expected));
  const wallet = JSON.parse(await ops('wallet:show', 'demo', username, '--json')) as { balance: string };
  expect(money(wallet.balance)).toBe(expected);
  return { payout };
}

async function expectHeaderBalance(page: Page, balance_minor: number): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText(yuan(balance_minor));
}

test('a member plays a round of European roulette on a 360 px phone, and the balance follows the game’s history', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const username = await sitDown(page, 'European Roulette', 'roulette');
  // The whole layout fits the width: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bettingOpen(page);
  await page.getByRole('button', { name: 'Chip 5', exact: true }).click();
  await page.getByRole('button', { name: 'Red', exact: true }).click();
  await page.getByRole('button', { name: 'Chip 1', exact: true }).click();
  await page.getByRole('button', { name: 'Straight 17', exact: true }).click();
  await page.getByRole('button', { name: 'Split 17-20', exact: true }).click();
  const placed = page.waitForResponse((r) => r.url().includes('/table/bet'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  const answer = await (await placed).json() as { ok: boolean; value: { balance: string } };
  expect(answer).toMatchObject({ ok: true, value: { balance: '93.00' } });
  await expect(page.locator('#bal')).toHaveText('¥93.00');
  const { payout } = await expectSettled(page, username, '7.00');

  // The round's seeds are in the history; its verification page recomputes the pocket in the browser.
  const slip = page.locator('#slips .slip').first();
  const pocket = Number((await slip.locator('.row').first().locator('span').textContent())!.replace(/\D+/g, ''));
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  expect(payout).toBe((red.has(pocket) ? 1000 : 0) + (pocket === 17 ? 3600 : 0) + (pocket === 17 || pocket === 20 ? 1800 : 0));
  await slip.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/games\/house\/roulette\/verify#/);
  await expect(page.locator('#result')).toHaveText(`Pocket ${pocket}`);

  await expectHeaderBalance(page, 100_00 - 700 + payout);
});

test('a member plays a hand of baccarat, sees it dealt and on the roads, and the balance follows the game’s history', async ({ page }) => {
  const username = await sitDown(page, 'Baccarat', 'baccarat');
  await bettingOpen(page);
  await page.getByRole('button', { name: 'Chip 5', exact: true }).click();
  await page.getByRole('button', { name: 'Banker', exact: true }).click();
  await page.getByRole('button', { name: 'Chip 1', exact: true }).click();
  await page.getByRole('button', { name: 'Tie', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('#bal')).toHaveText('¥94.00');
  // The hand is dealt on the table, card by card: at least two a side. Looked at while it is
  // dealt, because the next round's betting clears the table (and a loaded machine gets there
  // sooner than the checks below end).
  for (const side of ['player', 'banker']) await expect(page.locator(`#cards-${side} .card`).nth(1)).toBeVisible({ timeout: 45_000 });
  const { payout } = await expectSettled(page, username, '6.00');
  await page.getByRole('button', { name: 'Close' }).click();
  // The hand stays on the bead plate, whatever round the table is in now.
  expect(await page.locator('#bead i').count()).toBeGreaterThanOrEqual(1);
  await expectHeaderBalance(page, 100_00 - 600 + payout);
});
