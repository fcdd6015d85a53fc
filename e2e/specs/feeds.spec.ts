import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
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
 * A catalogue manager makes two feeds of a matrix template on `/exports/?tab=feeds` — one e-mailed
 * every Monday, one uploaded to the company's FTP connection by hand — runs them, and reads their
 * delivery records. The FTP server is a real one, started by this test on loopback.
 */
test.describe.configure({ timeout: 180_000 });

let ftp: TestTransferServer;
test.beforeAll(async () => {
  ftp = await startFtpServer();
});
test.afterAll(async () => {
  await ftp.close();
});

test('an e-mail feed and an FTP feed made on the feeds tab, run, and their deliveries read', async ({ page }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const superuser = createSuperuser(`feeds_${run}`);
  await signIn(page, '/exports/', superuser);
  await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku: `FEED-${run}`, name: `Feed lamp ${run}` });
  const template = `Feed matrix ${run}`;
  await callApi(page, 'POST', endpointPath(exportTemplatesApi.create, {}), {
    type: 'matrix',
    name: template,
    definition: { sheets: [{ name: 'Products', visible: true, columns: [{ id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} }, { id: '00000000-0000-4000-8000-000000000002', source: { kind: 'name' }, header: {} }] }] },
  });
  fs.mkdirSync(path.join(ftp.root, run));
  const connection = `Customer FTP ${run}`;
  await saveConnection(page, ftp, connection, `/${run}`);

  // The feeds tab of /exports/, read afresh after the set-up.
  await page.reload();
  await chooseRadio(page.getByRole('radio', { name: 'Feeds' }));
  await expect(page).toHaveURL(/\/exports\/\?tab=feeds$/);
  await expect(page.getByTestId('feeds-panel')).toContainText('Schedules run on the company’s clock');

  // An e-mail feed, every Monday at 07:15 on the company's clock.
  const mailed = `Monday mail ${run}`;
  await page.getByRole('button', { name: 'New feed' }).click();
  const editor = page.getByTestId('feed-editor');
  await editor.getByLabel('Name', { exact: true }).fill(mailed);
  await editor.getByRole('combobox', { name: 'Template', exact: true }).click();
  await pickOpenOption(page, template);
  await chooseRadio(editor.getByRole('radio', { name: 'Weekly' }));
  await editor.getByLabel('Time', { exact: true }).fill('07:15');
  await expect(editor).toContainText('Times are in the company’s time zone: Europe/Paris.');
  await editor.getByRole('textbox', { name: 'Recipients' }).fill('buyer@customer.test');
  await expectNoSeriousViolations(page, 'the feed editor');
  await editor.getByRole('button', { name: 'Save the feed' }).click();
  const mailedRow = page.getByTestId('feeds-panel').getByRole('row').filter({ hasText: mailed });
  await expect(mailedRow).toContainText('Every Monday at 07:15');
  await expect(mailedRow).toContainText('Never run');

  // An FTP feed, run by hand.
  const uploaded = `FTP by hand ${run}`;
  await page.getByRole('button', { name: 'New feed' }).click();
  await editor.getByLabel('Name', { exact: true }).fill(uploaded);
  await editor.getByRole('combobox', { name: 'Template', exact: true }).click();
  await pickOpenOption(page, template);
  await chooseRadio(editor.getByRole('radio', { name: 'CSV' }));
  await chooseRadio(editor.getByRole('radio', { name: 'Manual' }));
  await chooseRadio(editor.getByRole('radio', { name: 'FTP or SFTP connection' }));
  await editor.getByRole('combobox', { name: 'Connection' }).click();
  await pickOpenOption(page, connection);
  await editor.getByLabel('File name', { exact: true }).fill(`catalogue-${run}`);
  await editor.getByRole('button', { name: 'Save the feed' }).click();
  const uploadedRow = page.getByTestId('feeds-panel').getByRole('row').filter({ hasText: uploaded });
  await expect(uploadedRow).toContainText('Manual');

  // Both run now; each shows its delivery.
  await page.getByRole('button', { name: `Run ${mailed} now` }).click();
  await page.getByRole('button', { name: `Run ${uploaded} now` }).click();
  await expect(mailedRow).toContainText('Delivered', { timeout: 60_000 });
  await expect(uploadedRow).toContainText('Delivered', { timeout: 60_000 });
  // The run's toasts fade in and out (a toast caught mid-fade reads as low contrast): audited once gone.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  await expectNoSeriousViolations(page, 'the feed list');
  expect(fs.readFileSync(path.join(ftp.root, run, `catalogue-${run}.csv`), 'utf8')).toContain(`FEED-${run};Feed lamp ${run}`);

  await page.getByRole('button', { name: `Deliveries of ${uploaded}` }).click();
  const drawer = page.getByRole('dialog', { name: `Deliveries of “${uploaded}”` });
  await expect(drawer).toContainText('Run by hand');
  await expect(drawer).toContainText(`catalogue-${run}.csv`);
  await expect(drawer).toContainText(`ftp://${ftp.host}:${ftp.port}/${run}`);
  await expectNoSeriousViolations(page, 'the deliveries of a feed');
  await page.keyboard.press('Escape');

  // Paused, the e-mail feed has no next run; deleted after a confirmation, it leaves the list.
  await page.getByRole('button', { name: `Pause ${mailed}` }).click();
  await expect(mailedRow).toContainText('Paused');
  await page.getByRole('button', { name: `Delete ${mailed}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(mailedRow).toHaveCount(0);
});
