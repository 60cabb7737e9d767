import { expect, test } from '@playwright/test';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from './support';

// Members are registered through the API on the demo merchant, each test from an address of its own.
registeringSpec();

/**
 * The agent rebate screen after the payout job (modules/agents, agents.rebate): an agent with a
 * slots rate of 1.20 % plays the house slot with real money, an operator runs the current hour's
 * rebate (jobs:rerun, as the periodic run would after the hour ends), and the screen shows the
 * rebate earned and paid. The downline's variant (a member under the agent plays) needs the
 * agents slice's opening of downlines, which the platform test covers through the API
 * (tests/platform/modules/agents/rebates.test.ts).
 */
test('an agent sees the rebate of its settled slot spins on the agent rebate screen after the job runs', async ({ page }) => {
  // Six operator commands, each a process of its own: more than the default 30 s on a loaded machine.
  test.setTimeout(180_000);
  const request = page.context().request;
  const username = uniqueName('rbt');
  await registerMember(request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '500', '--reason', 'e2e rebate funds');
  await ops('member:set', 'demo', username, 'type=3');
  await ops('rebates:rate', 'demo', username, 'slots=120', 'lottery=200');

  const spins = [await spinHouseSlot(request), await spinHouseSlot(request), await spinHouseSlot(request)];
  const bets_minor = spins.reduce((s, x) => s + Math.round(Number(x.bet) * 100), 0);
  // 1.20 % of the stakes, exact in 1/10000 minor units; whole minor units shown and paid.
  const rebate_minor = Math.floor((bets_minor * 120) / 10_000);
  const yuan = (minor: number) => `¥${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await page.goto('/m/member/agent/agentRebeat');
  await expect(page.getByTestId('agent-rebate-screen')).toBeVisible();
  await expect(page.getByTestId('rebate-rates')).toContainText('Slots');
  await expect(page.getByTestId('rebate-rates')).toContainText('1.20%');
  await expect(page.getByTestId('rebate-total')).toContainText('¥0.00');

  // The operator runs today's sweep (the demo's day, Asia/Shanghai): every spin settled today, whatever its hour. The
  // periodic run would pay each hour 2 minutes after it ends; a day not ended yet is run only when asked.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
  await ops('jobs:rerun', 'demo', 'agents.rebate', today);

  await page.reload();
  await expect(page.getByTestId('rebate-total')).toContainText(yuan(rebate_minor));
  await expect(page.getByTestId('rebate-paid')).toHaveText(yuan(rebate_minor));
  const day = page.getByTestId('rebate-day').first();
  await expect(day).toContainText('Slots');
  await expect(day).toContainText('3 bets');
  const shown = await ops('rebates:show', 'demo', username);
  expect(shown).toContain(`paid ${(rebate_minor / 100).toFixed(2)}`);

  // The team rebate screen: no downline yet.
  await page.goto('/m/member/teamRebate');
  await expect(page.getByTestId('team-rebate-total')).toContainText('¥0.00');
  await expect(page.getByTestId('team-rebate-screen')).toContainText('Your team generated no rebate in these days.');
});

test('a member is sent home from the agent rebate screens', async ({ page }) => {
  const request = page.context().request;
  await registerMember(request, uniqueName('rbm'), 'secret123');
  await page.goto('/m/member/agent/agentRebeat');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/member/teamRebate');
  await expect(page).toHaveURL(/\/m\/home$/);
});
