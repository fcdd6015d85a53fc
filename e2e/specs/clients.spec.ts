import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { exportTemplatesApi } from '@pimento/shared-kit/contracts/export-templates';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { pricesApi } from '@pimento/shared-kit/contracts/prices';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { signIn } from '../support/session.ts';

/** `/attributes/client/` and `/clients/`: a required client attribute; a client created from the list, given its value, a price list, a main template and a category, whose preview shows its products at its prices. */
test.describe.configure({ timeout: 120_000 });

/** A 48 × 48 PNG: within the logo limits (32 to 4,000 pixels a side). */
const logoPng =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3W0QnAAAxCwY7jEO6PY3WJQvpxkAGC6NNnza/uOf9gHgqFykOTspzjZ8AYCpWHJmU5h9AMtFCoPDQpCw4FGKs6plxjfvR+ms1AC4XKQ5Oy4FCAsapjn0bhBUKTjJcGSDvcAAAAAElFTkSuQmCC';

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

// The required client attribute goes when the journey ends, passed or not: the worker's company is
// shared with its later journeys (and with this one's repeats), whose clients would need a value.
test.afterEach(async ({ page }) => {
  const attributes = (await callApi<{ results: ExtraAttribute[] }>(page, 'GET', `${endpointPath(extraAttributesApi.list, {})}?entity=client`)).results;
  for (const attribute of attributes.filter((candidate) => candidate.code.startsWith('customer_'))) await callApi(page, 'DELETE', endpointPath(extraAttributesApi.delete, { id: attribute.id }));
});

