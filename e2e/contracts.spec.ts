import { writeFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { e2eRewardsClockFile } from '../playwright.config';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from './support';

/**
 * A daily salary contract on a phone (issue 20): the merchant gives an upline agent its terms,
 * the upline offers a direct downline agent a contract on its salary screen, the downline accepts
 * on its own, a player of the downline's team bets, and "the next day" (the contracts' clock
 * moved by REWARDS_CLOCK_FILE, then the operator's contracts:settle for that day) both agents see
 * their payout on the screen. Amounts are per 10,000 of the team's effective bets.
 */
registeringSpec();

const day_ms = 86_400_000;
const setContractsClock = (offset_ms: number) => writeFileSync(e2eRewardsClockFile, String(offset_ms));
const toMinor = (d: string) => BigInt(d.replace('.', '').replace(/^0+(?=\d)/, ''));
const yuan = (minor: bigint) => `¥${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

test.describe.configure({ mode: 'serial' });
test.afterAll(() => setContractsClock(0));

/** A phone of its own for one person, registered and logged in as `username`. */
async function phone(browser: Browser, username: string) {
  const context = await browser.newContext({
    ...test.info().project.use,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  await registerMember(context.request, username, 'secret123');
  return { context, page: await context.newPage() };
}

test('an upline offers a salary contract, the downline accepts it, and the next day both see their payout', async ({ browser }) => {
  test.setTimeout(180_000);
  setContractsClock(0);
  const upline = uniqueName('cu');
  const downline = uniqueName('cd');
  const player = uniqueName('cp');
  const u = await phone(browser, upline);
  const d = await phone(browser, downline);
  const p = await phone(browser, player);
  await ops('member:set', 'demo', upline, 'type=3');
  await ops('member:set', 'demo', downline, 'type=3', `agent=${upline}`);
  await ops('member:set', 'demo', player, `agent=${downline}`);
  // The merchant's terms for the top of the chain: 200 per 10,000 of the team's bets.
  await ops('contracts:grant', 'demo', upline, 'daily', '0:200');

  // The upline sees its contract and offers its downline 100 per 10,000.
  await u.page.goto('/m/member/agent/getSalaryContract');
  await expect(u.page.getByTestId('contract-own')).toContainText('Signed');
  await expect(u.page.getByTestId('contract-own')).toContainText('Offered by the platform');
  const form = u.page.getByTestId('contract-offer-form');
  await form.getByLabel('Downline username').fill(downline);
  await form.getByLabel('Team bets from 1').fill('0');
  await form.getByLabel('Per 10,000 1').fill('100');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('status')).toHaveText('Offer sent.');
  await expect(u.page.getByTestId('contract-offered')).toContainText('Waiting for an answer');
  // A second offer while the first waits for an answer is refused with the rule's words.
  await form.getByLabel('Downline username').fill(downline);
  await form.getByLabel('Per 10,000 1').fill('300');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(form.getByRole('alert')).toHaveText('This agent already has an offer waiting for an answer.');

  // The downline accepts on its own screen.
  await d.page.goto('/m/member/agent/getSalaryContract');
  await expect(d.page.getByTestId('contract-none')).toBeVisible();
  const offer = d.page.getByTestId('contract-pending');
  await expect(offer).toContainText(`Offered by ${upline}`);
  await expect(offer.locator('tbody td')).toHaveText(['¥0.00', '0', '¥100.00']);
  await offer.getByTestId('contract-accept').click();
  await expect(d.page.getByTestId('contract-own')).toContainText('Signed');
  await expect(d.page.getByTestId('contract-pending')).toHaveCount(0);
  await expect(d.page.getByText('No payouts yet.')).toBeVisible();

  // A player of the downline's team bets today.
  await ops('wallet:adjust', 'demo', player, '1000', '--reason', 'e2e contracts', '--key', `e2e-${player}`);
  let bets = 0n;
  for (let i = 0; i < 3; i += 1) bets += toMinor((await spinHouseSlot(p.context.request, '1.00')).bet);
  expect(bets).toBeGreaterThan(0n);

  // The next day: the operator settles the day that has ended for the contracts' clock (the merchant's day, in its zone;
  // the platform's own periodic pass may settle it first, and then the operator's settle pays nothing more).
  const zone = (JSON.parse(await ops('merchant:show', 'demo', '--json')) as { timeZone?: string }).timeZone ?? 'UTC';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  setContractsClock(day_ms);
  await expect(async () => {
    expect(await ops('contracts:settle', 'demo', 'daily', today)).toMatch(/contracts\.daily .*: done/);
  }).toPass({ timeout: 60_000 });

  // The downline earns 100 per 10,000 of its team's bets; the upline 200 less the downline's share.
  const downlinePay = (bets * 10_000n) / 1_000_000n;
  const uplinePay = (bets * 20_000n) / 1_000_000n - downlinePay;
  await d.page.reload();
  const dRow = d.page.getByTestId('contract-payouts').locator('tbody tr');
  await expect(dRow).toHaveCount(1);
  await expect(dRow.locator('td').first()).toHaveText(today);
  await expect(dRow.locator('td').last()).toHaveText(yuan(downlinePay));
  await u.page.reload();
  const uRow = u.page.getByTestId('contract-payouts').locator('tbody tr');
  await expect(uRow.locator('td').nth(3)).toHaveText(yuan(downlinePay));
  await expect(uRow.locator('td').last()).toHaveText(yuan(uplinePay));
  // Settling the day again pays nothing more.
  expect(await ops('contracts:rerun', 'demo', 'daily', today)).toMatch(/paid=0/);
  await Promise.all([u.context.close(), d.context.close(), p.context.close()]);
});
