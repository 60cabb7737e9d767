import { expect, test, type Page } from '@playwright/test';
import { ops, uniqueName } from './support';

test.beforeAll(async () => {
  // The register screen's captcha is covered by its own tests; here a visitor registers without it.
  await ops('merchant:set', 'demo', 'register.captcha.enabled=false', 'register.captcha.required=false');
});

/**
 * Opens the register screen once it renders without the captcha: the web side serves the
 * merchant's status from a short cache (and the platform its merchant), so the switch set in
 * beforeAll shows after a refresh or two.
 */
async function openRegister(page: Page) {
  await expect(async () => {
    await page.goto('/m/register');
    await expect(page.getByPlaceholder('Enter a username')).toBeVisible();
    await expect(page.getByPlaceholder('Enter code')).toHaveCount(0, { timeout: 500 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000] });
}

const unique = () => uniqueName('r');

test('a visitor registers on the register screen and lands on home logged in', async ({ page }) => {
  test.setTimeout(60_000);
  const username = unique();
  await openRegister(page);
  await page.getByPlaceholder('Enter a username').fill(username);
  await page.getByPlaceholder('Enter a password').fill('secret123');
  await page.getByPlaceholder('Enter the password again').fill('secret123');
  await expect(page.getByRole('checkbox', { name: 'I am of legal age and accept the terms and conditions' })).toBeChecked();
  await page.getByRole('button', { name: 'Mystery Rewards' }).click();

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  const info = await page.context().request.get('/wps/member/info');
  expect(info.status()).toBe(200);
  expect((await info.json()).value).toMatchObject({ userName: username });
});

test('unticking the agreement disables the register button', async ({ page }) => {
  await page.goto('/m/register');
  const agreement = page.getByRole('checkbox', { name: 'I am of legal age and accept the terms and conditions' });
  const submit = page.getByRole('button', { name: 'Mystery Rewards' });
  await expect(submit).toBeEnabled();
  await agreement.uncheck();
  await expect(submit).toBeDisabled();
  await agreement.check();
  await expect(submit).toBeEnabled();
});

test('a wrong confirmation is shown on its field, which gets the focus', async ({ page }) => {
  await page.goto('/m/register');
  await page.getByPlaceholder('Enter a username').fill(unique());
  await page.getByPlaceholder('Enter a password').fill('secret123');
  const confirmation = page.getByPlaceholder('Enter the password again');
  await confirmation.fill('secret124');
  await page.getByRole('button', { name: 'Mystery Rewards' }).click();

  await expect(page.getByText('confirmation incorrect')).toBeVisible();
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/m\/register$/);
});
