import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportLinksApi, exportRunsApi, type ExportLink, type ExportRun } from '@pimento/shared-kit/contracts/exports';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { signIn } from '../support/session.ts';

/**
 * An export's file downloaded from `/download/export/{id}/` by the signed-in user, then
 * shared: the link opened in a fresh browser (no session) downloads the same file, and once
 * revoked says it was withdrawn.
 */

const layout = {
  sheets: [
    {
      name: 'Products',
      visible: true,
      columns: [
        { id: '00000000-0000-4000-8000-000000000001', source: { kind: 'sku' }, header: {} },
        { id: '00000000-0000-4000-8000-000000000002', source: { kind: 'name' }, header: {} },
      ],
    },
  ],
};

async function downloadedText(page: Page, button: ReturnType<Page['getByRole']>): Promise<string> {
  const download = page.waitForEvent('download');
  await button.click();
  return readFile(await (await download).path(), 'utf8');
}

test('an export downloaded by its user, then through a shared link without a session until it is revoked', async ({ page, browser }) => {
  const run = Date.now().toString(36);
  await signIn(page);
  for (const sku of [`EXP-${run}-1`, `EXP-${run}-2`]) {
    await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Exported ${sku}` });
  }
  const started = await callApi<{ run: ExportRun }>(page, 'POST', endpointPath(exportRunsApi.start, {}), {
    source: { kind: 'layout', layout },
    format: 'csv',
    selection: { kind: 'skus', skus: [`EXP-${run}-1`, `EXP-${run}-2`] },
    file_name: `products-${run}`,
  });
  const runId = started.run.id;
  await expect.poll(async () => (await callApi<ExportRun>(page, 'GET', endpointPath(exportRunsApi.get, { id: runId }))).status, { timeout: 30_000 }).toBe('finished');
  const expected = `\uFEFFSKU;Name\r\nEXP-${run}-1;Exported EXP-${run}-1\r\nEXP-${run}-2;Exported EXP-${run}-2\r\n`;

  await page.goto(`/download/export/${runId}/`);
  await expect(page.getByTestId('download-export-ready')).toContainText(`products-${run}.csv`);
  expect(await downloadedText(page, page.getByRole('link', { name: 'Download the file' }))).toBe(expected);

  const link = await callApi<ExportLink>(page, 'POST', endpointPath(exportLinksApi.create, { id: runId }), {});
  const stranger = await browser.newContext();
  try {
    const recipient = await stranger.newPage();
    await recipient.goto(link.url!);
    await expect(recipient.getByTestId('download-link-ready')).toContainText(`products-${run}.csv`);
    await expect(recipient.getByTestId('download-link-ready')).toContainText('This link works until');
    expect(await downloadedText(recipient, recipient.getByRole('link', { name: 'Download the file' }))).toBe(expected);

    await callApi(page, 'DELETE', endpointPath(exportLinksApi.revoke, { id: link.id }), {});
    await recipient.reload();
    await expect(recipient.getByTestId('download-link-gone')).toContainText('This download link was withdrawn by its sender.');
  } finally {
    await stranger.close();
  }
});
