import { expect, test } from '@playwright/test';
import { registeringSpec, registerMember, startTrial, uniqueName } from './support';

registeringSpec();

test('a signed-in member who opens the login or register form lands on /m/home', async ({ page }) => {
  await registerMember(page.context().request, uniqueName('s'), 'secret123');
  for (const path of ['/m/login', '/m/register']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByPlaceholder('Enter your password')).toHaveCount(0);
  }
});

test('a trial player still reaches the login and register forms, to sign in or register for real', async ({ page }) => {
  await startTrial(page.context().request);
  await page.goto('/m/register');
  await expect(page).toHaveURL(/\/m\/register$/);
  await page.goto('/m/login');
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByPlaceholder('Enter your password')).toBeVisible();
});

test('signing out from the side menu closes the menu', async ({ page }) => {
  const username = uniqueName('s');
  await registerMember(page.context().request, username, 'secret123');
  await page.goto('/m/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.locator('#side-menu');
  await expect(menu.getByTestId('side-menu-name')).toHaveText(username);
  await expect(menu).toBeVisible();

  await menu.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Signed out: the header offers Login again, and the drawer is shut (off screen and inert), not open on "Guest".
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(menu).toHaveAttribute('inert', '');
});
