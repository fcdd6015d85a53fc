import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { switchLanguage } from '../support/api.ts';
import { artifact, signIn } from '../support/session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/** Calls the API from the signed-in page (its cookies and CSRF token), for set-up a test does not exercise through the UI. */
async function callApi<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await page.evaluate(
    async ([method, path, body]) => {
      const csrf = document.cookie.split('; ').find((cookie) => cookie.startsWith('pimento_csrf='))?.split('=')[1] ?? '';
      const response = await fetch(path as string, { method: method as string, headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body] as const,
  );
  if (answer.status >= 300) throw new Error(`${method} ${path} → ${answer.status} ${answer.text.slice(0, 300)}`);
  return (answer.text ? JSON.parse(answer.text) : undefined) as T;
}
/** A catalogue manager's day, one step after the other on one company (names are unique per run). */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const run = Date.now().toString(36);
const code = (name: string) => `${name}_${run}`;
type IdLabel = { id: number; code: string };

async function attributeId(page: Page, attributeCode: string): Promise<number> {
  const list = await callApi<IdLabel[]>(page, 'GET', '/api/catalogue/attribute/only-id-label/');
  return list.find((attribute) => attribute.code === attributeCode)!.id;
}

test('attributes: a section, a group and attributes of every type, with the server rules shown at the field', async ({ page }) => {
  await signIn(page, '/attributes/');
  // Sections and groups are named in each label language, as attribute labels are.
  await page.getByTestId('new-section').click();
  await page.getByRole('textbox', { name: 'Name (EN)' }).fill(`Technical ${run}`);
  await page.getByRole('textbox', { name: 'Name (FR)' }).fill(`Technique ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const section = page.getByTestId(`section-Technical ${run}`);
  await expect(section).toBeVisible();
  await page.getByTestId(`new-group-Technical ${run}`).click();
  await page.getByRole('textbox', { name: 'Name (EN)' }).fill(`Sizes ${run}`);
  await page.getByRole('textbox', { name: 'Name (FR)' }).fill(`Tailles ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId(`group-Sizes ${run}`)).toBeVisible();

  // A text attribute through the drawer.
  await page.getByTestId(`add-attribute-Sizes ${run}`).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code('finish'));
  await page.getByRole('textbox', { name: 'Label (EN)', exact: true }).fill(`Finish ${run}`);
  await page.getByRole('textbox', { name: /^Label \(FR\)/ }).fill(`Finition ${run}`);
  await page.getByTestId('attribute-save').click();
  await expect(page.getByTestId(`attribute-row-${code('finish')}`)).toBeVisible();

  // A decimal with a unit, chosen with the keyboard: what is typed picks the entry, not the first one.
  await page.getByTestId(`add-attribute-Sizes ${run}`).click();
  await page.getByTestId('attribute-type').click();
  await page.keyboard.type('Decimal');
  await page.keyboard.press('Enter');
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code('flux'));
  await page.getByRole('textbox', { name: 'Label (EN)', exact: true }).fill(`Flux ${run}`);
  await page.getByTestId('attribute-unit-type').click();
  await page.keyboard.type('Luminous f');
  await page.keyboard.press('Enter');
  await page.getByTestId('attribute-unit').click();
  await page.keyboard.type('kilo');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('attribute-unit-type')).toContainText('Luminous flux');
  await expect(page.getByTestId('attribute-unit')).toContainText('kilolumen (klm)');
  await page.getByTestId('attribute-save').click();
  await expect(page.getByTestId(`attribute-row-${code('flux')}`)).toBeVisible();

  // The same code again: the server refuses it and says so at the code field.
  await page.getByTestId(`add-attribute-Sizes ${run}`).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code('finish').toUpperCase());
  await page.getByRole('textbox', { name: 'Label (EN)', exact: true }).fill(`Other ${run}`);
  await page.getByTestId('attribute-save').click();
  await expect(page.locator('.ant-form-item-has-error').filter({ hasText: 'Code' })).toContainText(/already has this code/i);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Every other type, created through the API and shown in its group with its type.
  const groups = await callApi<{ id: number; name: string }[]>(page, 'GET', '/api/catalogue/attribute-group/');
  const groupId = groups.find((group) => group.name === `Sizes ${run}`)!.id;
  const definitions: [string, Record<string, unknown>][] = [
    ['integer', {}], ['decimal', { unit_type: 'mass', unit: 'g', max: 5000 }], ['long_text', { localizable: true }], ['boolean', {}], ['date', {}], ['time', {}], ['url', {}], ['url_list', {}],
    ['dropdown', { choices: [{ code: 'matt', labels: { en: 'Matt', fr: 'Mat' } }, { code: 'gloss', labels: { en: 'Gloss', fr: 'Brillant' } }] }],
    ['multi_dropdown', { choices: [{ code: 'a', labels: { en: 'A' } }, { code: 'b', labels: { en: 'B' } }] }], ['email', {}], ['range', {}],
  ];
  for (const [type, extra] of definitions) {
    await callApi(page, 'POST', '/api/catalogue/attribute/', { code: code(type), type, labels: { en: `${type} ${run}`, fr: `${type} ${run} fr` }, group_id: groupId, ...extra });
  }
  await page.reload();
  await expect(page.getByTestId(`attribute-row-${code('range')}`)).toContainText('Range');
  await expect(page.getByTestId(`attribute-row-${code('long_text')}`)).toContainText('Per language');
  await page.screenshot({ path: artifact('catalogue-attributes') });
});

