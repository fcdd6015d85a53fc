import { expect, test } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { attributeGroup, callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * The listing's quick search: a catalogue manager types part of a SKU, a name or a GTIN and the
 * listing narrows as they type, combines with the other filters, is kept in a saved filter, and
 * empties with Escape.
 */
test('the quick search finds products by SKU, name or GTIN as the user types, with the other filters', async ({ page }) => {
  const run = Date.now().toString(36).toUpperCase();
  await signIn(page, '/products/');
  const groupId = await attributeGroup(page, `Search ${run}`);
  const gtin = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute/', {
    code: `gtin_${run.toLowerCase()}`,
    type: 'text',
    unique: true,
    labels: { en: `GTIN ${run}`, fr: `GTIN ${run}` },
    group_id: groupId,
  });
  const products = [
    { sku: `QS-${run}-1`, name: `Drill ${run} compact`, gtin: `0${run}40001` },
    { sku: `QS-${run}-2`, name: `Drill ${run} pro`, gtin: `0${run}40002`, status: 'inactive' },
    { sku: `QS-${run}-3`, name: `Lamp ${run}`, gtin: `0${run}77777` },
    { sku: `QS-${run}-4`, name: `Lamp ${run} compact`, gtin: `0${run}77778` },
  ];
  for (const product of products) {
    await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku: product.sku, name: product.name, status: product.status ?? 'active', values: { [gtin.id]: product.gtin } });
  }
  await page.reload();

  const box = page.getByRole('searchbox', { name: 'Search products' });
  const count = page.getByTestId('listing-count');
  // A name, in another letter case: the listing narrows without pressing anything.
  await box.fill(`drill ${run.toLowerCase()}`);
  await expect(count).toHaveText('2 products');
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-` })).toHaveCount(2);
  await expect(page.locator('.pimento-loader')).toBeHidden();
  await page.screenshot({ path: artifact('quick-search') });
  // Part of a GTIN (an identifier attribute), then of a SKU.
  await box.fill(`${run}77777`);
  await expect(count).toHaveText('1 product');
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-3` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-4` })).toHaveCount(0);
  await box.fill(`qs-${run}`);
  await expect(count).toHaveText('4 products');
  await expectNoSeriousViolations(page, 'the listing with a quick search');

  // With a filter of the filter editor: both hold.
  await box.fill(`drill ${run}`);
  await expect(count).toHaveText('2 products');
  await page.getByTestId('add-filter').click();
  await page.getByTestId('filter-field').click();
  await page.keyboard.type('Name');
  await page.keyboard.press('Enter');
  // A text field's first condition, "contains", is the one the list opens on.
  await page.getByTestId('filter-operator').click();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('filter-operator')).toContainText('contains');
  await page.getByLabel('Value', { exact: true }).fill('compact');
  await page.getByTestId('filter-apply').click();
  await expect(count).toHaveText('1 product');
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-1` })).toBeVisible();

  // Escape empties the box and leaves the chip: the other compact product is back.
  await box.focus();
  await page.keyboard.press('Escape');
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('filter-chip')).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-4` })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-1` })).toBeVisible();
  // Enter searches at once; "Clear all" clears the chip and the search.
  await box.fill(`lamp ${run}`);
  await box.press('Enter');
  await expect(count).toHaveText('1 product');
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-4` })).toBeVisible();
  await page.getByText('Clear all').click();
  await expect(box).toHaveValue('');
  await expect(page.getByTestId('filter-chip')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `QS-${run}-3` })).toBeVisible();
});
