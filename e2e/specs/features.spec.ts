import { expect, test, type Page } from '@playwright/test';
import { createSuperuser } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

/** A superuser switches company features through the company settings API (an administrator may not: the plan is theirs to set). */
async function setFeatures(page: Page, features: Record<string, boolean>): Promise<number> {
  return page.evaluate(async (body) => {
    const csrf = /(?:^|; )pimento_csrf=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/catalogue/company/settings/', {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': decodeURIComponent(csrf) },
      body: JSON.stringify({ features: body }),
    });
    return response.status;
  }, features);
}

test('a feature switched off loses its sidebar entry and route at the next load, and gets them back when on', async ({ page }) => {
  await signIn(page, '/products/', createSuperuser(`features_${Date.now().toString(36)}${test.info().repeatEachIndex}`));
  try {
    expect(await setFeatures(page, { pdf_activated: false, ai_features_activated: false })).toBe(200);
    await page.reload();
    await expect(page.getByTestId('nav-products')).toBeVisible();
    await expect(page.getByTestId('nav-pdf')).toHaveCount(0);
    await expect(page.getByTestId('nav-assistant')).toHaveCount(0);
    await page.goto('/exports/pdf/');
    await expect(page).toHaveURL(/\/products\/$/);
    await page.goto('/assistant/');
    await expect(page).toHaveURL(/\/products\/$/);

    expect(await setFeatures(page, { pdf_activated: true, ai_features_activated: true })).toBe(200);
    await page.reload();
    await expect(page.getByTestId('nav-pdf')).toBeVisible();
    await expect(page.getByTestId('nav-assistant')).toBeVisible();
    await page.getByTestId('nav-pdf').click();
    await expect(page).toHaveURL(/\/exports\/pdf\/$/);
    await expect(page.locator('[data-remote="exports"]').first()).toBeVisible();
    await page.goto('/assistant/');
    await expect(page).toHaveURL(/\/assistant\/$/);
    await expect(page.locator('[data-remote="assistant"]').first()).toBeVisible();
  } finally {
    // leave the demo company as the other suites expect it
    await setFeatures(page, { pdf_activated: true, ai_features_activated: true });
  }
});