test('products: a model and a product, values edited in English and French, history', async ({ page }) => {
  await signIn(page, '/products/');
  await page.getByTestId('entity-switch').getByText('Models').click();
  await page.getByTestId('create-item').click();
  await page.getByTestId('create-reference').fill(`MOD-${run}`);
  await page.getByTestId('create-name').fill(`Model ${run}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Model ${run}`);
  await page.getByText('Back to the list').click();
  // Back to the model listing, which has an address of its own (a link to it can be shared).
  await expect(page).toHaveURL(/\/products\/\?entity=model$/);
  await page.reload();
  await expect(page.getByTestId('entity-switch').getByRole('radio', { name: 'Models' })).toBeChecked();

  await page.getByTestId('entity-switch').getByText('Products').click();
  await page.getByTestId('create-item').click();
  await page.getByTestId('create-sku').fill(`SKU-${run}`);
  await page.getByTestId('create-name').fill(`Product ${run}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Product ${run}`);
  await expect(page.getByTestId(`value-${code('long_text')}`)).toBeVisible();
  await expectNoSeriousViolations(page, 'the product page, a value of every type');

  const longText = page.getByTestId(`value-${code('long_text')}`);
  await longText.locator('textarea').nth(0).fill('A sturdy finish');
  await longText.locator('textarea').nth(1).fill('Une finition robuste');
  await page.getByTestId(`value-${code('integer')}`).locator('input').fill('42');
  await page.getByTestId(`value-${code('decimal')}`).locator('input').fill('12.5');
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`value-${code('long_text')}`).locator('textarea').nth(1)).toHaveValue('Une finition robuste');

  // A number outside its rule keeps what was typed, says the rule at the field, and is not saved.
  const decimal = page.getByTestId(`value-${code('decimal')}`).locator('input');
  await decimal.fill('6000');
  await decimal.press('Tab');
  await expect(decimal).toHaveValue('6000');
  await expect(page.getByTestId(`value-${code('decimal')}`)).toContainText('6,000 is above the maximum of 5,000.');
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-form-error')).toBeVisible();
  await page.getByText('Discard changes').click();

  // A value refused by the server is shown at its field.
  await page.getByTestId(`value-${code('email')}`).locator('input').fill('not-an-email');
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId(`value-${code('email')}`).locator('.ant-form-item-explain-error')).toBeVisible();

  await page.getByText('Discard changes').click();

  // In French, the page names its section, group and categories in French; a category without a
  // French name shows its name in the company's first label language.
  const lighting = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { names: { en: `Lighting ${run}`, fr: `Éclairage ${run}` } });
  const indoor = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { names: { en: 'Indoor', fr: 'Intérieur' }, parent_id: lighting.id });
  const spots = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { names: { en: 'Spots' }, parent_id: indoor.id });
  const productId = Number(new URL(page.url()).searchParams.get('product'));
  const current = await callApi<{ id: number; version: number }>(page, 'GET', `/api/catalogue/product/${productId}/`);
  await callApi(page, 'PATCH', `/api/catalogue/product/${current.id}/`, { version: current.version, categories: [indoor.id, spots.id] });
  await switchLanguage(page, 'fr');
  await page.reload();
  await expect(page.getByText(`Technique ${run}`, { exact: true })).toBeVisible();
  await expect(page.getByTestId(`value-group-Tailles ${run}`)).toBeVisible();
  await expect(page.getByTestId('item-categories')).toContainText(`Éclairage ${run} › Intérieur`);
  await expect(page.getByTestId('item-categories')).toContainText(`Éclairage ${run} › Intérieur › Spots`);
  await expectNoSeriousViolations(page, 'the product page in French');
  await page.getByRole('tab', { name: 'Historique' }).click();
  await expect(page.getByTestId('history')).toContainText(`Éclairage ${run} › Intérieur; Éclairage ${run} › Intérieur › Spots`);
  await switchLanguage(page, 'en');
  // History: values with their unit, a per-language value on one line per language, dates relative.
  const history = page.getByTestId('history');
  await expect(history).toContainText('42');
  await expect(history).toContainText('12.5 g');
  await expect(history).toContainText(`long_text ${run} (FR)`);
  await expect(history).toContainText('Une finition robuste');
  await expect(history).toContainText('a few seconds ago');
  await page.screenshot({ path: artifact('catalogue-product-history') });
});

