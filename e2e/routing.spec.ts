import { expect, test } from '@playwright/test';

test('an unknown path lands on /m/home', async ({ page }) => {
  await page.goto('/m/no-such-screen');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('banner-slot')).toBeVisible();
});

for (const alias of ['/', '/m', '/m/index', '/m/index.html']) {
  test(`the home alias ${alias} lands on /m/home`, async ({ page }) => {
    await page.goto(alias);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}

test('/m/register.html lands on /m/register', async ({ page }) => {
  await page.goto('/m/register.html');
  await expect(page).toHaveURL(/\/m\/register$/);
});
