import { expect, test } from '@playwright/test';
import { signIn } from '../support/session.ts';

// A press and its release must land on the same option. A list that still moves while it opens (a
// scale-in animation) can slide another option under the pointer between the two, and the click is
// lost: the list stays open with the pressed option highlighted, nothing chosen. So lists open in
// place, without motion.
test('a select list opens in place, without motion that could move an option under the pointer', async ({ page }) => {
  await signIn(page, '/products/');
  await page.getByTestId('add-filter').click();
  // Records every motion step an open list is ever given, however briefly. Without motion, antd still
  // passes the list through a `-appear-prepare` step, where it is placed before it shows; the steps
  // that move it (`-start`, `-active`) must never come.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { motionSeen: string[] }).motionSeen = seen;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const elements = mutation.type === 'attributes' ? [mutation.target] : [...mutation.addedNodes];
        for (const element of elements) {
          if (element instanceof HTMLElement && /-(appear|enter)-(start|active)\b/.test(element.className)) seen.push(element.className);
        }
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByTestId('filter-field').click();
  const option = page.locator('.ant-select-item-option').first();
  await expect(option).toBeVisible();
  expect(await option.evaluate((element) => element.closest('.ant-select-dropdown')!.getAnimations({ subtree: true }).length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { motionSeen: string[] }).motionSeen)).toEqual([]);
});
