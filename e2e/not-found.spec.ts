import { expect, test } from '@playwright/test';

test('an unknown path outside /m shows a branded 404 page whose link leads home', async ({ page }) => {
  const res = await page.goto('/nope');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found · /);
  await expect(page.getByText("Sorry, the page you are looking for doesn't exist or has moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('banner-slot')).toBeVisible();
});

test('the 404 page speaks the member\'s language (ZH cookie)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'ZH', url: baseURL! }]);
  const res = await page.goto('/foo/bar');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page).toHaveTitle(/^页面不存在 · /);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('unknown paths under /m still go to the home page, not the 404 page', async ({ request }) => {
  const res = await request.get('/m/nope', { maxRedirects: 0 });
  expect(res.status()).toBe(307);
  expect(res.headers()['location']).toMatch(/\/m\/home$/);
});
