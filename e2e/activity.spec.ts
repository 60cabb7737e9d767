import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir, e2ePorts, e2eRewardsClockFile } from '../playwright.config';
import { ops, registerMember, registeringSpec, uniqueName } from './support';

/**
 * Daily sign-in and refer a friend (issue 19) on a phone. The sign-in's day is moved by the
 * REWARDS_CLOCK_FILE the suite's platform reads (only the daily rewards' clock moves, so sessions
 * and every other spec keep the real time).
 */
registeringSpec();

const day_ms = 86_400_000;
const setRewardsClock = (offset_ms: number) => writeFileSync(e2eRewardsClockFile, String(offset_ms));

/** The member's grants as an operator reads them (GET /bo/rewards/:merchant/members/:username). */
async function grantsOf(username: string): Promise<{ source: string; amount_minor: string | number; title: string }[]> {
  const token = process.env.OPS_TOKEN ?? readFileSync(path.join(e2eDataDir, 'ops-token'), 'utf8').trim();
  const r = await fetch(`http://127.0.0.1:${e2ePorts.platform}/bo/rewards/demo/members/${username}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await r.json()) as { value: { source: string; amount_minor: string | number; title: string }[] };
  return body.value;
}

/** The screen's strip: each day's state, in order. */
const states = (page: Page) => page.getByTestId('signin-strip').locator('li').evaluateAll((els) => els.map((e) => e.getAttribute('data-state')));

test.describe.configure({ mode: 'serial' });
test.afterAll(() => setRewardsClock(0));

test('a member signs in two days running: the streak grows and both days are paid', async ({ page }) => {
  test.setTimeout(90_000);
  setRewardsClock(0);
  const username = uniqueName('s');
  await registerMember(page.context().request, username, 'secret123');

  await page.goto('/m/activity/signIn');
  await expect(page.getByTestId('signin-streak')).toHaveText('Sign in today to start a streak');
  expect(await states(page)).toEqual(['today', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  // The demo's strip: 1, 2, 3, 5, 8, 10 and 38 on day 7, with 1x wagering.
  await expect(page.getByTestId('signin-strip').locator('li').nth(6)).toContainText('¥38.00');
  await expect(page.getByText('Rewards carry a 1× wagering requirement.')).toBeVisible();
  await page.getByTestId('signin-button').click();
  await expect(page.getByRole('status').filter({ hasText: 'Day 1: ¥1.00 added' })).toBeVisible();
  await expect(page.getByTestId('signin-streak')).toHaveText('1-day streak');
  await expect(page.getByTestId('signin-button')).toBeDisabled();
  await expect(page.getByTestId('signin-button')).toHaveText('Signed in today · come back tomorrow');

  // The next day, in the merchant's time zone.
  setRewardsClock(day_ms);
  await expect(async () => {
    await page.reload();
    expect(await states(page)).toEqual(['claimed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  }).toPass({ timeout: 10_000 });
  await expect(page.getByTestId('signin-streak')).toHaveText('1-day streak');
  await page.getByTestId('signin-button').click();
  await expect(page.getByRole('status').filter({ hasText: 'Day 2: ¥2.00 added' })).toBeVisible();
  await expect(page.getByTestId('signin-streak')).toHaveText('2-day streak');
  expect(await states(page)).toEqual(['claimed', 'claimed', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);

  const grants = (await grantsOf(username)).filter((g) => g.source === 'signin');
  expect(grants.map((g) => String(g.amount_minor)).sort()).toEqual(['100', '200']);
});

test('a friend registers with the member\'s link and deposits: the member sees the friend and the reward', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const referrer = uniqueName('i');
  await registerMember(page.context().request, referrer, 'secret123');
  await page.goto('/m/inviteFriends');
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  const link = await page.getByTestId('referral-link').inputValue();
  expect(link).toBe(`http://localhost:${e2ePorts.web}/m/register?ref=${code}`);
  await expect(page.getByTestId('referral-qr').locator('svg')).toBeVisible();
  await expect(page.getByTestId('referral-rules')).toContainText("A friend's first deposit of ¥100.00 or more pays you ¥10.00.");
  await expect(page.getByText('No friends yet. Share your link to start earning.')).toBeVisible();

  // The friend, on a phone of their own, from an address of their own, opens the link and registers.
  const friendContext = await browser.newContext({
    ...test.info().project.use,
    extraHTTPHeaders: { 'X-Forwarded-For': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
  });
  const friend = await friendContext.newPage();
  const friendName = uniqueName('f');
  await expect(async () => {
    await friend.goto(new URL(link).pathname + new URL(link).search);
    await expect(friend.getByPlaceholder('Enter a username')).toBeVisible();
    await expect(friend.getByPlaceholder('Enter code')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
  await friend.getByPlaceholder('Enter a username').fill(friendName);
  await friend.getByPlaceholder('Enter a password').fill('secret123');
  await friend.getByPlaceholder('Enter the password again').fill('secret123');
  await friend.getByRole('button', { name: 'Mystery Rewards' }).click();
  await expect(friend).toHaveURL(/\/m\/home$/);

  // The friend's first deposit, 600 (the ¥30.00 tier), approved by the operator.
  const request = friend.context().request;
  const channels = (await (await request.get('/wps/system/depositBanks')).json()).value as { id: number; method: string }[];
  const r = await (await request.post('/wps/transaction/deposit/mt', { data: { channelId: channels.find((c) => c.method === 'mt')!.id, amount: '600', reference: `E2E-${friendName}` } })).json();
  expect(r.success).toBe(true);
  await ops('deposit:approve', 'demo', String(r.value.depositId));
  await friendContext.close();

  await page.reload();
  await expect(page.getByTestId('referral-earned')).toHaveText('You have earned ¥30.00');
  const row = page.getByTestId('referral-friends').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row.locator('td').first()).toHaveText(`${friendName.slice(0, 2)}***${friendName.slice(-1)}`);
  await expect(row.locator('td').nth(1)).toHaveText('¥30.00');
  await expect(row.locator('td').nth(3)).toHaveText('¥30.00');
  expect((await grantsOf(referrer)).filter((g) => g.source === 'referral').map((g) => String(g.amount_minor))).toEqual(['3000']);
});

test('a trial player is refused both screens', async ({ page }) => {
  await page.context().request.post('/wps/session/login/freeplay', { data: {} });
  for (const path of ['/m/activity/signIn', '/m/inviteFriends']) {
    await page.goto(path);
    await expect(page.getByText('Trial accounts cannot use this function. Please register a real account.')).toBeVisible();
    await expect(page.getByTestId('signin-button')).toHaveCount(0);
    await expect(page.getByTestId('referral-code')).toHaveCount(0);
  }
});
