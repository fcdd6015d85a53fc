import { expect, test, type Page } from '@playwright/test';
import { clientsApi } from '@pimento/shared-kit/contracts/clients';
import { completionApi, type CompletionDashboard, type CompletionSettings } from '@pimento/shared-kit/contracts/completion';
import { endpointPath } from '@pimento/shared-kit/contracts/endpoint';
import { productsApi } from '@pimento/shared-kit/contracts/products';
import { validationRulesApi, type ValidationRule } from '@pimento/shared-kit/contracts/validation-rules';
import { attributeGroup, callApi } from '../support/api.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';
import { chooseOption, closeOptionList } from '../support/select.ts';
import { artifact, signIn } from '../support/session.ts';

/**
 * The completion dashboard (docs/completion.md "Dashboard"): a client's figures and what it lacks;
 * a bucket opened from the keyboard shows the products in the listing, with their figure as a
 * column and sorted on it; a value filled on the product raises the client's figure.
 */
test.describe.configure({ timeout: 150_000 });

const columnsPath = '/api/catalogue/user/product-columns/';
let columnsBefore: string[] | null = null;

// The worker's company and user are shared with other journeys: the rule and the user's columns
// are put back when the journey ends, passed or not.
test.afterEach(async ({ page }) => {
  const rules = (await callApi<{ results: ValidationRule[] }>(page, 'GET', endpointPath(validationRulesApi.list, {}))).results;
  for (const rule of rules.filter((candidate) => candidate.name.startsWith('Dashboard power'))) await callApi(page, 'DELETE', endpointPath(validationRulesApi.delete, { id: rule.id }));
  if (columnsBefore !== null) await callApi(page, 'POST', columnsPath, columnsBefore);
});

/** Until the recomputation a change started has ended. */
async function settled(page: Page): Promise<void> {
  await expect.poll(async () => (await callApi<CompletionSettings>(page, 'GET', endpointPath(completionApi.settings, undefined))).state, { timeout: 90_000 }).toBe('ready');
}

/** The SKUs of the listing's first rows, in order. */
const firstSkus = (page: Page, count: number) => page.getByTestId('listing-table').locator('tbody tr.pm-grid__row td.pm-grid__cell--pinned').allTextContents().then((skus) => skus.slice(0, count));

test('the dashboard shows a client’s completion and what it lacks, opens a gap in the listing sorted by the figure, and rises once a value is filled', async ({ page }) => {
  const run = Date.now().toString(36);
  await signIn(page, '/products/');
  columnsBefore = await callApi<string[]>(page, 'GET', columnsPath);

  const groupId = await attributeGroup(page, `Dashboard ${run}`);
  const power = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/attribute/', { code: `dash_watts_${run}`, type: 'decimal', labels: { en: `Dash watts ${run}` }, group_id: groupId });
  const lamps = await callApi<{ id: number }>(page, 'POST', '/api/catalogue/category/', { name: `Dash lamps ${run}` });
  const shopName = `Dash shop ${run}`;
  const shop = await callApi<{ id: number }>(page, 'POST', endpointPath(clientsApi.create, {}), { name: shopName, product_rules: [{ kind: 'categories', category_ids: [lamps.id] }] });
  await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku: `DSH-A-${run}`, name: `Lit lamp ${run}`, categories: [lamps.id], values: { [power.id]: 40 } });
  const gap = await callApi<{ id: number }>(page, 'POST', endpointPath(productsApi.create, {}), { sku: `DSH-B-${run}`, name: `Dark lamp ${run}`, categories: [lamps.id] });
  await callApi(page, 'POST', endpointPath(validationRulesApi.create, {}), {
    name: `Dashboard power ${run}`,
    filters: [{ field: 'client', operator: 'equals', value: shop.id }],
    target: { kind: 'attribute', attribute_id: power.id },
    operator: 'mandatory',
  });
  await settled(page);

  // The dashboard: the shop's two lamps, one complete; no price list and no main template yet.
  await page.goto('/dashboard/');
  await expect(page.getByTestId('dashboard-overall-average')).toBeVisible();
  const card = page.getByTestId(`dashboard-client-${shop.id}`);
  await expect(card.getByRole('link', { name: shopName })).toBeVisible();
  await expect(card.getByTestId(`dashboard-client-${shop.id}-problems`)).toHaveText(/No price list is linked to this client\..*No main template is linked to this client\./);
  await expect(card.getByTestId(`dashboard-client-${shop.id}-figures-average`)).toHaveText('50 %');
  await expect(card.getByTestId(`dashboard-client-${shop.id}-figures-complete`)).toHaveText('1 complete');
  // Products furthest from complete: the company's lowest figures (other journeys' products among them).
  await expect(page.getByTestId('dashboard-furthest').getByRole('row').nth(1)).toContainText('0 %');
  await expectNoSeriousViolations(page, 'the completion dashboard');
  await expect(page.locator('.pimento-loader')).toBeHidden();
  await page.screenshot({ path: artifact('completion-dashboard'), fullPage: true });

  // The shop's worst attribute: the power the dark lamp lacks, opening the products that miss it.
  const worst = card.getByTestId(`dashboard-client-${shop.id}-worst`);
  await expect(worst).toContainText(`Dash watts ${run}: 1 product`);
  await worst.getByRole('button', { name: `Dash watts ${run} is missing on 1 product. Open it in the listing` }).click();
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByTestId('filter-chip').filter({ hasText: `Completion for ${shopName} misses` })).toContainText(`Dash watts ${run}`);
  await expect(page.getByTestId('listing-count')).toHaveText('1 product');
  await expect(page.getByTestId('listing-table').locator('tbody tr.pm-grid__row').first()).toContainText(`DSH-B-${run}`);
  await page.goto('/dashboard/');

  // From the keyboard: the shop's 0–19 % bucket opens the listing on that gap, with the figure as a column, sorted.
  const bucket = card.getByTestId(`dashboard-client-${shop.id}-figures-bucket-0`);
  await expect(bucket).toHaveAccessibleName('0–19 %: 1 product. Open it in the listing');
  await bucket.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/$/);
  const figureHeader = page.getByTestId('listing-table').getByRole('columnheader', { name: `Completion for ${shopName}` });
  await expect(figureHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('filter-chip').filter({ hasText: `Completion for ${shopName}` })).toBeVisible();
  await expect(page.getByTestId('listing-count')).toHaveText('1 product');
  await expect(page.getByTestId('listing-table').locator('tbody tr.pm-grid__row').first()).toContainText(`DSH-B-${run}`);
  await expect(page.getByTestId('listing-table').locator('tbody tr.pm-grid__row').first()).toContainText('0 %');
  await expectNoSeriousViolations(page, 'the listing opened on a completion gap, sorted by the figure');

  // Without the filter: the shop's products first, lowest first; the header turns the order round.
  await page.getByRole('button', { name: `Remove the filter “Completion for ${shopName} ≤ 19”` }).click();
  await expect.poll(() => firstSkus(page, 2)).toEqual([`DSH-B-${run}`, `DSH-A-${run}`]);
  await figureHeader.getByRole('button').click();
  await expect(figureHeader).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => firstSkus(page, 2)).toEqual([`DSH-A-${run}`, `DSH-B-${run}`]);

  // The overall figure as a column of the user's own, picked like an attribute's.
  await page.getByTestId('columns-picker').click();
  await page.getByTestId('columns-select').click();
  await closeOptionList(page, await chooseOption(page, 'Completion', 'Completion'));
  await expect(page.getByTestId('listing-table').getByRole('columnheader', { name: 'Completion', exact: true })).toBeVisible();
  await expect.poll(() => callApi<string[]>(page, 'GET', columnsPath)).toContain('completion');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: artifact('completion-listing-column') });

  // The missing power typed on the dark lamp: the shop's figure rises on the dashboard.
  await page.goto(`/products/?product=${gap.id}`);
  await page.locator(`#value-${power.id}`).fill('60');
  await page.getByTestId('item-save').click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.goto('/dashboard/');
  await expect(card.getByTestId(`dashboard-client-${shop.id}-figures-average`)).toHaveText('100 %');
  await expect(card.getByTestId(`dashboard-client-${shop.id}-figures-complete`)).toHaveText('2 complete');
});

