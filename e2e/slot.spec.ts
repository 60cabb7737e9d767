import { expect, test, type Page } from '@playwright/test';
import { ops, registerMember, registeringSpec, startTrial, uniqueName } from './support';

/**
 * The in-house slot on a phone in portrait (issue 15): the reels fill the width, the controls
 * sit right under them, nothing moves when play starts, wins are celebrated, and the sound
 * the member may turn on stays on across launches, as do their rounds. Free play (play
 * money, no account) is enough for all but the last.
 */

const freePlay = '/games/house/slot?mode=free';

/** '0.4' → '¥0.40': the demo merchant's money (CNY, #,##0.00), as the lobby, header and wallet write it. */
const yuan = (decimal: string) => `¥${Number(decimal).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Free play opens a session per launch, which is limited per address: each test comes from one of its own.
registeringSpec();

interface SpinAnswer { bet: string; win: string; coins: number; tier: 'win' | 'big' | 'mega' | null }

/** Opens free play and waits for its play money. */
async function open(page: Page): Promise<void> {
  await page.goto(freePlay);
  await expect(page.locator('#bal')).not.toHaveText('…');
  await expect(page.getByText('FREE PLAY')).toBeVisible();
}

/** One spin from the button to the end of its animation (a big win's celebration is tapped away). */
async function spin(page: Page): Promise<SpinAnswer> {
  const answered = page.waitForResponse((r) => r.url().includes('/games/house/api/') && r.url().endsWith('/spin'));
  await page.locator('#spin').click();
  const answer = (await (await answered).json() as { value: SpinAnswer }).value;
  if (answer.tier === 'big' || answer.tier === 'mega') {
    await expect(page.locator('#party')).toHaveClass('show', { timeout: 15_000 });
    await page.locator('#party').click();
  }
  await expect(page.locator('#spin')).toBeEnabled({ timeout: 15_000 });
  await expect(page.locator('#win')).toHaveText(yuan(answer.win));
  return answer;
}

/** Spins until a round pays (half of them do: 30 losses in a row happen once in 10^9). */
async function spinToWin(page: Page): Promise<SpinAnswer> {
  for (let i = 0; i < 30; i++) {
    const answer = await spin(page);
    if (answer.coins > 0) return answer;
  }
  throw new Error('no win in 30 spins');
}

/** Every box a player looks at or taps, as the browser laid it out. */
const boxes = (page: Page) => page.evaluate(() => Object.fromEntries(
  ['header', '#reels', '#info', '#msg', '#controls', '#minus', '#bet', '#plus', '#spin', '#auto', '#left', '#sound', '#hist']
    .map((sel) => {
      const r = document.querySelector(sel)!.getBoundingClientRect();
      return [sel, { x: r.x, y: r.y, width: r.width, height: r.height }];
    }),
));

for (const viewport of [{ width: 360, height: 740 }, { width: 390, height: 844 }, { width: 412, height: 915 }]) {
  test(`lays the slot out for a ${viewport.width}×${viewport.height} phone: controls right under the reels, nothing moves after a spin`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page);
    const before = await boxes(page);
    const reels = before['#reels']!;
    const controls = before['#controls']!;
    // The reels take the width, and between them and the controls is only the win line (46 px)
    // and the message line (24 px): 70 px, where there were 337 px at 360 × 740 before.
    expect(reels.width).toBeGreaterThanOrEqual(viewport.width - 16);
    expect(controls.y - (reels.y + reels.height)).toBeLessThanOrEqual(72);
    expect(controls.y + controls.height).toBeLessThanOrEqual(viewport.height);
    for (const [sel, b] of Object.entries(before)) {
      expect(b.x, `${sel} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width, `${sel} ends on screen`).toBeLessThanOrEqual(viewport.width + 0.5);
    }

    // Two spins (a win, a loss or free spins change the words and figures) and autoplay on and off.
    await spin(page);
    await spin(page);
    const after = await boxes(page);
    for (const [sel, b] of Object.entries(before)) {
      const a = after[sel]!;
      for (const k of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs(a[k] - b[k]), `${sel} ${k} moved from ${b[k]} to ${a[k]}`).toBeLessThanOrEqual(1);
      }
    }
    await page.locator('#auto').click();
    await expect(page.locator('#auto')).toHaveClass(/\bon\b/);
    const auto = await boxes(page);
    await page.locator('#auto').click();
    await expect(page.locator('#spin')).toBeEnabled({ timeout: 15_000 });
    for (const sel of ['#auto', '#left', '#spin', '#controls']) {
      expect(Math.abs(auto[sel]!.y - before[sel]!.y), `${sel} moved with autoplay on`).toBeLessThanOrEqual(1);
      expect(Math.abs(auto[sel]!.x - before[sel]!.x), `${sel} moved with autoplay on`).toBeLessThanOrEqual(1);
    }
  });
}

