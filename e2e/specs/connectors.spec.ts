import { expect, test, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { startSftpServer, type TestTransferServer } from '../../server/test/file-transfer-servers.ts';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { createSuperuser } from '../support/operator.ts';
import { signIn } from '../support/session.ts';

/**
 * A superuser adds the company's SFTP connection (tested before it can be saved), then a catalogue
 * manager's import template watches a folder of it, and a file dropped there is imported at the
 * next tick and moved to done/. The SFTP server is a real one, started by this test on loopback.
 */
// A schedule of every minute, then the drop's settle time and the import: a few minutes at most.
test.describe.configure({ timeout: 240_000 });

/** Picks an option of the open antd select (earlier dropdowns stay in the page, hidden). */
const pick = (page: Page, label: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label }).click();

let sftp: TestTransferServer;
test.beforeAll(async () => {
  sftp = await startSftpServer();
});
test.afterAll(async () => {
  await sftp.close();
});

test('a superuser adds an SFTP connection after a successful test, and a watched folder imports a dropped file', async ({ page }) => {
  const run = `${Date.now().toString(36)}${test.info().repeatEachIndex}`;
  const superuser = createSuperuser(`super_${run}`);
  await signIn(page, '/settings/connectors/', superuser);
  await expect(page.getByTestId('connectors-table')).toBeVisible();
  await expectNoSeriousViolations(page, 'connectors list');

  const name = `Supplier SFTP ${run}`;
  await page.getByTestId('connector-new').click();
  await page.getByTestId('connector-name').fill(name);
  await page.getByTestId('connector-host').fill(sftp.host);
  await page.getByTestId('connector-port').fill(String(sftp.port));
  await page.getByTestId('connector-username').fill(sftp.username);
  await page.getByTestId('connector-password').fill('not-the-password');
  await expect(page.getByTestId('connector-save')).toBeDisabled();
  await page.getByTestId('connector-test').click();
  await expect(page.getByTestId('connector-test-result')).toContainText('The test failed');
  await expect(page.getByTestId('connector-save')).toBeDisabled();

  await page.getByTestId('connector-password').fill(sftp.password);
  // From the keyboard: the test button, then Enter.
  await page.getByTestId('connector-test').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('connector-test-result')).toContainText('The connection works');
  await expect(page.getByTestId('connector-save')).toBeEnabled();
  await expectNoSeriousViolations(page, 'connection drawer after a successful test');
  await page.getByTestId('connector-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: `${name} is saved.` })).toBeVisible();
  const row = page.getByTestId('connectors-table').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${sftp.username}@${sftp.host}:${sftp.port}`);
  // The password never comes back: an edit shows it as set.
  await row.getByRole('button', { name: `Edit the connection ${name}` }).click();
  await expect(page.getByTestId('connector-password-state')).toHaveText('Set');
  await page.keyboard.press('Escape');

  // An import template watching /in of that connection, every minute.
  const template = await callApi<{ id: number }>(page, 'POST', '/api/imports/templates/', {
    name: `Dropped prices ${run}`,
    pills: [
      { id: '00000000-0000-4000-8000-000000000001', target: { kind: 'sku' }, columns: ['sku'] },
      { id: '00000000-0000-4000-8000-000000000002', target: { kind: 'name' }, columns: ['name'] },
    ],
  });
  // A folder of this run's own: a repeat of the journey starts from an empty one.
  const folder = `in-${run}`;
  fs.mkdirSync(path.join(sftp.root, folder), { recursive: true });
  await page.goto(`/imports/${template.id}`);
  const watch = page.getByTestId('folder-watch');
  await expect(watch).toBeVisible({ timeout: 30_000 });
  await watch.getByTestId('folder-watch-connector').click();
  await pick(page, name);
  await watch.getByTestId('folder-watch-folder').fill(`/${folder}`);
  await watch.getByTestId('folder-watch-schedule').click();
  await pick(page, 'Custom (cron expression)');
  await watch.getByTestId('folder-watch-cron').fill('* * * * *');
  await expectNoSeriousViolations(page, 'watch a folder settings');
  await watch.getByTestId('folder-watch-save').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'The folder watch is saved.' })).toBeVisible();
  await expect(watch.getByTestId('folder-watch-next-run')).toContainText('Next check:');

  const sku = `DROP-${run}`.toUpperCase();
  fs.writeFileSync(path.join(sftp.root, folder, 'prices.csv'), `sku;name\n${sku};Dropped cable\n`);
  await expect.poll(() => fs.existsSync(path.join(sftp.root, folder, 'done', 'prices.csv')), { timeout: 180_000 }).toBe(true);
  await page.reload();
  await expect(page.getByTestId('folder-watch').getByText('prices.csv', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('folder-watch')).toContainText('Imported');
  await page.getByTestId('folder-watch').getByRole('link', { name: /Import #\d+/ }).click();
  await expect(page).toHaveURL(new RegExp(`/imports/${template.id}/runs/\\d+`));
  // The run's rows name the product created from the dropped file.
  await expect(page.getByText(sku).first()).toBeVisible({ timeout: 30_000 });

  // The watched connection is not deleted: Delete says which template watches it.
  await page.goto('/settings/connectors/');
  const watched = page.getByTestId('connectors-table').getByRole('row').filter({ hasText: name });
  await expect(watched).toContainText(`Dropped prices ${run}`);
  await expectNoSeriousViolations(page, 'connectors list with a watched connection');
  await watched.getByRole('button', { name: `Delete the connection ${name}` }).click();
  await expect(page.getByTestId('toast').filter({ hasText: `Used by the import templates Dropped prices ${run}` })).toBeVisible();
  await expect(watched).toBeVisible();
});
