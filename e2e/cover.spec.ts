import { expect, test } from '@playwright/test';
import sharp from 'sharp';
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
  // The demo's chat is the in-house one: it opens in place, on the chat screen (a visitor is asked to log in first).
  await expect(page.getByTestId('live-chat')).toHaveAttribute('href', '/m/chat');
  await expect(page.getByTestId('live-chat')).not.toHaveAttribute('target', '_blank');
  await page.goto('/m/login');
  await expect(shortcuts.getByRole('link', { name: 'Invite' })).toBeVisible();
  await expect(page.getByTestId('live-chat')).toHaveCount(0);
});

test('nothing under the bottom dock shows through it, in the dark and the light theme', async ({ page }) => {
  // Issue 15: tile art and names read through the see-through dock. Whatever lies under it,
  // white or black, the dock must look the same, pixel for pixel.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  const dock = page.getByTestId('bottom-dock');
  const edge = (await dock.boundingBox())!;
  // A pixel in from each side: at the phone's 2.625 device pixels per CSS pixel the dock's edge
  // falls inside a device pixel, which blends with what lies beside the dock.
  const box = { x: edge.x + 1, y: edge.y + 1, width: edge.width - 2, height: edge.height - 2 };
  // The merchant's theme is the html element's data-theme (lib/frame/theme.ts).
  for (const theme of ['dark', 'light'] as const) {
    const under = async (colour: string) => {
      await page.evaluate(({ c, t }) => {
        document.documentElement.dataset.theme = t;
        let el = document.getElementById('under-dock');
        if (!el) {
          el = document.createElement('div');
          el.id = 'under-dock';
          // Fixed right under the dock (its z-index is 30) in the dock's own stacking context,
          // covering the whole screen: whatever the page scrolls under the dock, at its worst.
          el.style.cssText = 'position: fixed; inset: 0; z-index: 29; pointer-events: none';
          document.querySelector('[data-testid=bottom-dock]')!.before(el);
        }
        el.style.background = c;
      }, { c: colour, t: theme });
      return page.screenshot({ clip: box, animations: 'disabled', caret: 'hide' });
    };
    const [onWhite, onBlack] = [await under('#ffffff'), await under('#000000')];
    const [white, black] = await Promise.all([onWhite, onBlack].map((png) => sharp(png).raw().toBuffer()));
    let differ = 0;
    for (let i = 0; i < white.length; i++) if (Math.abs(white[i]! - black[i]!) > 2) differ++;
    expect(differ, `${theme}: channel values that change with what lies under the dock`).toBe(0);
  }
});