test('listing: filter on an attribute, save the filter, paste 1,000 SKUs, bulk-change status', async ({ page }) => {
  await signIn(page, '/products/');
  const integerId = await attributeId(page, code('integer'));
  for (let index = 0; index < 25; index += 1) {
    await callApi(page, 'POST', '/api/catalogue/product/', { sku: `BULK-${run}-${index}`, name: `Bulk ${index}`, values: { [integerId]: index } });
  }
  await page.reload();

  // Filter: integer attribute between 10 and 14.
  await page.getByTestId('add-filter').click();
  await page.getByTestId('filter-field').click();
  await page.keyboard.type(`integer ${run}`);
  await page.keyboard.press('Enter');
  await page.getByTestId('filter-operator').click();
  await page.getByTitle('is between').click();
  await page.getByLabel('From', { exact: true }).fill('10');
  await page.getByLabel('To', { exact: true }).fill('14');
  await page.getByTestId('filter-apply').click();
  await expect(page.getByTestId('listing-count')).toHaveText('5 products');

  await page.getByTestId('save-filter').click();
  await page.getByTestId('name-prompt-input').fill(`Ten to fourteen ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Filter “Ten to fourteen ${run}” saved`)).toBeVisible();
  await page.getByText('Clear all').click();
  await page.getByTestId('saved-filters').click();
  await page.getByRole('option', { name: `Ten to fourteen ${run}` }).click();
  await expect(page.getByTestId('listing-count')).toHaveText('5 products');
  await page.getByText('Clear all').click();

  // 1,000 pasted SKUs, 25 of which exist, one of them typed in lower case: the misses are named.
  const pasted = [
    ...Array.from({ length: 975 }, (_, index) => `MISSING-${run}-${index}`),
    `BULK-${run}-0`.toLowerCase(),
    ...Array.from({ length: 24 }, (_, index) => `BULK-${run}-${index + 1}`),
  ].join('\n');
  await page.getByTestId('paste-list').click();
  await page.getByTestId('paste-input').fill(pasted);
  await expect(page.getByTestId('paste-count')).toContainText('1,000 distinct values');
  await page.getByTestId('paste-apply').click();
  const report = page.getByTestId('paste-report');
  await expect(report).toContainText('25 of 1,000 values found');
  await expect(report).toContainText('1 found by ignoring upper and lower case.');
  await expect(report).toContainText('975 values matched nothing');
  await expect(page.getByTestId('paste-misses')).toContainText(`MISSING-${run}-0`);
  await page.screenshot({ path: artifact('catalogue-paste-report') });
  const download = page.waitForEvent('download');
  await page.getByTestId('paste-download-misses').click();
  const misses = await (await download).path();
  expect(readFileSync(misses, 'utf8').split('\r\n').filter(Boolean)).toHaveLength(976);
  await page.getByTestId('paste-apply').click();
  await expect(page.getByTestId('listing-count')).toHaveText('25 products');

  // Bulk: every result to end of life, as a job.
  await page.getByTestId('bulk-actions').click();
  await page.getByRole('menuitem', { name: 'Change status' }).click();
  await page.getByTestId('bulk-status').click();
  await page.getByTitle('End of life').click();
  await page.getByTestId('bulk-start').click();
  await expect
    .poll(async () => (await callApi<{ count: number }>(page, 'POST', '/api/catalogue/product/search/count/', { filters: [{ field: 'sku', operator: 'starts_with', value: `BULK-${run}` }, { field: 'status', operator: 'equals', value: 'end_of_life' }] })).count, { timeout: 30_000 })
    .toBe(25);
  // The task says what it is and what it did, in the panel and in its toast.
  await expect(page.getByText('Status changed on 25 products').first()).toBeVisible();
  const line = page.getByTestId('tasks-panel').getByTestId('task-line').first();
  await expect(line).toContainText('Bulk edit: change the status');
  await expect(line.getByTestId('task-outcome')).toHaveText('Status changed on 25 products');
  await page.screenshot({ path: artifact('catalogue-listing') });
});

