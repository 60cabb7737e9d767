import { expect, test } from '@playwright/test';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

const unique = () => uniqueName('c');

test('the home ticker and banners are in the server-rendered HTML with their sizes', async ({ request }) => {
  const html = await (await request.get('/m/home')).text();
  expect(html).toContain('data-testid="notice-ticker"');
  expect(html).toContain('href="/m/notice?value=0"');
  // The first banner loads first and keeps its box; the others wait.
  expect(html).toMatch(/<img[^>]+alt="Welcome Bonus"[^>]+width="750"[^>]+height="300"[^>]+loading="eager"[^>]+fetchPriority="high"/i);
  expect(html).toMatch(/<img[^>]+alt="Spin the House Slot"[^>]+loading="lazy"/);
});

test('home shows the ticker and the banners, which turn by themselves', async ({ page }) => {
  // It waits out the autoplay (5 s) and two banners' art: on two shared CPUs that neared 30 s.
  test.setTimeout(60_000);
  await page.goto('/m/home');
  const ticker = page.getByTestId('notice-ticker');
  await expect(ticker.getByRole('link')).toHaveText(['New: the House Slot is open', 'Scheduled maintenance on Sunday', 'Play responsibly', 'A gift for today']);
  const banners = page.getByTestId('home-banners');
  await expect(banners.getByTestId('home-banner')).toHaveCount(3);
  await expect(banners.getByRole('img', { name: 'Welcome Bonus' })).toBeVisible();
  // The banners' track is wider than the screen inside its box; the page itself is not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // The art is drawn by the web origin as a WebP the browser keeps a year, and it decodes.
  const first = banners.getByRole('img', { name: 'Welcome Bonus' });
  const art = await page.request.get(await first.getAttribute('src') ?? '');
  expect(art.headers()['content-type']).toBe('image/webp');
  expect(art.headers()['cache-control']).toContain('max-age=31536000');
  // From its srcset the phone (412 px at 2.625x) took the raster nearest the 1,027 pixels it
  // shows, and decoded it (a srcset image's naturalWidth is in CSS pixels: its sizes, 95vw).
  const raster = (img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? new URL(img.currentSrc).searchParams.get('w') : null);
  await expect.poll(() => first.evaluate(raster)).toBe('1125');
  // Autoplay: after 5000 ms the second banner is the one shown, and its art has arrived.
  await expect(banners.locator('[data-testid="home-banner"][aria-hidden="false"]').getByRole('img')).toHaveAttribute('alt', 'Welcome Bonus');
  await expect(banners.locator('[data-testid="home-banner"][aria-hidden="false"]').getByRole('img')).toHaveAttribute('alt', 'Spin the House Slot', { timeout: 8000 });
  await expect.poll(() => banners.getByRole('img', { name: 'Spin the House Slot' }).evaluate(raster)).toBe('1125');
});

test('the other banners are fetched only once the carousel is ready, not with the first screen', async ({ page }) => {
  // The moment the carousel marks itself ready, on the page's own clock.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (changes.some((c) => c.target instanceof HTMLElement && c.target.dataset.ready === 'true')) {
        (window as unknown as { readyAt: number }).readyAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  await page.goto('/m/home');
  const banners = page.getByTestId('home-banners');
  await expect(banners).toHaveAttribute('data-ready', 'true');
  // Which raster of its srcset the browser takes is known once it starts loading it.
  const secondImg = banners.getByRole('img', { name: 'Spin the House Slot' });
  await expect.poll(() => secondImg.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain('&w=');
  const second = await secondImg.evaluate((img: HTMLImageElement) => img.currentSrc);
  const fetched = await page.waitForFunction((url) => performance.getEntriesByName(url)[0]?.startTime, second);
  const readyAt = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt);
  expect(await fetched.jsonValue()).toBeGreaterThanOrEqual(readyAt);
  // The first banner was asked for with the page, long before.
  const first = await banners.getByRole('img', { name: 'Welcome Bonus' }).evaluate((img: HTMLImageElement) => performance.getEntriesByName(img.currentSrc)[0]?.startTime);
  expect(first).toBeLessThan(readyAt);
});

test('tapping a ticker title opens /m/notice with that announcement open', async ({ page }) => {
  // The titles hold still for reduced motion, so the tap does not chase a moving link.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/m/home');
  await page.getByTestId('notice-ticker').getByRole('link', { name: 'Scheduled maintenance on Sunday' }).click();
  await expect(page).toHaveURL(/\/m\/notice\?value=1$/);
  const open = page.getByRole('button', { name: /Scheduled maintenance on Sunday/ });
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('The site is serviced every Sunday')).toBeVisible();
  await expect(page.getByRole('button', { name: /New: the House Slot is open/ })).toHaveAttribute('aria-expanded', 'false');
  // A tap collapses it again.
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'false');
});

test('a member reads an announcement: it stops being unread, also after a reload', async ({ page }) => {
  await registerMember(page.context().request, unique(), 'secret123');
  await page.goto('/m/notice');
  const card = page.getByTestId('notice-card').filter({ hasText: 'Play responsibly' });
  await expect(card.getByRole('img', { name: 'Unread' })).toBeVisible();
  const marked = page.waitForResponse((r) => r.url().endsWith('/wps/system/announcements/read') && r.request().method() === 'POST');
  await card.getByRole('button').click();
  await expect(card.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  expect((await (await marked).json()).success).toBe(true);
  await page.reload();
  await expect(page.getByTestId('notice-card').filter({ hasText: 'Play responsibly' }).getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect(page.getByTestId('notice-card').filter({ hasText: 'Play responsibly' }).getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('notice-card').filter({ hasText: 'Scheduled maintenance' }).getByRole('img', { name: 'Unread' })).toBeVisible();
});

test('login shows the gift pop-up once in a browser session', async ({ page }) => {
  // Two logins, four full page loads of a member's screens: more than the default 30 s on a busy machine.
  test.slow();
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await page.context().clearCookies();
  await page.goto('/m/home');
  await expect(page.getByTestId('login-popup')).toHaveCount(0);

  await page.goto('/m/login');
  await expect(page.getByTestId('banners-m_login').getByRole('img', { name: 'Welcome Back' })).toBeVisible();
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const popup = page.getByTestId('login-popup');
  await expect(popup.getByRole('heading', { name: 'A gift for today' })).toBeVisible();
  await popup.getByRole('button', { name: 'I agree' }).click();
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('giftPopupAgreed'))).toBe('1');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
  await page.goto('/m/activity');
  await expect(page.getByTestId('login-popup')).toHaveCount(0);
});

test('the register screen shows its m_reg banner', async ({ page }) => {
  await page.goto('/m/register');
  await expect(page.getByTestId('banners-m_reg').getByRole('img', { name: 'Join Demo Casino' })).toBeVisible();
});
