import { readFile } from 'node:fs/promises';
import { expect, request, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { readZip } from '../../server/src/formats/zip/test-zip-reader.ts';
import { callApi } from '../support/api.ts';
import { picture, uploadAsset } from '../support/assets.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption } from '../support/select.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * The asset export: a template made on the exports page (a category of the gallery, files renamed
 * by a pattern and resized to 800 px), run as a zip, downloaded from the run's result, and opened:
 * every image is in it under its new name, 800 pixels wide. Then as an Excel list of URLs, whose
 * addresses a customer's system reads without a session (docs/assets.md "Public media addresses").
 */

test('an asset export made, run as a zip resized to 800 px, downloaded and opened', async ({ page }) => {
  const run = Date.now().toString(36);
  await signIn(page, '/exports/');
  const category = await callApi<{ id: number }>(page, 'POST', endpointPath(assetsApi.createCategory, {}), { name: `Pictures ${run}` });
  await uploadAsset(page, `wide-${run}.png`, await picture(1000, 500), category.id);
  await uploadAsset(page, `tall-${run}.png`, await picture(500, 1000), category.id);

  // The template, made in its editor's drawer on the exports page.
  const section = page.getByTestId('asset-exports');
  await section.getByRole('button', { name: 'New asset export' }).click();
  const drawer = page.getByRole('dialog', { name: 'Asset export' });
  const name = drawer.getByRole('textbox', { name: 'Template name' });
  await name.fill(`Web pictures ${run}`);
  await drawer.getByRole('combobox', { name: 'Asset categories' }).click();
  await chooseOption(page, `Pictures ${run}`);
  await page.keyboard.press('Escape');
  const pattern = drawer.getByRole('textbox', { name: 'File name' });
  await pattern.fill('web-');
  await drawer.getByRole('button', { name: 'Running number' }).click();
  await pattern.press('End');
  await pattern.pressSequentially('-{name}');
  await expect(drawer.getByTestId('asset-export-example')).toHaveText('Example: web-1-front.jpg');
  // A pill that does not exist is refused at the field as it is typed.
  await pattern.pressSequentially('{colour}');
  await expect(drawer.getByRole('alert')).toContainText('The file name may only use the pills');
  await pattern.fill('web-{index}-{name}');
  await expect(drawer.getByRole('alert')).toHaveCount(0);
  await drawer.getByRole('switch', { name: 'Resize images' }).click();
  await drawer.getByRole('spinbutton', { name: 'Width (px)' }).fill('800');
  await expectNoSeriousViolations(page, 'asset export editor');
  await page.screenshot({ path: artifact('asset-export-editor') });
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Asset export created.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(drawer).toBeHidden();

  // Run from the list, followed to its file.
  await section.getByRole('button', { name: `Export Web pictures ${run}` }).click();
  const dialog = page.getByRole('dialog', { name: `Export Web pictures ${run}` });
  await expect(dialog.getByRole('radio', { name: 'Zip of the files' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'File name' }).fill(`pictures-${run}`);
  await expectNoSeriousViolations(page, 'asset export run dialog');
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  await expect(dialog.getByTestId('run-status')).toHaveText('Finished · 2 files', { timeout: 60_000 });
  await page.screenshot({ path: artifact('asset-export-run') });
  await dialog.getByTestId('run-download').click();
  await expect(page.getByTestId('download-export-ready')).toContainText(`pictures-${run}.zip`);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file' }).click();
  const entries = await readZip(await readFile(await (await download).path()));
  expect([...entries.keys()]).toEqual([`web-1-wide-${run}.png`, `web-2-tall-${run}.png`]);
  expect(await sharp(entries.get(`web-1-wide-${run}.png`)).metadata()).toMatchObject({ width: 800, height: 400, format: 'png' });
  expect(await sharp(entries.get(`web-2-tall-${run}.png`)).metadata()).toMatchObject({ width: 800, height: 1600, format: 'png' });

  // The same template as an Excel list: each URL is the file resized, read by someone with no session.
  await page.goto('/exports/');
  await section.getByRole('button', { name: `Export Web pictures ${run}` }).click();
  await dialog.getByRole('radio', { name: 'Excel list of their URLs' }).check();
  await dialog.getByRole('textbox', { name: 'File name' }).fill(`picture-links-${run}`);
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  await expect(dialog.getByTestId('run-status')).toHaveText('Finished · 2 files', { timeout: 60_000 });
  await dialog.getByTestId('run-download').click();
  const list = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await (await list).path());
  const firstUrl = String(workbook.getWorksheet('Assets')!.getCell('B2').value);
  expect(firstUrl).toMatch(/\/media\/[\w-]{22}\/[\w-]{22}\/assets\/\d+\/wide-/);
  const stranger = await request.newContext();
  const fetched = await stranger.get(firstUrl);
  expect([fetched.status(), fetched.headers()['content-type'], fetched.headers()['set-cookie']]).toEqual([200, 'image/png', undefined]);
  expect(await sharp(await fetched.body()).metadata()).toMatchObject({ width: 800, height: 400 });
  await stranger.dispose();
});
