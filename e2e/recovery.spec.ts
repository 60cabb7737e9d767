import { expect, test } from '@playwright/test';
import { e2ePorts } from '../playwright.config';
import { mailText, startSmtp, type TestSmtp } from '../tests/support/smtp';
import { ops, registerMember } from './support';

let smtp: TestSmtp;
test.beforeAll(async () => {
  smtp = await startSmtp(e2ePorts.smtp);
  await ops('merchant:set', 'demo', 'register.captcha.enabled=false', 'register.captcha.required=false');
});
test.afterAll(async () => smtp?.close());

test('forgot password by e-mail: the mail arrives over SMTP and its link sets a new password', async ({ page }) => {
  const username = `r${Date.now().toString(36)}`.slice(0, 14);
  const email = `${username}@example.com`;
  await registerMember(page.context().request, username, 'oldpass1', { email });
  await page.context().clearCookies();

  await page.goto('/m/forget');
  await page.getByRole('tab', { name: 'E-mail' }).click();
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('E-mail of your account').fill(email);
  await page.getByRole('button', { name: 'Retrieve' }).click();

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const { text } = mailText(smtp.received.find((m) => m.to.includes(email))!.raw);
  const link = /(https?:\/\/\S+\/m\/forget\?reset=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(link).toBeDefined();
  expect(new URL(link!).host).toBe(`localhost:${e2ePorts.web}`);

  await page.goto(link!);
  await page.getByPlaceholder('Enter a new password').fill('newpass22');
  await page.getByPlaceholder('Repeat the new password').fill('newpass22');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  // The link is single use, and the new password is the one that works.
  await page.context().clearCookies();
  await page.goto(link!);
  await expect(page.getByText('This password reset link is invalid or has expired.')).toBeVisible();
  const old = await page.context().request.post('/wps/session/login', { data: { type: 'username', username, password: 'oldpass1' } });
  expect((await old.json()).success).toBe(false);
  const fresh = await page.context().request.post('/wps/session/login', { data: { type: 'username', username, password: 'newpass22' } });
  expect((await fresh.json()).success).toBe(true);
});
