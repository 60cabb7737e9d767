import { expect, test, type Page } from '@playwright/test';
import { catalogueLanguages } from '../lib/i18n/locale';
import { e2ePorts } from '../playwright.config';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Every cut label inside the frame's bars, the category tabs and the top bar: an element that
 * clips its text (ellipsis, overflow hidden, a line clamp) and holds more than it shows, or a
 * line of text that runs out of its bar.
 */
async function cutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const roots = [...document.querySelectorAll('header, [data-testid=top-bar], [data-testid=bottom-menu], [data-testid=right-bar], [data-testid=category-tabs]')];
    const out: string[] = [];
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    for (const root of roots) {
      if (!root.checkVisibility()) continue;
      const box = root.getBoundingClientRect();
      for (const el of [root, ...root.querySelectorAll('*')]) {
        if (!el.checkVisibility() || !text(el)) continue;
        const s = getComputedStyle(el);
        const scrolls = (o: string) => o === 'auto' || o === 'scroll';
        if (!scrolls(s.overflowX) && (s.overflowX !== 'visible' || s.textOverflow === 'ellipsis') && el.scrollWidth > el.clientWidth + 1) out.push(`cut sideways: "${text(el)}"`);
        if (!scrolls(s.overflowY) && s.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1) out.push(`cut below: "${text(el)}"`);
      }
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim() || !n.parentElement?.checkVisibility() || getComputedStyle(n.parentElement).position === 'absolute') continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          // A scrolling strip's tabs run on past its edge on purpose; the current tab is checked on its own.
          if (n.parentElement.closest('[data-testid=category-tabs]')) continue;
          if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`out of its bar: "${n.textContent.trim()}"`);
        }
      }
    }
    return [...new Set(out)];
  });
}

/** The current category tab lies wholly inside the strip's visible width. */
async function expectCurrentTabInView(page: Page) {
  const tabs = page.getByTestId('category-tabs');
  const current = tabs.locator('[aria-current=page]');
  await expect(current).toHaveCount(1);
  // The strip scrolls the tab in after hydration.
  await expect.poll(async () => {
    const [strip, tab] = await Promise.all([tabs.locator('ul').boundingBox(), current.boundingBox()]);
    return !!strip && !!tab && tab.x >= strip.x - 1 && tab.x + tab.width <= strip.x + strip.width + 1;
  }, { message: `the current tab "${await current.innerText()}" is wholly in view` }).toBe(true);
}

const inLanguage = async (page: Page, language: string) => {
  await page.context().addCookies([{ name: 'language', value: language, url: `http://localhost:${e2ePorts.web}` }]);
};

async function expectNothingCut(page: Page, path: string, language: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'ZH' ? 'zh-CN' : language.toLowerCase());
  expect(await cutLabels(page), `cut on ${path} in ${language}`).toEqual([]);
  // Nothing widens the page past the screen (the records tabs did, taking the frame's right edge with them).
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `sideways scroll on ${path}`).toBe(0);
}

for (const language of catalogueLanguages) {
  test.describe(`at 360 px in ${language}`, () => {
    test.beforeEach(({ page }) => inLanguage(page, language));

    test('the category lists show their tab whole, and no frame label is cut', async ({ page }) => {
      // The categories whose tabs sit far right in the strip.
      for (const path of ['/m/live-games', '/m/esport-games', '/m/slot-games?gameClassify=BG']) {
        await expectNothingCut(page, path, language);
        await expectCurrentTabInView(page);
      }
    });

    test('a guest reads whole top-bar titles', async ({ page }) => {
      for (const path of ['/m/slotsCenter', '/m/hot-games', '/m/trail']) {
        await expectNothingCut(page, path, language);
        await expect(page.getByTestId('top-bar')).toBeVisible();
      }
    });

    test('a member reads whole top-bar titles, and the account number in groups of four', async ({ page }) => {
      await registerMember(page.context().request, uniqueName('lb'), 'secret123');
      for (const path of ['/m/withdraw', '/m/gameRecord', '/m/member/home', '/m/changePsw', '/m/voucherCenter']) {
        await expectNothingCut(page, path, language);
        await expect(page.getByTestId('top-bar')).toBeVisible();
      }
      // Still on the deposit screen: each group of the account number on one line.
      await expect(page.getByTestId('account-number')).toHaveText('6222 0202 0011 2233');
      const lines = await page.getByTestId('account-number').locator('span').evaluateAll((spans) => spans.map((s) => s.getClientRects().length));
      expect(lines, 'lines per group of the account number').toEqual([1, 1, 1, 1]);
    });
  });
}
