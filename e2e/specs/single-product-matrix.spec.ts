import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * A single-product matrix: made from the exports list, its products laid out one under the other,
 * previewed as a product's page, saved, run for two products to XLSX (a workbook only), and the
 * file opened by a real reader: a titled block per product, the gap asked for between them.
 */
test('a single-product matrix laid out, previewed, saved, exported for two products and opened', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-6);
  const skus = [`SPM-${run}-1`, `SPM-${run}-2`];
  await signIn(page);
  for (const sku of skus) await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Sheet ${sku}` });

  await page.goto('/exports/');
  await page.getByRole('link', { name: 'New single-product matrix' }).click();
  await expect(page).toHaveURL(/\/exports\/single-product-matrix\/$/);
  await page.getByLabel('Template name').fill(`Product pages ${run}`);
  await page.getByTestId('add-sku').click();
  await page.getByTestId('add-name').click();
  const options = page.getByTestId('product-sheet-options');
  await options.getByText('One under the other on one sheet').click();
  await options.getByLabel('Empty rows between two products').fill('2');
  // The preview is the first product's page: each field's header beside its value.
  const preview = page.getByTestId('preview');
  await expect(preview.getByRole('rowheader')).toHaveText(['SKU', 'Name']);
  await expectNoSeriousViolations(page, 'single-product matrix editor');
  await page.screenshot({ path: artifact('single-product-matrix-editor'), fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/exports\/single-product-matrix\/\d+$/);
  // Saved: nothing left unsaved, its groups (those where the user may create) shown.
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  await expect(page.getByTestId('template-groups')).not.toContainText('The groups where you may create');
  const templateId = Number(/(\d+)$/.exec(page.url())![1]);

  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: `Export Product pages ${run}` });
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeDisabled();
  await expect(dialog).toContainText('A single-product matrix is written to Excel (XLSX).');
  await dialog.getByText('A list of SKUs').click();
  await dialog.getByLabel('SKUs, one a line').fill(skus.join('\n'));
  await dialog.getByLabel('File name').fill(`pages-${run}`);
  await expectNoSeriousViolations(page, 'single-product matrix run dialog');
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  await expect(dialog.getByTestId('run-status')).toContainText('Finished', { timeout: 60_000 });
  await dialog.getByTestId('run-download').click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  expect(book.worksheets).toHaveLength(1);
  const rows = book.worksheets[0]!.getSheetValues().slice(1).map((row) => (Array.isArray(row) ? row.slice(1) : []));
  const block = (sku: string) => [[sku], ['Sheet'], ['SKU', sku], ['Name', `Sheet ${sku}`]];
  expect(rows).toEqual([...block(skus[0]!), [], [], ...block(skus[1]!)]);

  // The list has it among the single-product matrices, with its file.
  await page.goto('/exports/');
  await expect(page.getByRole('table', { name: 'Single-product matrices' }).getByTestId(`template-${templateId}`)).toContainText(`pages-${run}.xlsx`);
});
