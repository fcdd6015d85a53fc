import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { startFtpServer, type TestTransferServer } from '../../server/test/file-transfer-servers.ts';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { saveConnection } from '../support/connections.ts';
import { createSuperuser } from '../support/operator.ts';
import { chooseRadio, pickOpenOption } from '../support/select.ts';
import { signIn } from '../support/session.ts';

/**
 * A catalogue manager makes a feed of a PDF catalogue on `/exports/?tab=feeds`: the editor offers
 * PDF alone for it and no differential, the feed runs by hand, the export engine prints the
 * catalogue and uploads it to a real FTP server on loopback, where poppler's pdftotext reads it;
 * the deliveries drawer says what was delivered.
 */
test.describe.configure({ timeout: 180_000 });

let ftp: TestTransferServer;
test.beforeAll(async () => {
  ftp = await startFtpServer();
});
test.afterAll(async () => {
  await ftp.close();
});

test('a PDF catalogue feed made on the feeds tab, run, uploaded over FTP and its delivery read', async ({ page }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const superuser = createSuperuser(`pdf_feeds_${run}`);
  await signIn(page, '/exports/', superuser);
  const skus = [1, 2].map((index) => `PDFFEED-${run}-${index}`);
  for (const [index, sku] of skus.entries()) await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Printed lamp ${index + 1}` });
  const template = `Printed catalogue ${run}`;
  await callApi(page, 'POST', endpointPath(exportTemplatesApi.create, {}), {
    type: 'pdf',
    name: template,
    definition: {
      layout: { sheets: [{ name: 'Card', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} }] }] },
      cover: { enabled: true, title: { en: `Autumn ${run}` }, subtitle: {} },
      header: { en: `Acme ${run}` },
    },
  });
  fs.mkdirSync(path.join(ftp.root, run));
  const connection = `Printer FTP ${run}`;
  await saveConnection(page, ftp, connection, `/${run}`);

  await page.reload();
  await chooseRadio(page.getByRole('radio', { name: 'Feeds' }));
  await expect(page).toHaveURL(/\/exports\/\?tab=feeds$/);

  const feed = `Printer feed ${run}`;
  await page.getByRole('button', { name: 'New feed' }).click();
  const editor = page.getByTestId('feed-editor');
  await editor.getByLabel('Name', { exact: true }).fill(feed);
  await editor.getByRole('combobox', { name: 'Template', exact: true }).click();
  await pickOpenOption(page, `${template} · PDF`);
  // A PDF catalogue is PDF only, and always sent whole.
  await expect(editor.getByRole('radio', { name: 'PDF' })).toBeChecked();
  await expect(editor.getByRole('radio', { name: 'CSV' })).toHaveCount(0);
  await expect(editor).toContainText('A PDF catalogue is sent as PDF only.');
  await expect(editor.getByRole('checkbox', { name: 'Only the products changed since the last delivery' })).toBeDisabled();
  await chooseRadio(editor.getByRole('radio', { name: 'A list of SKUs' }));
  await editor.getByRole('textbox', { name: 'SKUs, one a line' }).fill(skus.join('\n'));
  await chooseRadio(editor.getByRole('radio', { name: 'Manual' }));
  await chooseRadio(editor.getByRole('radio', { name: 'FTP or SFTP connection' }));
  await editor.getByRole('combobox', { name: 'Connection' }).click();
  await pickOpenOption(page, connection);
  await editor.getByLabel('File name', { exact: true }).fill(`catalogue-${run}`);
  await expectNoSeriousViolations(page, 'the feed editor with a PDF catalogue');
  await editor.getByRole('button', { name: 'Save the feed' }).click();

  const row = page.getByTestId('feeds-panel').getByRole('row').filter({ hasText: feed });
  await expect(row).toContainText('Manual');
  await page.getByRole('button', { name: `Run ${feed} now` }).click();
  await expect(row).toContainText('Delivered', { timeout: 90_000 });
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });

  // The catalogue on the FTP server, read by poppler: the cover, the contents, a page a product.
  const pages = execFileSync('pdftotext', ['-layout', path.join(ftp.root, run, `catalogue-${run}.pdf`), '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
  expect(pages).toHaveLength(4);
  expect(pages[0]).toContain(`Autumn ${run}`);
  expect(pages[2]).toContain(`Acme ${run}`);
  expect(pages[2]).toContain(skus[0]);

  await page.getByRole('button', { name: `Deliveries of ${feed}` }).click();
  const drawer = page.getByRole('dialog', { name: `Deliveries of “${feed}”` });
  await expect(drawer).toContainText('Run by hand');
  await expect(drawer).toContainText('Delivered');
  await expect(drawer).toContainText(`catalogue-${run}.pdf`);
  await expect(drawer).toContainText(`ftp://${ftp.host}:${ftp.port}/${run}`);
  await expectNoSeriousViolations(page, 'the deliveries of a PDF feed');
  await page.keyboard.press('Escape');
});