test('more than 100,000 pasted values are refused with a clear message', async ({ page }) => {
  await signIn(page, '/products/');
  await page.getByTestId('paste-list').click();
  // 100,001 lines typed key by key would take minutes: set the pasted text at once, as a paste does.
  await page.getByTestId('paste-input').evaluate((textarea, text) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(textarea, text);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  }, Array.from({ length: 100_001 }, (_, index) => `S${index}`).join('\n'));
  await expect(page.getByTestId('paste-too-many')).toContainText('the limit is 100,000');
  await expect(page.getByTestId('paste-apply')).toBeDisabled();
});

test('categories: a subcategory reordered by drag and drop; the delete confirmation states its impact', async ({ page }) => {
  await signIn(page, '/category/');
  const root = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Tools ${run}` });
  const drills = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Drills ${run}`, parent_id: root.id });
  const saws = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Saws ${run}`, parent_id: root.id });
  await page.reload();
  // Saws dragged onto the top edge of Drills: it moves before it.
  const node = (name: string) => page.locator('.ant-tree-treenode', { has: page.getByTestId(`category-${name} ${run}`) });
  await node('Saws').dragTo(node('Drills'), { sourcePosition: { x: 80, y: 12 }, targetPosition: { x: 80, y: 2 } });
  await expect(page.getByText(`“Saws ${run}” moved`)).toBeVisible();
  await expect
    .poll(async () => {
      const tree = await callApi<{ results: { id: number; parent_id: number | null; position: number }[] }>(page, 'GET', '/api/catalogue/category/tree/');
      const position = (id: number) => tree.results.find((category) => category.id === id)!.position;
      return position(saws.id) < position(drills.id);
    })
    .toBe(true);

  await page.getByRole('button', { name: `Delete Drills ${run}` }).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('This deletes this category. No product is classified in it.');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.screenshot({ path: artifact('catalogue-categories') });
});
