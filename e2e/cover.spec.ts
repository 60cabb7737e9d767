import { expect, test } from '@playwright/test';
import { expectNothingCovered, overlapsNow } from './overlap';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

// Issue 15: the floating right bar covered tile names, "See all", the deposit Copy buttons, Login,
// 'Mystery Rewards' and Save; the floating headset covered the footer's last lines.
const guestScreens = [
  '/m/home', '/m/home?tab=fav', '/m/slot-games', '/m/live-games', '/m/poker-games', '/m/fishing-games', '/m/sport-games',
  '/m/esport-games', '/m/hot-games', '/m/slotsCenter', '/m/login', '/m/register', '/m/forget', '/m/lottery', '/m/lott', '/m/elott',
];
const memberScreens = ['/m/home', '/m/slot-games', '/m/voucherCenter', '/m/withdraw', '/m/gameRecord', '/m/member/home', '/m/changePsw', '/m/set', '/m/lott'];

for (const viewport of [{ width: 360, height: 740 }, { width: 412, height: 915 }]) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });
    for (const path of guestScreens) {
      test(`nothing covers a control or text on ${path} for a guest`, async ({ page }) => {
        await page.goto(path);
        await expectNothingCovered(page, `${path} (guest, ${viewport.width}px)`);
      });
    }
    for (const path of memberScreens) {
      test(`nothing covers a control or text on ${path} for a member`, async ({ page }) => {
        await registerMember(page.context().request, uniqueName('cv'), 'secret123');
        await page.goto(path);
        await expectNothingCovered(page, `${path} (member, ${viewport.width}px)`);
      });
    }
  });
}

test('the check finds a floating control laid over a button, and text under another', async ({ page }) => {
  await page.goto('/m/login');
  const submit = page.getByRole('button', { name: 'Login', exact: true });
  const box = (await submit.boundingBox())!;
  await page.evaluate(({ x, y }) => {
    const fab = document.createElement('a');
    fab.href = '#';
    fab.textContent = 'Chat';
    fab.style.cssText = `position: fixed; left: ${x}px; top: ${y}px; width: 48px; height: 48px; z-index: 99`;
    document.body.append(fab);
  }, { x: box.x + box.width / 2 - 24, y: box.y });
  const found = await overlapsNow(page);
  expect(found.some((o) => o.covered.includes('"Login"') && o.by.includes('"Chat"'))).toBe(true);
  expect(found.some((o) => o.covered === 'text "Login"' && o.by.includes('"Chat"'))).toBe(true);
});

test('the bottom dock offers the right bar everywhere and the live chat on home only', async ({ page }) => {
  await page.goto('/m/home');
  const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
  for (const [name, href] of [['Download', '/m/app'], ['Invite', '/m/inviteFriends'], ['Sign in', '/m/activity/signIn']]) {
    await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(page.getByTestId('live-chat')).toBeVisible();
  await expect(page.getByTestId('live-chat')).toHaveAttribute('aria-label', 'Live chat');
  await page.goto('/m/login');
  await expect(shortcuts.getByRole('link', { name: 'Invite' })).toBeVisible();
  await expect(page.getByTestId('live-chat')).toHaveCount(0);
});