test('celebrates a win over the reels with the amount won, at the tier of its size', async ({ page }) => {
  await open(page);
  await expect(page.locator('#party')).toBeHidden();
  // What the celebration shows once its amount has counted up to the end (a small one then ends on its own).
  const shown = page.waitForFunction(() => {
    const p = document.getElementById('party')!;
    const amount = document.getElementById('amount')!.textContent;
    if (!p.classList.contains('show') || amount !== document.getElementById('win')!.textContent) return null;
    return { tier: p.dataset.tier, words: document.getElementById('tier')!.textContent, amount, visible: p.checkVisibility({ opacityProperty: false }) };
  }, null, { timeout: 90_000, polling: 'raf' });
  const answer = await spinToWin(page);
  const seen = await (await shown).jsonValue();
  const words = { win: 'WIN', big: 'BIG WIN', mega: 'MEGA WIN' }[answer.tier!];
  expect(seen).toEqual({ tier: answer.tier, words, amount: yuan(answer.win), visible: true });
  // A win of 10 bets or more is big, of 50 mega (win-tier.ts): the tier follows the figures.
  const bets = Number(answer.win) / Number(answer.bet);
  expect(answer.tier).toBe(bets >= 50 ? 'mega' : bets >= 10 ? 'big' : 'win');
  await expect(page.locator('#party')).toBeHidden({ timeout: 10_000 });
});

test('shows the celebration still when the phone asks for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  const shown = page.waitForFunction(() => {
    const p = document.getElementById('party')!;
    if (!p.classList.contains('show')) return null;
    return { animation: getComputedStyle(p.querySelector('b')!).animationName, amount: p.querySelector('span')!.textContent, coins: p.querySelectorAll('.coin').length };
  }, null, { timeout: 60_000, polling: 'raf' });
  const answer = await spinToWin(page).catch(() => null);
  expect(answer).not.toBeNull();
  const seen = await (await shown).jsonValue();
  // No pop and no falling coins; the amount is the final one at once, not counted up.
  expect(seen).toEqual({ animation: 'none', amount: expect.stringMatching(/^¥[\d,]+\.\d\d$/), coins: 0 });
  expect(seen!.amount).toBe(yuan(answer!.win));
});

test('keeps sound off until the member turns it on, then plays a chime on a win and remembers it at the next launch', async ({ page }) => {
  // Counts the notes the page makes through the Web Audio API.
  await page.addInitScript(() => {
    const w = window as unknown as { notes: number };
    w.notes = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.notes++;
      return make.call(this);
    };
  });
  await open(page);
  const sound = page.getByRole('button', { name: 'Sound' });
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
  await spinToWin(page);
  expect(await page.evaluate(() => (window as unknown as { notes: number }).notes)).toBe(0);

  await sound.click();
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await open(page);
  await expect(sound).toHaveAttribute('aria-pressed', 'true');
  await spinToWin(page);
  expect(await page.evaluate(() => (window as unknown as { notes: number }).notes)).toBeGreaterThanOrEqual(3);

  await sound.click();
  await open(page);
  await expect(sound).toHaveAttribute('aria-pressed', 'false');
});

