import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { e2eRealityClockFile } from '../playwright.config';
import { ops, registerMember, registeringSpec, uniqueName } from './support';

/**
 * The reality check on the in-house games' own pages (issue 19) on a phone: a member sets a
 * 15-minute interval, plays, and the game's page reminds them once the session has run 15
 * minutes, with the session's true figures; Continue until the next interval, Leave to the
 * lobby screen the game was launched from. Time moves twice, together: the platform's clock of
 * the reality check (REALITY_CLOCK_FILE, which nothing else reads) and the page's own timers
 * (Playwright's page.clock).
 */
registeringSpec();
test.describe.configure({ mode: 'serial' });

const minute_ms = 60_000;
const setRealityClock = (offset_ms: number) => writeFileSync(e2eRealityClockFile, String(offset_ms));
test.afterAll(() => setRealityClock(0));

/** '0.4' → '¥0.40', '-1.2' → '-¥1.20': the demo merchant's money as the pages write it. */
const yuan = (decimal: string | number) => {
  const n = Number(decimal);
  return `${n < 0 ? '-' : ''}¥${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
};

/** A member with money and a 15-minute reality check, set on the limits screen. */
async function memberWithRealityCheck(page: Page): Promise<void> {
  setRealityClock(0);
  const username = uniqueName('rc');
  await registerMember(page.context().request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '50', '--reason', 'e2e reality check');
  await page.goto('/m/securityCenter/limits');
  const form = page.getByRole('form', { name: 'Reality check' });
  await form.getByLabel('Remind me').selectOption('15');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reality check: Every 15 minutes' })).toBeVisible();
}

/** Moves the session's time played to `minutes` on the platform and the page's timers on by `by`. */
async function passTime(page: Page, minutes: number, by: string): Promise<void> {
  setRealityClock(minutes * minute_ms);
  // The platform reads the file again at most every 100 ms.
  await new Promise((r) => setTimeout(r, 250));
  await page.clock.fastForward(by);
}

test('the house slot reminds the member at each 15 minutes of the session with its true figures; Continue plays on, Leave goes back to the lobby', async ({ page }) => {
  test.setTimeout(120_000);
  await memberWithRealityCheck(page);
  await page.clock.install();
  await page.goto('/m/slot-games?gameName=lucky%205');
  const asked = page.waitForResponse((r) => r.url().includes('/games/house/api/') && r.url().endsWith('/realityCheck'));
  await page.getByRole('button', { name: 'Play Lucky 5' }).click();
  await expect(page).toHaveURL(/\/games\/house\/slot\?/);
  await expect(page.locator('#bal')).not.toHaveText('…');
  expect(((await (await asked).json()) as { value: { minutes: number } }).value.minutes).toBe(15);

  const bets: { bet: string; win: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/spin'));
    await page.locator('#spin').click();
    bets.push(((await (await answered).json()) as { value: { bet: string; win: string } }).value);
    // A big win's celebration holds play until tapped.
    if (await page.locator('#party.show').isVisible()) await page.locator('#party').click();
    await expect(page.locator('#spin')).toBeEnabled({ timeout: 15_000 });
  }
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeHidden();

  // Fifteen minutes on: the reminder, with what the member staked and was paid since logging in.
  await passTime(page, 15, '15:05');
  await expect(dialog).toBeVisible();
  const stake = bets.reduce((a, b) => a + Math.round(Number(b.bet) * 100), 0) / 100;
  const payout = bets.reduce((a, b) => a + Math.round(Number(b.win) * 100), 0) / 100;
  await expect(dialog.locator('#rcPlayed')).toHaveText(/^You have played for 1[56] min this session\.$/);
  await expect(dialog.locator('#rcBets')).toHaveText('2');
  await expect(dialog.locator('#rcStake')).toHaveText(yuan(stake));
  await expect(dialog.locator('#rcPayout')).toHaveText(yuan(payout));
  await expect(dialog.locator('#rcNet')).toHaveText(yuan((Math.round(payout * 100) - Math.round(stake * 100)) / 100));
  // A fixed overlay over the whole screen: the reels and controls under it stay where they were.
  const box = await dialog.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0 });

  // Continue: gone until the next whole interval, not before.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  await passTime(page, 25, '10:00');
  await page.waitForTimeout(500);
  await expect(dialog).toBeHidden();
  await passTime(page, 30, '05:05');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#rcPlayed')).toHaveText(/^You have played for 3[01] min this session\.$/);

  // Leave: back to the game list the slot was launched from.
  await dialog.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/m\/slot-games\?gameName=lucky(%20|\+)5$/);
});

test('a live table\'s page shows the same reminder, and Leave goes back to the table list', async ({ page }) => {
  test.setTimeout(90_000);
  await memberWithRealityCheck(page);
  await page.clock.install();
  await page.goto('/m/live-games');
  await page.getByRole('link', { name: 'House Games' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=HOUSE/);
  const asked = page.waitForResponse((r) => r.url().includes('/games/house/api/') && r.url().endsWith('/realityCheck'));
  await page.getByRole('button', { name: 'Play European Roulette' }).click();
  await expect(page).toHaveURL(/\/games\/house\/roulette\?/);
  await expect(page.locator('#bal')).toHaveText('¥50.00');
  expect(((await (await asked).json()) as { value: { minutes: number } }).value.minutes).toBe(15);
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeHidden();

  await passTime(page, 15, '15:05');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('#rcPlayed')).toHaveText(/^You have played for 1[56] min this session\.$/);
  await expect(dialog.locator('#rcBets')).toHaveText('0');
  await expect(dialog.locator('#rcNet')).toHaveText('¥0.00');
  await dialog.getByRole('link', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE&vassalage=HOUSE$/);
});
