import { expect, test } from '@playwright/test';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from './support';

// Members are registered through the API on the demo merchant, each test from an address of its own.
registeringSpec();

test('a visitor is sent to the login, and comes back to the VIP benefits afterwards', async ({ page }) => {
  await page.goto('/m/member/benefits');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2Fmember%2Fbenefits$/);
});

test('a member sees their VIP level, the true progress to the next, every level\'s benefits and the gifts', async ({ page }) => {
  const request = page.context().request;
  const username = uniqueName('vip');
  await registerMember(request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '100', '--reason', 'e2e vip funds');
  // Two paid spins of the house slot: settled at once, so they count as effective bets.
  const spins = [await spinHouseSlot(request), await spinHouseSlot(request)];
  const bets_minor = spins.reduce((s, x) => s + Math.round(Number(x.bet) * 100), 0);
  const yuan = (minor: number) => `¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto('/m/member/benefits');
  const card = page.getByTestId('vip-level');
  await expect(card).toContainText('Bronze');
  await expect(page.getByTestId('vip-amount')).toHaveText(yuan(bets_minor));
  await expect(page.getByTestId('vip-next')).toHaveText(`${yuan(500_000 - bets_minor)} more to reach Silver (¥5,000.00)`);
  // The bar: bets / 5 000.00, in whole tenths of a percent, rounded down.
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor((bets_minor * 1000) / 500_000) / 10));

  const levels = page.getByTestId('vip-levels');
  await expect(levels.locator('tbody tr')).toHaveCount(5);
  await expect(levels.locator('tbody tr').nth(1)).toContainText('Silver');
  await expect(levels.locator('tbody tr[aria-current="true"]')).toContainText('Bronze');
  await expect(page.getByTestId('vip-rates').locator('tbody tr').nth(1)).toContainText('0.40%');
  // Bronze gives no monthly gift; its birthday gift needs a birthday on the account.
  await expect(page.getByTestId('vip-gift-monthly')).toContainText('Not given at your level');
  await expect(page.getByTestId('vip-gift-birthday')).toContainText('No birthday on your account');
  await expect(page.getByTestId('vip-rebate')).toContainText('No rebate paid yet');
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);
});