test('the dashboard draws completion over time with its table, and opens the products never exported from the keyboard', async ({ page }) => {
  const run = Date.now().toString(36);
  // The daily snapshot is taken at 23:50 UTC by a scheduled job: a journey cannot wait for
  // yesterday's, so the dashboard's real answer gets one past day added to its history.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.route('**/api/catalogue/completion/dashboard/', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as CompletionDashboard;
    const history = (body.history ?? []).map((scope) => (scope.client === null ? { ...scope, days: [{ day: yesterday, products: body.overall.products, average: 12.5, complete: 0 }, ...scope.days] } : scope));
    await route.fulfill({ response, json: { ...body, history } });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await signIn(page, '/products/');
  await expect(page.getByTestId('listing-table')).toBeVisible();
  const beforeDashboard = scripts.length;
  await callApi(page, 'POST', endpointPath(productsApi.create, {}), { sku: `NEW-${run}`, name: `Never exported ${run}` });

  await page.goto('/dashboard/');
  const chart = page.getByTestId('dashboard-trend-chart');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAccessibleName(/^Overall: average completion over 2 days, from 12\.5 % to [\d.]+ %$/);
  // chart.js came with the dashboard, in a chunk of its own the products page did not load.
  const chartChunk = (path: string) => /\/dashboard-chart\.[0-9a-f]+\.js$/.test(path);
  expect(scripts.slice(beforeDashboard).filter(chartChunk)).toHaveLength(1);
  expect(scripts.slice(0, beforeDashboard).filter(chartChunk)).toEqual([]);

  // The chart's text alternative, opened from the keyboard.
  const asTable = page.getByText('Show the figures as a table');
  await asTable.focus();
  await page.keyboard.press('Enter');
  const table = page.getByTestId('dashboard-trend-table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').last()).toContainText('Today');

  // Open work and what no export has covered yet: the product created above among them.
  await expect(page.getByTestId('dashboard-work')).toContainText('Your tasks waiting, running or failed this week');
  await expect(page.getByTestId('dashboard-never-exported-overall')).toContainText(/products? (created since the last export|has ever been exported|has never been exported|has been exported)/);
  await expectNoSeriousViolations(page, 'the dashboard with completion over time, open work and products never exported');
  await page.screenshot({ path: artifact('completion-dashboard-over-time'), fullPage: true });

  const open = page.getByTestId('dashboard-never-exported-open');
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/$/);
  await expect(page.getByTestId('listing-table').locator('tbody tr.pm-grid__row').first()).toContainText(`NEW-${run}`);
});
