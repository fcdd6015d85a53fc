import { expect, test, type Page } from '@playwright/test';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { validationRulesApi, type ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { attributeGroup, callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * `/attributes/?tab=rules`: an administrator makes the power mandatory for cables and blocking; the
 * cable's page warns at the field, a save that keeps the power empty is refused there, a power
 * typed in clears it.
 */
test.describe.configure({ timeout: 120_000 });

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.locator('.ant-drawer').getByLabel(label, { exact: true }).click();
  await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first().click();
}

// The worker's company is shared with its other journeys: the rule goes when the journey ends, passed or not.
test.afterEach(async ({ page }) => {
  const rules = (await callApi<{ results: ValidationRule[] }>(page, 'GET', endpointPath(validationRulesApi.list, {}))).results;
  for (const rule of rules.filter((candidate) => candidate.name.startsWith('Cables need a power'))) await callApi(page, 'DELETE', endpointPath(validationRulesApi.delete, { id: rule.id }));
});

test('a blocking rule for a category: warned at the field, the save refused there, then met', async ({ page }) => {
  const run = Date.now().toString(36);
  await signIn(page, '/attributes/?tab=rules');
  const groupId = await attributeGroup(page, `Rules ${run}`);
  await callApi(page, 'POST', '/api/catalogue/attribute/', { code: `power_${run}`, type: 'decimal', labels: { en: `Power ${run}` }, group_id: groupId });
  const cables = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Cables ${run}` });
  const cable = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku: `RUL-${run}`, name: `Cable ${run}`, categories: [cables.id] });
  await page.reload();

  // The rule: for products in the category, the power is filled; blocking.
  await page.getByTestId('new-rule').click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: 'New rule' });
  await drawer.getByTestId('rule-name').fill(`Cables need a power ${run}`);
  await drawer.getByTestId('add-filter').click();
  await page.getByTestId('filter-field').click();
  await page.keyboard.type('Category');
  await page.keyboard.press('Enter');
  await page.getByLabel('Value', { exact: true }).click();
  await page.keyboard.type(`Cables ${run}`);
  await page.keyboard.press('Enter');
  // The list of categories stays open over the buttons (several may be chosen): a press beside it closes it.
  await page.getByRole('dialog', { name: 'Add a filter' }).getByText('Field', { exact: true }).click();
  await page.getByTestId('filter-apply').click();
  await expect(drawer.getByTestId('filter-chip')).toContainText(`Cables ${run}`);
  await pick(page, 'Attribute', `Power ${run}`);
  await drawer.getByTestId('rule-blocking').check();
  await expectNoSeriousViolations(page, 'the rule drawer');
  await drawer.getByTestId('rule-save').click();
  await expect(page.getByTestId(`rule-row-Cables need a power ${run}`)).toContainText(`Power ${run} is filled`);
  await expect(page.getByTestId(`rule-row-Cables need a power ${run}`)).toContainText('Blocks the save');
  await expectNoSeriousViolations(page, 'the validation rules');
  await page.screenshot({ path: artifact('validation-rules') });

  // The cable's page: warned at the power.
  await page.goto(`/products/?product=${cable.id}`);
  const power = page.getByTestId(`value-power_${run}`);
  await expect(page.getByTestId('rule-violations')).toHaveText('This product breaks 1 validation rule: see the field below.');
  await expect(power).toContainText(`Required by the rule “Cables need a power ${run}”.`);
  await expectNoSeriousViolations(page, 'a product page with a broken rule');
  // The start-up loader fades out over the page loaded: the picture waits for it to be gone.
  await expect(page.locator('.pimento-loader')).toBeHidden();
  await page.screenshot({ path: artifact('product-rule-warning') });

  // A save that leaves the power empty is refused at the field; a power typed in is saved and clears the warning.
  await page.getByTestId('item-name').fill(`Cable ${run} (copper)`);
  await page.getByTestId('item-save').click();
  await expect(page.getByTestId('item-form-error')).toBeVisible();
  await expect(power.locator('.ant-form-item-explain-error')).toContainText(`Required by the rule “Cables need a power ${run}”.`);
  await power.locator('input').fill('120');
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rule-violations')).toHaveCount(0);
  await expect(power).not.toContainText('Required by the rule');
});
