import { expect, test, type Page } from '@playwright/test';
import { companyApi } from '@pimento/shared-kit/contracts/company';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { extraAttributesApi, type ExtraAttribute } from '@pimento/shared-kit/contracts/extra-attributes';
import { priceListsApi } from '@pimento/shared-kit/contracts/price-lists';
import { pricesApi, type PricePage } from '@pimento/shared-kit/contracts/prices';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/** `/price/`: a price list with a quantity break, two prices of a product, the duplicate the server refuses at the field; then a product page's Prices tab. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** Names what a test creates; set per test, so a repeat (`--repeat-each`) in the same worker makes its own. */
let run = '';
test.beforeEach(() => {
  run = Date.now().toString(36);
});

async function pick(page: Page, testId: string, option: string, typed?: string): Promise<void> {
  await page.getByTestId(testId).click();
  if (typed !== undefined) await page.keyboard.type(typed);
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

async function fillPrice(page: Page, price: { list: string; sku: string; quantity: string; net: string; start: string; end: string }): Promise<void> {
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'New price' });
  await expect(drawer).toBeVisible();
  await pick(page, 'price-list-select', price.list);
  await pick(page, 'price-product-select', price.sku, price.sku);
  await drawer.getByLabel('Quantity break').fill(price.quantity);
  await drawer.getByLabel('Net price').fill(price.net);
  await drawer.getByLabel('Start date').fill(price.start);
  await drawer.getByLabel('End date').fill(price.end);
}

test('a price list with a quantity break, two prices of a product, a duplicate refused at its field and fixed', async ({ page }) => {
  const sku = `PRC-${run}`;
  const list = `Trade ${run}`;
  await signIn(page, '/price/');
  const product = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Priced ${run}` });
  await expect(page.getByRole('heading', { level: 2, name: 'Price list' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the price listing');

  // The list and its discriminant.
  await page.getByTestId('manage-price-lists').click();
  await page.getByTestId('new-price-list').click();
  await page.getByTestId('price-list-name').fill(list);
  await page.getByTestId('add-discriminant').click();
  await page.getByTestId('discriminant-label-0').fill('Quantity break');
  await page.getByTestId('discriminant-code-0').fill('quantity');
  await expectNoSeriousViolations(page, 'the price list form');
  await page.getByTestId('price-list-save').click();
  await expect(page.getByText(`“${list}” created`)).toBeVisible();
  await expect(page.getByTestId(`price-list-${list}`)).toContainText('Quantity break (quantity)');
  await expectNoSeriousViolations(page, 'the price lists');
  await page.locator('.ant-drawer').getByRole('button', { name: 'Close' }).click();

  // Two prices of the product: one per quantity break.
  for (const [quantity, net] of [
    ['1', '10'],
    ['10', '9'],
  ] as const) {
    await page.getByTestId('new-price').click();
    await fillPrice(page, { list, sku, quantity, net, start: '2026-01-01', end: '2026-12-31' });
    await page.getByTestId('price-save').click();
    await expect(page.getByText('Price created').last()).toBeVisible();
    await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  }
  const mine = (await callApi<PricePage>(page, 'GET', `${endpointPath(pricesApi.list, {})}?product_id=${product.id}&currency=EUR&sort=net_price`)).results;
  expect(mine.map((price) => [price.discriminant_values.quantity, price.net_price])).toEqual([
    [10, 9],
    [1, 10],
  ]);
  const first = mine.find((price) => price.discriminant_values.quantity === 1)!;

  // The same quantity break over an overlapping period: refused, and the field says with which price.
  await page.getByTestId('new-price').click();
  await fillPrice(page, { list, sku, quantity: '1', net: '8', start: '2026-06-01', end: '' });
  await page.getByTestId('price-save').click();
  const startField = page.locator('.ant-form-item').filter({ has: page.getByLabel('Start date') });
  const collision = `This price collides with price #${first.id} (${sku}, 2026-01-01 – 2026-12-31)`;
  await expect(startField).toContainText(collision);
  await expect(page.locator('.ant-form-item').filter({ has: page.getByLabel('Quantity break') })).toContainText(collision);
  await expectNoSeriousViolations(page, 'the price drawer with the duplicate error');
  await page.screenshot({ path: artifact('prices-duplicate') });

  // From the next year on, it is a price of its own.
  await page.locator('.ant-drawer').getByLabel('Start date').fill('2027-01-01');
  await page.getByTestId('price-save').click();
  await expect(page.getByText('Price created').last()).toBeVisible();
  const after = await callApi<PricePage>(page, 'GET', `${endpointPath(pricesApi.list, {})}?product_id=${product.id}&sort=start_date`);
  expect(after.results.map((price) => [price.discriminant_values.quantity, price.start_date, price.end_date])).toEqual([
    [1, '2026-01-01', '2026-12-31'],
    [10, '2026-01-01', '2026-12-31'],
    [1, '2027-01-01', null],
  ]);
  await expect(page.getByTestId(`price-row-${first.id}`)).toBeVisible();

  // The list's prices as a column of a matrix template: the price for a quantity break of 10.
  await page.goto('/exports/matrix/');
  await page.getByTestId('add-sku').click();
  await page.getByTestId('add-price').click();
  const panel = page.getByTestId('column-panel');
  await pick(page, 'price-column-list', list);
  await expect(page.getByTestId('broken-columns')).toContainText('The column "Net price" was left out: it needs a value for each discriminant of its price list, of its type.');
  await panel.getByLabel('Quantity break').fill('10');
  const preview = page.getByTestId('preview');
  await expect(preview.getByRole('columnheader')).toHaveText(['SKU', `Net price (${list}, Quantity break 10)`]);
  await expect(page.getByTestId('broken-columns')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'a price column of a matrix template');
  await page.screenshot({ path: artifact('matrix-price-column') });
});