test('a client gets its products by category, a price list and a main template; what it lacks is said until it has them', async ({ page }) => {
  // Per test, not per file: a repeat (`--repeat-each`) in the same worker makes its own.
  const run = Date.now().toString(36);
  const name = `Wholesale ${run}`;
  await signIn(page, '/clients/');
  // The catalogue the client receives from: a category with two products, one of them priced.
  const category = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Cables ${run}` });
  const priced = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku: `CBL-A-${run}`, name: 'Copper cable', categories: [category.id] });
  await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku: `CBL-B-${run}`, name: 'Alu cable', categories: [category.id] });
  const list = await callApi<{ id: number }>(page, 'POST', endpointPath(priceListsApi.list, {}), { name: `Distributors ${run}` });
  await callApi(page, 'POST', endpointPath(pricesApi.list, {}), { product_id: priced.id, price_list_id: list.id, net_price: 4.5, currency: 'EUR', start_date: '2020-01-01' });
  await callApi(page, 'POST', endpointPath(exportTemplatesApi.list, {}), {
    type: 'matrix',
    name: `Catalogue ${run}`,
    definition: { sheets: [{ name: 'Products', visible: true, columns: [{ id: randomUUID(), source: { kind: 'sku' }, header: {} }] }] },
  });

  // A client attribute every client page offers, defined by the administrator.
  const code = `customer_${run.replace(/[^a-z0-9]/g, '')}`;
  await page.goto('/attributes/client/');
  await page.getByTestId('new-client-attribute').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'New client attribute' });
  await drawer.getByLabel('Label (EN)').fill(`Customer number ${run}`);
  await drawer.getByTestId('client-attribute-code').fill(code);
  await drawer.getByTestId('client-attribute-required').check();
  await expectNoSeriousViolations(page, 'the client attribute drawer');
  await drawer.getByTestId('client-attribute-save').click();
  await expect(page.getByTestId(`client-attribute-${code}`)).toContainText('Yes');
  await expectNoSeriousViolations(page, 'the client attributes');

  await page.goto('/clients/');
  await expect(page.getByRole('heading', { level: 2, name: 'Clients' })).toBeVisible();
  await page.getByTestId('new-client').click();
  await page.getByRole('dialog', { name: 'New client' }).getByLabel('Name').fill(name);
  await expectNoSeriousViolations(page, 'the new client dialog');
  await page.getByRole('dialog', { name: 'New client' }).getByRole('button', { name: 'Save' }).click();

  // Its page: the three things it lacks, each said.
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByTestId('client-problem-client.no_price')).toBeVisible();
  await expect(page.getByTestId('client-problem-client.no_product')).toBeVisible();
  await expect(page.getByTestId('client-problem-client.no_main_template')).toBeVisible();
  await expectNoSeriousViolations(page, 'a new client’s page');

  // Its logo: an image into the gallery, within the logo limits.
  await page.getByTestId('client-logo-file-input').setInputFiles({ name: `logo-${run}.png`, mimeType: 'image/png', buffer: Buffer.from(logoPng, 'base64') });
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(page.getByTestId('client-logo-image')).toHaveJSProperty('naturalWidth', 48);

  await pick(page, 'client-price-list', `Distributors ${run}`);
  await pick(page, 'client-template', `Catalogue ${run}`);
  await page.getByTestId('client-description').fill('Electrical wholesaler, north region');
  // The required attribute is asked for at its field before anything is sent.
  await page.getByTestId('client-save').click();
  await expect(page.locator('.ant-form-item').filter({ hasText: `Customer number ${run}` })).toContainText('This value is required.');
  await page.getByTestId(`extra-value-${code}`).fill('C-0042');
  await page.getByTestId('client-save').click();
  await expect(page.getByText(`“${name}” saved`)).toBeVisible();
  await expect(page.getByTestId('client-problem-client.no_price')).toHaveCount(0);
  await expect(page.getByTestId('client-problem-client.no_main_template')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId(`extra-value-${code}`)).toHaveValue('C-0042');

  // A rule: everything in the category.
  await page.getByTestId('client-add-rule').click();
  const dialog = page.getByRole('dialog', { name: 'Add a rule' });
  await dialog.getByTestId('rule-categories').click();
  await page.keyboard.type(`Cables ${run}`);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: `Cables ${run}` }).first().click();
  await expectNoSeriousViolations(page, 'the add rule dialog');
  // The list stays open for more choices, over the dialog's buttons: Escape closes it and leaves the
  // dialog open (Tab would toggle the highlighted category off again: antd's select takes it as a choice).
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await expect(dialog).toContainText(`Cables ${run}`);
  await dialog.getByRole('button', { name: 'Add a rule' }).click();
  await expect(page.getByText('Rule added')).toBeVisible();
  await expect(page.getByTestId('client-rule-0')).toContainText(`In Cables ${run} or below`);
  await expect(page.getByTestId('client-problem-client.no_product')).toHaveCount(0);

  // The preview: both products, the priced one at its net price, the other without a price today.
  await expect(page.getByTestId(`client-product-CBL-A-${run}`)).toContainText('Net price 4.5 EUR');
  await expect(page.getByTestId(`client-product-CBL-B-${run}`)).toContainText('No price valid on this day');
  await page.getByTestId('client-preview-day').fill('2019-06-01');
  await expect(page.getByTestId(`client-product-CBL-A-${run}`)).toContainText('No price valid on this day');
  await expectNoSeriousViolations(page, 'a client’s page with its products');

  // Its main template run on its products: the file holds exactly them.
  await page.getByTestId('client-run-format').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'CSV' }).click();
  await page.getByTestId('client-run').click();
  await expect(page.getByText(`Export of “Catalogue ${run}” started`)).toBeVisible();
  const download = page.locator('[data-testid^="client-run-download-"]');
  await expect(download).toBeVisible({ timeout: 30_000 });
  const file = await page.request.get((await download.getAttribute('href'))!.replace('/download/export/', '/api/exports/runs/').replace(/\/$/, '/file/'));
  expect((await file.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)).toEqual(['SKU', `CBL-A-${run}`, `CBL-B-${run}`]);
  await expectNoSeriousViolations(page, 'a client’s page with its exports');

  // The product listing filters on what the client receives.
  await page.goto('/products/');
  await page.getByTestId('add-filter').click();
  await page.getByTestId('filter-field').click();
  await page.keyboard.type('Client');
  await page.keyboard.press('Enter');
  await page.getByLabel('Value', { exact: true }).click();
  await page.keyboard.type(name);
  await page.keyboard.press('Enter');
  await page.getByTestId('filter-apply').click();
  await expect(page.getByTestId('filter-chip')).toContainText(`Client is ${name}`);
  await expect(page.getByTestId('listing-count')).toHaveText('2 products');
  await page.getByText('Clear all').click();

  // Back in the list: the client is ready, with its two products.
  await page.goto('/clients/');
  await page.getByRole('searchbox', { name: 'Search clients' }).fill(run);
  await page.getByRole('searchbox', { name: 'Search clients' }).press('Enter');
  const row = page.locator('tr').filter({ hasText: name });
  await expect(row).toContainText('2 products');
  await expect(row).toContainText('Ready');
  await expectNoSeriousViolations(page, 'the client list');
});
