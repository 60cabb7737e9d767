import { expect, test, type Page } from '@playwright/test';
import { catalogueLanguages } from '../lib/i18n/locale';
import { e2ePorts } from '../playwright.config';
import { expectNothingCovered } from './overlap';
import { ops, registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

/** A 1-minute draw closes 10 s before it is drawn; a test waits for one draw and its settlement. */
test.setTimeout(150_000);

/** Minor units of an amount as the page writes it ('¥1,093.50') or the wallet answers it ('1093.50'). */
const money = (s: string) => Math.round(Number(s.replace(/[^\d.]/g, '')) * 100);
const yuan = (minor: number) => `¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/** A member with 100.00 on a 360 px phone. */
async function memberWithFunds(page: Page): Promise<string> {
  await page.setViewportSize({ width: 360, height: 740 });
  const username = uniqueName('lo');
  await registerMember(page.context().request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '100', '--reason', 'e2e lottery funds');
  return username;
}

/** Waits until the open draw has at least `left_s` seconds before its close, so an order is not late. */
async function drawOpen(page: Page, left_s = 6): Promise<void> {
  await expect(async () => {
    const text = (await page.getByTestId('countdown').textContent()) ?? '';
    const m = /(\d+):(\d{2})/.exec(text);
    expect(text).toContain('Closes in');
    expect(Number(m?.[1]) * 60 + Number(m?.[2])).toBeGreaterThanOrEqual(left_s);
  }).toPass({ timeout: 30_000, intervals: [250] });
}

/** Entertainment, Big, added to the cart at 1.00 and placed: the order's answer. */
async function betBig(page: Page): Promise<{ orderNumbers: string[]; balance: number }> {
  await page.getByRole('tab', { name: 'Entertainment' }).click();
  await page.getByRole('button', { name: /^Big/ }).click();
  await expect(page.getByTestId('pick-summary')).toHaveText('Bets: 1 · ¥1.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('¥1.00');
  await drawOpen(page);
  const placed = page.waitForResponse((r) => r.url().endsWith('/lgw/orders/betting'));
  await page.getByRole('button', { name: 'Place order' }).click();
  const answer = (await (await placed).json()) as { success: boolean; errorCode: string | null; value: { orderNumbers: string[]; balance: number } };
  expect(answer.errorCode).toBeNull();
  expect(answer.value.balance).toBe(99);
  await expect(page.getByTestId('header-balance')).toHaveText('¥99.00');
  return answer.value;
}

test('a member bets on the 1-minute game, sees the draw settle the order in My orders, the header balance is 100 − stake + payout, and the draw’s Verify link recomputes its numbers', async ({ page }) => {
  const username = await memberWithFunds(page);
  await page.goto('/m/lottery');
  const card = page.locator('[data-testid="lottery-game"][data-game="5d-1m"]');
  await expect(card.getByTestId('countdown')).toHaveText(/Closes in \d+:\d{2}|Closed/);
  // The whole screen fits the width: nothing to scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await card.getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/m\/lott\?game=5d-1m/);
  const { orderNumbers } = await betBig(page);
  expect(orderNumbers).toHaveLength(1);

  await page.getByRole('tab', { name: 'My orders' }).click();
  const row = page.locator(`[data-testid="lottery-order"][data-order="${orderNumbers[0]}"]`);
  await expect(row).toHaveAttribute('data-status', 'open');
  // The draw is at most 70 s away; the list reads itself again while an order waits.
  await expect(row).toHaveAttribute('data-status', /^(won|lost)$/, { timeout: 100_000 });
  const won = (await row.getAttribute('data-status')) === 'won';
  const payout = won ? money((await row.getByTestId('win').textContent())!) : 0;
  expect(payout).toBe(won ? 198 : 0);

  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText(yuan(100_00 - 100 + payout));
  const wallet = JSON.parse(await ops('wallet:show', 'demo', username, '--json')) as { balance: string };
  expect(money(wallet.balance)).toBe(100_00 - 100 + payout);

  // The settled draw is in the results with its seeds; its Verify link opens the verification page
  // with them filled in, which recomputes in the browser the numbers the order was settled on.
  await row.getByRole('button').first().click();
  const drawn = [...((await row.getByRole('list', { name: 'Result' }).textContent()) ?? '')];
  expect(drawn).toHaveLength(5);
  const numero = (await row.locator('[class*="orderNumero"]').textContent())!.trim();
  await page.getByRole('tab', { name: 'Results' }).click();
  const result = page.getByTestId('lottery-results').locator(':scope > li', { hasText: numero });
  await expect(result.getByRole('list', { name: 'Result' })).toHaveText(drawn.join(''));
  await result.getByRole('link', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/games\/house\/lottery\/verify#f=5d&/);
  await expect(page.locator('#result')).toHaveText(drawn.join(' '));
  await expect(page.locator('#hashOut')).toHaveText(/^[0-9a-f]{64}$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a member cancels an order before its draw closes and the stake comes back', async ({ page }) => {
  await memberWithFunds(page);
  await page.goto('/m/lott?game=5d-5m');
  const { orderNumbers } = await betBig(page);
  await page.getByRole('tab', { name: 'My orders' }).click();
  const row = page.locator(`[data-testid="lottery-order"][data-order="${orderNumbers[0]}"]`);
  await row.getByRole('button').first().click();
  await row.getByRole('button', { name: 'Cancel order' }).click();
  await expect(row.getByText('Cancelled: ¥1.00 returned')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('¥100.00');
  await expect(row).toHaveAttribute('data-status', 'cancelled');
});

test('the lottery screens fit a 360 px phone in every language, nothing cut or covered', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of catalogueLanguages) {
    await page.context().addCookies([{ name: 'language', value: language, url: `http://localhost:${e2ePorts.web}` }]);
    for (const path of ['/m/lottery', '/m/lott?game=5d-1m', '/m/elott?game=11x5-5m']) {
      await page.goto(path);
      await expect(page.getByTestId('countdown').first()).toBeVisible();
      const where = `${path} in ${language}`;
      expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
      // A tab, chip, option or ball that holds more text than it shows (a heading for screen readers only is 1 px on purpose).
      const cut = await page.evaluate(() => [...document.querySelectorAll('main button, main a, main h1, main h2, main h3')]
        .filter((el) => el.checkVisibility() && el.clientWidth > 1 && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
        .map((el) => el.textContent));
      expect(cut, where).toEqual([]);
      await expectNothingCovered(page, where);
    }
  }
});
