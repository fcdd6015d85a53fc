import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption } from '../support/select.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * A catalogue manager imports a supplier's price file: a CSV with a net price column mapped by a
 * price pill onto a price list with a quantity break, checked by the dry run, launched, seen on the
 * product's Prices tab, then rolled back and gone from the tab again.
 */

async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.getByTestId('loading-overlay')).toBeHidden();
}

async function waitForPhase(page: Page, phase: string): Promise<void> {
  await expect(page.getByTestId('run-phase')).toHaveText(phase, { timeout: 30_000 });
}

async function pricesTab(page: Page, productId: number) {
  await open(page, `/products/?product=${productId}`);
  await page.getByRole('tab', { name: 'Prices' }).click();
  return page.getByRole('tabpanel', { name: 'Prices' });
}

test('price import: a price column mapped to a price list, dry run, launch, the Prices tab, rollback', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-6);
  await signIn(page, '/imports/');
  const list = await callApi<{ id: number }>(page, 'POST', endpointPath(priceListsApi.create, {}), { name: `Trade ${run}`, discriminants: [{ code: 'quantity', label: 'Quantity', type: 'integer' }] });
  expect(list.id).toBeGreaterThan(0);
  const sku = `PRICED-${run}`;
  const product = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Priced lamp ${run}` });
  const folder = mkdtempSync(path.join(tmpdir(), 'pimento-e2e-price-import-'));
  const csv = path.join(folder, `prices-${run}.csv`);
  writeFileSync(csv, `SKU,Net price ${run}\n${sku},12.5\n`);

  // Upload, then the net price column sent to a new pill.
  await open(page, '/imports/');
  await page.getByTestId('new-import').click();
  await page.getByTestId('file-input').setInputFiles(csv);
  await expect(page.getByTestId('uploaded-file')).toContainText(`prices-${run}.csv`);
  await page.getByTestId('template-name').fill(`Prices ${run}`);
  await page.getByTestId('upload-continue').click();
  await expect(page).toHaveURL(/\/imports\/\d+$/);
  const templateId = Number(/\/imports\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 2, name: `Prices ${run}` })).toBeVisible();
  await page.getByTestId(`send-net_price_${run}`).click();
  await page.getByTitle('A new pill', { exact: true }).click();
  const drawer = page.getByTestId('pill-drawer');
  await expect(drawer).toBeVisible();

  // The pill's target: Price, in the journey's list, its net price in euros, for a quantity of 10.
  await drawer.getByTestId('pill-target-kind').click();
  await page.getByTitle('Price', { exact: true }).click();
  const panel = drawer.getByTestId('price-target');
  await expect(panel).toBeVisible();
  await panel.getByTestId('price-target-list').click();
  await chooseOption(page, `Trade ${run}`);
  await expect(panel.getByTestId('price-target-list')).toContainText(`Trade ${run}`);
  await expect(panel.getByTestId('price-target-field')).toContainText('Net price');
  // Keyboard alone: the currency is typed into its focused select.
  await panel.getByLabel('Currency').focus();
  await chooseOption(page, 'EUR');
  await panel.getByLabel('Quantity').fill('10');
  await expectNoSeriousViolations(page, 'the price pill panel');
  await page.screenshot({ path: artifact('price-import-pill') });
  await page.getByTestId('pill-drawer-done').click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('pills')).toContainText(`Net price · Trade ${run} (Quantity 10)`);
  await page.getByTestId('editor-save').click();
  await expect(page.getByText('Template saved.')).toBeVisible();

  // The dry run shows the price the row creates.
  await page.getByTestId('editor-dry-run').click();
  await expect(page).toHaveURL(/\/imports\/\d+\/runs\/\d+$/);
  await waitForPhase(page, 'Ready to launch');
  await expect(page.getByTestId('run-count-updated')).toContainText('1');
  await expect(page.getByTestId('run-count-error')).toContainText('0');
  const changes = page.getByTestId('row-changes-2');
  await expect(changes.locator('li').filter({ hasText: `Net price · Trade ${run} (quantity 10)` })).toContainText('12.5');
  await expectNoSeriousViolations(page, 'the run page of a price import');
  const runUrl = page.url();

  // Launched: the price is on the product's Prices tab.
  await page.getByTestId('run-launch').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Launch', exact: true }).click();
  await waitForPhase(page, 'Completed');
  let tab = await pricesTab(page, product.id);
  await expect(tab.locator('[data-testid^="product-price-"]').filter({ hasText: `Trade ${run}` })).toContainText('12.5');
  await expectNoSeriousViolations(page, 'the Prices tab after a price import');
  await page.screenshot({ path: artifact('price-import-prices-tab') });

  // Rolled back: the price the import created is gone.
  await open(page, runUrl.replace(/^https?:\/\/[^/]+/, ''));
  await waitForPhase(page, 'Completed');
  await page.getByTestId('run-rollback').click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Roll back', exact: true }).click();
  await waitForPhase(page, 'Rolled back');
  await expect(page.getByTestId('run-count-rolled_back')).toContainText('1');
  tab = await pricesTab(page, product.id);
  await expect(tab.locator('[data-testid^="product-price-"]').filter({ hasText: `Trade ${run}` })).toHaveCount(0);
  expect(templateId).toBeGreaterThan(0);
});
