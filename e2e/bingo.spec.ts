import { expect, test } from '@playwright/test';
import { ops, registeringSpec, registerMember, startTrial, uniqueName } from './support';

registeringSpec();

/** A round is 15 s of sales, 12 s of calls (40 balls, 300 ms each), then its result for 5 s; a test sees one round whole. */
test.setTimeout(120_000);

/** Minor units of an amount as the page writes it ('¥1,093.50') or the wallet answers it ('1093.50'). */
const money = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
/** How the page and the header write minor units: the merchant's money, '¥1,093.50'. */
const yuan = (minor: number) => `¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('a member buys bingo cards on a 360 px phone, sees them daubed as the balls are called, and the balance follows the game’s history', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const username = uniqueName('b');
  await registerMember(page.context().request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '100', '--reason', 'e2e bingo funds');

  // Bingo is where SPEC §3 puts it: the home screen's Bingo tab, the slot list filtered to BG.
  await page.goto('/m/home');
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Bingo', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/slot-games\?gameClassify=BG$/);
  const list = page.getByTestId('game-list');
  await expect(list).toHaveAttribute('data-ready', 'true');
  await list.getByRole('button', { name: 'Play Bingo', exact: true }).click();
  await expect(page).toHaveURL(/\/games\/house\/bingo\?/);
  await expect(page.locator('#bal')).toHaveText('¥100.00');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Sales open with at least 6 s to go.
  await expect(async () => {
    expect(await page.locator('#phase').textContent()).toBe('Place your bets');
    expect(Number(await page.locator('#count').textContent())).toBeGreaterThanOrEqual(6);
  }).toPass({ timeout: 45_000, intervals: [250] });
  await page.getByRole('button', { name: 'Chip 0.50', exact: true }).click();
  const buy = page.getByRole('button', { name: '+ Card' });
  for (let i = 0; i < 3; i++) await buy.click();
  const bought = page.waitForResponse((r) => r.url().includes('/table/bet'));
  await page.getByRole('button', { name: 'Confirm' }).click();
  expect(await (await bought).json()).toMatchObject({ ok: true, value: { balance: '98.50', slip: { stake: '1.50', status: 'accepted' } } });
  await expect(page.locator('#bal')).toHaveText('¥98.50');
  await expect(page.locator('#cards .bc')).toHaveCount(3);

  // The balls are called one by one after the close, and the cards daubed as they come.
  await expect(page.locator('#phase')).toHaveText('Calling balls…', { timeout: 30_000 });
  await expect.poll(async () => Number((await page.locator('#ncalled').textContent())!.split(' ')[0]), { timeout: 10_000 }).toBeGreaterThan(3);
  await expect(page.locator('#ncalled')).toHaveText('40 / 40 called', { timeout: 20_000 });
  const daubed = await page.locator('#cards .bc .grid span.d').count();
  expect(daubed).toBeGreaterThan(0);

  // Paid once the last ball is up: the table says what the cards won.
  await expect(page.locator('#msg')).toHaveText(/^(You win .+|No win this time)$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'History' }).click();
  const slip = page.locator('#slips .slip').first();
  await expect(slip.locator('.st')).toHaveText('settled');
  await expect(slip.locator('.stake')).toHaveText(yuan(150));
  const payout = money((await slip.locator('.payout').textContent())!);
  const expected = 100_00 - 150 + payout;
  await expect(page.locator('#bal')).toHaveText(yuan(expected));
  const wallet = JSON.parse(await ops('wallet:show', 'demo', username, '--json')) as { balance: string };
  expect(money(wallet.balance)).toBe(expected);

  // The verification page recomputes the balls and the three cards from the revealed seed: their pays add up to the payout.
  await slip.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/games\/house\/bingo\/verify#/);
  await expect(page.locator('.vcard')).toHaveCount(3, { timeout: 20_000 });
  expect((await page.locator('#result').textContent())!.trim().split(' ')).toHaveLength(40);
  const pays = await page.locator('.vcard').evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.pays)));
  expect(pays.reduce((a, b) => a + b, 0) * 50).toBe(payout);

  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText(yuan(expected));
});

test('a trial member plays bingo with the wallet’s play money, marked beside the balance', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startTrial(page.context().request);
  await page.goto('/m/slot-games?gameClassify=BG');
  const list = page.getByTestId('game-list');
  await expect(list).toHaveAttribute('data-ready', 'true');
  await list.getByRole('button', { name: 'Play Bingo', exact: true }).click();
  await expect(page).toHaveURL(/\/games\/house\/bingo\?/);
  await expect(page.locator('#bal')).toHaveText('¥2,000.00');
  await expect(page.locator('#play')).toHaveText('Play money');
  await expect(async () => {
    expect(await page.locator('#phase').textContent()).toBe('Place your bets');
    expect(Number(await page.locator('#count').textContent())).toBeGreaterThanOrEqual(4);
  }).toPass({ timeout: 45_000, intervals: [250] });
  await page.getByRole('button', { name: 'Chip 1', exact: true }).click();
  await page.getByRole('button', { name: '+ Card' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.locator('#cards .bc')).toHaveCount(1);
  await expect(page.locator('#bal')).toHaveText('¥1,999.00');
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText('¥1,999.00');
});
