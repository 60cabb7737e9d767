import { expect, test, type APIRequestContext } from '@playwright/test';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from './support';

/**
 * The agents' team reports (issue 20, reports slice) on a phone: an agent whose downline member
 * deposited and played the in-house slot sees the team's P&L with its chart, the bet in the team
 * betting records, and its own movement in its transaction record.
 */

registeringSpec();

/** A deposit through the BFF, as the deposit screen makes it, approved by the operator. */
async function approvedDeposit(request: APIRequestContext, amount: string): Promise<void> {
  const channels = (await (await request.get('/wps/system/depositBanks')).json()).value as { id: number; method: string }[];
  const channelId = channels.find((c) => c.method === 'mt')!.id;
  const r = await (await request.post('/wps/transaction/deposit/mt', { data: { channelId, amount, reference: uniqueName('AR') } })).json();
  if (!r.success) throw new Error(`deposit refused: ${r.errorCode}`);
  await ops('deposit:approve', 'demo', String(r.value.depositId));
}

test('an agent sees its downline\'s deposit and slot bet in the team P&L and team betting, and its own record', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const agent = uniqueName('ag');
  await registerMember(page.context().request, agent, 'secret123');
  await ops('member:set', 'demo', agent, 'type=3');

  // The downline, in a browser of its own: registers, is moved under the agent, deposits 100.00 and spins once (20.00).
  const downlineContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` } });
  const downline = uniqueName('dl');
  await registerMember(downlineContext.request, downline, 'secret123');
  await ops('member:set', 'demo', downline, `agent=${agent}`);
  await approvedDeposit(downlineContext.request, '100.00');
  const spin = await spinHouseSlot(downlineContext.request);
  await downlineContext.close();
  const yuan = (s: string) => `¥${Number(s).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  // An operator's adjustment of the agent's own wallet: its transaction record shows it.
  await ops('wallet:adjust', 'demo', agent, '50', '--reason', 'e2e agent record');

  await page.goto('/m/agent/team/pnl');
  await expect(page.getByRole('heading', { name: 'Team P&L' })).toBeVisible();
  await expect(page.getByTestId('pnl-deposits')).toHaveText('¥100.00');
  await expect(page.getByTestId('pnl-bets')).toHaveText(yuan(spin.bet));
  await expect(page.getByTestId('pnl-wins')).toHaveText(yuan(spin.win));
  await expect(page.getByTestId('pnl-product-slots')).toContainText(yuan(spin.bet));
  // One bar per day of the range; today's carries the team's P&L of the day.
  const today = new Date().toISOString().slice(0, 10);
  const bar = page.getByTestId('pnl-chart').locator(`rect[data-date="${today}"]`);
  await expect(bar).toHaveAttribute('data-pnl', (Number(spin.win) - Number(spin.bet)).toFixed(2));

  await page.goto('/m/teamBetting');
  const bets = page.getByTestId('team-bets').locator('li');
  await expect(bets).toHaveCount(1);
  await expect(bets.first()).toContainText(downline);
  await expect(bets.first()).toContainText(yuan(spin.bet));
  // A username outside the team is refused, not searched.
  await page.goto('/m/teamBetting?username=nobody-here');
  await expect(page.getByRole('alert').filter({ hasText: 'not in your team' })).toHaveText('This member is not in your team.');

  await page.goto('/m/transaction/record?types=A');
  const records = page.getByTestId('agent-transactions').locator('li');
  await expect(records).toHaveCount(1);
  await expect(records.first()).toContainText('Adjustment');
  await expect(records.first()).toContainText('¥50.00');

  // A member is not an agent: the agent screens send it home.
  const memberContext = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` } });
  const memberPage = await memberContext.newPage();
  await registerMember(memberPage.context().request, uniqueName('mb'), 'secret123');
  await memberPage.goto('/m/agent/team/pnl');
  await expect(memberPage).toHaveURL(/\/m\/home$/);
  await memberContext.close();
});
