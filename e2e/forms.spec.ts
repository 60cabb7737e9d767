import { expect, test, type Locator, type Page } from '@playwright/test';
import { ops, originFor, registerMember, registeringSpec, uniqueName } from './support';

// Members are registered through the API on the demo merchant, each test from an address of its own.
registeringSpec();

/**
 * A merchant of this file's own with every register field, SMS login, mobile registration and
 * both recovery methods switched on, so every field of the account forms shows without changing
 * the demo merchant other specs rely on.
 */
const code = `forms${Date.now().toString(36)}${Math.floor(Math.random() * 1e3)}`;
const origin = originFor(`${code}.localhost`);
const registerFields = [
  'paymentPassword', 'affiliateCode', 'recommenderId', 'nickname', 'payeeName', 'email', 'mobileNum', 'idNumber', 'qqNum',
  'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'birthday', 'captcha', 'verificationCode',
];
test.beforeAll(async () => {
  await ops('merchant:create', code, '--domain', `${code}.localhost`);
  await ops(
    'merchant:set', code, 'languages=EN,ZH,TH,VI,ID', 'menu.mobileCodeLogin=true', 'modules.MOBILENUMREG3=on',
    'modules.REGMOBVERF3=on', 'modules.CHNGPASSVERIF3=on', 'modules.CHNGPASSMAIL3=on',
    ...registerFields.map((f) => `register.${f}.enabled=true`),
  );
});

/** A registered member of the demo merchant (it has deposit channels), logged in in this page's context. */
async function member(page: Page): Promise<string> {
  const username = uniqueName('f');
  await registerMember(page.context().request, username, 'secret123');
  return username;
}

/**
 * The placeholders of the visible fields that do not fit their field: each is laid out in a
 * span with the field's own font (so Thai and Chinese fall back as in the field) and compared
 * with the width the field gives its text.
 */
async function cutPlaceholders(page: Page, where: string): Promise<string[]> {
  const cut = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLInputElement>('input[placeholder]:not([type="date"])')]
      .filter((i) => i.offsetParent !== null && i.placeholder !== '')
      .flatMap((i) => {
        const s = getComputedStyle(i);
        const probe = document.createElement('span');
        probe.textContent = i.placeholder;
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${s.font};letter-spacing:${s.letterSpacing}`;
        document.body.append(probe);
        const need = probe.getBoundingClientRect().width;
        probe.remove();
        const room = i.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
        return need > room + 0.5 ? [`${i.name || i.id}: "${i.placeholder}" needs ${Math.ceil(need)} px, has ${Math.floor(room)}`] : [];
      }),
  );
  return cut.map((c) => `${where} ${c}`);
}

/** Runs `check` on the screen as it is and, where it has method tabs, on every tab. */
async function onEveryTab(page: Page, check: (tab: string) => Promise<void>) {
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  if (count === 0) return check('');
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
    await check(` [${(await tabs.nth(i).textContent())?.trim()}]`);
  }
}

test.describe('at 360 px wide', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const language of ['EN', 'ZH', 'TH', 'VI', 'ID']) {
    test(`no field's placeholder is cut, in ${language}`, async ({ page, context, baseURL }) => {
      test.setTimeout(120_000);
      await context.addCookies([origin, baseURL!].map((url) => ({ name: 'language', value: language, url })));
      const cut: string[] = [];
      for (const path of ['/m/login', '/m/register', '/m/forget']) {
        await page.goto(`${origin}${path}`);
        await expect(page.locator('main form input').first()).toBeVisible();
        await onEveryTab(page, async (tab) => { cut.push(...(await cutPlaceholders(page, `${path}${tab}`))); });
      }

      // The password and money forms of a signed-in member, on the demo merchant.
      await member(page);
      for (const path of ['/m/changePsw', '/m/voucherCenter']) {
        await page.goto(path);
        await expect(page.locator('main form input').first()).toBeVisible();
        cut.push(...(await cutPlaceholders(page, path)));
      }
      const channels = page.getByRole('main').getByRole('radio');
      for (let i = 0; i < (await channels.count()); i++) {
        await channels.nth(i).check();
        cut.push(...(await cutPlaceholders(page, `/m/voucherCenter [channel ${i + 1}]`)));
      }
      // /m/withdraw asks for a payment password, then a bank card, then the withdrawal itself.
      const request = page.context().request;
      await page.goto('/m/withdraw');
      await expect(page.locator('main form input').first()).toBeVisible();
      cut.push(...(await cutPlaceholders(page, '/m/withdraw [payment password]')));
      expect((await (await request.put('/wps/member/paymentPassword', { data: { paymentPassword: '135790', confirmPaymentPassword: '135790' } })).json()).success).toBe(true);
      await page.reload();
      await expect(page.locator('main form input').first()).toBeVisible();
      cut.push(...(await cutPlaceholders(page, '/m/withdraw [bank card]')));
      const card = { bankName: 'ICBC', accountNumber: '6222020200112233', payeeName: 'Li Lei', branch: '' };
      expect((await (await request.put('/wps/member/bankCard', { data: card })).json()).success).toBe(true);
      await page.reload();
      await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
      cut.push(...(await cutPlaceholders(page, '/m/withdraw [withdrawal]')));

      expect(cut).toEqual([]);
    });
  }
});

/** The message under a field: FormField gives it the id `<field id>-error`. */
const errorOf = async (page: Page, field: Locator) => page.locator(`[id="${await field.getAttribute('id')}-error"]`);

async function expectError(page: Page, field: Locator, text: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(await errorOf(page, field)).toHaveText(text);
}
async function expectNoError(page: Page, field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'false');
  await expect(await errorOf(page, field)).toHaveCount(0);
}

