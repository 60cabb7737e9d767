import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshAddressPerTest, ops, spinHouseSlot, uniqueName } from './support';

/**
 * The agent's side on a phone (issue 20): the demo agent (agent01, seeded) logs in on the agent
 * path, sees its home with the greeting and today's team counters, opens a member from
 * /m/agentRegister; that member logs in, deposits (approved by the operator) and bets on the
 * house slot; the agent's counters and team overview show it.
 */

freshAddressPerTest();

/** A deposit through the BFF, as the deposit screen makes it, approved by the operator. */
async function approvedDeposit(request: APIRequestContext, amount: string): Promise<void> {
  const channels = (await (await request.get('/wps/system/depositBanks')).json()).value as { id: number; method: string }[];
  const channelId = channels.find((c) => c.method === 'mt')!.id;
  const r = await (await request.post('/wps/transaction/deposit/mt', { data: { channelId, amount, reference: uniqueName('AG') } })).json();
  if (!r.success) throw new Error(`deposit refused: ${r.errorCode}`);
  await ops('deposit:approve', 'demo', String(r.value.depositId));
}

const counter = (page: Page, key: string) => page.locator(`[data-counter="${key}"] dd`);
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"] dd`);

test('refuses a member on the agent path of the login with the message of SPEC §6', async ({ page }) => {
  await page.goto('/m/login?agent=1');
  await page.getByPlaceholder('Enter your username').fill('team01');
  await page.getByPlaceholder('Enter your password').fill('player123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Non-agents cannot log in')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login\?agent=1$/);
});

test('the demo agent opens a member who deposits and bets, and sees it on its home and team overview', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await page.goto('/m/login?agent=1');
  await page.getByPlaceholder('Enter your username').fill('agent01');
  await page.getByPlaceholder('Enter your password').fill('agent123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await expect(page.getByTestId('agent-greeting')).toContainText('Agent One');
  await expect(page.getByTestId('agent-greeting')).toHaveText(/^Good (morning|midday|afternoon|evening), Agent One$/);
  await expect(page.locator('[data-agent-menu="onlineService"]')).toBeVisible();
  const before = Number(await counter(page, 'register').textContent());
  const beforeBet = Number(await counter(page, 'bet').textContent());

  // Open a member with a slots rebate of 0.50 %.
  await page.locator('[data-agent-footer="openAccount"]').click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  const username = uniqueName('dl');
  const form = page.getByTestId('open-account-form');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill('secret123');
  await form.getByLabel(/^Slots/).fill('0.5');
  await form.getByRole('button', { name: 'Open account' }).click();
  await expect(page.getByTestId('account-message')).toHaveText(`Account ${username} opened`);

  // The member logs in in a browser of its own, deposits 100 and spins the house slot twice.
  const member = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const request = member.request;
  const login = await (await request.post('/wps/session/login', { data: { type: 'username', username, password: 'secret123' } })).json();
  expect(login.success).toBe(true);
  await approvedDeposit(request, '100');
  await spinHouseSlot(request);
  await spinHouseSlot(request);
  await member.close();

  await page.goto('/m/agent');
  await expect(counter(page, 'register')).toHaveText(String(before + 1));
  await expect(counter(page, 'bet')).toHaveText(String(beforeBet + 1));
  await expect(counter(page, 'login')).not.toHaveText('0');
  await page.locator('[data-agent-menu="teamOverview"]').click();
  await expect(page).toHaveURL(/\/m\/agent\/team\/overview$/);
  await expect(figure(page, 'newToday')).toHaveText(String(before + 1));
  await expect(figure(page, 'activeMembers')).not.toHaveText('0');

  // Team manage lists the new member first, with its rebate.
  await page.goto('/m/member/team');
  await expect(page.getByTestId('team-list').locator('li').first()).toContainText(username);
  await expect(page.getByTestId('team-list').locator('li').first()).toContainText('Slots 0.50 %');
});
