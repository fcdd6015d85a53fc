import { expect, request, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productAssetsApi } from '@pimento/shared-kit/contracts/product-assets';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { picture, uploadAsset } from '../support/assets.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/**
 * A matrix template with a "Main image" column (docs/exports.md): built from its pill, its size set,
 * previewed, run; the file's address opens without a session, and still opens — on the new picture —
 * once the product's main image is replaced (docs/assets.md "Public media addresses").
 */
test('a main image column written as an address a customer opens, the same after the image is replaced', async ({ page }) => {
  const run = Date.now().toString(36).slice(-6);
  const sku = `PIC-${run}`;
  await signIn(page);
  const product = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Pictured ${sku}` });
  const wide = await uploadAsset(page, `wide-${run}.png`, await picture(1000, 500));
  const square = await uploadAsset(page, `square-${run}.png`, await picture(600, 600));
  const owner = { owner: 'products' as const, id: product.id };
  await callApi(page, 'POST', endpointPath(productAssetsApi.add, owner), { asset_ids: [wide, square] });
  await callApi(page, 'PUT', endpointPath(productAssetsApi.setFeatured, owner), { asset_id: wide });

  await page.goto('/exports/matrix/');
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
  await page.getByLabel('Template name').fill(`Pictures ${run}`);
  await page.getByTestId('add-sku').click();
  await page.getByTestId('add-main_image').click();
  const panel = page.getByTestId('column-panel');
  await expect(panel.getByRole('radio', { name: 'Public address (URL)' })).toBeChecked();
  await panel.getByLabel('Width').fill('200');
  await panel.getByLabel('Width').press('Tab');
  await expectNoSeriousViolations(page, 'main image column settings');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/exports\/matrix\/\d+$/);

  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: `Export Pictures ${run}` });
  await dialog.getByText('A list of SKUs').click();
  await dialog.getByLabel('SKUs, one a line').fill(sku);
  await dialog.getByLabel('File name').fill(`pictures-${run}`);
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  await expect(dialog.getByTestId('run-status')).toContainText('Finished', { timeout: 60_000 });
  await dialog.getByTestId('run-download').click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file' }).click();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await download).path());
  const sheet = book.worksheets[0]!;
  expect([sheet.getCell('A1').value, sheet.getCell('B1').value, sheet.getCell('A2').value]).toEqual(['SKU', 'Main image', sku]);
  const address = String(sheet.getCell('B2').value);
  expect(address).toMatch(new RegExp(`/media/[\\w-]{22}/[\\w-]{22}/products/${product.id}/main/\\?width=200$`));

  // The customer's system: no session, no cookie.
  const customer = await request.newContext();
  try {
    const first = await customer.get(address);
    expect(first.status()).toBe(200);
    expect(await sharp(await first.body()).metadata()).toMatchObject({ width: 200, height: 100 });
    await callApi(page, 'PUT', endpointPath(productAssetsApi.setFeatured, owner), { asset_id: square });
    const replaced = await customer.get(address);
    expect(replaced.status()).toBe(200);
    expect(await sharp(await replaced.body()).metadata()).toMatchObject({ width: 200, height: 200 });
  } finally {
    await customer.dispose();
  }
});
