import { expect, test } from '@playwright/test';

/**
 * SPEC §2 hides the top bar on login, register and forget but sends their back button to
 * /m/home: each screen carries its own back arrow beside its title (issue 15: login and
 * register showed none, so a visitor who opened them had no way back but the browser's).
 */
for (const path of ['/m/login', '/m/register', '/m/forget']) {
  test(`the back arrow of ${path} leads home`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('top-bar')).toHaveCount(0);
    const back = page.getByRole('main').getByRole('link', { name: 'Back', exact: true });
    await expect(back).toBeVisible();
    // It sits beside the screen's title, at the left edge of the column.
    const [arrow, title] = [await back.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
    expect(arrow!.x).toBeLessThan(48);
    expect(Math.abs(arrow!.y + arrow!.height / 2 - (title!.y + title!.height / 2))).toBeLessThan(12);
    await back.click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
}
