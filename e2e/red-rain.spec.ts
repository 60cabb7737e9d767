import { expect, test } from '@playwright/test';
import { ops, registerMember, registeringSpec, startTrial, uniqueName } from './support';

// Members are registered through the API on the demo merchant, each test from an address of its own.
registeringSpec();
// Each test makes a rain slot of its own, which the other's screen would show: one after the other.
test.describe.configure({ mode: 'serial' });

/** The time of day in the demo merchant's time zone (Asia/Shanghai), where its rain slots are read. */
const hhmm = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);

/**
 * A rain slot of its own for one test, opening `from_min` minutes from now (negative: it
 * opened already) and lasting `minutes`; every envelope is exactly `amount` (one band of one amount).
 */
async function slot(title: string, from_min: number, minutes: number, amount: string, wagering = 0): Promise<number> {
  const start = hhmm(new Date(Date.now() + from_min * 60_000));
  const out = await ops('redrain:create', 'demo', `title=${title}`, `start=${start}`, `minutes=${minutes}`, 'budget=1000', `bands=${amount}:1`, `wagering=${wagering}`);
  return Number(/Slot (\d+)/.exec(out)![1]);
}

test('a visitor logs in first, and a trial account is refused the rain', async ({ page }) => {
  await page.goto('/m/redRain');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2FredRain$/);
  await startTrial(page.context().request);
  await page.goto('/m/redRain');
  await expect(page.getByText('Trial accounts cannot use this function.').first()).toBeVisible();
});

test('in an open rain a member taps an envelope, sees the amount, and the header balance takes it', async ({ page }) => {
  test.slow();
  const title = uniqueName('Rain');
  const id = await slot(title, -1, 30, '8.88');
  try {
    await registerMember(page.context().request, uniqueName('rr'), 'secret123');
    await page.goto('/m/redRain');
    await expect(page.getByTestId('header-balance')).toHaveText('¥0.00');
    await expect(page.getByText('Envelopes are falling! Tap one to open it.')).toBeVisible();
    await expect(page.getByTestId('red-rain-open')).toContainText(title);
    await page.getByTestId('red-rain-envelope').first().click({ force: true });
    await expect(page.getByTestId('red-rain-amount')).toHaveText('¥8.88');
    await expect(page.getByTestId('red-rain-reveal')).toContainText('Added to your balance.');
    await expect(page.getByTestId('header-balance')).toHaveText('¥8.88');
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('red-rain-claimed')).toContainText('¥8.88');
    await expect(page.getByTestId('red-rain-recent')).toContainText(title);
    // One envelope per rain: after a reload the member sees theirs, with no envelopes to tap.
    await page.reload();
    await expect(page.getByTestId('red-rain-claimed')).toContainText('¥8.88');
    await expect(page.getByTestId('red-rain-envelope')).toHaveCount(0);
  } finally {
    await ops('redrain:set', 'demo', String(id), 'enabled=false');
  }
});

test('before a rain the countdown runs on the platform\'s time even when the phone\'s clock is wrong', async ({ page }) => {
  test.slow();
  const title = uniqueName('Soon');
  const id = await slot(title, 3, 10, '1');
  try {
    await registerMember(page.context().request, uniqueName('rc'), 'secret123');
    // The phone believes it is 2031; its clock only tells the page how time passes.
    await page.clock.install({ time: new Date('2031-03-01T08:00:00Z') });
    await page.goto('/m/redRain');
    const countdown = page.getByTestId('red-rain-countdown');
    await expect(countdown).toContainText('Next rain in');
    await expect(countdown).toContainText(title);
    const left = async () => {
      const m = /(\d\d):(\d\d)/.exec((await countdown.locator('p').nth(1).textContent()) ?? '')!;
      return Number(m[1]) * 60 + Number(m[2]);
    };
    const first = await left();
    // Between 2 and 3 minutes to the slot's start, as the platform counts it.
    expect(first).toBeGreaterThan(60);
    expect(first).toBeLessThanOrEqual(180);
    // The injected clock runs on from 2031 at the real pace: the countdown follows it down.
    await expect.poll(left, { timeout: 10_000 }).toBeLessThanOrEqual(first - 2);
  } finally {
    await ops('redrain:set', 'demo', String(id), 'enabled=false');
  }
});
