import { expect, test, type Locator, type Page } from '@playwright/test';
import { freshAddressPerTest } from './support';

freshAddressPerTest();

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
    const control = el.parentElement!;
    const ring = getComputedStyle(control);
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
