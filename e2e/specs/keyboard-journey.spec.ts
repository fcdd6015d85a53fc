import { expect, test, type Locator, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { attributeGroup, callApi } from '../support/api.ts';
import { signIn } from '../support/session.ts';

/**
 * A catalogue manager's everyday edit without a mouse: from the skip link to the quick search, a
 * product found and opened from the listing, a value typed and saved, the unsaved-changes question
 * answered, the tasks panel opened and closed with the focus back where it was. Every move is a key;
 * a step that Tab cannot reach fails the journey.
 */

/** Presses Tab (Shift+Tab `backwards`) until `target` or something inside it has the focus, as a keyboard user would, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 60, backwards = false): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${limit} presses of Tab did not reach ${target.toString()}`);
}

test('a product found, opened, edited and saved with the keyboard alone; panels give the focus back', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).toUpperCase();
  await signIn(page, '/products/');
  const groupId = await attributeGroup(page, `Keys ${run}`);
  const finish = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute/', { code: `finish_${run.toLowerCase()}`, type: 'text', labels: { en: `Finish ${run}`, fr: `Finition ${run}` }, group_id: groupId });
  const sku = `KEY-${run}`;
  await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Keyboard lamp ${run}` });
  await page.reload();
  await expect(page.locator('.pimento-loader')).toBeHidden();

  // The skip link, then the quick search.
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('skip-link')).toBeFocused();
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await tabTo(page, search);
  await page.keyboard.type(sku);
  await expect(page.getByTestId('listing-count')).toHaveText('1 product');

  // The product's row link, opened with Enter.
  const link = page.getByRole('link', { name: sku, exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]product=\d+/);
  const value = page.getByTestId(`value-finish_${run.toLowerCase()}`).getByRole('textbox');
  await tabTo(page, value, 120);
  await page.keyboard.type('Brushed steel');

  // Leaving with a change asks first; Escape keeps the user on the page, the value typed, the focus where it was.
  const back = page.getByRole('button', { name: 'Back to the list' });
  await tabTo(page, back, 120, true);
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(back).toBeFocused();
  await expect(value).toHaveValue('Brushed steel');

  const save = page.getByTestId('item-save');
  await tabTo(page, save, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  const saved = await callApi<{ values: Record<string, unknown> }>(page, 'GET', `/api/catalogue/product/${new URL(page.url()).searchParams.get('product')}/`);
  expect(saved.values[String(finish.id)]).toBe('Brushed steel');

  // The tasks panel from the header: opened with Enter, closed with Escape, the focus back on its button.
  const tasks = page.getByTestId('open-tasks');
  await tabTo(page, tasks, 200);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tasks-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tasks-panel')).toBeHidden();
  await expect(tasks).toBeFocused();
});
