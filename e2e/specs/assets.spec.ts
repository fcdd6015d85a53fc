import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productAssetsApi } from '@pimento/shared-kit/contracts/product-assets';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * The asset gallery: a category, three images uploaded into it, tags edited, two deleted; the
 * category's model flag kept by a link. An image linked by its URL.
 */
test.describe.configure({ timeout: 120_000 });

type Asset = { id: number; file_name: string; category_id: number | null; tags: string[] };

/** A small PNG of one colour: a real image the server reads the size of. */
function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: green, b: blue } } }).png().toBuffer();
}

const tiles = (page: Page) => page.getByTestId('asset-grid').locator('li');

test('a catalogue manager files images in a new category, tags one and deletes two', async ({ page }) => {
  // Unique per run, repeats included: asset names are unique in the company.
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const category = `Packshots ${run}`;
  const names = ['red', 'green', 'blue'].map((colour) => `${colour}-${run}.png`);

  await signIn(page, '/asset/categories/');
  await page.getByTestId('new-asset-category').click();
  const namesDialog = page.getByRole('dialog');
  await namesDialog.getByRole('textbox').first().fill(category);
  await namesDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId(`asset-category-${category}`)).toContainText('0 assets');
  await expectNoSeriousViolations(page, 'asset categories');
  await page.screenshot({ path: artifact('asset-categories') });

  await page.goto('/asset/');
  await page.getByTestId('filter-category').click();
  await page.keyboard.type(category);
  await page.locator('.ant-select-item-option').filter({ hasText: category }).click();
  await expect(page.getByTestId('asset-file-drop')).toContainText(`into ${category}`);
  await page.getByTestId('asset-file-input').setInputFiles([
    { name: names[0]!, mimeType: 'image/png', buffer: await png(200, 40, 40) },
    { name: names[1]!, mimeType: 'image/png', buffer: await png(40, 160, 60) },
    { name: names[2]!, mimeType: 'image/png', buffer: await png(40, 60, 200) },
  ]);
  for (const name of names) await expect(page.getByTestId(`upload-${name}`)).toHaveAttribute('data-state', 'done');
  // The grid is filtered by the category: exactly its three images, each drawn from its file.
  await expect(tiles(page)).toHaveCount(3);
  for (const name of names) {
    const image = page.getByTestId(`asset-tile-${name}`).locator('img');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(48);
  }
  const stored = await callApi<{ results: Asset[] }>(page, 'GET', `/api/assets/?search=${run}`);
  expect(new Set(stored.results.map((asset) => asset.category_id)).size).toBe(1);
  expect(stored.results[0]!.category_id).not.toBeNull();

  // Tags in the drawer.
  await page.getByRole('button', { name: `Open ${names[0]}` }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('combobox', { name: 'Tags' }).fill(`summer-${run}`);
  await page.keyboard.press('Enter');
  await drawer.getByTestId('asset-save').click();
  await expect(page.getByText(`${names[0]} saved.`)).toBeVisible();
  await expect(drawer).toBeHidden();
  await page.getByTestId('filter-tag').locator('input').fill(`summer-${run}`);
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(1);
  await expect(tiles(page).first()).toHaveAttribute('data-testid', `asset-tile-${names[0]}`);
  await page.getByTestId('filter-tag').locator('input').fill('');
  await page.keyboard.press('Enter');
  await expect(tiles(page)).toHaveCount(3);

  // Two selected from the keyboard, then deleted.
  await page.getByRole('checkbox', { name: `Select ${names[1]}` }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: `Select ${names[2]}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('selection-bar')).toContainText('2 selected');
  await expectNoSeriousViolations(page, 'asset gallery with a selection');
  await page.screenshot({ path: artifact('asset-gallery') });
  await page.getByTestId('bulk-delete').click();
  const question = page.getByRole('dialog').filter({ hasText: 'Delete 2 assets?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Delete' }).click();
  const outcome = page.getByRole('dialog').filter({ hasText: '2 assets deleted' });
  await expect(outcome).toContainText('No product lost an asset.');
  await outcome.getByRole('button', { name: 'Close' }).click();
  await expect(tiles(page)).toHaveCount(1);
  await expect(page.getByTestId(`asset-tile-${names[0]}`)).toBeVisible();

  // Linked to a product, the image keeps its category from being handed to the models.
  const kept = stored.results.find((asset) => asset.file_name === names[0])!;
  const product = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku: `CAT-${run}`, name: `Filed ${run}` });
  await callApi(page, 'POST', endpointPath(productAssetsApi.add, { owner: 'products', id: product.id }), { asset_ids: [kept.id] });
  await page.goto('/asset/categories/');
  const managed = page.getByRole('switch', { name: `${category}: managed by the model (linked to models, shown on their products)` });
  await managed.click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Assets of this category are linked where this change would hide them' })).toBeVisible();
  await expect(managed).toHaveAttribute('aria-checked', 'false');
});

test('a catalogue manager links a supplier’s image by its URL, shown from the thumbnails made when it was checked', async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const image = await png(220, 180, 30);
  // The supplier's site, on loopback: the suite's server is allowed 127.0.0.1 by the operator's setting (playwright.config.ts).
  const supplier = createServer((request, response) => {
    if (request.url === `/media/lamp-${run}.png`) response.writeHead(200, { 'content-type': 'image/png' }).end(image);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}/media/lamp-${run}.png`;
  try {
    await signIn(page, '/asset/');
    await page.getByTestId('add-by-url').click();
    const dialog = page.getByRole('dialog', { name: 'Add an asset by URL' });
    await dialog.getByLabel('URL').fill('http://169.254.169.254/latest/meta-data/');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('This URL points to a loopback or private address (169.254.169.254), which Pimento does not fetch.')).toBeVisible();
    await expectNoSeriousViolations(page, 'add an asset by URL, refused');
    await page.screenshot({ path: artifact('asset-by-url-refused') });
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Link only (the file stays where it is)').check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: `lamp-${run}.png added.` })).toBeVisible();
    await expect(dialog).toBeHidden();
    const tile = page.getByTestId(`asset-tile-lamp-${run}.png`);
    await expect.poll(() => tile.locator('img').evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    // Drawn from Pimento's thumbnail, never from the supplier's address.
    expect(await tile.locator('img').getAttribute('src')).toMatch(/^\/api\/assets\/\d+\/thumbnail\/tile\/$/);
  } finally {
    await new Promise((resolve) => supplier.close(resolve));
  }
});
