import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi, switchLanguage } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/**
 * A matrix template built from pills with a formula column, previewed, saved twice,
 * compared and reverted; then run to XLSX, the file opened by a real reader, and shared through a
 * link opened in a fresh browser. The editor's strings are checked in French at the end.
 */

async function confirmDialog(page: Page, text: RegExp): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /Revert to this version|Delete/ }).click();
}

test.describe('export templates: a matrix from pills to the downloaded file', () => {
  test.describe.configure({ timeout: 150_000 });

  test('built, previewed, saved, compared, reverted, run, downloaded and shared', async ({ page, browser }) => {
    const run = Date.now().toString(36).slice(-6);
    const skus = [`MTX-${run}-1`, `MTX-${run}-2`];
    await signIn(page);
    for (const sku of skus) await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Matrix ${sku}` });

    // A new template: SKU, name, a formula column moved to the front.
    await page.goto('/exports/matrix/');
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await page.getByLabel('Template name').fill(`Retail ${run}`);
    await page.getByTestId('add-sku').click();
    await page.getByTestId('add-name').click();
    await page.getByTestId('add-formula').click();
    const panel = page.getByTestId('column-panel');
    await panel.getByLabel('Formula').fill('{sku} & "-" &');
    await expect(panel.getByTestId('formula-check')).not.toHaveText('The formula is valid.');
    await panel.getByLabel('Formula').fill('{sku} & "/" & {name}');
    await expect(panel.getByTestId('formula-check')).toHaveText('The formula is valid.');
    await panel.getByLabel('Header (en)').fill('Code');
    await page.getByRole('button', { name: 'Move Code left' }).click();
    await page.getByRole('button', { name: 'Move Code left' }).click();
    await expect(page.getByTestId('pill-1')).toContainText('Code');
    // The preview is the server's rendering of the first products.
    const preview = page.getByTestId('preview');
    await expect(preview.getByRole('columnheader')).toHaveText(['Code', 'SKU', 'Name']);
    await expect(preview.locator('tbody tr').first()).toBeVisible();
    await expectNoSeriousViolations(page, 'matrix editor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/exports\/matrix\/\d+$/);
    const templateId = Number(/(\d+)$/.exec(page.url())![1]);

    // A second version: the status added.
    await page.getByTestId('add-status').click();
    await expect(preview.getByRole('columnheader')).toHaveText(['Code', 'SKU', 'Name', 'Status']);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved (version 2).')).toBeVisible();

    // Compared, then reverted to version 1 after a confirmation that says what is lost.
    await page.getByRole('button', { name: 'Versions' }).click();
    const drawer = page.getByRole('dialog', { name: `Versions of Retail ${run}` });
    await expect(drawer.getByTestId('version-2')).toContainText('current');
    await drawer.getByLabel('From version').click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^v1$/ }).click();
    await expect(drawer.getByTestId('comparison')).toContainText('Added: status');
    await expectNoSeriousViolations(page, 'versions drawer');
    await drawer.getByTestId('version-1').getByRole('button', { name: 'Revert to this version' }).click();
    await confirmDialog(page, /newer versions \(2\) will be lost for good/);
    await expect(page.getByText('Back to version 1.')).toBeVisible();
    await expect(page.getByTestId('pills').locator('li')).toHaveCount(3);

    // Run to XLSX for the two products, then a shared link.
    await page.getByRole('button', { name: 'Export…' }).click();
    const dialog = page.getByRole('dialog', { name: `Export Retail ${run}` });
    await dialog.getByText('A list of SKUs').click();
    await dialog.getByLabel('SKUs, one a line').fill(skus.join('\n'));
    await dialog.getByLabel('File name').fill(`retail-${run}`);
    await expectNoSeriousViolations(page, 'run dialog');
    await dialog.getByRole('button', { name: 'Start the export' }).click();
    await expect(dialog.getByTestId('run-status')).toContainText('Finished', { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Create a shared link' }).click();
    const sharedUrl = await dialog.getByTestId('shared-link').inputValue();
    expect(sharedUrl).toMatch(/\/download\/export-link\/[A-Za-z0-9_-]{43}\/$/);

    const stranger = await browser.newContext();
    try {
      const recipient = await stranger.newPage();
      await recipient.goto(sharedUrl);
      await expect(recipient.getByTestId('download-link-ready')).toContainText(`retail-${run}.xlsx`);
    } finally {
      await stranger.close();
    }

    // The file itself, opened by a real reader: headers, and the formula computed for each product.
    await dialog.getByTestId('run-download').click();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the file' }).click();
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await (await download).path());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Code', 'SKU', 'Name']);
    expect(sheet.getRow(2).values).toEqual([undefined, `${skus[0]}/Matrix ${skus[0]}`, skus[0], `Matrix ${skus[0]}`]);
    expect(sheet.rowCount).toBe(3);

    // The list shows the template with its last run; the editor speaks French.
    await page.goto('/exports/');
    await expect(page.getByTestId(`template-${templateId}`)).toContainText(`retail-${run}.xlsx`);
    // The shell's start-up overlay fades out after a full load: audit the list, not the fade.
    await expect(page.getByTestId('loading-overlay')).toBeHidden();
    await expectNoSeriousViolations(page, 'exports list');
    try {
      await switchLanguage(page, 'fr');
      await page.goto(`/exports/matrix/${templateId}`);
      await expect(page.getByRole('heading', { name: 'Ajouter une colonne' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Exporter…' })).toBeVisible();
      await expect(page.getByTestId('preview').getByRole('heading')).toHaveText('Aperçu des premiers produits');
    } finally {
      await switchLanguage(page, 'en');
    }
  });
});
