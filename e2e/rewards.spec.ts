import { expect, test, type APIRequestContext } from '@playwright/test';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from './support';

/**
 * The reward centre (issue 19) on a phone: a member deposits, claims the demo's first-deposit
 * bonus (100 % up to 500.00, x5 wagering), sees the wagering progress move with bets on the
 * in-house slot (slots count in full), and the bonus convert to cash when the wagering is done.
 */

registeringSpec();

/** A deposit through the BFF, as the deposit screen makes it, approved by the operator. */
async function approvedDeposit(request: APIRequestContext, amount: string): Promise<void> {
  const channels = (await (await request.get('/wps/system/depositBanks')).json()).value as { id: number; method: string }[];
  const channelId = channels.find((c) => c.method === 'mt')!.id;
  const r = await (await request.post('/wps/transaction/deposit/mt', { data: { channelId, amount, reference: uniqueName('RW') } })).json();
  if (!r.success) throw new Error(`deposit refused: ${r.errorCode}`);
  await ops('deposit:approve', 'demo', String(r.value.depositId));
}

const yuan = (n: number) => `¥${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('claims a first-deposit bonus, watches its wagering move with slot bets, and sees it turn into cash', async ({ page }) => {
  test.setTimeout(180_000);
  const request = page.context().request;
  const username = uniqueName('rw');
  await registerMember(request, username, 'secret123');

  // Before a deposit the bonus says what it waits for.
  await page.goto('/m/rewardCenter?claim=first-deposit');
  const promo = page.locator('[data-testid="reward-promotion"][data-id="first-deposit"]');
  await expect(promo.getByTestId('reward-reason')).toHaveText('Make your first deposit of at least ¥50.00, then claim it here.');

  // The demo channel's smallest deposit is 100.00: the bonus is 100.00, to be wagered 500.00.
  await approvedDeposit(request, '100.00');
  // Money to bet with beside the deposit (an operator's adjustment is not a deposit).
  await ops('wallet:adjust', 'demo', username, '700', '--reason', 'e2e slot funds');
  await page.reload();
  await expect(promo).toContainText('You get ¥100.00');
  await expect(promo).toContainText('Wager 5× to turn it into cash');
  await promo.getByTestId('reward-claim').click();

  const wagering = page.getByTestId('reward-wagering').getByTestId('reward-item');
  await expect(wagering).toHaveCount(1);
  await expect(wagering.getByTestId('reward-progress')).toHaveText('¥0.00 of ¥500.00 wagered (5×)');
  await expect(page.getByTestId('reward-bonus')).toContainText('¥100.00');

  // One spin of 20.00 on the in-house slot (RNG: counts in full).
  const first = await spinHouseSlot(request);
  expect(Number(first.bet)).toBe(20);
  await page.reload();
  await expect(wagering.getByTestId('reward-progress')).toHaveText('¥20.00 of ¥500.00 wagered (5×)');
  await expect(wagering.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');

  // 480.00 more completes it: the bonus converts to cash.
  for (let i = 0; i < 24; i++) await spinHouseSlot(request);
  await page.reload();
  await expect(page.getByTestId('reward-wagering').getByTestId('reward-item')).toHaveCount(0);
  const claimed = page.getByTestId('reward-claimed').locator('[data-testid="reward-item"][data-status="converted"]');
  await expect(claimed).toHaveCount(1);
  await expect(claimed).toContainText('100% first deposit bonus');
  await expect(claimed).toContainText('Wagering done, paid as cash');
  await expect(page.getByTestId('reward-bonus')).toContainText(yuan(0));
  // The promotion is claimed: it is not offered again.
  await expect(page.locator('[data-testid="reward-promotion"][data-id="first-deposit"]')).toHaveCount(0);
});
