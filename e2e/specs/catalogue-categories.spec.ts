import { expect, test, type Page } from '@playwright/test';
import { callApi, switchLanguage } from '../support/api.ts';
import { artifact, signIn } from '../support/session.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

/** Category trees: a category moved under another by drag and drop, and the move the server refuses. */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const run = Date.now().toString(36);
type Category = { id: number; parent_id: number | null; name: string; position: number };

const row = (page: Page, name: string) => page.locator('.ant-tree-treenode', { has: page.getByTestId(`category-${name}`) });

/** Drags a category's row and drops it at a height of the target row (0 top … 1 bottom). */
async function dragCategory(page: Page, from: string, to: string, height: number): Promise<void> {
  const target = row(page, to);
  const box = (await target.boundingBox())!;
  await row(page, from).dragTo(target, { sourcePosition: { x: 120, y: 10 }, targetPosition: { x: 160, y: Math.round(box.height * height) } });
}

async function categoryOf(page: Page, id: number): Promise<Category> {
  return callApi<Category>(page, 'GET', `/api/catalogue/category/${id}/`);
}

test('a category dropped onto the middle of another goes inside it, at the end', async ({ page }) => {
  await signIn(page, '/category/');
  const garden = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `Garden ${run}` });
  const tools = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `Tools ${run}`, parent_id: garden.id });
  const spades = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `Spades ${run}`, parent_id: tools.id });
  const hoses = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `Hoses ${run}`, parent_id: garden.id });
  await page.reload();
  await expect(row(page, `Hoses ${run}`)).toBeVisible();

  await dragCategory(page, `Hoses ${run}`, `Tools ${run}`, 0.5);
  await expect(page.getByText(`“Hoses ${run}” moved into “Tools ${run}”`)).toBeVisible();
  await expect.poll(async () => (await categoryOf(page, hoses.id)).parent_id).toBe(tools.id);
  // After the subcategory already there.
  expect((await categoryOf(page, hoses.id)).position).toBeGreaterThan((await categoryOf(page, spades.id)).position);
  // The tree shows it under its new parent (one level deeper than Tools).
  const indent = async (name: string) => row(page, name).locator('.ant-tree-indent-unit').count();
  await expect.poll(() => indent(`Hoses ${run}`)).toBe((await indent(`Tools ${run}`)) + 1);

  // Onto the bottom edge of a row: right after it, in its level.
  await dragCategory(page, `Hoses ${run}`, `Tools ${run}`, 0.9);
  await expect(page.getByText(`“Hoses ${run}” moved`, { exact: true })).toBeVisible();
  await expect.poll(async () => (await categoryOf(page, hoses.id)).parent_id).toBe(garden.id);
  const level = (await callApi<{ results: Category[] }>(page, 'GET', '/api/catalogue/category/tree/')).results.filter((category) => category.parent_id === garden.id).sort((a, b) => a.position - b.position);
  expect(level.map((category) => category.name)).toEqual([`Tools ${run}`, `Hoses ${run}`]);
  await page.screenshot({ path: artifact('catalogue-category-moved') });

  // Without dragging: "Move to…" offers every place outside the category's own subtree.
  await page.getByRole('button', { name: `Move Garden ${run}` }).click();
  await page.getByTestId('category-destination').click();
  await expect(page.locator('.ant-select-item-option').filter({ hasText: `Tools ${run}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: `Move Spades ${run}` }).click();
  await page.getByTestId('category-destination').click();
  await page.keyboard.type(`Hoses ${run}`);
  await page.locator('.ant-select-item-option').filter({ hasText: `Garden ${run} › Hoses ${run}` }).click();
  await expectNoSeriousViolations(page, 'the category tree with its "Move to…" dialog');
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(page.getByText(`“Spades ${run}” moved into “Hoses ${run}”`)).toBeVisible();
  await expect.poll(async () => (await categoryOf(page, spades.id)).parent_id).toBe(hoses.id);
});

test('a category cannot go under its own descendant: the server refuses and the message says so', async ({ page }) => {
  await signIn(page, '/category/');
  const house = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `House ${run}` });
  const kitchen = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `Kitchen ${run}`, parent_id: house.id });
  const knives = await callApi<Category>(page, 'POST', '/api/catalogue/category/', { name: `Knives ${run}`, parent_id: kitchen.id });
  await page.reload();
  await expect(row(page, `Knives ${run}`)).toBeVisible();

  await dragCategory(page, `House ${run}`, `Knives ${run}`, 0.5);
  await expect(page.getByText('A category cannot be moved under itself or one of its descendants.')).toBeVisible();
  expect((await categoryOf(page, house.id)).parent_id).toBeNull();
  expect((await categoryOf(page, knives.id)).parent_id).toBe(kitchen.id);

  await expect(page.getByText('A category cannot be moved under itself or one of its descendants.')).toBeHidden({ timeout: 10_000 });
  try {
    await switchLanguage(page, 'fr');
    await dragCategory(page, `Kitchen ${run}`, `Knives ${run}`, 0.5);
    await expect(page.getByText("Une catégorie ne peut pas être déplacée sous elle-même ou sous l'une de ses descendantes.")).toBeVisible();
    await page.screenshot({ path: artifact('catalogue-categories-fr') });
  } finally {
    await switchLanguage(page, 'en');
  }
});
