import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportRunsApi, type ExportRun } from '@pimento/shared-kit/contracts/exports';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/**
 * The product listing's quick export: the listing filtered, its result exported to Excel from the
 * bulk actions, the task followed in the tasks panel to its file, and the file holding exactly the
 * filtered products.
 */
test('a filtered listing quick-exported to Excel, followed in the tasks panel and downloaded', async ({ page }) => {
  const run = Date.now().toString(36).toUpperCase();
  await signIn(page, '/products/');
  const exported = [`QX-${run}-A1`, `QX-${run}-A2`, `QX-${run}-A3`];
  for (const sku of [...exported, `QX-${run}-B1`, `QX-${run}-B2`]) {
    await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Quick ${sku}` });
  }
  await page.reload();

  await page.getByTestId('add-filter').click();
  await page.getByTestId('filter-field').click();
  await page.keyboard.type('SKU');
  await page.keyboard.press('Enter');
  await page.getByTestId('filter-operator').click();
  await page.getByTitle('starts with').click();
  await page.getByLabel('Value', { exact: true }).fill(`QX-${run}-A`);
  await page.getByTestId('filter-apply').click();
  await expect(page.getByTestId('listing-count')).toHaveText('3 products');

  await page.getByTestId('bulk-actions').click();
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export products' });
  await expect(dialog.getByTestId('quick-export-what')).toHaveText('The 3 products of the current filters will be exported.');
  await expect(dialog.getByRole('radio', { name: 'Excel' })).toBeChecked();
  await expect(dialog.getByTestId('quick-export-language')).toContainText('English');
  await expectNoSeriousViolations(page, 'the quick export dialog');

  const answer = page.waitForResponse((response) => response.url().endsWith(endpointPath(exportRunsApi.quick, {})) && response.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  const { run: started } = (await (await answer).json()) as { run: ExportRun };
  await expect(dialog).toBeHidden();

  // The tasks panel opens on the run, and offers its file once it is written.
  const line = page.getByTestId('tasks-panel').getByTestId('task-line').filter({ hasText: `Export: ${started.file_name}` });
  await expect(line.getByTestId('task-outcome')).toHaveText('3 products exported to XLSX', { timeout: 30_000 });
  await line.getByRole('link', { name: 'Download the file' }).click();
  await expect(page).toHaveURL(new RegExp(`/download/export/${started.id}/$`));
  await expect(page.getByTestId('download-export-ready')).toContainText(started.file_name);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file' }).click();
  const file = await (await download).path();

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const sheet = workbook.worksheets[0]!;
  const rows = sheet.getSheetValues().filter(Boolean).map((row) => (row as ExcelJS.CellValue[]).slice(1).map(String));
  const [header, ...products] = rows;
  // The listing's columns, in its order: SKU, name, status, model, then the user's attribute columns.
  expect(header!.slice(0, 4)).toEqual(['SKU', 'Name', 'Status', 'Model']);
  expect(products.map((cells) => cells.slice(0, 3)).sort()).toEqual(exported.map((sku) => [sku, `Quick ${sku}`, 'Active']));
});