test('keeps a member\'s rounds with their amounts across a reload and a new launch from the lobby', async ({ page }) => {
  test.setTimeout(90_000);
  const username = uniqueName('slot');
  await registerMember(page.context().request, username, 'secret123');
  await ops('wallet:adjust', 'demo', username, '50', '--reason', 'e2e slot history');
  const launch = async () => {
    await page.goto('/m/slot-games?gameName=lucky%205');
    await page.getByRole('button', { name: 'Play Lucky 5' }).click();
    await expect(page).toHaveURL(/\/games\/house\/slot\?/);
    await expect(page.locator('#bal')).not.toHaveText('…');
    // Real money: the page must not call it free play, nor play money.
    await expect(page.getByText('FREE PLAY')).toBeHidden();
    await expect(page.locator('#play')).toBeHidden();
  };
  const recent = page.locator('#recentList li');
  /** The list under the controls as the member reads it: bet and outcome of each round, newest first. */
  const rows = () => recent.evaluateAll((lis) => lis.map((li) => [li.children[1]!.textContent, li.children[2]!.textContent!.split(' · ')[0]]));

  await launch();
  await expect(page.getByText('No rounds yet: your spins show here.')).toBeVisible();
  const played = [await spin(page)];
  await page.locator('#plus').click();
  played.push(await spin(page));
  const expected = played.reverse().map((a) => [yuan(a.bet), yuan(a.win)]);
  expect(await rows()).toEqual(expected);

  await page.reload();
  await expect(recent).toHaveCount(2);
  expect(await rows()).toEqual(expected);

  // A new launch is a new game session token: the rounds are the member's, so they are still there.
  await launch();
  await expect(recent).toHaveCount(2);
  expect(await rows()).toEqual(expected);
  await expect(page.getByText('No rounds yet: your spins show here.')).toBeHidden();
  await page.getByRole('button', { name: 'History and fairness' }).click();
  await expect(page.locator('#rounds tr')).toHaveCount(3);
  await expect(page.locator('#rounds tr').nth(1)).toContainText(expected[0]![1]!);
});

test('shows money as the lobby does, ¥ and not CNY, and marks a trial member\'s play money beside the balance', async ({ page }) => {
  test.setTimeout(60_000);
  await startTrial(page.context().request);
  await page.goto('/m/home');
  await expect(page.getByTestId('header-balance')).toHaveText('¥2,000.00');
  await page.goto('/m/slot-games?gameName=lucky%205');
  await page.getByRole('button', { name: 'Play Lucky 5' }).click();
  await expect(page).toHaveURL(/\/games\/house\/slot\?/);
  // The same figure, written the same way, as the header showed.
  await expect(page.locator('#bal')).toHaveText('¥2,000.00');
  await expect(page.locator('#bet')).toHaveText('¥0.20');
  await expect(page.locator('body > header')).not.toContainText('CNY');
  await expect(page.locator('#play')).toBeVisible();
  await expect(page.locator('#play')).toHaveText('Play money');
  // Not free play: the trial bets its wallet's play money.
  await expect(page.getByText('FREE PLAY')).toBeHidden();
});

test('every slot title of the lobby opens the slot page as itself and plays a round', async ({ page }) => {
  test.setTimeout(90_000);
  await startTrial(page.context().request);
  for (const title of ['Reef Pearls', 'Comet Forge', 'Orchard Bells']) {
    await page.goto('/m/slot-games');
    await page.getByTestId('game-list').getByRole('button', { name: `Play ${title}` }).click();
    await expect(page).toHaveURL(/\/games\/house\/slot\?/);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('body > header b').first()).toContainText(title);
    await expect(page.locator('#bal')).toHaveText(/^¥[\d,]+\.\d\d$/);
    const spun = page.waitForResponse((r) => r.url().includes('/games/house/api/') && r.url().endsWith('/spin'));
    await page.locator('#spin').click();
    const answer = await (await spun).json() as { ok: boolean; value: { bet: string; win: string; balance: string } };
    expect(answer.ok).toBe(true);
    await expect(page.locator('#bal')).toHaveText(yuan(answer.value.balance));
  }
});
