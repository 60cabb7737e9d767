import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { e2ePorts } from '../playwright.config';
import { mailText, startSmtp, type TestSmtp } from '../tests/support/smtp';
import { registeringSpec, registerMember, startTrial, uniqueName } from './support';

/** The member home and the security centre (issue 19). */
registeringSpec();

// The SMTP server is the e-mail test's own: specs run on two workers, and the port is one.
let smtp: TestSmtp | undefined;
test.afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
});

const desktopFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('a member uploads a profile picture on the member home and sees it', async ({ page }) => {
  const username = uniqueName('mh');
  await registerMember(page.context().request, username, 'secret123');
  await page.goto('/m/member/home');
  // No nickname (the demo's register form does not ask for one): the account names the member.
  await expect(page.getByTestId('member-name')).toHaveText(username);
  await expect(page.getByTestId('wallet-widget-balance')).toBeVisible();
  await expect(page.getByTestId('head-icon')).toHaveCount(0);

  // A 600 x 400 photo-like PNG: the phone draws it down to 256 px, the platform judges and re-encodes it.
  const raw = Buffer.alloc(600 * 400 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 37) % 251;
  const png = await sharp(raw, { raw: { width: 600, height: 400, channels: 3 } }).png().toBuffer();
  await page.getByTestId('head-icon-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });

  const icon = page.getByTestId('head-icon');
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await icon.evaluate((img: HTMLImageElement) => [img.complete, img.naturalWidth, img.naturalHeight])).toEqual([true, 256, 171]);
  // Still there on a fresh load: it is the platform's, not the page's.
  await page.reload();
  await expect(page.getByTestId('head-icon')).toHaveAttribute('src', /^data:image\/png;base64,/);

  // A text file named .png is refused by its content, with the catalogue's message.
  await page.getByTestId('head-icon-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await expect(page.getByTestId('member-home').getByRole('alert')).toHaveText('Please choose a PNG or JPG picture.');
});

test('a member binds an e-mail address with the code the real SMTP server received', async ({ page }) => {
  smtp = await startSmtp(e2ePorts.smtp);
  const mails = smtp.received;
  const username = uniqueName('me');
  await registerMember(page.context().request, username, 'secret123');
  const email = `${username}@example.com`;
  await page.goto('/m/securityCenter');
  // The member's own limits and breaks are one tap away (their screen: e2e of /m/securityCenter/limits).
  await expect(page.getByTestId('responsible-gaming')).toHaveAttribute('href', '/m/securityCenter/limits');
  const card = page.getByTestId('bound-email');
  await expect(card).toContainText('No e-mail address bound');
  await card.getByText('Bind an e-mail address').click();
  await card.getByLabel('E-mail address').fill(email);
  await card.getByTestId('sms-code-button').click();
  await expect(card.getByRole('status')).toHaveText('A code was sent. It is valid for 5 minutes.');

  await expect.poll(() => mails.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBe(1);
  const { text } = mailText(mails.find((m) => m.to.includes(email))!.raw);
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  expect(code).toBeDefined();
  await card.getByLabel('Verification code').fill(code!);
  await card.getByRole('button', { name: 'Bind' }).click();
  await expect(page.getByTestId('bound-email-value')).toContainText(`${username.slice(0, 2)}***@example.com`);
  await expect(page.getByTestId('bound-email-value')).toContainText('Verified');
  await page.getByTestId('responsible-gaming').click();
  await expect(page).toHaveURL(/\/m\/securityCenter\/limits$/);
});

test('the security centre lists two logins and signs the other device out', async ({ page, browser }) => {
  // Two browsers, two logins and four page loads: on a loaded two-core machine this outgrows 30 s.
  test.setTimeout(90_000);
  const username = uniqueName('ms');
  // The first login: registering logs this phone in.
  await registerMember(page.context().request, username, 'secret123');
  // The second: another browser, another address, another kind of device.
  const other = await browser.newContext({ userAgent: desktopFirefox, extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.23' } });
  const otherPage = await other.newPage();
  const login = await other.request.post('/wps/session/login', { data: { type: 'username', username, password: 'secret123' } });
  expect((await login.json()).success).toBe(true);
  await otherPage.goto('/m/member/home');
  await expect(otherPage.getByTestId('member-home')).toBeVisible();

  await page.goto('/m/securityCenter');
  const history = page.getByTestId('login-history').getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('198.51.100.23');
  await expect(history.nth(0)).toContainText('Firefox on Windows');
  await expect(history.nth(1)).toContainText('Chrome on Android');

  const sessions = page.getByTestId('open-sessions').getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.nth(0)).toContainText('This device');
  await expect(sessions.nth(0).getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  await sessions.filter({ hasText: 'Firefox on Windows' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Devices signed out: 1')).toBeVisible();
  await expect(sessions).toHaveCount(1);

  // The other browser is logged out: the member home sends it to log in.
  await otherPage.goto('/m/member/home');
  await expect(otherPage).toHaveURL(/\/m\/login\?next=%2Fm%2Fmember%2Fhome$/);
  await other.close();
  // This phone is still signed in.
  await page.goto('/m/member/home');
  await expect(page.getByTestId('member-home')).toBeVisible();
});

test('a trial player in the member centre is asked to log in with a real account: cancel and register', async ({ page }) => {
  await startTrial(page.context().request);
  await page.goto('/m/member/home');
  const prompt = page.getByRole('alert').filter({ hasText: 'You are playing with a trial account. Log in with a real account to use the member centre.' });
  await expect(prompt).toBeVisible();
  await expect(page.getByTestId('member-home')).toHaveCount(0);
  await expect(prompt.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/m/home');
  await prompt.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
  // The security centre is no place for a trial account either.
  await page.goto('/m/securityCenter');
  await expect(page.getByRole('alert').filter({ hasText: 'Please login an actual account to use this function' })).toBeVisible();
});
