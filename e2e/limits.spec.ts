import { expect, test } from '@playwright/test';
import { registerMember, registeringSpec, uniqueName } from './support';

// Registration is limited per client address and the whole suite comes from loopback, so each
// test here arrives from an address of its own.
registeringSpec();

test('set a daily deposit limit, then a deposit past it is refused with what is left', async ({ page }) => {
  // Seven page loads and four saves: more than the default 30 s on a loaded two-core machine.
  test.setTimeout(90_000);
  const username = uniqueName('lim');
  await registerMember(page.context().request, username, 'secret123');

  await page.goto('/m/securityCenter/limits');
  await expect(page.getByRole('heading', { name: 'Limits and breaks', level: 1 })).toBeVisible();
  const day = page.getByTestId('limit-day');
  await expect(day.getByTestId('limit-day-amount')).toHaveText('No limit');
  await day.getByLabel('New limit').fill('300');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(day.getByTestId('limit-day-amount')).toHaveText('¥300.00');
  await expect(day.getByTestId('limit-day-usage')).toContainText('Used ¥0.00 of ¥300.00, ¥300.00 left');

  const deposit = async (amount: string) => {
    await page.goto('/m/voucherCenter');
    await page.getByLabel('Amount', { exact: true }).fill(amount);
    await page.getByLabel('Transfer reference').fill(`E2E-${username}`);
    await page.getByRole('button', { name: 'Submit deposit' }).click();
  };
  await deposit('500');
  await expect(page.getByTestId('deposit-error')).toHaveText(
    'This deposit would pass your deposit limit. You can deposit at most ¥300.00 more today.');
  await deposit('200');
  await expect(page.getByTestId('deposit-created')).toBeVisible();
  await deposit('150');
  await expect(page.getByTestId('deposit-error')).toContainText('You can deposit at most ¥100.00 more today.');

  // A raise waits 24 hours, shown as pending; the limit of now still holds.
  await page.goto('/m/securityCenter/limits');
  await day.getByLabel('New limit').fill('1000');
  await day.getByRole('button', { name: 'Save' }).click();
  await expect(day.getByTestId('limit-day-pending')).toContainText('Changes to ¥1,000.00 on');
  await expect(day.getByTestId('limit-day-amount')).toHaveText('¥300.00');
});

test('take a time-out: logged out at once and refused at login until it ends', async ({ page }) => {
  const username = uniqueName('brk');
  await registerMember(page.context().request, username, 'secret123');

  await page.goto('/m/securityCenter/limits');
  await page.getByLabel('Time-out').selectOption('1');
  await page.getByRole('button', { name: 'Take a time-out' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.getByRole('button', { name: 'Yes, start now' }).click();

  await expect(page).toHaveURL(/\/m\/login/);
  // The session is gone on the platform, not only in this browser.
  const r = await (await page.context().request.get('/wps/member/limits')).json();
  expect(r.errorCode).toBe('login.not.session');

  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'break' });
  await expect(alert).toContainText('You are taking a break from play.');
  await expect(alert).toContainText('Your break ends on');
  await expect(page).toHaveURL(/\/m\/login/);
});
