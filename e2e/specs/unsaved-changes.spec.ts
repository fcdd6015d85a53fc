import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { signIn } from '../support/session.ts';

const run = Date.now().toString(36);

// A changed value is never lost without a word — sidebar, "Back to the list", the
// browser's back button and a reload all ask first.
test('leaving a product with unsaved changes asks first, from the sidebar, the back link, the back button and a reload', async ({ page }) => {
  await signIn(page, '/products/');
  const product = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/product/', { sku: `UNSAVED-${run}`, name: `Unsaved ${run}` });
  // Opened from the listing, as a user does: the back button then stays within the page.
  await page.goto('/products/');
  await page.getByRole('link', { name: `UNSAVED-${run}` }).click();
  await expect(page).toHaveURL(new RegExp(`/products/\\?product=${product.id}$`));
  const name = page.getByTestId('item-name');
  await expect(name).toHaveValue(`Unsaved ${run}`);
  await name.fill(`Renamed ${run}`);
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });

  // The sidebar: the user stays, and the change is still there.
  await page.getByTestId('nav-categories').click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on the page' }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/products/\\?product=${product.id}$`));
  await expect(name).toHaveValue(`Renamed ${run}`);

  // The browser's back button (to the listing): asked too; the page stays.
  await page.goBack();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Stay on the page' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/\\?product=${product.id}$`));
  await expect(name).toHaveValue(`Renamed ${run}`);

  // A reload: the browser's own prompt; dismissed, nothing is lost.
  const prompt = page.waitForEvent('dialog');
  // A reload the user cancels never completes: its promise is left to time out on its own.
  void page.reload({ timeout: 5_000 }).catch(() => undefined);
  const dialog = await prompt;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(name).toHaveValue(`Renamed ${run}`);

  // "Back to the list", leaving this time: the listing shows, the change was not saved.
  await page.getByRole('button', { name: 'Back to the list' }).click();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Products and models' })).toBeVisible();
  expect((await callApi<{ name: string }>(page, 'GET', `/api/catalogue/product/${product.id}/`)).name).toBe(`Unsaved ${run}`);

  // Saved changes leave without a question.
  await page.goto(`/products/?product=${product.id}`);
  await name.fill(`Saved ${run}`);
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-save')).toBeDisabled();
  await page.getByTestId('nav-categories').click();
  await expect(page).toHaveURL(/\/category\/$/);
  await expect(question).toHaveCount(0);
});