test('a product’s page lists its prices, marks the one valid today, adds one and deletes one', async ({ page }) => {
  const sku = `TAB-${run}`;
  await signIn(page, '/products/');
  const product = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Tabbed ${run}` });
  const list = await callApi<{ id: number }>(page, 'POST', endpointPath(priceListsApi.create, {}), { name: `Shop ${run}`, discriminants: [{ code: 'quantity', label: 'Quantity break', type: 'integer' }] });
  const expired = await callApi<{ id: number }>(page, 'POST', endpointPath(pricesApi.create, {}), {
    product_id: product.id,
    price_list_id: list.id,
    net_price: 11,
    currency: 'EUR',
    start_date: '2020-01-01',
    end_date: '2020-12-31',
    discriminant_values: { quantity: 1 },
  });
  await page.goto(`/products/?product=${product.id}`);
  await page.getByRole('tab', { name: 'Prices' }).click();
  await expect(page.getByTestId(`product-price-${expired.id}`)).toContainText('2020-01-01 → 2020-12-31');
  await expect(page.getByTestId(`product-price-${expired.id}`)).not.toContainText('Valid today');

  // Added from the tab: the product is the page's; from 2021 on, open-ended, it holds today.
  await page.getByTestId('add-product-price').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: `New price of ${sku}` });
  await expect(drawer.getByTestId('price-product-select')).toContainText(`${sku} — Tabbed ${run}`);
  await pick(page, 'price-list-select', `Shop ${run}`);
  await drawer.getByLabel('Quantity break').fill('1');
  await drawer.getByLabel('Net price').fill('12.5');
  await drawer.getByLabel('Start date').fill('2021-01-01');
  await expectNoSeriousViolations(page, 'the price drawer of a product');
  await page.getByTestId('price-save').click();
  await expect(page.getByText('Price created').last()).toBeVisible();
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  const added = page.locator('[data-testid^="product-price-"]').filter({ hasText: '12.5' });
  await expect(added).toContainText('Valid today');
  await expectNoSeriousViolations(page, 'the Prices tab');
  await page.screenshot({ path: artifact('product-prices-tab') });

  // The expired one deleted, after a confirmation.
  await page.getByRole('button', { name: `Delete the price #${expired.id}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(`product-price-${expired.id}`)).toHaveCount(0);
  const left = await callApi<PricePage>(page, 'GET', `${endpointPath(pricesApi.list, {})}?product_id=${product.id}`);
  expect(left.results.map((price) => price.net_price)).toEqual([12.5]);
});

