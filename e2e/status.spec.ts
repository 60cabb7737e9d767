import { expect, test } from '@playwright/test';
import { ops, originFor } from './support';

test.describe.configure({ mode: 'serial' });
// Each test runs the operator CLI two or three times, each a cold tsx start: seconds apiece on a
// loaded machine (30 s ran out in a CI run with the load average at 29 on two cores).
test.setTimeout(90_000);

// A merchant of its own, so that maintenance does not disturb the other specs running in parallel.
const code = `m${Date.now().toString(36)}`;
const origin = originFor(`${code}.localhost`);

test('an operator turns maintenance on and off with npm run ops', async ({ page }) => {
  await ops('merchant:create', code, '--domain', `${code}.localhost`);
  await page.goto(`${origin}/m/home`);
  await expect(page.getByTestId('banner-slot')).toBeVisible();

  await ops('merchant:set', code, 'maintenance=true');
  await expect(async () => {
    await page.goto(`${origin}/m/home`);
    await expect(page.getByText('System upgrading, please try again later.')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const login = await page.goto(`${origin}/m/login`);
  expect(login?.status()).toBe(503);
  await expect(page.getByText('System upgrading, please try again later.')).toBeVisible();

  await ops('merchant:set', code, 'maintenance=false');
  await expect(async () => {
    await page.goto(`${origin}/m/home`);
    await expect(page.getByTestId('banner-slot')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});

test('a visitor from a blocked country sees the Access restricted page with their IP', async ({ browser }) => {
  const blocked = `b${Date.now().toString(36)}`;
  await ops('merchant:create', blocked, '--domain', `${blocked}.localhost`);
  await ops('merchant:set', blocked, 'blockedCountries=US');
  // The browser reaches the product over loopback, a trusted proxy: its X-Forwarded-For is believed.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } });
  const page = await context.newPage();
  await expect(async () => {
    const res = await page.goto(`${originFor(`${blocked}.localhost`)}/m/home`);
    expect(res?.status()).toBe(403);
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Access restricted').first()).toBeVisible();
  await expect(page.getByText('Your IP: 8.8.8.8')).toBeVisible();
  await context.close();
});
