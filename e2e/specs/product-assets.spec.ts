import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { productAssetsApi, type LinkedAssets } from '@pimento/shared-kit/contracts/product-assets';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/** The Assets tab of a product: images uploaded in the gallery, added from the picker, reordered, featured, removed. */
test.describe.configure({ timeout: 180_000 });

function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: green, b: blue } } }).png().toBuffer();
}

const rows = (page: Page) => page.getByRole('list', { name: 'Assets of No category' }).getByRole('listitem');

test('a catalogue manager gives a product its images from the gallery, orders them, picks the main one and removes one', async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const [front, side] = [`front-${run}.png`, `side-${run}.png`];

  await signIn(page, '/asset/');
  await page.getByTestId('asset-file-input').setInputFiles([
    { name: front, mimeType: 'image/png', buffer: await png(200, 40, 40) },
    { name: side, mimeType: 'image/png', buffer: await png(40, 60, 200) },
  ]);
  for (const name of [front, side]) await expect(page.getByTestId(`upload-${name}`)).toHaveAttribute('data-state', 'done');

  const product = await callApi<{ id: number }>(page, productsApi.create.method, endpointPath(productsApi.create, {}), { sku: `ASSET-${run}`, name: `Lamp ${run}` });
  await page.goto(`/products/?product=${product.id}`);
  await page.getByRole('tab', { name: 'Assets' }).click();
  await page.getByTestId('assets-add').click();
  const picker = page.getByRole('dialog');
  await picker.getByRole('searchbox', { name: 'Search by name' }).fill(run);
  await picker.getByRole('checkbox', { name: `Choose ${front}` }).check();
  await picker.getByRole('checkbox', { name: `Choose ${side}` }).check();
  await expectNoSeriousViolations(page, 'asset picker');
  await picker.getByRole('button', { name: 'Add 2 assets' }).click();
  await expect(picker).toBeHidden();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).first()).toHaveAttribute('data-testid', `linked-asset-${front}`);

  // Reordered with the keyboard: the move button, then Enter.
  await page.getByRole('button', { name: `Move ${side} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(rows(page).first()).toHaveAttribute('data-testid', `linked-asset-${side}`);
  const listPath = endpointPath(productAssetsApi.list, { owner: 'products', id: product.id });
  const names = async () => (await callApi<LinkedAssets>(page, 'GET', listPath)).categories.flatMap((group) => group.assets.map((link) => link.asset.file_name));
  await expect.poll(names).toEqual([side, front]);

  await page.getByRole('button', { name: `Make ${front} the main image` }).click();
  await expect(page.getByRole('button', { name: `${front} is the main image: choose none` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId(`linked-asset-${front}`)).toContainText('Main image');
  await expectNoSeriousViolations(page, 'product assets tab');
  await page.screenshot({ path: artifact('product-assets') });

  await page.getByRole('button', { name: `Remove ${side}` }).click();
  const question = page.getByRole('dialog').filter({ hasText: `Remove ${side} from ASSET-${run}?` });
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect.poll(names).toEqual([front]);
  expect((await callApi<LinkedAssets>(page, 'GET', listPath)).featured_asset_id).not.toBeNull();
});