test('an administrator adds a price attribute and switches a price field off; a price is filled in and the attribute shown as a column', async ({ page }) => {
  const code = `channel_${run}`;
  const sku = `ATT-${run}`;
  await signIn(page, '/attributes/price/');
  const product = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku, name: `Attributed ${run}` });
  const list = await callApi<{ id: number }>(page, 'POST', endpointPath(priceListsApi.create, {}), { name: `Channels ${run}` });
  const price = await callApi<{ id: number }>(page, 'POST', endpointPath(pricesApi.create, {}), { product_id: product.id, price_list_id: list.id, net_price: 20, currency: 'EUR', unit: 'box' });
  const settingsPath = endpointPath(companyApi.updateSettings, {});
  try {
    await expect(page.getByRole('heading', { level: 2, name: 'Price attributes' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show Currency' })).toBeDisabled();

    // A price attribute of the company's own.
    await page.getByTestId('new-price-attribute').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'New price attribute' });
    await drawer.getByLabel('Label (EN)').fill(`Channel ${run}`);
    await drawer.getByTestId('price-attribute-code').fill(code);
    await expectNoSeriousViolations(page, 'the price attribute drawer');
    await drawer.getByTestId('price-attribute-save').click();
    await expect(page.getByTestId(`price-attribute-${code}`)).toContainText(`Channel ${run}`);

    // The unit is not used by this company: switched off, with the keyboard.
    await page.getByRole('switch', { name: 'Show Unit' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Unit switched off')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show Unit' })).not.toBeChecked();
    await expectNoSeriousViolations(page, 'the price attributes screen');
    await page.screenshot({ path: artifact('price-attributes') });

    // The price's drawer offers the attribute, not the unit; the unit the price holds is kept.
    await page.goto('/price/');
    await pick(page, 'filter-product', sku, sku);
    await page.getByTestId(`price-row-${price.id}`).getByRole('button', { name: `Edit the price #${price.id}` }).click();
    const priceDrawer = page.locator('.ant-drawer').filter({ hasText: `Price of ${sku}` });
    await expect(priceDrawer.getByLabel('Net price')).toBeVisible();
    await expect(priceDrawer.getByLabel('Unit')).toBeHidden();
    await priceDrawer.getByLabel(`Channel ${run}`).fill('Web shop');
    await page.getByTestId('price-save').click();
    await expect(page.getByText('Price saved').last()).toBeVisible();
    const saved = await callApi<{ unit: string | null; attribute_values: Record<string, unknown> }>(page, 'GET', endpointPath(pricesApi.get, { id: price.id }));
    const attribute = (await callApi<{ results: ExtraAttribute[] }>(page, 'GET', `${endpointPath(extraAttributesApi.list, {})}?entity=price`)).results.find((candidate) => candidate.code === code)!;
    expect(saved).toMatchObject({ unit: 'box', attribute_values: { [attribute.id]: 'Web shop' } });

    // The attribute as a column of the user's own.
    await page.getByTestId('price-columns').click();
    const columns = page.getByRole('dialog', { name: 'Columns of the price list' });
    await expect(columns.getByTestId('price-column-unit')).toHaveCount(0);
    await columns.getByTestId(`price-column-attribute.${code}`).check();
    await expectNoSeriousViolations(page, 'the price columns dialog');
    await page.getByTestId('price-columns-save').click();
    await expect(page.getByRole('columnheader', { name: `Channel ${run}` })).toBeVisible();
    await expect(page.getByTestId(`price-row-${price.id}`)).toContainText('Web shop');
  } finally {
    // The company is shared with the worker's other journeys: its price fields and attributes as they were.
    await callApi(page, 'PATCH', settingsPath, { disabled_price_fields: [] });
    const mine = (await callApi<{ results: ExtraAttribute[] }>(page, 'GET', `${endpointPath(extraAttributesApi.list, {})}?entity=price`)).results.filter((candidate) => candidate.code === code);
    for (const attribute of mine) await callApi(page, 'DELETE', endpointPath(extraAttributesApi.delete, { id: attribute.id }));
  }
});
