import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { assetsApi } from '@pimento/shared-kit/contracts/assets';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption } from '../support/select.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * Assignment rules: a rule "SKU_number" into a category, tried on pasted names before it is saved,
 * then two images uploaded by their names and found on their product in that order; the rule deleted.
 */
test.describe.configure({ timeout: 180_000 });

function png(red: number, green: number, blue: number): Promise<Buffer> {
  return sharp({ create: { width: 48, height: 32, channels: 3, background: { r: red, g: green, b: blue } } }).png().toBuffer();
}

test('a catalogue manager previews and saves an assignment rule, then uploads images that land on their product in order', async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const sku = `RULE-${run}`;
  const category = `Rule shots ${run}`;
  const ruleName = `Shots by SKU ${run}`;
  const [first, second] = [`${sku}_1.png`, `${sku}_2.png`];

  await signIn(page, '/asset/');
  await callApi(page, assetsApi.createCategory.method, endpointPath(assetsApi.createCategory, {}), { name: category });
  const product = await callApi<{ id: number }>(page, productsApi.create.method, endpointPath(productsApi.create, {}), { sku, name: `Lamp ${run}` });
  // The gallery reads the categories when it opens: again, with the new one.
  await page.goto('/asset/');

  await page.getByTestId('open-rules').click();
  const drawer = page.getByTestId('rules-drawer');
  await expect(drawer.getByTestId('new-rule')).toBeVisible();
  await expectNoSeriousViolations(page, 'assignment rules');
  await drawer.getByTestId('new-rule').click();
  await drawer.getByRole('textbox', { name: /^\W*Name$/ }).fill(ruleName);
  // The default pattern is the naming convention wanted: SKU, "_", sequence number.
  await expect(drawer.getByTestId('rule-pills').getByRole('listitem')).toHaveText(['SKU', '“_”', 'Sequence number']);
  await drawer.getByTestId('rule-category').click();
  await chooseOption(page, category);

  await drawer.getByTestId('preview-names').fill(`${second}\n${first}\nleaflet.pdf\nNOPE-${run}_1.png`);
  await drawer.getByTestId('run-preview').click();
  const preview = drawer.getByTestId('rule-preview');
  await expect(preview.getByTestId(`preview-line-${second}`)).toContainText(sku);
  await expect(preview.getByTestId(`preview-line-${second}`)).toContainText(category);
  await expect(preview.getByTestId(`preview-line-${second}`).getByRole('cell').nth(3)).toHaveText('2');
  await expect(preview.getByTestId('preview-line-leaflet.pdf')).toContainText('The pattern does not fit');
  await expect(preview.getByTestId(`preview-line-NOPE-${run}_1.png`)).toContainText('No product found');
  await expectNoSeriousViolations(page, 'assignment rule editor');
  await page.screenshot({ path: artifact('asset-rule-preview') });
  await drawer.getByTestId('save-rule').click();
  await expect(page.getByText(`${ruleName} saved.`)).toBeVisible();
  await expect(drawer.getByTestId(`rule-${ruleName}`)).toContainText(category);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Uploaded in no category, in the reverse order: the rule files each and places it at its number.
  await page.getByTestId('asset-file-input').setInputFiles([
    { name: second, mimeType: 'image/png', buffer: await png(40, 60, 200) },
    { name: first, mimeType: 'image/png', buffer: await png(200, 40, 40) },
  ]);
  for (const name of [first, second]) await expect(page.getByTestId(`upload-${name}`)).toHaveAttribute('data-state', 'done');

  await page.goto(`/products/?product=${product.id}`);
  await page.getByRole('tab', { name: 'Assets' }).click();
  const rows = page.getByRole('list', { name: `Assets of ${category}` }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toHaveAttribute('data-testid', `linked-asset-${first}`);
  await expect(rows.nth(1)).toHaveAttribute('data-testid', `linked-asset-${second}`);

  // The rule deleted: later uploads of this name are left alone.
  await page.goto('/asset/');
  await page.getByTestId('open-rules').click();
  await page.getByRole('button', { name: `Delete ${ruleName}` }).click();
  await page.getByRole('dialog').filter({ hasText: `Delete the rule ${ruleName}?` }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${ruleName} deleted.`)).toBeVisible();
  await expect(page.getByTestId(`rule-${ruleName}`)).toHaveCount(0);
});
