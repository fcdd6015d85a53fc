import { expect, test, type Page } from '@playwright/test';
import { attributeGroup, callApi } from '../support/api.ts';
import { artifact, signIn } from '../support/session.ts';

/** The listing's columns are the user's, kept on the server: they follow the user to another browser. */
test.describe.configure({ timeout: 90_000 });

const run = Date.now().toString(36);

async function pickColumns(page: Page, labels: string[]): Promise<void> {
  await page.getByTestId('columns-picker').click();
  const select = page.getByTestId('columns-select');
  for (const label of labels) {
    await select.click();
    await page.keyboard.type(label);
    await page.locator('.ant-select-item-option').filter({ hasText: label }).click();
  }
  await page.keyboard.press('Escape');
}

const header = (page: Page) => page.getByTestId('listing-table').getByRole('columnheader');

test('chosen columns are saved for the user and shown in another browser; none stays in local storage', async ({ page, browser }) => {
  await signIn(page, '/products/');
  const groupId = await attributeGroup(page, `Columns ${run}`);
  for (const name of ['width', 'height']) {
    await callApi(page, 'POST', '/api/catalogue/attribute/', { code: `${name}_${run}`, type: 'integer', labels: { en: `${name} ${run}`, fr: `${name} ${run} fr` }, group_id: groupId });
  }
  await callApi(page, 'POST', '/api/catalogue/user/product-columns/', ['sku', 'name', 'status', 'model', 'updated']);
  // A catalogue with a product shows the listing (an empty one shows its first steps instead).
  await callApi(page, 'POST', '/api/catalogue/product/', { sku: `COLUMNS-${run}`, name: `Columns ${run}` });
  await page.reload();
  await expect(header(page).filter({ hasText: `width ${run}` })).toHaveCount(0);

  await pickColumns(page, [`height ${run}`, `width ${run}`]);
  await expect(header(page).filter({ hasText: `height ${run}` })).toBeVisible();
  await expect(page.getByTestId('columns-picker')).toContainText('2');
  const ids = await callApi<{ id: number; code: string }[]>(page, 'GET', '/api/catalogue/attribute/only-id-label/');
  const idOf = (code: string) => ids.find((attribute) => attribute.code === code)!.id;
  await expect
    .poll(() => callApi<string[]>(page, 'GET', '/api/catalogue/user/product-columns/'))
    .toEqual(['sku', 'name', 'status', 'model', `attribute:${idOf(`height_${run}`)}`, `attribute:${idOf(`width_${run}`)}`, 'updated']);
  const stored = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(localStorage))));
  expect(stored).not.toContain('attribute:');
  await page.getByRole('heading', { level: 2 }).click();
  await page.screenshot({ path: artifact('catalogue-listing-columns') });

  // Another browser (no shared storage): the same columns, in the same order.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await signIn(otherPage, '/products/');
    const titles = otherPage.getByTestId('listing-table').getByRole('columnheader');
    await expect(titles.filter({ hasText: `width ${run}` })).toBeVisible();
    const texts = await titles.allInnerTexts();
    expect(texts.findIndex((text) => text.includes(`height ${run}`))).toBeLessThan(texts.findIndex((text) => text.includes(`width ${run}`)));

    // Removing every attribute column there is kept too: the first page has none afterwards.
    await otherPage.getByTestId('columns-picker').click();
    await otherPage.getByTestId('columns-select').locator('.ant-select-clear').click({ force: true });
    await otherPage.keyboard.press('Escape');
    await expect(titles.filter({ hasText: `width ${run}` })).toHaveCount(0);
  } finally {
    await other.close();
  }
  await expect.poll(() => callApi<string[]>(page, 'GET', '/api/catalogue/user/product-columns/')).toEqual(['sku', 'name', 'status', 'model', 'updated']);
  await page.reload();
  await expect(page.getByTestId('listing-count')).toBeVisible();
  await expect(header(page).filter({ hasText: `height ${run}` })).toHaveCount(0);
});
