import { expect, test } from '@playwright/test';

// The suite blocks service workers (playwright.config.ts); these specs test the app's own.
test.use({ serviceWorkers: 'allow' });

// The phone of the suite is a Pixel 7 (Android): the demo merchant's Android link is its offer.

test('closing the download bar keeps it closed across reloads', async ({ page }) => {
  await page.goto('/m/home');
  const bar = page.getByTestId('download-bar');
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('Demo Casino');
  // The pop-up lists this system's link only.
  await bar.getByRole('button', { name: 'App' }).click();
  const sheet = page.getByRole('dialog', { name: 'Download the app' });
  await expect(sheet.getByRole('link')).toHaveText(['Download for Android']);
  await expect(sheet.getByRole('link')).toHaveAttribute('href', 'https://example.com/demo-casino/app.apk');
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Close the download bar' }).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('hideDownloadBar'))).toBe('1');
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByTestId('notice-ticker')).toBeVisible();
    // In the HTML, but hidden before the first paint: nothing below it moves.
    await expect(page.getByTestId('download-bar')).toBeAttached();
    await expect(page.getByTestId('download-bar')).toBeHidden();
  }
});

test('the download bar never shows in the installed app, and the app page says it is installed', async ({ page }) => {
  // Chromium cannot be put in display-mode standalone from a test; the page sees what an installed app's page sees.
  await page.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (q: string) => (q === '(display-mode: standalone)' ? { ...real(q), matches: true, media: q } as MediaQueryList : real(q));
  });
  await page.goto('/m/home');
  await expect(page.getByTestId('notice-ticker')).toBeVisible();
  await expect(page.getByTestId('download-bar')).toBeHidden();
  await page.goto('/m/app');
  await expect(page.getByTestId('app-installed')).toHaveText('You are using the installed app.');
});

test('/m/app offers this phone\'s download and the install of the web app', async ({ page }) => {
  await page.goto('/m/app');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App download');
  await expect(page.getByTestId('app-links').getByRole('link')).toHaveText(['Download for Android']);
  await expect(page.getByTestId('app-install')).toBeVisible();
});

test('the app installs: a valid manifest, a service worker that controls the page, and the offline page offline', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('/m/home');
  const cdp = await context.newCDPSession(page);
  // Chromium's own verdict: the manifest parses, names the app, and the page is installable.
  const manifest = await cdp.send('Page.getAppManifest') as { errors: unknown[]; data?: string };
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ name: 'Demo Casino', display: 'standalone', start_url: '/m/home', theme_color: '#14161b' });
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null), { timeout: 20_000 }).toBe('activated');
  // Chromium's installability check finds nothing missing on the site's side; a test browser's
  // context is an incognito one, which Chromium never installs from whatever the site does.
  const installability = async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] })
    .installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito');
  await expect.poll(installability, { timeout: 20_000 }).toEqual([]);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // Offline: a page that cannot be fetched shows the offline page, in place, with a retry.
  await context.setOffline(true);
  await page.goto('/m/hot-games');
  await expect(page.getByTestId('offline-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  expect(page.url()).toMatch(/\/m\/hot-games$/);
  await context.setOffline(false);
  await page.getByTestId('offline-retry').click();
  await expect(page.getByTestId('offline-page')).toHaveCount(0);
  await expect(page).toHaveURL(/\/m\/hot-games$/);

  // Its caches hold the offline page and static files only: no page, no /wps answer.
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(stored).toContain('/offline');
  expect(stored.filter((u) => u !== '/offline' && !/^\/_next\/static\//.test(u))).toEqual([]);
});

test('a crawler reaches each language by ?lang= and finds robots.txt and the sitemap', async ({ request }) => {
  const th = await (await request.get('/m/live-games?lang=th')).text();
  expect(th).toContain('<html lang="th"');
  expect(th).toContain('<link rel="canonical" href="http://localhost:');
  expect(th).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/m\/live-games\?lang=th"\/>/);
  expect(th).toMatch(/<link rel="alternate" hrefLang="zh-CN" href="http:\/\/localhost:\d+\/m\/live-games\?lang=zh"\/>/);
  expect(th).toContain('"@type":"Organization"');
  const zh = await (await request.get('/m/live-games?lang=zh')).text();
  expect(zh).toContain('<html lang="zh-CN"');
  expect(zh.match(/<title>([^<]+)<\/title>/)?.[1]).toBe('真人视讯 · Demo Casino');
  expect(zh).toMatch(/<meta name="description" content="Demo Casino 真人视讯/);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  for (const p of ['/m/home?lang=vi', '/m/hot-games?lang=id', '/m/slot-games?lang=en', '/m/live-games?lang=zh']) expect(xml).toContain(`${p}</loc>`);
  expect(xml).not.toContain('/m/voucherCenter');

  const member = await (await request.get('/m/set')).text();
  expect(member).toContain('<meta name="robots" content="noindex, follow"/>');
});

test('every promotion is in the sitemap, and each is a search result of its own', async ({ request }) => {
  const list = await (await request.get('/wps/relay/MCSFE_getListAnnouncements?types=PR')).json();
  const promotions = list.value.promotion as { id: number; title: string }[];
  expect(promotions.length).toBeGreaterThan(0);
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toMatch(/\/m\/activity\?lang=th<\/loc>/);
  for (const p of promotions) expect(xml).toContain(`/m/activityDetail?id=${p.id}&amp;lang=zh</loc>`);
  const one = promotions[0]!;
  const html = await (await request.get(`/m/activityDetail?id=${one.id}&lang=en`)).text();
  expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toBe(`${one.title} · Demo Casino`);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+/m/activityDetail\\?id=${one.id}&amp;lang=en"/>`));
});

test('every help item is in the sitemap, and each is a search result of its own', async ({ request }) => {
  const help = (await (await request.get('/wps/system/helpCenter?device=MOBILE&lang=EN')).json()).value as { title: string }[];
  expect(help.length).toBeGreaterThan(1);
  const xml = await (await request.get('/sitemap.xml')).text();
  for (let i = 0; i < help.length; i++) expect(xml).toContain(`/m/help?i=${i}&amp;lang=vi</loc>`);
  const html = await (await request.get('/m/help?i=1&lang=en')).text();
  expect(html.match(/<title>([^<]+)<\/title>/)?.[1]).toBe(`${help[1]!.title} · Demo Casino`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/m\/help\?i=1&amp;lang=en"\/>/);
});
