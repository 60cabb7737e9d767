import { expect, test, type Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { e2ePorts } from '../../playwright.config';
import { ops, registerMember, registeringSpec, spinHouseSlot, uniqueName } from '../support';

/**
 * docs/screens: the main screens as a guest and as a member sees them, at 360 × 740 and
 * 412 × 915 (CSS pixels, device scale 1), in EN and ZH (issue 15). Run by `npm run screens`
 * (playwright.screens.config.ts), never by the e2e suite. Each file is
 * `<guest|member>-<screen>-<en|zh>-<width>.png`, the viewport as the member sees it after the
 * screen has loaded (fonts, images in view, hydration), reduced to a 256-colour palette so the
 * set stays small in the repository.
 *
 * The member is registered through the BFF, funded by the operator (wallet:adjust) and has
 * three spins of the in-house slot behind them, so records and the slot's recent rounds are
 * not empty. Games are found by their launch attributes (data-game), never by their names,
 * which are translated.
 */

const outDir = path.join(process.cwd(), 'docs', 'screens');
const viewports = [{ width: 360, height: 740 }, { width: 412, height: 915 }] as const;
const languages = ['EN', 'ZH'] as const;
type Language = (typeof languages)[number];

/** The in-house slot, launched from its tile on home. */
const slotGameId = 'house-lucky-5';

const guestScreens = [
  { name: 'home', path: '/m/home' },
  { name: 'slot-games', path: '/m/slot-games' },
  { name: 'live-games', path: '/m/live-games' },
  { name: 'login', path: '/m/login' },
  { name: 'register', path: '/m/register' },
] as const;

const memberScreens = [
  { name: 'home', path: '/m/home' },
  { name: 'voucherCenter', path: '/m/voucherCenter' },
  { name: 'withdraw', path: '/m/withdraw' },
  { name: 'gameRecord', path: '/m/gameRecord' },
  { name: 'set', path: '/m/set' },
  { name: 'notice', path: '/m/notice' },
] as const;

registeringSpec();
test.use({ deviceScaleFactor: 1 });

async function inLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'language', value: language, url: `http://localhost:${e2ePorts.web}` }]);
}

/** Waits until the screen is what a person looks at: loaded, hydrated, fonts and the images in view drawn. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Lobby screens say when their taps are heard; carousels when they are laid out.
  await expect(page.locator('[data-lobby]:not([data-ready])')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
    });
    await Promise.all(inView.map((img) => (img.complete ? null : new Promise((done) => { img.onload = img.onerror = done; }))));
  });
}

/** The viewport as a palette PNG in docs/screens. */
async function shoot(page: Page, file: string) {
  // Animations run as they do for the member (the ticker scrolls its titles); only the caret is hidden.
  const png = await page.screenshot({ caret: 'hide', scale: 'css' });
  const small = await sharp(png).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer();
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, file), small);
}

for (const language of languages) {
  const lang = language.toLowerCase();

  test(`guest screens in ${language}`, async ({ page }) => {
    await inLanguage(page, language);
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const screen of guestScreens) {
        await page.goto(screen.path);
        await settle(page);
        await shoot(page, `guest-${screen.name}-${lang}-${viewport.width}.png`);
      }
    }
  });

  test(`member screens in ${language}`, async ({ page }) => {
    await inLanguage(page, language);
    const request = page.context().request;
    const username = uniqueName(`shot${lang}`);
    await registerMember(request, username, 'secret123');
    await ops('wallet:adjust', 'demo', username, '2000', '--reason', 'screenshots');
    for (let i = 0; i < 3; i++) await spinHouseSlot(request);
    // The one-time gift card greets a member once a browser session; agreed to here, so home shows the lobby.
    await page.addInitScript(() => window.sessionStorage.setItem('giftPopupAgreed', '1'));

    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      for (const screen of memberScreens) {
        await page.goto(screen.path);
        await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
        await settle(page);
        await shoot(page, `member-${screen.name}-${lang}-${viewport.width}.png`);
      }

      // The slot, launched from its tile on home as a member taps it (its exit leads back home).
      await page.goto('/m/home');
      await settle(page);
      await page.locator(`[data-lobby] [data-game="${slotGameId}"]`).first().click();
      await expect(page).toHaveURL(/\/games\/house\/slot\?/);
      await expect(page.locator('#bal')).not.toHaveText('…');
      await expect(page.locator('#spin')).toBeEnabled();
      await settle(page);
      await shoot(page, `member-game-slot-${lang}-${viewport.width}.png`);
    }
  });
}
