import { expect, test, type Page } from '@playwright/test';
import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import { completionApi, type CompletionSettings } from '@pimento/shared-kit/contracts/completion';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { validationRulesApi, type ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { attributeGroup, callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * Completion (docs/completion.md): a client's rule asks a power of its lamps; the client's card says
 * how complete they are and opens the listing on the gap; the lamp's page says what is missing and
 * why, leads to the field, and a power typed in completes it.
 */
test.describe.configure({ timeout: 120_000 });

// The worker's company is shared with its other journeys: the rule goes when the journey ends, passed or not.
test.afterEach(async ({ page }) => {
  const rules = (await callApi<{ results: ValidationRule[] }>(page, 'GET', endpointPath(validationRulesApi.list, {}))).results;
  for (const rule of rules.filter((candidate) => candidate.name.startsWith('Lamp shop power'))) await callApi(page, 'DELETE', endpointPath(validationRulesApi.delete, { id: rule.id }));
});

/** Until the recomputation a change started has ended. */
async function settled(page: Page): Promise<void> {
  await expect.poll(async () => (await callApi<CompletionSettings>(page, 'GET', endpointPath(completionApi.settings, undefined))).state, { timeout: 60_000 }).toBe('ready');
}

test('a client’s rule lowers its completion, the card opens the gap, the product page leads to the missing value', async ({ page }) => {
  const run = Date.now().toString(36);
  await signIn(page, '/attributes/?tab=rules');
  await expect(page.getByTestId('completion-method')).toContainText('Completion method');
  await expectNoSeriousViolations(page, 'the completion method on the rules tab');

  const groupId = await attributeGroup(page, `Completion ${run}`);
  const power = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute/', { code: `watts_${run}`, type: 'decimal', labels: { en: `Watts ${run}` }, group_id: groupId });
  const lamps = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Lamps ${run}` });
  const shop = await callApi<{ id: number }>(page, 'POST', endpointPath(clientsApi.create, {}), { name: `Lamp shop ${run}`, product_rules: [{ kind: 'categories', category_ids: [lamps.id] }] });
  const lamp = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku: `CMP-${run}`, name: `Lamp ${run}`, categories: [lamps.id] });
  await callApi(page, 'POST', endpointPath(validationRulesApi.create, {}), {
    name: `Lamp shop power ${run}`,
    filters: [{ field: 'client', operator: 'equals', value: shop.id }],
    target: { kind: 'attribute', attribute_id: power.id },
    operator: 'mandatory',
  });
  await settled(page);

  // The client's card: its one product at 0 %, and the listing opened on the products below 80 %.
  await page.goto(`/clients/?client=${shop.id}`);
  const card = page.getByTestId('client-completion');
  await expect(card.getByTestId('client-completion-average')).toHaveText('0 %');
  await expect(card).toContainText('1 product');
  await expect(card.getByTestId('completion-bucket-0')).toContainText('0–19 %: 1');
  await expectNoSeriousViolations(page, 'a client’s completion card');
  await expect(page.locator('.pimento-loader')).toBeHidden();
  await page.screenshot({ path: artifact('client-completion') });
  await card.getByTestId('completion-open-below').click();
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByTestId('filter-chip').filter({ hasText: `Completion for Lamp shop ${run}` })).toBeVisible();
  await expect(page.getByText(`CMP-${run}`)).toBeVisible();
  await expectNoSeriousViolations(page, 'the listing filtered on a completion gap');

  // The lamp's page: what is missing for the shop and why; the point leads to the field.
  await page.goto(`/products/?product=${lamp.id}`);
  const scope = page.getByTestId(`completion-scope-${shop.id}`);
  await expect(scope).toHaveText(`Lamp shop ${run}: 0 %`);
  await scope.click();
  const point = page.getByTestId(`missing-point-${power.id}`);
  await expect(point).toHaveText(`Watts ${run} is empty — required by the rule “Lamp shop power ${run}”`);
  await expectNoSeriousViolations(page, 'a product’s missing points');
  await page.screenshot({ path: artifact('product-completion') });
  await point.click();
  await expect(page.locator(`#value-${power.id}`)).toBeFocused();
  await page.keyboard.type('40');
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(scope).toHaveText(`Lamp shop ${run}: 100 %`);
});
