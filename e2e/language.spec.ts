import { expect, test } from '@playwright/test';
import { gateFor } from '../lib/frame/gate';
import { allRoutes } from '../lib/routes';
import { freshAddressPerTest, startAgent } from './support';

freshAddressPerTest();

test('switching language re-renders the page in Chinese and keeps the choice', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('button', { name: /^Language: / }).first().click();
  await page.getByRole('option').filter({ hasText: '中文' }).getByRole('button').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'language')?.value).toBe('ZH');
  await page.goto('/m/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

for (const [language, lang] of [['EN', 'en'], ['ZH', 'zh-CN']] as const) {
  test(`every screen of SPEC §2 answers inside the frame in ${language}`, async ({ request }) => {
    // An agent (type 3) may enter every screen, the gated ones included, but for the sign-in forms,
    // which send anyone signed in (but a trial player) home.
    await startAgent(request);
    const session = (await request.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    for (const path of allRoutes) {
      const res = await request.get(path, { headers: { cookie: `${session}; language=${language}` }, maxRedirects: 0 });
      if (gateFor(path, { loggedIn: true, type: 3 }).kind === 'home') {
        expect(res.status(), path).toBe(307);
        expect(new URL(res.headers().location!, 'http://localhost').pathname, path).toBe('/m/home');
        continue;
      }
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toMatch(/<nav[^>]+aria-label="(Main menu|主菜单)"/);
    }
  });
}