test('register: a mismatched confirmation and a bad e-mail show on leaving the field, then follow the typing', async ({ page }) => {
  await page.goto(`${origin}/m/register`);
  const username = page.getByRole('textbox', { name: 'Username' });
  const password = page.getByLabel('Password', { exact: true });
  const confirmation = page.getByLabel('Confirm password');
  const email = page.getByRole('textbox', { name: 'E-mail' });

  // Passing through a field without typing in it says nothing.
  await username.focus();
  await password.focus();
  await expectNoError(page, username);

  await password.fill('secret123');
  await confirmation.fill('secret124');
  await expectNoError(page, confirmation); // not while the member is still typing in it
  await email.focus();
  await expectError(page, confirmation, 'confirmation incorrect');

  await email.fill('lucky@mail');
  await expectNoError(page, email);
  await confirmation.focus();
  await expectError(page, email, 'in_email_incorrect');

  // From now on each error follows the typing, without leaving the field.
  await confirmation.fill('secret123');
  await expect(confirmation).toBeFocused();
  await expectNoError(page, confirmation);
  await email.fill('lucky@mail.com');
  await expect(email).toBeFocused();
  await expectNoError(page, email);
  // SPEC §5: changing the password re-checks the confirmation.
  await password.fill('secret1234');
  await expectError(page, confirmation, 'confirmation incorrect');

  // Nothing was sent, and the untouched fields still say nothing.
  await expect(page).toHaveURL(/\/m\/register$/);
  await expectNoError(page, username);
});

test('login and forgot password say what is wrong on leaving the field', async ({ page }) => {
  await page.goto(`${origin}/m/login`);
  const username = page.getByRole('textbox', { name: 'Username' });
  await username.fill('lucky7');
  await username.fill('');
  await page.getByLabel('Password', { exact: true }).focus();
  await expectError(page, username, 'Please enter your username');
  await username.pressSequentially('l');
  await expectNoError(page, username);

  await page.goto(`${origin}/m/forget`);
  await page.getByRole('tab', { name: 'E-mail' }).click();
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await email.fill('lucky.mail.com');
  await page.getByRole('textbox', { name: 'Username' }).focus();
  await expectError(page, email, 'in_email_incorrect');
});

test('change password, payment password, bank card and amounts say what is wrong on leaving the field', async ({ page }) => {
  await member(page);
  await page.goto('/m/changePsw');
  const next = page.getByLabel('New password');
  const confirmation = page.getByLabel('Confirm password');
  await next.fill('secret456');
  await confirmation.fill('secret45');
  await expectNoError(page, confirmation);
  await next.focus();
  await expectError(page, confirmation, 'confirmation incorrect');

  await page.goto('/m/withdraw');
  const pin = page.getByLabel('Payment password', { exact: true });
  const pinAgain = page.getByLabel('Confirm payment password');
  await pin.fill('1357');
  await pinAgain.focus();
  await expectError(page, pin, 'The payment password is 6 digits');
  await pin.fill('135790');
  await expectNoError(page, pin);
  await pinAgain.fill('135791');
  await pin.focus();
  await expectError(page, pinAgain, 'The two payment passwords differ');
  await pinAgain.fill('135790');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const bank = page.getByLabel('Bank', { exact: true });
  await expect(bank).toBeVisible();
  await bank.fill('ICBC');
  await bank.fill('');
  await page.getByLabel('Account number').focus();
  await expectError(page, bank, 'Please fill this in');

  await page.goto('/m/voucherCenter');
  const amount = page.getByLabel('Amount', { exact: true });
  await amount.fill('1..5');
  await page.getByRole('main').getByRole('radio').first().focus();
  await expectError(page, amount, 'Please enter a valid amount');
});

test.describe('focus', () => {
  /**
   * The focus ring a person sees around the focused field: the input itself draws none (it is a
   * square box inside the rounded control), the control around it draws one that follows its
   * rounded corners. Answers what is wrong, or null.
   */
  async function ringProblem(field: Locator): Promise<string | null> {
    return field.evaluate((el) => {
      const own = getComputedStyle(el);
      if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) return `the ${el.tagName.toLowerCase()} draws its own ${own.outlineWidth} outline`;
      if (own.boxShadow !== 'none') return `the ${el.tagName.toLowerCase()} draws a shadow ring`;
      const ring = getComputedStyle(el.parentElement!);
      if (ring.outlineStyle === 'none' || parseFloat(ring.outlineWidth) < 2) return 'the control around it draws no ring';
      if (parseFloat(ring.borderTopLeftRadius) < 4) return `the ring has square corners (${ring.borderTopLeftRadius})`;
      return null;
    });
  }

  async function expectOneRoundRing(page: Page, field: Locator) {
    await field.focus();
    await expect(field).toBeFocused();
    expect(await ringProblem(field)).toBeNull();
    // Leaving the field takes the ring away again.
    await page.locator('h1').click();
    expect(await field.evaluate((el) => getComputedStyle(el.parentElement!).outlineStyle)).toBe('none');
  }

  test('a focused field shows one rounded ring, in the normal and in the error state', async ({ page }) => {
    await page.goto('/m/login');
    const username = page.getByRole('textbox', { name: 'Username' });
    const password = page.getByLabel('Password', { exact: true });
    await expectOneRoundRing(page, username);
    await expectOneRoundRing(page, password);

    await page.getByRole('button', { name: 'Login', exact: true }).last().click();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();
    expect(await ringProblem(username)).toBeNull();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expectOneRoundRing(page, password);
  });
});
