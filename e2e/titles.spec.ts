import { expect, test } from '@playwright/test';
import { registeringSpec, registerMember, uniqueName } from './support';

registeringSpec();

// Issue 15: a member on Withdraw and Deposit read "Home" in the top bar, on change password "First password".
test('a registered member sees each screen named in the top bar', async ({ page }) => {
  await registerMember(page.context().request, uniqueName('t'), 'secret123');
  const topBar = page.getByTestId('top-bar');
  for (const [path, title] of [['/m/withdraw', 'Withdraw'], ['/m/voucherCenter', 'Deposit'], ['/m/changePsw', 'Change password']]) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(topBar).toContainText(title);
    await expect(topBar).not.toContainText(/Home|First password/);
  }
});
