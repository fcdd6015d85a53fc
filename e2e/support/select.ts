import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types into the select that has the focus and clicks the option showing `option` (the typed text
 * by default). A click, not Enter: Enter takes the list's active option, which can still be the one
 * active before the search narrowed the list — in a multiple select that one may already be chosen,
 * and Enter then takes it out. Returns the open list, for a multiple select to close it.
 */
export async function chooseOption(page: Page, typed: string, option: string = typed): Promise<Locator> {
  await page.keyboard.type(typed);
  const list = page.locator('.ant-select-dropdown:visible');
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  return list;
}

/** Closes a multiple select's list, which stays open after a choice, and checks it closed. */
export async function closeOptionList(page: Page, list: Locator): Promise<void> {
  // Escape closes the list while it is open; pressed with the list already closed it would close the
  // drawer or dialog around the select instead, hence the check before.
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
}

/** Picks an option of the open antd select (earlier dropdowns stay in the page, hidden). */
export const pickOpenOption = (page: Page, label: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: label }).click();

/** Chooses a radio (antd draws its own and hides the input): a click on what wraps the input. */
export const chooseRadio = (radio: Locator) => radio.locator('xpath=..').click();
