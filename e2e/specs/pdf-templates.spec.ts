import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * A PDF catalogue: designed from the exports list (two products a page, a cover, a header), its
 * product page previewed as Chromium will print it, saved, run for three products, downloaded, and
 * read by poppler's pdftotext: cover, contents, the cards, the header and numbered pages.
 */
test('a PDF catalogue designed, previewed, saved, exported for three products and read', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36).slice(-6);
  const skus = [1, 2, 3].map((index) => `PDF-${run}-${index}`);
  await signIn(page);
  for (const [index, sku] of skus.entries()) await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Catalogue lamp ${index + 1}` });

  await page.goto('/exports/');
  await page.getByRole('link', { name: 'New PDF catalogue' }).click();
  await expect(page).toHaveURL(/\/exports\/pdf\/$/);
  await page.getByLabel('Template name').fill(`Spring catalogue ${run}`);
  await page.getByTestId('add-status').click();
  const options = page.getByTestId('pdf-page-options');
  await options.getByText('2 products').click();
  await options.getByRole('group', { name: 'Cover title' }).getByRole('textbox', { name: 'English' }).fill(`Spring ${run}`);
  await options.getByRole('group', { name: 'Page header' }).getByRole('textbox', { name: 'English' }).fill(`Acme lighting ${run}`);
  // The page as Chromium prints it: two cards with their fields, under the header.
  const frame = page.getByTestId('pdf-preview').locator('iframe').contentFrame();
  await expect(frame.getByText(`Acme lighting ${run}`)).toBeVisible();
  await expect(frame.locator('article.card')).toHaveCount(2);
  await expect(frame.getByRole('rowheader', { name: 'Status' }).first()).toBeVisible();
  await expectNoSeriousViolations(page, 'PDF catalogue editor');
  await page.screenshot({ path: artifact('pdf-template-editor'), fullPage: true });
  await page.getByTestId('pdf-preview').getByText('Cover').click();
  await expect(frame.getByRole('heading', { name: `Spring ${run}` })).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/exports\/pdf\/\d+$/);
  await expect(page.getByText('Unsaved changes')).toBeHidden();

  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: `Export Spring catalogue ${run}` });
  await expect(dialog.getByRole('radio', { name: 'PDF' })).toBeChecked();
  await dialog.getByText('A list of SKUs').click();
  await dialog.getByLabel('SKUs, one a line').fill(skus.join('\n'));
  await dialog.getByLabel('File name').fill(`catalogue-${run}`);
  await expectNoSeriousViolations(page, 'PDF run dialog');
  await dialog.getByRole('button', { name: 'Start the export' }).click();
  await expect(dialog.getByTestId('run-status')).toContainText('Finished', { timeout: 90_000 });
  await dialog.getByTestId('run-download').click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download the file' }).click();
  const file = await (await download).path();
  const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  // The cover, one page of contents, then three products two a page.
  expect(pages).toHaveLength(4);
  expect(pages[0]).toContain(`Spring ${run}`);
  expect(pages[1]).toMatch(new RegExp(`Contents[\\s\\S]*Catalogue lamp 1\\s+${skus[0]}[ .]*3[\\s\\S]*Catalogue lamp 3\\s+${skus[2]}[ .]*4`));
  expect(pages[2]).toMatch(new RegExp(`Acme lighting ${run}[\\s\\S]*Catalogue lamp 1[\\s\\S]*Status\\s+Active[\\s\\S]*Catalogue lamp 2[\\s\\S]*3 ?/ ?4`));
  expect(pages[3]).toMatch(/Catalogue lamp 3[\s\S]*4 ?\/ ?4/);
  execFileSync('pdftoppm', ['-f', '3', '-l', '3', '-r', '60', '-png', '-singlefile', file, artifact('pdf-template-page').replace(/\.png$/, '')]);
});
