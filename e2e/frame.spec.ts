import { expect, test, type Page } from '@playwright/test';
import { freshAddressPerTest, startAgent } from './support';

freshAddressPerTest();

/**
 * What SPEC §2 says each screen's frame shows. Written from the SPEC text, not from lib/frame:
 * banner only on home paths; top bar hidden on login, register, message, app, lottery, forget,
 * agent, activity, gameList, activityDetail, notice, game category pages and help; footer
 * hidden on login, register, slotsCenter, gameList, lottery, forget, changePsw, app, notice,
 * agent and help; the extra footer bar on webEmail and member home.
 */
// Screens behind a login (SPEC §6) are looked at by an agent, who may enter all of them.
const screens: { path: string; topBar: boolean; footer: boolean; banner?: boolean; extra?: boolean; member?: boolean }[] = [
  { path: '/m/home', topBar: true, footer: true, banner: true },
  { path: '/m/login', topBar: false, footer: false },
  { path: '/m/register', topBar: false, footer: false },
  { path: '/m/forget', topBar: false, footer: false },
  { member: true, path: '/m/changePsw', topBar: true, footer: false },
  { path: '/m/help', topBar: false, footer: false },
  { path: '/m/notice', topBar: false, footer: false },
  { path: '/m/activity', topBar: false, footer: true },
  { path: '/m/gameList?gameType=RNG', topBar: false, footer: false },
  { path: '/m/slotsCenter', topBar: true, footer: false },
  { path: '/m/lottery', topBar: false, footer: false },
  { path: '/m/lott', topBar: true, footer: true },
  { path: '/m/elott', topBar: true, footer: true },
  { path: '/m/app', topBar: false, footer: false },
  { member: true, path: '/m/agent', topBar: false, footer: false },
  { path: '/m/slot-games', topBar: false, footer: true },
  { member: true, path: '/m/voucherCenter', topBar: true, footer: true },
  { member: true, path: '/m/webEmail', topBar: true, footer: true, extra: true },
  { member: true, path: '/m/member/home', topBar: true, footer: true, extra: true },
  { member: true, path: '/m/feedback', topBar: true, footer: true },
];

async function expectShown(page: Page, selector: string, shown: boolean) {
  if (shown) await expect(page.locator(selector).first()).toBeVisible();
  else await expect(page.locator(selector)).toHaveCount(0);
}

for (const s of screens) {
  test(`frame of ${s.path}`, async ({ page }) => {
    if (s.member) await startAgent(page.context().request);
    const res = await page.goto(s.path);
    await expect(page).toHaveURL(new RegExp(`${s.path.replace(/[?]/g, '\\?')}$`));
    expect(res?.status()).toBe(200);
    await expectShown(page, '[data-testid="top-bar"]', s.topBar);
    await expectShown(page, 'footer', s.footer);
    await expectShown(page, '[data-testid="banner-slot"]', s.banner ?? false);
    await expectShown(page, 'nav[aria-label="Member shortcuts"]', s.extra ?? false);
    // Header and bottom menu frame every screen.
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    if (s.member) await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    else await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  });
}

test('the frame follows client-side navigation', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByTestId('banner-slot')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promotion' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByTestId('banner-slot')).toHaveCount(0);
  await expect(page.getByTestId('top-bar')).toHaveCount(0);
});
