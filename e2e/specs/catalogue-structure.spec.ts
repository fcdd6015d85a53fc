import { expect, test, type Page } from '@playwright/test';
import { attributeGroup, callApi, switchLanguage } from '../support/api.ts';
import { artifact, signIn } from '../support/session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/** The attribute structure tabs of `/attributes/`: shared dropdown lists and attribute sets. */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = Date.now().toString(36);
type ChoiceList = { id: number; name: string; choices: { code: string; labels: Record<string, string> }[]; attribute_count: number };
type AttributeSet = { id: number; name: string; attribute_count: number };

const listRow = (page: Page, name: string) => page.getByTestId(`choice-list-${name}`);

test('dropdown lists: create with unique codes and labels per language, use one in an attribute, a list in use cannot be deleted', async ({ page }) => {
  await signIn(page, '/attributes/');
  await page.getByRole('tab', { name: 'Dropdown lists' }).click();
  await expect(page).toHaveURL(/\/attributes\/\?tab=lists$/);

  await page.getByTestId('new-choice-list').click();
  await page.getByTestId('choice-list-name').fill(`Colours ${run}`);
  await page.getByLabel('Code of choice 1').fill('red');
  await page.getByLabel('Label (EN) of choice 1').fill('Red');
  await page.getByLabel('Label (FR) of choice 1').fill('Rouge');
  await page.getByTestId('add-choice').click();
  // Two choices cannot share a code: said at the second code.
  await page.getByLabel('Code of choice 2').fill('RED');
  await page.getByTestId('choice-list-save').click();
  await expect(page.getByTestId('choice-row-1')).toContainText('Two choices cannot share a code.');
  await expectNoSeriousViolations(page, 'the dropdown list drawer with an error at a field');
  // Nor be empty.
  await page.getByLabel('Code of choice 2').fill('');
  await expect(page.getByTestId('choice-row-1')).toContainText('Enter a code.');
  await page.getByLabel('Code of choice 2').fill('blue');
  await page.getByLabel('Label (EN) of choice 2').fill('Blue');
  await page.getByLabel('Label (FR) of choice 2').fill('Bleu');
  await page.getByTestId('add-choice').click();
  await page.getByLabel('Code of choice 3').fill('green');
  await page.getByLabel('Label (EN) of choice 3').fill('Green');
  await page.getByLabel('Label (FR) of choice 3').fill('Vert');
  // The last one moves to the top.
  await page.getByTestId('choice-row-2').getByRole('button', { name: 'Move up' }).click();
  await page.getByTestId('choice-row-1').getByRole('button', { name: 'Move up' }).click();
  await page.getByTestId('choice-list-save').click();
  await expect(page.getByText(`Dropdown list “Colours ${run}” created`)).toBeVisible();
  await expect(listRow(page, `Colours ${run}`)).toContainText('Green');
  await expect(listRow(page, `Colours ${run}`)).toContainText('Not used');
  const lists = await callApi<ChoiceList[]>(page, 'GET', '/api/catalogue/choice-list/');
  const colours = lists.find((list) => list.name === `Colours ${run}`)!;
  expect(colours.choices).toEqual([
    { code: 'green', labels: { en: 'Green', fr: 'Vert' } },
    { code: 'red', labels: { en: 'Red', fr: 'Rouge' } },
    { code: 'blue', labels: { en: 'Blue', fr: 'Bleu' } },
  ]);

  // Another list with the same name: the server's refusal, at the name.
  await page.getByTestId('new-choice-list').click();
  await page.getByTestId('choice-list-name').fill(`colours ${run}`);
  await page.getByLabel('Code of choice 1').fill('x');
  await page.getByTestId('choice-list-save').click();
  await expect(page.locator('.ant-form-item-has-error').filter({ hasText: 'Name' })).toContainText('Another choice list already has this name.');
  await page.getByTestId('choice-list-name').fill(`Spare ${run}`);
  await page.getByTestId('choice-list-save').click();
  await expect(listRow(page, `Spare ${run}`)).toBeVisible();

  // Edit: a label changes, a choice goes.
  await listRow(page, `Colours ${run}`).getByRole('button', { name: `Edit Colours ${run}` }).click();
  await page.getByLabel('Label (EN) of choice 3').fill('Navy blue');
  await page.getByTestId('choice-row-0').getByRole('button', { name: 'Remove this choice' }).click();
  await page.getByTestId('choice-list-save').click();
  await expect(page.getByText(`Dropdown list “Colours ${run}” saved`)).toBeVisible();
  await expect(listRow(page, `Colours ${run}`)).toContainText('Navy blue');
  await expect(listRow(page, `Colours ${run}`)).not.toContainText('Green');

  // The attribute form's "dropdown list" select offers the shared lists.
  await attributeGroup(page, `Finish ${run}`);
  await page.reload();
  await page.getByRole('tab', { name: 'Attributes' }).click();
  await page.getByTestId(`add-attribute-Finish ${run}`).click();
  await page.getByTestId('attribute-type').click();
  await page.keyboard.type('Dropdown');
  await page.getByTitle('Dropdown', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(`colour_${run}`);
  await page.getByRole('textbox', { name: 'Label (EN)', exact: true }).fill(`Colour ${run}`);
  await page.getByText('A shared dropdown list').click();
  await page.getByTestId('attribute-choice-list').click();
  await page.locator('.ant-select-item-option').filter({ hasText: `Colours ${run}` }).click();
  await expect(page.getByTestId('manage-choice-lists')).toBeVisible();
  await page.screenshot({ path: artifact('catalogue-attribute-choice-list') });
  await page.getByTestId('attribute-save').click();
  await expect(page.getByTestId(`attribute-row-colour_${run}`)).toContainText('2 choices');

  // In use: no Delete is offered; the dialog says why and which attribute uses the list.
  await page.getByRole('tab', { name: 'Dropdown lists' }).click();
  await expect(listRow(page, `Colours ${run}`)).toContainText('1 attribute');
  await page.screenshot({ path: artifact('catalogue-dropdown-lists') });
  await listRow(page, `Colours ${run}`).getByRole('button', { name: `Why Colours ${run} cannot be deleted` }).click();
  const refusal = page.locator('.ant-modal-confirm');
  await expect(refusal).toContainText(`The dropdown list “Colours ${run}” cannot be deleted`);
  await expect(refusal).toContainText('1 attribute uses it');
  await expect(refusal).toContainText(`Used by: Colour ${run}.`);
  await expect(refusal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Understood' }).click();
  await expect(refusal).toHaveCount(0);
  await expect(listRow(page, `Colours ${run}`)).toBeVisible();

  // Unused: deleted.
  await listRow(page, `Spare ${run}`).getByRole('button', { name: `Delete Spare ${run}` }).click();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Dropdown list “Spare ${run}” deleted`)).toBeVisible();
  await expect(listRow(page, `Spare ${run}`)).toHaveCount(0);

  // The same screen in French.
  try {
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('tab', { name: 'Listes déroulantes' })).toBeVisible();
    await expect(listRow(page, `Colours ${run}`)).toContainText('Rouge');
    await listRow(page, `Colours ${run}`).getByRole('button', { name: `Modifier Colours ${run}` }).click();
    await expect(page.getByText('Chaque choix a un code')).toBeVisible();
    await page.screenshot({ path: artifact('catalogue-dropdown-list-editor-fr') });
    await page.getByRole('button', { name: 'Annuler' }).click();
  } finally {
    await switchLanguage(page, 'en');
  }
});

test('attribute sets: create, rename, tick attributes in, reorder by drag and drop, delete', async ({ page }) => {
  await signIn(page, '/attributes/?tab=sets');
  const groupId = await attributeGroup(page, `Outdoor kit ${run}`);
  for (const name of ['tent', 'stove', 'lamp']) {
    await callApi(page, 'POST', '/api/catalogue/attribute/', { code: `${name}_${run}`, type: 'text', labels: { en: `${name} ${run}`, fr: `${name} ${run} fr` }, group_id: groupId });
  }
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Attribute sets', selected: true })).toBeVisible();

  for (const name of [`Camping ${run}`, `Hiking ${run}`]) {
    await page.getByTestId('new-attribute-set').click();
    await page.getByTestId('name-prompt-input').fill(name);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId(`attribute-set-${name}`)).toBeVisible();
  }
  // A new set is chosen at once; its attributes are ticked in.
  await expect(page.getByTestId(`attribute-set-Hiking ${run}`)).toHaveAttribute('aria-current', 'true');
  await page.getByTestId(`attribute-set-Camping ${run}`).click();
  await page.getByTestId(`set-attribute-tent_${run}`).getByRole('checkbox').check();
  await page.getByTestId(`set-attribute-stove_${run}`).getByRole('checkbox').check();
  await expect(page.getByTestId('set-member-count')).toHaveText('2 attributes');
  await expect(page.getByTestId(`set-group-Outdoor kit ${run}`)).toContainText('2 of 3');
  // Only the set's attributes.
  await page.getByText('In this set', { exact: true }).click();
  await expect(page.getByTestId(`set-attribute-lamp_${run}`)).toHaveCount(0);
  await expect(page.getByTestId(`set-attribute-tent_${run}`)).toBeVisible();
  await page.screenshot({ path: artifact('catalogue-attribute-sets') });
  await page.getByText('All attributes', { exact: true }).click();
  await page.getByTestId(`set-attribute-stove_${run}`).getByRole('checkbox').uncheck();
  await expect(page.getByTestId('set-member-count')).toHaveText('1 attribute');
  const tent = (await callApi<{ id: number; code: string }[]>(page, 'GET', '/api/catalogue/attribute/only-id-label/')).find((attribute) => attribute.code === `tent_${run}`)!;
  const sets = await callApi<AttributeSet[]>(page, 'GET', '/api/catalogue/attribute-set/');
  const camping = sets.find((set) => set.name === `Camping ${run}`)!;
  expect((await callApi<{ set_ids: number[] }>(page, 'GET', `/api/catalogue/attribute/${tent.id}/`)).set_ids).toContain(camping.id);

  // The attributes tab filters by set.
  await page.getByRole('tab', { name: 'Attributes' }).click();
  await page.getByTestId('attribute-set-filter').click();
  await page.locator('.ant-select-item-option').filter({ hasText: `Camping ${run}` }).click();
  await expect(page.getByTestId(`attribute-row-tent_${run}`)).toBeVisible();
  await expect(page.getByTestId(`attribute-row-lamp_${run}`)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Attribute sets' }).click();

  // Rename.
  await page.getByRole('button', { name: `More actions for set Hiking ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByTestId('name-prompt-input').fill(`Trekking ${run}`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId(`attribute-set-Trekking ${run}`)).toBeVisible();
  await expect(page.getByTestId('name-prompt-input')).toBeHidden();
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);

  // Drag Trekking above Camping by its handle (dnd-kit: pointer down, move, up).
  const order = async () => (await callApi<AttributeSet[]>(page, 'GET', '/api/catalogue/attribute-set/')).map((set) => set.name).filter((name) => name.endsWith(run));
  expect(await order()).toEqual([`Camping ${run}`, `Trekking ${run}`]);
  const handle = page.getByRole('button', { name: `Move set Trekking ${run}` });
  const target = page.getByTestId(`attribute-set-Camping ${run}`);
  await handle.hover();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
  await page.mouse.move(from.x + from.width / 2, to.y + 2, { steps: 10 });
  await page.mouse.up();
  await expect.poll(order).toEqual([`Trekking ${run}`, `Camping ${run}`]);
  await expect(page.getByTestId('attribute-set-list').locator('[data-testid^="attribute-set-"]').filter({ hasText: run }).first()).toContainText(`Trekking ${run}`);

  // Delete: the attributes stay.
  await page.getByRole('button', { name: `More actions for set Camping ${run}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.locator('.ant-modal-confirm')).toContainText('stays in place');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId(`attribute-set-Camping ${run}`)).toHaveCount(0);
  expect((await callApi<{ set_ids: number[] }>(page, 'GET', `/api/catalogue/attribute/${tent.id}/`)).set_ids).not.toContain(camping.id);

  try {
    await switchLanguage(page, 'fr');
    await expect(page.getByRole('tab', { name: 'Ensembles d’attributs' })).toBeVisible();
    await page.getByTestId(`attribute-set-Trekking ${run}`).click();
    await page.screenshot({ path: artifact('catalogue-attribute-sets-fr') });
  } finally {
    await switchLanguage(page, 'en');
  }
});
