import { expect, test } from '@playwright/test';
import { attributeGroup, callApi, switchLanguage } from '../support/api.ts';
import { artifact, signIn } from '../support/session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/** `/pimento-object/`: object types and objects, the targets of object-link attributes. */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = Date.now().toString(36);
type ObjectType = { id: number; name: string; object_count: number };

test('object types: create, rename, delete; an object states and enforces its group rule at the field', async ({ page }) => {
  await signIn(page, '/pimento-object/');
  await expect(page.getByRole('heading', { level: 2, name: 'Objects' })).toBeVisible();

  await page.getByTestId('new-object-type').click();
  await page.getByTestId('name-prompt-input').fill(`Brands ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId(`object-type-Brands ${run}`)).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('objects-of-type')).toContainText(`No object of type “Brands ${run}” yet.`);

  // The same name again: the server's refusal at the name.
  await page.getByTestId('new-object-type').click();
  await page.getByTestId('name-prompt-input').fill(`brands ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('.ant-modal').filter({ hasText: 'New type' })).toContainText('Another object type already has this name.');
  await page.getByTestId('name-prompt-input').fill(`Suppliers ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId(`object-type-Suppliers ${run}`)).toBeVisible();

  // A new object: the rule is stated at the groups field, and an object without a group is refused there.
  await page.getByTestId(`object-type-Brands ${run}`).click();
  await page.getByTestId('new-object').click();
  const dialog = page.locator('.ant-modal').filter({ hasText: `New object of type “Brands ${run}”` });
  await expect(dialog).toContainText('An object must belong to at least one user group');
  await page.getByTestId('object-name').fill(`Acme ${run}`);
  // Every company starts with a group ("General"), offered already chosen while it is the only one
  // (other journeys add groups to the shared company). Without a group, the rule holds.
  const chosen = dialog.locator('.ant-select-selection-item-remove');
  while ((await chosen.count()) > 0) await chosen.first().click();
  await page.getByTestId('object-save').click();
  await expect(dialog.locator('.ant-form-item-has-error').filter({ hasText: 'User groups' })).toContainText('An object must belong to at least one group.');
  await page.screenshot({ path: artifact('catalogue-object-form') });
  await expectNoSeriousViolations(page, 'the object dialog with an error at its field');
  await dialog.getByTestId('object-groups').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^General$/ }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('object-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('objects-of-type')).toContainText(`Acme ${run}`);

  // Rename, then delete an empty type.
  await page.getByRole('button', { name: `More actions for type Suppliers ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByTestId('name-prompt-input').fill(`Makers ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId(`object-type-Makers ${run}`)).toBeVisible();
  await page.getByRole('button', { name: `More actions for type Makers ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('It has no object.');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Object type “Makers ${run}” deleted`)).toBeVisible();
  await expect(page.getByTestId(`object-type-Makers ${run}`)).toHaveCount(0);

  // A type an object-link attribute points to cannot be deleted: the server's message.
  const types = await callApi<ObjectType[]>(page, 'GET', '/api/catalogue/object-type/');
  const brands = types.find((type) => type.name === `Brands ${run}`)!;
  const groupId = await attributeGroup(page, `Links ${run}`);
  await callApi(page, 'POST', '/api/catalogue/attribute/', { code: `brand_${run}`, type: 'object_link', labels: { en: `Brand ${run}` }, group_id: groupId, object_type_id: brands.id });
  await page.getByRole('button', { name: `More actions for type Brands ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('This object type still has objects or object-link attributes.')).toBeVisible();
  await page.screenshot({ path: artifact('catalogue-objects') });

  try {
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('heading', { level: 2, name: 'Objets' })).toBeVisible();
    await page.getByTestId('new-object').click();
    await expect(page.locator('.ant-modal')).toContainText('Un objet doit appartenir à au moins un groupe d’utilisateurs');
    await page.screenshot({ path: artifact('catalogue-object-form-fr') });
    await page.getByRole('button', { name: 'Annuler' }).click();
  } finally {
    await switchLanguage(page, 'en');
  }
});

test('the object-link value editor on a product searches the objects of its type and saves the one picked', async ({ page }) => {
  await signIn(page, '/products/');
  const types = await callApi<ObjectType[]>(page, 'GET', '/api/catalogue/object-type/');
  const brands = types.find((type) => type.name === `Brands ${run}`)!;
  const product = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/product/', { sku: `OBJ-${run}`, name: `Branded ${run}` });
  await page.goto(`/products/?product=${product.id}`);
  const editor = page.getByTestId(`value-brand_${run}`);
  await expect(editor).toBeVisible();
  const objectsAsked = page.waitForRequest((request) => request.url().includes(`/api/catalogue/object/?object_type_id=${brands.id}`));
  await editor.getByTestId('object-link-select').click();
  await objectsAsked;
  const searched = page.waitForRequest((request) => request.url().includes(`object_type_id=${brands.id}`) && request.url().includes('search=Acme'));
  await page.keyboard.type('Acme');
  await searched;
  await page.screenshot({ path: artifact('catalogue-object-link-editor') });
  await page.locator('.ant-select-item-option').filter({ hasText: `Acme ${run}` }).click();
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-save')).toBeDisabled();
  await page.reload();
  await expect(page.getByTestId(`value-brand_${run}`)).toContainText(`Acme ${run}`);
});
