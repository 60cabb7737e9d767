import { expect, test, type Page } from '@playwright/test';
import { lastOutboxBody, ops, registeringSpec, registerMember, startTrial, uniqueName } from './support';

registeringSpec();

const unique = () => uniqueName('u');

test('a member logs in with username and password and the header shows the member', async ({ page }) => {
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await page.context().clearCookies();

  await page.goto('/m/login');
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Deposit' }).first()).toBeVisible();
  // The token never reaches browser JavaScript.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/wps_session/);
});

/** The login form's own alert (Next's route announcer is an alert too, without text). */
const loginAlert = (page: Page) => page.getByRole('alert').filter({ hasText: /\S/ });

test('three wrong passwords make the captcha appear, and the old error goes with it', async ({ page }) => {
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await page.context().clearCookies();

  await page.goto('/m/login');
  const captcha = page.getByPlaceholder('Enter code');
  await expect(captcha).toHaveCount(0);
  for (let i = 1; i <= 3; i++) {
    await page.getByPlaceholder('Enter your username').fill(username);
    await page.getByPlaceholder('Enter your password').fill(`wrong${i}pass`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    if (i < 3) {
      await expect(loginAlert(page)).toHaveText('The account or password is incorrect.');
      await expect(captcha).toHaveCount(0);
    }
  }
  await expect(captcha).toBeVisible();
  await expect(captcha).toBeFocused();
  await expect(loginAlert(page)).toHaveCount(0);
  await expect(page.getByText('Sorry, the user does not exist or is disabled.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Verification code image/ })).toBeVisible();
});

test('an unknown user, a wrong password and a disabled member read the same words and get the same answer', async ({ page }) => {
  const [member, disabled] = [unique(), unique()];
  await registerMember(page.context().request, member, 'secret123');
  await registerMember(page.context().request, disabled, 'secret123');
  await ops('member:set', 'demo', disabled, 'status=disabled');
  await page.context().clearCookies();

  const answers: unknown[] = [];
  for (const [username, password] of [[`no${member}`, 'secret123'], [member, 'wrong1pass'], [disabled, 'secret123']] as const) {
    await page.goto('/m/login');
    await page.getByPlaceholder('Enter your username').fill(username);
    await page.getByPlaceholder('Enter your password').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const res = await answer;
    answers.push({ status: res.status(), body: await res.json() });
    await expect(loginAlert(page)).toHaveText('The account or password is incorrect.');
  }
  expect(answers[1]).toEqual(answers[0]);
  expect(answers[2]).toEqual(answers[0]);
  expect(answers[0]).toMatchObject({ status: 400, body: { errorCode: 'login.failed' } });
});

test('wrong passwords from another address never lock the owner out: the form asks for the captcha instead of a 429', async ({ page, request }) => {
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await page.context().clearCookies();

  // An attacker elsewhere fails 12 times on the account (past the old per-account lock of 10).
  const attacker = { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  for (let i = 0; i < 12; i++) {
    const r = await request.post('/wps/session/login', { headers: attacker, data: { type: 'username', username, password: `guess${i}x` } });
    expect(r.status()).toBe(400);
  }

  // The owner, from their own address, is asked for the captcha on the first try, not refused.
  await page.goto('/m/login');
  const captcha = page.getByPlaceholder('Enter code');
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill('secret123');
  const answer = page.waitForResponse((r) => r.url().endsWith('/wps/session/login'));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const res = await answer;
  expect(res.status()).toBe(400);
  expect(await res.json()).toMatchObject({ errorCode: 'captcha.invalid', value: { captchaRequired: true } });
  await expect(captcha).toBeVisible();
  await expect(page.getByRole('button', { name: /Verification code image/ })).toBeVisible();
});

test('a member logs out through the confirm dialog', async ({ page }) => {
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await page.goto('/m/set');
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to sign out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  const info = await page.context().request.get('/wps/member/info');
  expect(info.status()).toBe(401);
});

test('SMS login with the code read from the outbox', async ({ page }) => {
  const username = unique();
  const mobile = `139${Date.now().toString().slice(-8)}`;
  await registerMember(page.context().request, username, 'secret123', { mobileNum: mobile, countryDialingCode: '86' });
  await page.context().clearCookies();

  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile code' }).click();
  await page.getByLabel('Country dialing code').selectOption({ value: '+86' });
  await page.getByPlaceholder('Mobile number').fill(mobile);
  await page.getByRole('button', { name: /Get code/i }).click();
  await expect(page.getByRole('button', { name: /Get a new code in \d+ seconds/ })).toBeDisabled();

  const body = await lastOutboxBody(`+86${mobile}`);
  const code = /(\d{6})/.exec(body)![1]!;
  await page.getByPlaceholder('SMS code').fill(code);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('a trial player starts from /m/trail and is refused the inbox', async ({ page }) => {
  await page.goto('/m/trail');
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/webEmail');
  // The gate's lasting text (the free_reject toast beside it, gone after 1 s, is messaging.spec's).
  await expect(page.getByText('Trial accounts cannot use this function. Please register a real account.', { exact: true })).toBeVisible();
  await page.goto('/m/voucherCenter');
  await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
});

test('a visitor is sent to /m/login from the inbox and comes back after logging in', async ({ page }) => {
  const username = unique();
  await registerMember(page.context().request, username, 'secret123');
  await page.context().clearCookies();
  await page.goto('/m/webEmail');
  await expect(page).toHaveURL(/\/m\/login\?next=%2Fm%2FwebEmail$/);
  await page.getByPlaceholder('Enter your username').fill(username);
  await page.getByPlaceholder('Enter your password').fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
});

test('trial sessions never see agent screens', async ({ page }) => {
  await startTrial(page.context().request);
  await page.goto('/m/agent/team/overview');
  await expect(page).toHaveURL(/\/m\/home$/);
});
